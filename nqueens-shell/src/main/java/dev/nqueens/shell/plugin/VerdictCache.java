package dev.nqueens.shell.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The file of the verdicts on plugin jars, {@code ~/.nqueens/plugins.cache}, so that a jar is checked once
 * and not at every start. JSON Lines ({@link VerdictCacheLine}): a first line
 * that names the form, {@code {"schema":"nqueens-plugin-verdicts","version":2,...}}; a line
 * {@code {"entry":"digest","jar":PATH,"stamp":STAMP,"sha256":SHA-256}} per jar, the digest of the jar at PATH
 * while its size, modification time and file key are STAMP, so that a jar that has not changed is not read
 * again to be hashed; then a line {@code {"entry":"verdict","key":KEY,"checked":TIME,"jar":PATH,
 * "verdict":{...},"seal":MAC}} per verdict.
 *
 * <p>Each verdict is sealed: MAC is an HMAC-SHA256 of its key, time and the lines of its {@link JarVerdict}
 * under a secret of 32 random bytes kept beside the file ({@code plugins.key}, readable by the user alone), so
 * that a verdict edited by hand (a {@code failure} taken out) or copied from another jar's is not trusted: it is
 * ignored, and the jar is checked again. The digest lines need no seal: a jar loads from the copy named by
 * its digest (see {@link Quarantine}), so a digest that lies names bytes that were checked under that name,
 * or none.
 *
 * <p>It is only ever a cache: a file that is missing, unreadable, larger than {@value #MAX_BYTES} bytes or
 * not in this form counts as empty (so does the text form of earlier versions, whose jars are then checked
 * again), as does a line that cannot be read, and the next write replaces them. Writes merge with what the
 * file holds by then (another nqueens may have written meanwhile), keep the {@value #MAX_RECORDS} newest
 * records and the {@value #MAX_DIGESTS} latest digests, and replace the file at once by renaming a complete one
 * over it.
 */
final class VerdictCache {

    /** The name of the file's form, in its first line; a file without it is not read. */
    static final String SCHEMA = "nqueens-plugin-verdicts";
    /** The version of the form: 2 is JSON Lines; 1 was lines of tab-separated words, which are not read. */
    static final int VERSION = 2;
    /** The largest file read, in bytes. */
    static final int MAX_BYTES = 4 << 20;
    /** The most records kept. */
    static final int MAX_RECORDS = 256;
    /** The most digests kept. */
    static final int MAX_DIGESTS = 1024;

    private static final VerdictCacheLine.Header HEADER = new VerdictCacheLine.Header(SCHEMA, VERSION,
            "The verdicts of nqueens' checks of plugin jars, by the jar's SHA-256 and those of the jars beside it;"
                    + " nqueens rewrites this file, and deleting it has every jar checked again.");

    /** The length of the secret of the seals, in bytes. */
    private static final int SECRET_BYTES = 32;

    private final Path file;
    /** The secret of the seals; read or made when first needed. */
    private byte[] secret;

    /** @param file where the verdicts are kept */
    VerdictCache(Path file) {
        this.file = file;
    }

    /** @return the file of the secret of the seals, beside the verdicts */
    Path secretFile() {
        return file.toAbsolutePath().resolveSibling("plugins.key");
    }

    /**
     * @return the secret, read from its file or made there; one that lives as long as this JVM if the file
     *     cannot be read or written, so that no record kept is trusted and none written now will be
     */
    private synchronized byte[] secret() {
        if (secret != null) {
            return secret;
        }
        Path key = secretFile();
        try {
            if (Files.isRegularFile(key) && Files.size(key) == SECRET_BYTES) {
                return secret = Files.readAllBytes(key);
            }
        } catch (IOException e) {
            // made anew below
        }
        byte[] made = new byte[SECRET_BYTES];
        new SecureRandom().nextBytes(made);
        secret = made;
        try {
            Files.createDirectories(key.getParent());
            Path temporary = Files.createTempFile(key.getParent(), ".plugins.key.", ".tmp");
            try {
                try {
                    Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-------"));
                } catch (UnsupportedOperationException e) {
                    // a file system without POSIX permissions: the folder's are what protects it
                }
                Files.write(temporary, made);
                // not over a secret another nqueens has just made: then that one is the secret
                Files.move(temporary, key, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            try {
                if (Files.size(key) == SECRET_BYTES) {
                    secret = Files.readAllBytes(key);
                }
            } catch (IOException again) {
                // this JVM's secret, then
            }
        }
        return secret;
    }

    /** @return the seal of a record's key, time and verdict, in hexadecimal */
    private String seal(String key, Instant checked, JarVerdict verdict) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret(), "HmacSHA256"));
            mac.update((key + "\n" + checked + "\n" + String.join("\n", verdict.lines()))
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(mac.doFinal());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has HmacSHA256", e);
        }
    }

    /** @return where the verdicts are kept */
    Path file() {
        return file;
    }

    /** @return what the file holds; nothing if it holds nothing that can be read */
    Contents read() {
        byte[] content;
        try (InputStream in = Files.newInputStream(file)) {
            content = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            return Contents.EMPTY;
        }
        if (content.length > MAX_BYTES) {
            return Contents.EMPTY;
        }
        List<String> lines = new String(content, StandardCharsets.UTF_8).lines().toList();
        if (lines.isEmpty() || !isHeader(lines.get(0))) {
            return Contents.EMPTY;
        }
        Map<String, Digest> digests = new LinkedHashMap<>();
        Map<String, Record> records = new LinkedHashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            VerdictCacheLine entry;
            try {
                entry = VerdictCacheLine.Codec.read(line);
            } catch (VerdictCacheLine.UnreadableLineException e) {
                continue;
            }
            if (entry instanceof VerdictCacheLine.DigestLine digest) {
                digests.put(digest.jar(), new Digest(digest.stamp(), digest.sha256()));
            } else if (entry instanceof VerdictCacheLine.VerdictLine verdict && sealed(verdict)) {
                records.put(verdict.key(), new Record(verdict.key(), verdict.checked(), verdict.jar(),
                        verdict.verdict()));
            }
        }
        return new Contents(digests, records);
    }

    private static boolean isHeader(String line) {
        try {
            return VerdictCacheLine.Codec.read(line) instanceof VerdictCacheLine.Header header
                    && SCHEMA.equals(header.schema()) && header.version() == VERSION;
        } catch (VerdictCacheLine.UnreadableLineException e) {
            return false;
        }
    }

    /** @return true if the verdict's seal matches it */
    private boolean sealed(VerdictCacheLine.VerdictLine verdict) {
        String seal = seal(verdict.key(), verdict.checked(), verdict.verdict());
        // compared in constant time, as a seal should be
        return MessageDigest.isEqual(seal.getBytes(StandardCharsets.US_ASCII),
                verdict.seal().getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Adds digests and records to the file, in place of those of the same path or key.
     *
     * @param digests the digest of each jar, by its path
     * @param added the records
     * @return the SHA-256 of every digest the file keeps
     * @throws IOException if the file cannot be written; it is then as it was
     */
    Set<String> write(Map<String, Digest> digests, Collection<Record> added) throws IOException {
        Contents now = read();
        Map<String, Digest> allDigests = new LinkedHashMap<>(now.digests());
        digests.forEach((jar, digest) -> {
            allDigests.remove(jar);
            allDigests.put(jar, digest);
        });
        Map<String, Record> records = new LinkedHashMap<>(now.records());
        for (Record record : added) {
            records.remove(record.key());
            records.put(record.key(), record);
        }
        List<String> lines = new ArrayList<>(List.of(VerdictCacheLine.Codec.write(HEADER)));
        Set<String> kept = new HashSet<>();
        allDigests.values().forEach(digest -> kept.add(digest.sha256()));
        allDigests.entrySet().stream()
                .skip(Math.max(0, allDigests.size() - MAX_DIGESTS))
                .forEach(entry -> lines.add(VerdictCacheLine.Codec.write(new VerdictCacheLine.DigestLine(entry.getKey(),
                        entry.getValue().stamp(), entry.getValue().sha256()))));
        records.values().stream()
                .sorted(Comparator.comparing(Record::checked).reversed())
                .limit(MAX_RECORDS)
                .sorted(Comparator.comparing(Record::checked))
                .forEach(record -> lines.add(VerdictCacheLine.Codec.write(new VerdictCacheLine.VerdictLine(record.key(),
                        record.checked(), record.jar(), record.verdict(),
                        seal(record.key(), record.checked(), record.verdict())))));
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + file.getFileName() + ".", ".tmp");
        try {
            Files.write(temporary, lines, StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return kept;
    }

    /**
     * What the file holds.
     *
     * @param digests the digest of each jar, by its path
     * @param records the verdicts, by key
     */
    record Contents(Map<String, Digest> digests, Map<String, Record> records) {

        /** What a file holds that holds nothing that can be read. */
        static final Contents EMPTY = new Contents(Map.of(), Map.of());
    }

    /**
     * The SHA-256 of a jar, and when it holds.
     *
     * @param stamp the jar's size, modification time and file key when it was hashed: while they are the
     *     same, the jar is taken to be the same
     * @param sha256 its SHA-256, in hexadecimal
     */
    record Digest(String stamp, String sha256) {
    }

    /**
     * One verdict, as kept.
     *
     * @param key what the verdict is on: the jar's SHA-256, the digest of the class path it was checked
     *     with, and the versions of the shell and the API (see {@link Quarantine})
     * @param checked when the verdict was made
     * @param jar where the jar was then, for people reading the file
     * @param verdict the verdict
     */
    record Record(String key, Instant checked, String jar, JarVerdict verdict) {
    }
}
