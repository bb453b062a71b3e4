package dev.nqueens.shell.plugin;

import dev.nqueens.shell.plugin.PluginReport.Entry;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * The first step of {@link PluginLoader}: the jars of the plugin folders, in order, each once, that open as
 * zip files, and whether each lists providers. A folder that is missing (when someone named it), is not a
 * folder or cannot be read, and a file that is not a jar, become entries of the report instead. Only each
 * zip's directory is read, never what its entries inflate to, and no code of a plugin runs.
 */
final class PluginFolderScan {

    private PluginFolderScan() {
    }

    /**
     * @param folders the folders, in the order of precedence
     * @param entries where the problems found go, as entries of the report
     * @return the readable jars, in order
     */
    static List<PluginJar> readableJars(List<PluginFolder> folders, List<Entry> entries) {
        return readable(jarsIn(folders, entries), entries);
    }

    /** @return the jars of the folders, in order, each once; a problem with a folder becomes an entry */
    private static List<Path> jarsIn(List<PluginFolder> folders, List<Entry> entries) {
        Set<Path> seen = new HashSet<>();
        List<Path> jars = new ArrayList<>();
        for (PluginFolder folder : folders) {
            Path path = folder.path();
            if (!Files.exists(path)) {
                if (folder.named()) {
                    problem(entries, path, "does not exist (" + folder.origin() + ")");
                }
                continue;
            }
            if (!Files.isDirectory(path)) {
                problem(entries, path, "is not a folder (" + folder.origin() + ")");
                continue;
            }
            try {
                for (Path jar : jarFiles(path)) {
                    // the same folder named twice, or a jar linked from two folders, loads once
                    if (seen.add(jar.toRealPath())) {
                        jars.add(jar);
                    }
                }
            } catch (IOException e) {
                problem(entries, path, "cannot be read (" + folder.origin() + "): " + e);
            } catch (UncheckedIOException e) {
                problem(entries, path, "cannot be read (" + folder.origin() + "): " + e.getCause());
            }
        }
        return jars;
    }

    private static List<Path> jarFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
    }

    private static void problem(List<Entry> entries, Path folder, String status) {
        entries.add(new Entry(folder, Kind.FOLDER, null, status, true));
    }

    /**
     * @return the jars that open as zip files, and whether each lists providers; the others become entries.
     *     Only the zip's directory is read, never what its entries inflate to.
     */
    private static List<PluginJar> readable(List<Path> jars, List<Entry> entries) {
        List<PluginJar> readable = new ArrayList<>();
        for (Path jar : jars) {
            try (ZipFile file = new ZipFile(jar.toFile())) {
                boolean providing = PluginLoader.KINDS.stream()
                        .anyMatch(kind -> file.getEntry(PluginLoader.SERVICES + kind.type().getName()) != null);
                readable.add(new PluginJar(jar, jar.toUri().toURL(), providing));
            } catch (IOException e) {
                entries.add(new Entry(jar, Kind.JAR, null, "skipped, cannot be read as a jar: " + e.getMessage(),
                        true));
            }
        }
        return readable;
    }

    /**
     * A jar that opens as a zip file.
     *
     * @param path where it lies
     * @param url its URL, for the class loader
     * @param providing true if it holds a services file of a kind of provider the shell reads
     */
    record PluginJar(Path path, URL url, boolean providing) {
    }
}
