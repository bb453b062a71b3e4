package dev.nqueens.cluster;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The name that members and clients of one cluster share: a member joins, and a client connects to, only
 * members with the same name. It keeps separate clusters apart; it is not a password (see
 * {@link MemberSettings} on security).
 *
 * <p>The {@linkplain #forCurrentUser() default} is {@code nqueens-} followed by the user's login name, so
 * that one user's machines agree without being told, while a stranger's cluster, under another login, has
 * another name. Users who share a login name across machines that are not theirs together (a cloud image's
 * {@code ubuntu}, say) should choose a name.
 *
 * @param value 1 to 64 characters: letters, digits, dots, dashes and underscores
 */
public record ClusterName(String value) {

    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    /**
     * Makes a cluster name, checking its length and its characters.
     *
     * @param value 1 to 64 characters: letters, digits, dots, dashes and underscores
     * @throws IllegalArgumentException if the name is empty, too long, or has other characters
     */
    public ClusterName {
        Objects.requireNonNull(value, "value");
        if (!VALID.matcher(value).matches()) {
            throw new IllegalArgumentException("cluster name '" + value
                    + "' must be 1 to 64 letters, digits, dots, dashes and underscores");
        }
    }

    /**
     * Reads a cluster name as the user typed it.
     *
     * @param value the name, as the user typed it
     * @return the cluster name
     * @throws IllegalArgumentException if the name is not valid
     */
    public static ClusterName of(String value) {
        return new ClusterName(value);
    }

    /**
     * Names the cluster of the user who runs this process, so that two users' clusters on one network stay apart.
     *
     * @return {@code nqueens-} and the login name of the user running this process ({@code user.name}),
     *     lower-cased, with other characters than letters, digits, dots, dashes and underscores replaced by
     *     dashes, and cut to fit
     */
    public static ClusterName forCurrentUser() {
        String user = System.getProperty("user.name", "").toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9._-]", "-");
        String name = "nqueens-" + (user.isEmpty() ? "user" : user);
        return new ClusterName(name.length() > 64 ? name.substring(0, 64) : name);
    }

    /**
     * Writes the name as Hazelcast and the user see it.
     *
     * @return the name itself
     */
    @Override
    public String toString() {
        return value;
    }
}
