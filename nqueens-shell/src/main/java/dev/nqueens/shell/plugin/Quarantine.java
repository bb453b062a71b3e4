package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.shell.plugin.VerdictCache.Record;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * The quarantine of plugin jars: the shell loads a jar only once a {@link JarChecker} has made its providers
 * somewhere else and passed it, and keeps each verdict in a {@link VerdictCache}, so that a jar is checked
 * when it is new or changed, not at every start.
 *
 * <p>A verdict is on a jar's bytes (their SHA-256) as checked with the jars beside it, since they share one
 * class loader and a provider may need, or be upset by, a class of another: a jar added, removed or changed
 * in the plugin folders has every jar checked again. It is also on the versions of the shell and of the API,
 * so that a new release checks again. Every verdict that says something of the jar is kept, failures too, so
 * that a jar that hangs costs its deadline once; one whose check could not be made is not, and is checked
 * again at the next start. Jars that need checking are checked side by side, one per core.
 */
public final class Quarantine {

    private final JarChecker checker;
    private final VerdictCache cache;
    private final String shellVersion;
    private final Clock clock;
    private final boolean recheck;

    private Quarantine(JarChecker checker, VerdictCache cache, String shellVersion, Clock clock, boolean recheck) {
        this.checker = checker;
        this.cache = cache;
        this.shellVersion = shellVersion.replaceAll("\\s", "_");
        this.clock = clock;
        this.recheck = recheck;
    }

    /**
     * @param checker what checks a jar
     * @param cacheFile where the verdicts are kept, as {@link #cacheFile} gives it
     * @param shellVersion the shell's version, part of each verdict's key
     * @param clock what tells when a verdict was made
     * @return a quarantine that checks each jar once, until it or the jars beside it change
     */
    public static Quarantine cached(JarChecker checker, Path cacheFile, String shellVersion, Clock clock) {
        return new Quarantine(checker, new VerdictCache(cacheFile), shellVersion, clock, false);
    }

    /**
     * @param checker what checks a jar
     * @param clock what tells when a verdict was made
     * @return a quarantine that keeps no verdict and so checks every jar each time
     */
    public static Quarantine uncached(JarChecker checker, Clock clock) {
        return new Quarantine(checker, null, "", clock, false);
    }

    /**
     * @param userHome the user's home folder
     * @return the file of the verdicts there, {@code .nqueens/plugins.cache}
     */
    public static Path cacheFile(Path userHome) {
        return userHome.resolve(".nqueens").resolve("plugins.cache");
    }

    /** @return this quarantine, ignoring the verdicts kept: every jar is checked again, and its verdict kept */
    public Quarantine rechecking() {
        return new Quarantine(checker, cache, shellVersion, clock, true);
    }

    /**
     * @param jars the jars whose providers the shell would make
     * @param classPath every jar of the shell's plugin class loader, those above included, in its order
     * @return the verdict on each of the jars, kept or made now, and whether the verdicts could be kept
     */
    Verdicts verdicts(List<Path> jars, List<Path> classPath) {
        if (jars.isEmpty()) {
            return new Verdicts(Map.of(), null, Optional.empty());
        }
        Map<Path, Checked> found = new LinkedHashMap<>();
        Map<Path, String> digests = new LinkedHashMap<>();
        for (Path jar : classPath) {
            try {
                digests.put(jar, sha256(jar));
            } catch (IOException e) {
                digests.put(jar, "unreadable");
                found.put(jar, new Checked(Verdict.failed("cannot be read: " + e.getMessage()), clock.instant()));
            }
        }
        String classPathDigest = sha256(String.join("\n", digests.values()));
        Map<String, Record> kept = cache == null || recheck ? Map.of() : cache.read();
        List<Path> unchecked = new ArrayList<>();
        for (Path jar : jars) {
            Record record = kept.get(key(digests.get(jar), classPathDigest));
            if (record != null) {
                found.put(jar, new Checked(record.verdict(), record.checked()));
            } else if (!found.containsKey(jar)) {
                unchecked.add(jar);
            }
        }
        List<Record> made = check(unchecked, classPath, found, jar -> key(digests.get(jar), classPathDigest));
        Optional<String> cacheProblem = Optional.empty();
        if (cache != null && !made.isEmpty()) {
            try {
                cache.write(made);
            } catch (IOException e) {
                cacheProblem = Optional.of("cannot be written (" + e + "): the jars are checked again at the next"
                        + " start");
            }
        }
        Map<Path, Checked> inOrder = new LinkedHashMap<>();
        jars.forEach(jar -> inOrder.put(jar, found.get(jar)));
        return new Verdicts(inOrder, cache == null ? null : cache.file(), cacheProblem);
    }

    /**
     * Checks the jars, side by side, and adds their verdicts to those found.
     *
     * @return the records of the verdicts to keep
     */
    private List<Record> check(List<Path> jars, List<Path> classPath, Map<Path, Checked> found,
            Function<Path, String> key) {
        if (jars.isEmpty()) {
            return List.of();
        }
        int threads = Math.min(jars.size(), Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "nqueens-plugin-check");
            thread.setDaemon(true);
            return thread;
        });
        List<Record> made = new ArrayList<>();
        try {
            Map<Path, Future<Verdict>> running = new LinkedHashMap<>();
            for (Path jar : jars) {
                running.put(jar, pool.submit(() -> checker.check(jar, classPath)));
            }
            for (Map.Entry<Path, Future<Verdict>> check : running.entrySet()) {
                Path jar = check.getKey();
                try {
                    Verdict verdict = check.getValue().get();
                    Instant now = clock.instant();
                    found.put(jar, new Checked(verdict, now));
                    made.add(new Record(key.apply(jar), now, jar.toString(), verdict));
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof IOException cause)) {
                        throw new IllegalStateException("the check of " + jar + " failed", e.getCause());
                    }
                    found.put(jar, new Checked(Verdict.failed("it could not be checked: " + cause.getMessage()),
                            clock.instant()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    found.put(jar, new Checked(Verdict.failed("its check was interrupted"), clock.instant()));
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return made;
    }

    private String key(String jarDigest, String classPathDigest) {
        return "sha256:" + jarDigest + ",beside:" + classPathDigest + ",nqueens:" + shellVersion + ",api:"
                + Provider.API_VERSION;
    }

    private static String sha256(Path file) throws IOException {
        MessageDigest digest = sha256();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                digest.update(buffer, 0, read);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static String sha256(String text) {
        return HexFormat.of().formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * A verdict, and when it was made.
     *
     * @param verdict the verdict
     * @param at when it was made: now, or at an earlier start whose verdict was kept
     */
    record Checked(Verdict verdict, Instant at) {
    }

    /**
     * The verdicts on the jars.
     *
     * @param byJar the verdict on each jar, in the order asked
     * @param cacheFile where they are kept, or null when they are not
     * @param cacheProblem why the verdicts made now could not be kept, if they could not
     */
    record Verdicts(Map<Path, Checked> byJar, Path cacheFile, Optional<String> cacheProblem) {
    }
}
