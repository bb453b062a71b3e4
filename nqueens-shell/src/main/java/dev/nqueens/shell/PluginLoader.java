package dev.nqueens.shell;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Renderers;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Solvers;
import dev.nqueens.shell.PluginReport.Entry;
import dev.nqueens.shell.PluginReport.Kind;
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
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Loads solvers and output formats from the jars of the plugin folders, so that one broken plugin never
 * hides another and never stops the shell.
 *
 * <p>All jars share one {@link URLClassLoader}, whose parent is the shell's class loader: plugins see the
 * API the shell sees, and a library that a plugin needs can be a jar of its own in the same folder. A jar
 * that cannot be read as a zip is left out of it. Every provider is then checked before it is admitted:
 * its {@code id()}, {@code description()} and the rest must answer, its id must be well formed (the API's
 * rule), and no built-in provider and no plugin read before it may have the id. Built-ins win a clash;
 * among plugins, the first read wins (see {@link PluginFolder} for the order).
 *
 * <p>Each jar is read by a {@link ServiceLoader} of its own over a class loader that shows the services
 * files of that jar alone and loads every class through the shared loader. So whatever a step of the
 * service iterator throws (a listed class that is missing, a class that is not a provider, a constructor
 * that throws, a class for a newer Java, a missing dependency) belongs to that jar, without reading the
 * error's message; and the iterator is stepped inside {@code try}, since it moves past a listed class
 * before it can fail on it.
 */
final class PluginLoader {

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
    static PluginReport load(List<PluginFolder> folders, Solvers builtInSolvers, Renderers builtInRenderers) {
        PluginLoader loader = new PluginLoader();
        List<PluginJar> jars = loader.readableJars(loader.jarsIn(folders));
        ProviderKind<Solver> solvers = new ProviderKind<>(Solver.class, Kind.SOLVER, Solver::id, Solvers::of,
                List.of(new Method<>("description()", Solver::description),
                        new Method<>("capabilities()", Solver::capabilities),
                        new Method<>("maxBoardSize()", Solver::maxBoardSize)),
                Set.copyOf(builtInSolvers.ids()));
        ProviderKind<Renderer> renderers = new ProviderKind<>(Renderer.class, Kind.FORMAT, Renderer::id,
                Renderers::of,
                List.of(new Method<>("description()", Renderer::description),
                        new Method<>("maxBoardSize()", Renderer::maxBoardSize)),
                Set.copyOf(builtInRenderers.ids()));
        if (!jars.isEmpty()) {
            // lives as long as the shell: the plugins' classes are loaded from it as they run
            @SuppressWarnings("resource")
            URLClassLoader shared = new URLClassLoader("nqueens-plugins",
                    jars.stream().map(PluginJar::url).toArray(URL[]::new), PluginLoader.class.getClassLoader());
            for (PluginJar jar : jars) {
                int found = loader.entries.size();
                ClassLoader services = new OneJarServices(jar, shared);
                loader.load(jar.path(), services, solvers);
                loader.load(jar.path(), services, renderers);
                if (loader.entries.size() == found) {
                    loader.entries.add(new Entry(jar.path(), Kind.JAR, null, "provides no solver or format", false));
                }
            }
        }
        return new PluginReport(folders, loader.entries, solvers.loaded(), renderers.loaded());
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

    private <T> void load(Path jar, ClassLoader services, ProviderKind<T> kind) {
        Iterator<T> providers = ServiceLoader.load(kind.type(), services).iterator();
        while (true) {
            T provider;
            try {
                if (!providers.hasNext()) {
                    return;
                }
                provider = providers.next();
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                skip(jar, kind, null, reason(e, kind.type()));
                continue;
            }
            admit(jar, kind, provider);
        }
    }

    /** Checks a provider that the service loader made, and keeps it if it passes. */
    private <T> void admit(Path jar, ProviderKind<T> kind, T provider) {
        String type = provider.getClass().getName();
        String id;
        try {
            id = kind.id().apply(provider);
        } catch (RuntimeException | LinkageError e) {
            skip(jar, kind, null, type + ".id() threw " + e);
            return;
        }
        try {
            // the API's rule for ids, applied to this provider alone
            kind.index().accept(List.of(provider));
        } catch (RuntimeException | LinkageError e) {
            skip(jar, kind, null, e instanceof IllegalStateException ? e.getMessage() : type + ".id() threw " + e);
            return;
        }
        for (Method<T> method : kind.metadata()) {
            String fault = null;
            try {
                if (method.call().apply(provider) == null) {
                    fault = type + "." + method.name() + " returned null";
                }
            } catch (RuntimeException | LinkageError e) {
                fault = type + "." + method.name() + " threw " + e;
            }
            if (fault != null) {
                skip(jar, kind, id, fault);
                return;
            }
        }
        if (kind.builtIns().contains(id)) {
            skip(jar, kind, id, "the built-in " + kind.kind().label() + " of that id wins");
            return;
        }
        Path owner = kind.owners().putIfAbsent(id, jar);
        if (owner != null) {
            skip(jar, kind, id, owner + " has a " + kind.kind().label() + " of that id already, and wins");
            return;
        }
        kind.loaded().add(provider);
        entries.add(new Entry(jar, kind.kind(), id, "loaded", false));
    }

    private void skip(Path jar, ProviderKind<?> kind, String id, String reason) {
        entries.add(new Entry(jar, kind.kind(), id, "skipped: " + reason, true));
    }

    /** @return why a step of the service iterator failed, in one line */
    private static String reason(Throwable failure, Class<?> service) {
        if (failure instanceof ServiceConfigurationError) {
            // the service loader starts its messages with the interface's name, which the entry gives already
            String message = failure.getMessage();
            String prefix = service.getName() + ": ";
            message = message.startsWith(prefix) ? message.substring(prefix.length()) : message;
            Throwable cause = failure.getCause();
            if (cause instanceof ExceptionInInitializerError initializer && initializer.getCause() != null) {
                cause = initializer.getCause();
            }
            return lowerFirst(message) + (cause == null ? "" : ": " + cause);
        }
        if (failure instanceof UnsupportedClassVersionError) {
            // names the class, its class file version and the highest this Java reads
            return failure.getMessage().replace('/', '.');
        }
        if (failure instanceof NoClassDefFoundError && failure.getMessage() != null
                && failure.getMessage().indexOf(' ') < 0) {
            return "it needs the class " + failure.getMessage().replace('/', '.')
                    + ", which is in no plugin jar and not in the shell";
        }
        return failure.toString();
    }

    private static String lowerFirst(String message) {
        return message.isEmpty() ? message : message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1);
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
     * A method of a provider that the shell calls when it lists providers, and that must therefore answer.
     *
     * @param <T> the provider interface
     * @param name the method, as in {@code "description()"}
     * @param call calls it
     */
    private record Method<T>(String name, Function<T, Object> call) {
    }

    /**
     * What the loader needs to know about one provider interface, and what it has found of it so far.
     *
     * @param <T> the interface
     */
    private static final class ProviderKind<T> {

        private final Class<T> type;
        private final Kind kind;
        private final Function<T, String> id;
        private final Consumer<List<T>> index;
        private final List<Method<T>> metadata;
        private final Set<String> builtIns;
        private final Map<String, Path> owners = new HashMap<>();
        private final List<T> loaded = new ArrayList<>();

        /**
         * @param type the interface
         * @param kind its kind of entry
         * @param id reads a provider's id
         * @param index the API's indexing of providers, which checks that ids are well formed
         * @param metadata the methods besides {@code id()} that must answer
         * @param builtIns the ids of the built-in providers
         */
        ProviderKind(Class<T> type, Kind kind, Function<T, String> id, Consumer<List<T>> index,
                List<Method<T>> metadata, Set<String> builtIns) {
            this.type = type;
            this.kind = kind;
            this.id = id;
            this.index = index;
            this.metadata = metadata;
            this.builtIns = builtIns;
        }

        Class<T> type() {
            return type;
        }

        Kind kind() {
            return kind;
        }

        Function<T, String> id() {
            return id;
        }

        Consumer<List<T>> index() {
            return index;
        }

        List<Method<T>> metadata() {
            return metadata;
        }

        Set<String> builtIns() {
            return builtIns;
        }

        /** @return the jar of each plugin id taken so far */
        Map<String, Path> owners() {
            return owners;
        }

        /** @return the plugin providers admitted so far */
        List<T> loaded() {
            return loaded;
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
