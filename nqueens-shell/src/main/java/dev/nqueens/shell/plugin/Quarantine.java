package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.shell.plugin.VerdictCache.Contents;
import dev.nqueens.shell.plugin.VerdictCache.Digest;
import dev.nqueens.shell.plugin.VerdictCache.Record;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The quarantine of plugin jars: the shell loads a jar only once a {@link JarChecker} has made its providers
 * somewhere else and passed it, and keeps each verdict in a {@link VerdictCache}, so that a jar is checked
 * when it is new or changed, not at every start.
 *
 * <p>A verdict is on a jar's bytes (their SHA-256) as checked with the jars beside it, since they share one
 * class loader and a provider may need, or be upset by, a class of another: a jar added, removed or changed
 * in the plugin folders has every jar checked again. It is also on the versions of the shell and of the API,
 * so that a new release checks again. A jar is hashed when it is new, and again only when its size,
 * modification time or file key change, so that a start with nothing new reads no jar whole.
 *
 * <p>The bytes hashed are the bytes checked and loaded: each jar is copied, as it is hashed, into a private
 * folder of copies named by their SHA-256 ({@code ~/.nqueens/plugin-jars}), and both the check and the
 * shell's class loader read the copy, never the jar in the plugin folder. A jar rewritten in place after its
 * check, even with its size, modification time and file key kept, changes nothing: the shell goes on
 * loading the copy that was checked, until the jar is hashed, copied and checked again.
 *
 * <p>Every verdict that says something of the jar is kept, failures too, so
 * that a jar that hangs costs its deadline once; one whose check could not be made is not, and is checked
 * again at the next start. Jars that need checking are checked side by side, one per core.
 */
public final class Quarantine {

    /** How many hexadecimal digits of each jar's digest the key holds of the jars beside: 48 bits. */
    private static final int BESIDE_DIGITS = 12;

    /** How long a copy that no digest of the cache names is kept, since another nqueens may be using it. */
    private static final Duration STALE_COPY = Duration.ofHours(1);

    private final JarChecker checker;
    private final VerdictCache cache;
    /** The folder of the copies of the jars, by their SHA-256, or null without a cache; made when first needed. */
    private final Path copies;
    private final String shellVersion;
    private final Clock clock;
    private final boolean recheck;
    /** The folder of copies of a quarantine without a cache, removed when the JVM ends. */
    private Path uncachedCopies;

    private Quarantine(JarChecker checker, VerdictCache cache, Path copies, String shellVersion, Clock clock,
            boolean recheck) {
        this.checker = checker;
        this.cache = cache;
        this.copies = copies;
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
        return new Quarantine(checker, new VerdictCache(cacheFile), cacheFile.toAbsolutePath().resolveSibling(
                "plugin-jars"), shellVersion, clock, false);
    }

    /**
     * @param checker what checks a jar
     * @param clock what tells when a verdict was made
     * @return a quarantine that keeps no verdict and so checks every jar each time
     */
    public static Quarantine uncached(JarChecker checker, Clock clock) {
        return new Quarantine(checker, null, null, "", clock, false);
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
        return new Quarantine(checker, cache, copies, shellVersion, clock, true);
    }

    /** @return how long the shell gives a jar's providers to be made and to answer, as the check does */
    Duration deadline() {
        return checker.deadline();
    }

    /**
     * @param jars the jars whose providers the shell would make
     * @param classPath every jar of the shell's plugin class loader, those above included, in its order
     * @return the verdict on each of the jars, kept or made now, and whether the verdicts could be kept
     */
    Verdicts verdicts(List<Path> jars, List<Path> classPath) {
        if (jars.isEmpty()) {
            return new Verdicts(Map.of(), Map.of(), null, Optional.empty());
        }
        Contents kept = cache == null || recheck ? Contents.EMPTY : cache.read();
        Map<Path, Checked> found = new LinkedHashMap<>();
        Map<String, Digest> digests = new LinkedHashMap<>();
        Map<Path, Path> copied = new LinkedHashMap<>();
        boolean hashed = false;
        Path folder;
        try {
            folder = copies();
        } catch (IOException e) {
            JarVerdict failed = JarVerdict.failed("it could not be copied to be checked: " + e.getMessage());
            jars.forEach(jar -> found.put(jar, new Checked(failed, clock.instant())));
            return new Verdicts(found, Map.of(), null, Optional.empty());
        }
        for (Path jar : classPath) {
            try {
                String stamp = stamp(jar);
                Digest known = kept.digests().get(jar.toString());
                if (known == null || !known.stamp().equals(stamp) || !Files.isRegularFile(copyOf(folder, known))) {
                    known = new Digest(stamp, copy(jar, folder));
                    hashed = true;
                }
                digests.put(jar.toString(), known);
                copied.put(jar, copyOf(folder, known));
            } catch (IOException e) {
                found.put(jar, new Checked(JarVerdict.failed("cannot be read: " + e.getMessage()), clock.instant()));
            }
        }
        // the start of each digest, in the class loader's order: enough to tell when the jars beside change
        StringBuilder beside = new StringBuilder();
        for (Path jar : classPath) {
            Digest digest = digests.get(jar.toString());
            beside.append(beside.length() == 0 ? "" : ".").append(digest == null ? "unreadable"
                    : digest.sha256().substring(0, BESIDE_DIGITS));
        }
        String context = ",beside:" + beside + ",nqueens:" + shellVersion + ",api:" + Provider.API_VERSION;
        Function<Path, String> key = jar -> "sha256:" + digests.get(jar.toString()).sha256() + context;
        List<Path> unchecked = new ArrayList<>();
        for (Path jar : jars) {
            if (found.containsKey(jar)) {
                continue;
            }
            Record record = kept.records().get(key.apply(jar));
            if (record != null) {
                found.put(jar, new Checked(record.verdict(), record.checked()));
            } else {
                unchecked.add(jar);
            }
        }
        List<Path> copiedClassPath = classPath.stream().filter(copied::containsKey).map(copied::get).toList();
        List<Record> made = check(unchecked, copied, copiedClassPath, found, key);
        Optional<String> cacheProblem = Optional.empty();
        if (cache != null && (hashed || !made.isEmpty())) {
            try {
                Set<String> keptDigests = cache.write(digests, made);
                removeStaleCopies(folder, keptDigests);
            } catch (IOException e) {
                cacheProblem = Optional.of("cannot be written (" + e + "): the jars are checked again at the next"
                        + " start");
            }
        }
        Map<Path, Checked> inOrder = new LinkedHashMap<>();
        jars.forEach(jar -> inOrder.put(jar, found.get(jar)));
        return new Verdicts(inOrder, copied, cache == null ? null : cache.file(), cacheProblem);
    }

    /**
     * @return the folder of the copies, made private to the user if it is new; a temporary one, removed when
     *     the JVM ends, without a cache or when the cache's folder cannot be written
     */
    private Path copies() throws IOException {
        if (copies != null) {
            try {
                if (!Files.isDirectory(copies)) {
                    Files.createDirectories(copies.getParent());
                    createPrivateFolder(copies);
                }
                if (Files.isWritable(copies)) {
                    return copies;
                }
            } catch (IOException e) {
                // a home that cannot be written: the copies live as long as the JVM, as without a cache
            }
        }
        synchronized (this) {
            if (uncachedCopies == null) {
                uncachedCopies = Files.createTempDirectory("nqueens-plugin-jars-");
                uncachedCopies.toFile().deleteOnExit();
            }
            return uncachedCopies;
        }
    }

    private static void createPrivateFolder(Path folder) throws IOException {
        try {
            Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException e) {
            Files.createDirectories(folder);
        } catch (FileAlreadyExistsException e) {
            // another nqueens made it meanwhile
        }
    }

    private static Path copyOf(Path folder, Digest digest) {
        return folder.resolve(digest.sha256() + ".jar");
    }

    /**
     * Copies a jar into the folder of copies, hashing the bytes as they are copied, so that the copy holds
     * exactly the bytes of the digest whatever happens to the jar meanwhile.
     *
     * @return the SHA-256 of the copy, which is now in the folder under that name
     */
    private String copy(Path jar, Path folder) throws IOException {
        MessageDigest digest = sha256();
        Path temporary = Files.createTempFile(folder, ".copy-", ".tmp");
        try {
            try (InputStream in = Files.newInputStream(jar);
                    OutputStream out = new DigestOutputStream(Files.newOutputStream(temporary), digest)) {
                in.transferTo(out);
            }
            String sha256 = HexFormat.of().formatHex(digest.digest());
            Path copy = folder.resolve(sha256 + ".jar");
            Files.move(temporary, copy, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            if (folder.equals(uncachedCopies)) {
                copy.toFile().deleteOnExit();
            }
            return sha256;
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** Removes the copies that no digest kept names, once they are old enough that no nqueens still reads them. */
    private void removeStaleCopies(Path folder, Set<String> keptDigests) {
        Instant old = clock.instant().minus(STALE_COPY);
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String name = file.getFileName().toString();
                if (name.endsWith(".jar") && !keptDigests.contains(name.substring(0, name.length() - 4))
                        && Files.getLastModifiedTime(file).toInstant().isBefore(old)) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // only a cache: what is left is removed at a later start
        }
    }

    /** @return what tells whether a file has changed without reading it: its size, modification time and key */
    private static String stamp(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        // appended rather than concatenated: the first concatenation of longs costs milliseconds of start-up
        return new StringBuilder().append(attributes.size()).append(',')
                .append(attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS)).append(',')
                .append(attributes.fileKey()).toString();
    }

    /**
     * Checks the jars, side by side, and adds their verdicts to those found.
     *
     * @return the records of the verdicts to keep
     */
    private List<Record> check(List<Path> jars, Map<Path, Path> copied, List<Path> classPath,
            Map<Path, Checked> found, Function<Path, String> key) {
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
            Map<Path, Future<JarVerdict>> running = new LinkedHashMap<>();
            for (Path jar : jars) {
                running.put(jar, pool.submit(() -> checker.check(copied.get(jar), classPath)));
            }
            for (Map.Entry<Path, Future<JarVerdict>> check : running.entrySet()) {
                Path jar = check.getKey();
                try {
                    JarVerdict verdict = check.getValue().get();
                    Instant now = clock.instant();
                    found.put(jar, new Checked(verdict, now));
                    made.add(new Record(key.apply(jar), now, jar.toString(), verdict));
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof IOException cause)) {
                        throw new IllegalStateException("the check of " + jar + " failed", e.getCause());
                    }
                    found.put(jar, new Checked(JarVerdict.failed("it could not be checked: " + cause.getMessage()),
                            clock.instant()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    found.put(jar, new Checked(JarVerdict.failed("its check was interrupted"), clock.instant()));
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return made;
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
    record Checked(JarVerdict verdict, Instant at) {
    }

    /**
     * The verdicts on the jars.
     *
     * @param byJar the verdict on each jar, in the order asked
     * @param copies the copy of each jar that could be read, which holds the bytes checked: what loads
     * @param cacheFile where they are kept, or null when they are not
     * @param cacheProblem why the verdicts made now could not be kept, if they could not
     */
    record Verdicts(Map<Path, Checked> byJar, Map<Path, Path> copies, Path cacheFile, Optional<String> cacheProblem) {
    }
}
