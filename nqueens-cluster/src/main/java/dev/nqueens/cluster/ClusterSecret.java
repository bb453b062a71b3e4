package dev.nqueens.cluster;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jspecify.annotations.Nullable;

/**
 * The secret that a cluster's members and clients share, so that nobody else counts for them or has them
 * count. Hazelcast's open-source edition lets any host that reaches a member's port join the cluster or
 * connect as a client; with a secret, each task is signed by its client and each result by its member
 * (HMAC-SHA256), and each member proves its address with it: a member without the secret is sent no task, a
 * task without it is counted by no member, and a result without it is taken by no client. docs/cluster.md
 * gives the threat model: what a stranger on the network can still do.
 *
 * <p>Give every member and client the same secret, from a file or the environment, never on a command
 * line, where other users of the machine can read it. {@link #toString()} never shows it.
 */
public final class ClusterSecret {

    /** The fewest characters a secret has: 16, about 100 bits if drawn at random from letters and digits. */
    public static final int MIN_LENGTH = 16;

    private static final String ALGORITHM = "HmacSHA256";

    private final SecretKeySpec key;

    private ClusterSecret(byte[] secret) {
        this.key = new SecretKeySpec(secret, ALGORITHM);
    }

    /**
     * Takes the secret as the user gave it, in the environment or a file.
     *
     * @param secret the secret, {@link #MIN_LENGTH} characters or more; leading and trailing white space (the
     *     line end of a file, say) is not part of it
     * @return the secret
     * @throws IllegalArgumentException if it is shorter
     */
    public static ClusterSecret of(String secret) {
        String trimmed = Objects.requireNonNull(secret, "secret").strip();
        if (trimmed.length() < MIN_LENGTH) {
            throw new IllegalArgumentException("the cluster secret has " + trimmed.length() + " characters; it needs "
                    + MIN_LENGTH + " or more");
        }
        return new ClusterSecret(trimmed.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * @param parts what to sign, in order
     * @return the signature of the parts, as lower-case hex; each part is taken with its length, so that no
     *     two lists of parts sign alike
     */
    String sign(Object... parts) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            for (Object part : parts) {
                byte[] bytes = String.valueOf(part).getBytes(StandardCharsets.UTF_8);
                mac.update((bytes.length + ":").getBytes(StandardCharsets.US_ASCII));
                mac.update(bytes);
            }
            return HexFormat.of().formatHex(mac.doFinal());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java has no " + ALGORITHM + ", which every Java has", e);
        }
    }

    /**
     * @param signature a signature, or null
     * @param parts what it should sign
     * @return whether it is the signature of the parts with this secret, compared in constant time
     */
    boolean verifies(@Nullable String signature, Object... parts) {
        return signature != null && MessageDigest.isEqual(sign(parts).getBytes(StandardCharsets.US_ASCII),
                signature.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Stands for the secret in messages and logs, without showing it.
     *
     * @return a fixed text: the secret is never shown
     */
    @Override
    public String toString() {
        return "ClusterSecret[hidden]";
    }
}
