package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.ProviderProblem;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.PluginReport.Entry;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import dev.nqueens.shell.plugin.Quarantine.Checked;
import dev.nqueens.shell.plugin.Quarantine.Verdicts;
import dev.nqueens.shell.plugin.Verdict.Admitted;
import dev.nqueens.shell.plugin.Verdict.Finding;
import dev.nqueens.shell.plugin.Verdict.Skipped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * Loads solvers and output formats from the jars of the plugin folders, so that one broken plugin never
 * hides another and never stops the shell, and no plugin runs in the shell before it has passed its check.
 *
 * <p>A jar that cannot be read as a zip is left out. Each jar that lists providers is then checked in
 * {@link Quarantine}: its providers are made and asked their ids in a JVM of their own, with the same class
 * path, and only those the check admitted are made in the shell; a jar that failed the check as a whole
 * (it hung, ended the JVM, ran out of memory) is skipped. No code of a plugin runs in the shell for that,
 * nor is any services file read here: the shell's service loader is handed the class names the check
 * admitted ({@link ListedServices}).
 *
 * <p>All jars but those that failed share one {@link URLClassLoader}, whose parent is the shell's class
 * loader: plugins see the API the shell sees, and a library that a plugin needs can be a jar of its own in
 * the same folder. Each jar's providers are loaded by the API's {@link Registry}, which skips and reports a
 * provider that fails to load or to answer, has a malformed id or was built for another API version: in
 * the check, and again here, since a plugin may behave differently the second time; here a provider must
 * also be what the check admitted, with the same id and capabilities. Of those it admits, the loader keeps
 * a provider only if no built-in provider and no plugin read before it has the id. Built-ins win a clash;
 * among plugins, the first read wins (see {@link PluginFolder} for the order).
 *
 * <p>Each jar is read by a {@link java.util.ServiceLoader} of its own over a class loader that shows the
 * services files of that jar alone and loads every class through the shared loader. So whatever a step of
 * the service iterator throws (a listed class that is missing, a class that is not a provider, a
 * constructor that throws, a class for a newer Java, a missing dependency) belongs to that jar, without
 * reading the error's message.
 */
public final class PluginLoader {

    /** The kinds of provider a plugin jar may hold, in the order they are read. */
    static final List<ProviderKind<?>> KINDS = List.of(ProviderKind.SOLVER, ProviderKind.FORMAT);

    private static final String SERVICES = "META-INF/services/";

    private final List<Entry> entries = new ArrayList<>();
    private final Map<Path, Instant> checked = new HashMap<>();

    private PluginLoader() {
    }

    /**
     * Reads the plugin folders.
     *
     * @param folders the folders, in the order of precedence
     * @param builtInSolvers the solvers the shell has already; plugins cannot take their ids
     * @param builtInRenderers the formats the shell has already; likewise
     * @param quarantine what checks the jars, or has their verdicts already
     * @return what loaded and what did not
     */
    public static PluginReport load(List<PluginFolder> folders, Registry<Solver> builtInSolvers,
            Registry<Renderer> builtInRenderers, Quarantine quarantine) {
        PluginLoader loader = new PluginLoader();
        List<PluginJar> jars = loader.readableJars(loader.jarsIn(folders));
        Found<Solver> solvers = new Found<>(ProviderKind.SOLVER, builtInSolvers);
        Found<Renderer> renderers = new Found<>(ProviderKind.FORMAT, builtInRenderers);
        List<Path> providing = jars.stream().filter(PluginJar::providing).map(PluginJar::path).toList();
        Verdicts verdicts = quarantine.verdicts(providing, jars.stream().map(PluginJar::path).toList());
        // the jars that passed, and those that list no provider, as libraries of the others
        URL[] passed = jars.stream()
                .filter(jar -> !jar.providing() || verdicts.byJar().get(jar.path()).verdict().passed())
                .map(PluginJar::url)
                .toArray(URL[]::new);
        // lives as long as the shell: the plugins' classes are loaded from it as they run
        @SuppressWarnings("resource")
        URLClassLoader shared = new URLClassLoader("nqueens-plugins", passed, PluginLoader.class.getClassLoader());
        for (PluginJar jar : jars) {
            int found = loader.entries.size();
            if (jar.providing()) {
                Checked verdict = verdicts.byJar().get(jar.path());
                loader.checked.put(jar.path(), verdict.at());
                if (!verdict.verdict().passed()) {
                    loader.entries.add(new Entry(jar.path(), Kind.JAR, null,
                            "skipped: " + verdict.verdict().failure(), true));
                    continue;
                }
                loader.admit(jar, verdict.verdict(), shared, solvers);
                loader.admit(jar, verdict.verdict(), shared, renderers);
            }
            if (loader.entries.size() == found) {
                loader.entries.add(new Entry(jar.path(), Kind.JAR, null, "provides no solver or format", false));
            }
        }
        verdicts.cacheProblem().ifPresent(problem -> loader.entries.add(new Entry(verdicts.cacheFile(), Kind.CACHE,
                null, problem, true)));
        return new PluginReport(folders, loader.entries, loader.checked, solvers.loaded, renderers.loaded);
    }

    /** @return the jars of the folders, in order, each once; a problem with a folder becomes an entry */
    private List<Path> jarsIn(List<PluginFolder> folders) {
        Set<Path> seen = new HashSet<>();
        List<Path> jars = new ArrayList<>();
        for (PluginFolder folder : folders) {
            Path path = folder.path();
            if (!Files.exists(path)) {
                if (folder.named()) {
                    problem(path, "does not exist (" + folder.origin() + ")");
                }
                continue;
            }
            if (!Files.isDirectory(path)) {
                problem(path, "is not a folder (" + folder.origin() + ")");
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
                problem(path, "cannot be read (" + folder.origin() + "): " + e);
            } catch (UncheckedIOException e) {
                problem(path, "cannot be read (" + folder.origin() + "): " + e.getCause());
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

    private void problem(Path folder, String status) {
        entries.add(new Entry(folder, Kind.FOLDER, null, status, true));
    }

    /**
     * @return the jars that open as zip files, and whether each lists providers; the others become entries.
     *     Only the zip's directory is read, never what its entries inflate to.
     */
    private List<PluginJar> readableJars(List<Path> jars) {
        List<PluginJar> readable = new ArrayList<>();
        for (Path jar : jars) {
            try (ZipFile file = new ZipFile(jar.toFile())) {
                boolean providing = KINDS.stream()
                        .anyMatch(kind -> file.getEntry(SERVICES + kind.type().getName()) != null);
                readable.add(new PluginJar(jar, jar.toUri().toURL(), providing));
            } catch (IOException e) {
                entries.add(new Entry(jar, Kind.JAR, null, "skipped, cannot be read as a jar: " + e.getMessage(),
                        true));
            }
        }
        return readable;
    }

    /**
     * Makes the providers of one jar that the check admitted and whose id is free, and turns each provider
     * that the check or the registry here skipped, that is not what was checked, and each clash, into an
     * entry.
     */
    private <T extends Provider> void admit(PluginJar jar, Verdict verdict, ClassLoader shared, Found<T> found) {
        Kind kind = Kind.of(found.kind);
        Map<String, Admitted> admitted = new LinkedHashMap<>();
        for (Finding finding : verdict.findings()) {
            if (finding.kind() != kind) {
                continue;
            }
            if (finding instanceof Skipped skipped) {
                skip(jar.path(), kind, skipped.id(), skipped.reason());
            } else if (finding instanceof Admitted provider) {
                admitted.put(provider.className(), provider);
            }
        }
        if (admitted.isEmpty()) {
            return;
        }
        byte[] listed = (String.join("\n", admitted.keySet()) + "\n").getBytes(StandardCharsets.UTF_8);
        ClassLoader services = new ListedServices(jar.url(), Map.of(SERVICES + found.kind.type().getName(), listed),
                shared);
        Registry<T> registry = Registry.load(found.kind, services);
        for (ProviderProblem problem : registry.problems()) {
            Skipped skipped = Skipped.of(kind, problem);
            skip(jar.path(), kind, skipped.id(), skipped.reason());
        }
        for (T provider : registry.all()) {
            String id = provider.id();
            String label = kind.label();
            Optional<String> changed = changed(kind, provider, admitted.get(provider.getClass().getName()));
            if (changed.isPresent()) {
                skip(jar.path(), kind, id, changed.get());
                continue;
            }
            if (found.builtIns.find(id).isPresent()) {
                skip(jar.path(), kind, id, "the built-in " + label + " of that id wins");
                continue;
            }
            Path owner = found.owners.putIfAbsent(id, jar.path());
            if (owner != null) {
                skip(jar.path(), kind, id, owner + " has a " + label + " of that id already, and wins");
                continue;
            }
            found.loaded.add(provider);
            entries.add(new Entry(jar.path(), kind, id, "loaded", false));
        }
    }

    /** @return how a provider made here differs from what the check admitted, if it does */
    private static Optional<String> changed(Kind kind, Provider provider, Admitted checked) {
        Admitted now;
        try {
            now = Admitted.of(kind, provider);
        } catch (RuntimeException | LinkageError e) {
            return Optional.of(provider.getClass().getName() + " threw " + e
                    + " when asked again for its id and capabilities");
        }
        // compared by hand: a record's equals is bootstrapped at its first call, which costs start-up time
        if (now.id().equals(checked.id()) && now.capabilities().equals(checked.capabilities())) {
            return Optional.empty();
        }
        return Optional.of("it is not what was checked: " + describe(checked) + " then, " + describe(now) + " now");
    }

    private static String describe(Admitted provider) {
        return "id " + provider.id() + (provider.capabilities().isEmpty() ? ""
                : " with " + String.join(", ", provider.capabilities()));
    }

    private void skip(Path jar, Kind kind, String id, String reason) {
        entries.add(new Entry(jar, kind, id, "skipped: " + reason, true));
    }

    /**
     * A jar that opens as a zip file.
     *
     * @param path where it lies
     * @param url its URL, for the class loader
     * @param providing true if it holds a services file of a kind of provider the shell reads
     */
    private record PluginJar(Path path, URL url, boolean providing) {
    }

    /**
     * What the loader has found of one kind of provider so far, across the jars.
     *
     * @param <T> the provider interface
     */
    private static final class Found<T extends Provider> {
        final ProviderKind<T> kind;
        /** The built-in providers, which win a clash of ids. */
        final Registry<T> builtIns;
        /** The jar of each plugin id taken so far. */
        final Map<String, Path> owners = new HashMap<>();
        /** The plugin providers admitted so far. */
        final List<T> loaded = new ArrayList<>();

        Found(ProviderKind<T> kind, Registry<T> builtIns) {
            this.kind = kind;
            this.builtIns = builtIns;
        }
    }
}
