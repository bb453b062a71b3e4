package dev.nqueens.shell.plugin;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.time.Instant;
import java.util.Objects;

/**
 * A line of the file of the verdicts on plugin jars after its first ({@link VerdictCache}), as databind reads
 * and writes it: a JSON object whose first member, {@code entry}, says which kind of line it is, {@code digest}
 * or {@code verdict}, followed by the components of its record in their order. A line that lacks a member is
 * not one.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "entry")
@JsonSubTypes({
    @JsonSubTypes.Type(value = VerdictCacheLine.DigestLine.class, name = "digest"),
    @JsonSubTypes.Type(value = VerdictCacheLine.VerdictLine.class, name = "verdict")
})
sealed interface VerdictCacheLine {

    /**
     * The first line of the file, which names its form; a file whose first line is not this one is not read.
     *
     * @param schema {@value VerdictCache#SCHEMA}
     * @param version the version of the form
     * @param about what the file is, for people who come across it
     */
    record Header(String schema, int version, String about) {
    }

    /**
     * The SHA-256 of a jar, and when it holds.
     *
     * @param jar the jar's path
     * @param stamp the jar's size, modification time and file key when it was hashed
     * @param sha256 its SHA-256, in hexadecimal
     */
    record DigestLine(String jar, String stamp, String sha256) implements VerdictCacheLine {

        /**
         * Refuses a member left out.
         *
         * @param jar the jar's path
         * @param stamp the jar's size, modification time and file key when it was hashed
         * @param sha256 its SHA-256, in hexadecimal
         */
        public DigestLine {
            Objects.requireNonNull(jar, "jar");
            Objects.requireNonNull(stamp, "stamp");
            Objects.requireNonNull(sha256, "sha256");
        }
    }

    /**
     * One verdict, sealed.
     *
     * @param key what the verdict is on (see {@link VerdictCache.Record})
     * @param checked when the verdict was made
     * @param jar where the jar was then, for people reading the file
     * @param verdict the verdict
     * @param seal the HMAC-SHA256 of the key, the time and the verdict, in hexadecimal
     */
    record VerdictLine(String key, Instant checked, String jar, JarVerdict verdict, String seal)
            implements VerdictCacheLine {

        /**
         * Refuses a member left out.
         *
         * @param key what the verdict is on
         * @param checked when the verdict was made
         * @param jar where the jar was then
         * @param verdict the verdict
         * @param seal the seal
         */
        public VerdictLine {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(checked, "checked");
            Objects.requireNonNull(jar, "jar");
            Objects.requireNonNull(verdict, "verdict");
            Objects.requireNonNull(seal, "seal");
        }
    }
}
