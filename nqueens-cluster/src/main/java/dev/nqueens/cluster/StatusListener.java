package dev.nqueens.cluster;

/**
 * Receives news about a cluster for the user, one line each, as in
 * {@code "joined cluster 'nqueens-ada' as 10.0.0.2:5701: 3 members, 24 threads"} or
 * {@code "10.0.0.3:5701 left: 2 members, 16 threads"}. A command line prints them on standard error.
 *
 * @implSpec Called from Hazelcast's event threads as well as from the caller's: implementations must be
 *     thread-safe and return quickly.
 */
@FunctionalInterface
public interface StatusListener {

    /** A listener that ignores all news. */
    StatusListener NONE = message -> { };

    /**
     * Hears one piece of news of the cluster, such as a member that joined or left.
     *
     * @param message one line, without a final period or line break
     */
    void status(String message);
}
