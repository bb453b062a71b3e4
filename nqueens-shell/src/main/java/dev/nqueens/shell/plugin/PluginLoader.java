package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.ProviderProblem;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.PluginReport.Entry;
import dev.nqueens.shell.plugin.PluginFolderScan.PluginJar;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import dev.nqueens.shell.plugin.Quarantine.Checked;
import dev.nqueens.shell.plugin.Quarantine.Verdicts;
import dev.nqueens.shell.plugin.JarVerdict.Admitted;
import dev.nqueens.shell.plugin.JarVerdict.Finding;
import dev.nqueens.shell.plugin.JarVerdict.Skipped;
import dev.nqueens.shell.session.HostProcess;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Loads solvers and output formats from the jars of the plugin folders, so that one broken plugin never
 * hides another and never stops the shell, and no plugin runs in the shell before it has passed its check.
 *
 * <p>The folders are read first ({@link PluginFolderScan}): a jar that cannot be read as a zip is left out.
 * Each jar that lists providers is then checked in {@link Quarantine}: its providers are made and asked their
 * ids in a JVM of their own, with the same class path, and only those the check admitted are made in the shell;
 * a jar that failed the check as a whole (it hung, ended the JVM, ran out of memory) is skipped. No code of a
 * plugin runs in the shell for that, nor is any services file read here: the shell's service loader is handed
 * the class names the check admitted ({@link ListedServices}).
 *
 * <p>What loads is the copy of each jar that the quarantine hashed and checked, never the jar in its folder
 * (see {@link Quarantine}). The providers are made on a thread of their own with the check's deadline: one
 * that answered in its check but does not in the shell has its jar skipped in one entry, and the shell goes
 * on.
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

    static final String SERVICES = "META-INF/services/";

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
        return load(folders, builtInSolvers, builtInRenderers, quarantine, HostProcess.PROGRAM);
    }

    /**
     * Reads the plugin folders, in a process that a session owns or not.
     *
     * @param folders the folders, in order
     * @param builtInSolvers the built-in solvers, whose ids win a clash
     * @param builtInRenderers the built-in formats, likewise
     * @param quarantine what checks the jars before they load
     * @param host the process the plugins run in: where the session owns it, a plugin that ends it is named
     * @return what was found
     */
    public static PluginReport load(List<PluginFolder> folders, Registry<Solver> builtInSolvers,
            Registry<Renderer> builtInRenderers, Quarantine quarantine, HostProcess host) {
        PluginLoader loader = new PluginLoader();
        List<PluginJar> jars = PluginFolderScan.readableJars(folders, loader.entries);
        Found<Solver> solvers = new Found<>(ProviderKind.SOLVER, builtInSolvers);
        Found<Renderer> renderers = new Found<>(ProviderKind.FORMAT, builtInRenderers);
        List<Path> providing = jars.stream().filter(PluginJar::providing).map(PluginJar::path).toList();
        Verdicts verdicts = quarantine.verdicts(providing, jars.stream().map(PluginJar::path).toList());
        // the copies of the jars that passed, and of those that list no provider, as libraries of the others:
        // the bytes that were hashed and checked, whatever became of the jars since
        List<URL> passed = new ArrayList<>();
        for (PluginJar jar : jars) {
            Path copy = verdicts.copies().get(jar.path());
            if (copy != null && (!jar.providing() || verdicts.byJar().get(jar.path()).verdict().passed())) {
                passed.add(url(copy));
                PluginOrigins.register(url(copy), jar.path());
            }
        }
        // lives as long as the shell: the plugins' classes are loaded from it as they run
        @SuppressWarnings("resource")
        URLClassLoader shared = new URLClassLoader(PluginOrigins.LOADER_NAME, passed.toArray(URL[]::new),
                PluginLoader.class.getClassLoader());
        PluginOrigins.register(shared);
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
                PluginExits.watch(host);
                Optional<List<Made<?>>> made = loader.make(jar.path(), url(verdicts.copies().get(jar.path())),
                        verdict.verdict(), shared, List.of(solvers, renderers), quarantine.deadline());
                if (made.isEmpty()) {
                    continue;
                }
                loader.admit(jar.path(), made.get(), solvers);
                loader.admit(jar.path(), made.get(), renderers);
            }
            if (loader.entries.size() == found) {
                loader.entries.add(new Entry(jar.path(), Kind.JAR, null, "provides no solver or format", false));
            }
        }
        verdicts.cacheProblem().ifPresent(problem -> loader.entries.add(new Entry(verdicts.cacheFile(), Kind.CACHE,
                null, problem, true)));
        return new PluginReport(folders, loader.entries, loader.checked, solvers.loaded, renderers.loaded);
    }

    private static URL url(Path file) {
        try {
            return file.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalStateException("a file's URI is a URL", e);
        }
    }

    /**
     * Makes the providers of one jar that the check admitted, on a thread of their own with a deadline: the
     * check showed they answer in time in its JVM, but a plugin may behave otherwise in the shell's. Each
     * provider the check or the registry here skipped becomes an entry.
     *
     * @return what was made of each kind, or empty when the providers did not answer in time: the jar is
     *     then skipped, in one entry, and its thread left to itself
     */
    private Optional<List<Made<?>>> make(Path jar, URL copy, JarVerdict verdict, ClassLoader shared,
            List<Found<?>> kinds, Duration deadline) {
        List<Skipped> skipped = new ArrayList<>();
        List<Made<?>> made = new ArrayList<>();
        FutureTask<Void> making = new FutureTask<>(() -> {
            for (Found<?> found : kinds) {
                made.add(make(copy, verdict, shared, found.kind, skipped));
            }
            return null;
        });
        Thread thread = new Thread(making, "nqueens-plugin-providers");
        // a constructor that never returns must not keep the process alive
        thread.setDaemon(true);
        thread.start();
        try {
            making.get(deadline.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            thread.interrupt();
            entries.add(new Entry(jar, Kind.JAR, null, "skipped: its providers did not answer within "
                    + ChildJvmChecker.seconds(deadline) + " in nqueens, though they did in their check", true));
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            entries.add(new Entry(jar, Kind.JAR, null, "skipped: interrupted while its providers were made", true));
            return Optional.empty();
        } catch (ExecutionException e) {
            // an error the registry lets through, as a StackOverflowError in a provider's method
            entries.add(new Entry(jar, Kind.JAR, null, "skipped: it threw " + e.getCause()
                    + " while its providers were made", true));
            return Optional.empty();
        }
        for (Skipped skip : skipped) {
            skip(jar, skip.kind(), skip.id(), skip.reason());
        }
        return Optional.of(made);
    }

    /** Makes the providers of one kind that the check admitted, and asks each its id and capabilities again. */
    private static <T extends Provider> Made<T> make(URL copy, JarVerdict verdict, ClassLoader shared,
            ProviderKind<T> providerKind, List<Skipped> skipped) {
        Kind kind = Kind.of(providerKind);
        Map<String, Admitted> admitted = new LinkedHashMap<>();
        for (Finding finding : verdict.findings()) {
            if (finding.kind() != kind) {
                continue;
            }
            if (finding instanceof Skipped skip) {
                skipped.add(skip);
            } else if (finding instanceof Admitted provider) {
                admitted.put(provider.className(), provider);
            }
        }
        Map<T, Outcome> providers = new LinkedHashMap<>();
        if (admitted.isEmpty()) {
            return new Made<>(providerKind, providers);
        }
        byte[] listed = (String.join("\n", admitted.keySet()) + "\n").getBytes(StandardCharsets.UTF_8);
        ClassLoader services = new ListedServices(copy, Map.of(SERVICES + providerKind.type().getName(), listed),
                shared);
        Registry<T> registry = Registry.load(providerKind, services);
        for (ProviderProblem problem : registry.problems()) {
            skipped.add(Skipped.of(kind, problem));
        }
        for (T provider : registry.all()) {
            providers.put(provider, outcome(kind, provider, admitted.get(provider.getClass().getName())));
        }
        return new Made<>(providerKind, providers);
    }

    /**
     * Keeps the providers of one kind that were made as they were checked and whose id is free, and turns
     * each other one and each clash into an entry.
     */
    private <T extends Provider> void admit(Path jar, List<Made<?>> made, Found<T> found) {
        Kind kind = Kind.of(found.kind);
        String label = kind.label();
        for (Made<?> some : made) {
            if (some.kind() != found.kind) {
                continue;
            }
            for (Map.Entry<? extends Provider, Outcome> outcome : some.providers().entrySet()) {
                T provider = found.kind.type().cast(outcome.getKey());
                // asked on the thread that made it, in time
                String id = outcome.getValue().id();
                if (outcome.getValue().changed().isPresent()) {
                    skip(jar, kind, id, outcome.getValue().changed().get());
                    continue;
                }
                if (found.builtIns.find(id).isPresent()) {
                    skip(jar, kind, id, "the built-in " + label + " of that id wins");
                    continue;
                }
                Path owner = found.owners.putIfAbsent(id, jar);
                if (owner != null) {
                    skip(jar, kind, id, owner + " has a " + label + " of that id already, and wins");
                    continue;
                }
                found.loaded.add(provider);
                entries.add(new Entry(jar, kind, id, "loaded", false));
            }
        }
    }

    /** @return the provider's id, and how a provider made here differs from what the check admitted, if it does */
    private static Outcome outcome(Kind kind, Provider provider, Admitted checked) {
        Admitted now;
        try {
            now = Admitted.of(kind, provider);
        } catch (RuntimeException | LinkageError e) {
            return new Outcome(checked.id(), Optional.of(provider.getClass().getName() + " threw " + e
                    + " when asked again for its id and capabilities"));
        }
        // compared by hand: a record's equals is bootstrapped at its first call, which costs start-up time
        if (now.id().equals(checked.id()) && now.capabilities().equals(checked.capabilities())) {
            return new Outcome(now.id(), Optional.empty());
        }
        return new Outcome(now.id(), Optional.of("it is not what was checked: " + describe(checked) + " then, "
                + describe(now) + " now"));
    }

    private static String describe(Admitted provider) {
        return "id " + provider.id() + (provider.capabilities().isEmpty() ? ""
                : " with " + String.join(", ", provider.capabilities()));
    }

    private void skip(Path jar, Kind kind, String id, String reason) {
        entries.add(new Entry(jar, kind, id, "skipped: " + reason, true));
    }

    /**
     * The providers of one kind made from a jar.
     *
     * @param <T> the provider interface
     * @param kind their kind
     * @param providers each provider, and what became of it
     */
    private record Made<T extends Provider>(ProviderKind<T> kind, Map<T, Outcome> providers) {
    }

    /**
     * What became of a provider made in the shell.
     *
     * @param id its id, as it gave it in the shell, or in its check if it could not give it again
     * @param changed how it differs from what the check admitted, if it does
     */
    private record Outcome(String id, Optional<String> changed) {
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
