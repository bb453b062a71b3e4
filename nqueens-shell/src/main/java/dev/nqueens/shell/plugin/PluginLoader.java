package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.ProviderProblem;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.PluginReport.Entry;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Loads solvers and output formats from the jars of the plugin folders, so that one broken plugin never
 * hides another and never stops the shell.
 *
 * <p>All jars share one {@link URLClassLoader}, whose parent is the shell's class loader: plugins see the
 * API the shell sees, and a library that a plugin needs can be a jar of its own in the same folder. A jar
 * that cannot be read as a zip is left out of it. Each jar's providers are then loaded by the API's
 * {@link Registry}, which skips and reports a provider that fails to load or to answer, has a malformed id
 * or was built for another API version; of those it admits, the loader keeps a provider only if no
 * built-in provider and no plugin read before it has the id. Built-ins win a clash; among plugins, the
 * first read wins (see {@link PluginFolder} for the order).
 *
 * <p>Each jar is read by a {@link ServiceLoader} of its own over a class loader that shows the services
 * files of that jar alone and loads every class through the shared loader. So whatever a step of the
 * service iterator throws (a listed class that is missing, a class that is not a provider, a constructor
 * that throws, a class for a newer Java, a missing dependency) belongs to that jar, without reading the
 * error's message.
 */
public final class PluginLoader {

    private static final String SERVICES = "META-INF/services/";

    private final List<Entry> entries = new ArrayList<>();

    private PluginLoader() {
    }

    /**
     * Reads the plugin folders.
     *
     * @param folders the folders, in the order of precedence
     * @param builtInSolvers the solvers the shell has already; plugins cannot take their ids
     * @param builtInRenderers the formats the shell has already; likewise
     * @return what loaded and what did not
     */
    public static PluginReport load(List<PluginFolder> folders, Registry<Solver> builtInSolvers,
            Registry<Renderer> builtInRenderers) {
        PluginLoader loader = new PluginLoader();
        List<PluginJar> jars = loader.readableJars(loader.jarsIn(folders));
        Found<Solver> solvers = new Found<>(Kind.SOLVER, builtInSolvers);
        Found<Renderer> renderers = new Found<>(Kind.FORMAT, builtInRenderers);
        if (!jars.isEmpty()) {
            // lives as long as the shell: the plugins' classes are loaded from it as they run
            @SuppressWarnings("resource")
            URLClassLoader shared = new URLClassLoader("nqueens-plugins",
                    jars.stream().map(PluginJar::url).toArray(URL[]::new), PluginLoader.class.getClassLoader());
            for (PluginJar jar : jars) {
                int found = loader.entries.size();
                ClassLoader services = new OneJarServices(jar, shared);
                loader.admit(jar.path(), Registry.load(ProviderKind.SOLVER, services), solvers);
                loader.admit(jar.path(), Registry.load(ProviderKind.FORMAT, services), renderers);
                if (loader.entries.size() == found) {
                    loader.entries.add(new Entry(jar.path(), Kind.JAR, null, "provides no solver or format", false));
                }
            }
        }
        return new PluginReport(folders, loader.entries, solvers.loaded, renderers.loaded);
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

    /** @return the jars that open as zip files, with their services files; the others become entries */
    private List<PluginJar> readableJars(List<Path> jars) {
        List<PluginJar> readable = new ArrayList<>();
        for (Path jar : jars) {
            try (JarFile file = new JarFile(jar.toFile())) {
                Set<String> services = new HashSet<>();
                for (Class<?> type : List.of(Solver.class, Renderer.class)) {
                    String name = SERVICES + type.getName();
                    if (file.getEntry(name) != null) {
                        services.add(name);
                    }
                }
                readable.add(new PluginJar(jar, jar.toUri().toURL(), services));
            } catch (IOException e) {
                entries.add(new Entry(jar, Kind.JAR, null, "skipped, cannot be read as a jar: " + e.getMessage(),
                        true));
            }
        }
        return readable;
    }

    /**
     * Admits the providers of one jar that the API's registry admitted and whose id is free, and turns
     * each provider the registry skipped, and each clash, into an entry.
     */
    private <T extends Provider> void admit(Path jar, Registry<T> registry, Found<T> found) {
        for (ProviderProblem problem : registry.problems()) {
            entries.add(new Entry(jar, found.entryKind, problem.id().orElse(null), "skipped: " + reason(problem),
                    true));
        }
        for (T provider : registry.all()) {
            String id = provider.id();
            String label = found.entryKind.label();
            if (found.builtIns.find(id).isPresent()) {
                skip(jar, found.entryKind, id, "the built-in " + label + " of that id wins");
                continue;
            }
            Path owner = found.owners.putIfAbsent(id, jar);
            if (owner != null) {
                skip(jar, found.entryKind, id, owner + " has a " + label + " of that id already, and wins");
                continue;
            }
            found.loaded.add(provider);
            entries.add(new Entry(jar, found.entryKind, id, "loaded", false));
        }
    }

    private void skip(Path jar, Kind kind, String id, String reason) {
        entries.add(new Entry(jar, kind, id, "skipped: " + reason, true));
    }

    /** @return why the registry skipped a provider, in the shell's words where it knows better */
    private static String reason(ProviderProblem problem) {
        return problem.missingClass()
                .map(missing -> "it needs the class " + missing + ", which is in no plugin jar and not in the shell")
                .orElse(problem.reason());
    }

    /**
     * A jar that opens as a zip file.
     *
     * @param path where it lies
     * @param url its URL, for the class loader
     * @param services the names of the services files it holds, of those the shell reads
     */
    private record PluginJar(Path path, URL url, Set<String> services) {
    }

    /**
     * What the loader has found of one kind of provider so far, across the jars.
     *
     * @param <T> the provider interface
     */
    private static final class Found<T extends Provider> {
        final Kind entryKind;
        /** The built-in providers, which win a clash of ids. */
        final Registry<T> builtIns;
        /** The jar of each plugin id taken so far. */
        final Map<String, Path> owners = new HashMap<>();
        /** The plugin providers admitted so far. */
        final List<T> loaded = new ArrayList<>();

        Found(Kind entryKind, Registry<T> builtIns) {
            this.entryKind = entryKind;
            this.builtIns = builtIns;
        }
    }

    /**
     * What a {@link ServiceLoader} sees of one plugin jar: its services files, and no others (not those of
     * the shell's own providers, which the shared loader's parent would show). Classes come from the shared
     * loader, so that a plugin's classes and those of its libraries live in one place whichever jar lists
     * them.
     */
    private static final class OneJarServices extends ClassLoader {

        private final PluginJar jar;
        private final ClassLoader shared;

        OneJarServices(PluginJar jar, ClassLoader shared) {
            // no parent: the service loader looks for providers in the modules of a loader's ancestors too
            super("nqueens-plugin-services", null);
            this.jar = jar;
            this.shared = shared;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return shared.loadClass(name);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            if (!jar.services().contains(name)) {
                return Collections.emptyEnumeration();
            }
            return Collections.enumeration(List.of(URI.create("jar:" + jar.url() + "!/" + name).toURL()));
        }
    }
}
