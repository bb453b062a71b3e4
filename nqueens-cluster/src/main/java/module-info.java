/**
 * An engine that counts the {@link dev.nqueens.api.Subproblem subproblems} of a {@link dev.nqueens.api.Split
 * split} on the members of a Hazelcast cluster ({@link dev.nqueens.cluster.ClusterEngine}, with
 * {@link dev.nqueens.cluster.ClusterMember} for the machines that do the work), built on the jobs, results and
 * checkpoints of {@code dev.nqueens.engine}.
 *
 * <p>Hazelcast is loaded only by the classes that talk to it: the public {@code ClusterEngine} and
 * {@code ClusterMember}, and the package-private classes that only those two reach: {@code ClientConnector},
 * {@code ClusterRun}, {@code TaskRouting}, {@code ClusterProtocol}, {@code MemberContext},
 * {@code SubproblemTask}, {@code CountBoard}, {@code WireFormat} and {@code ThrowableCodec}. The settings,
 * addresses, names, listener and exception are plain values, so a program that checks its options before it
 * counts, or counts on local threads with {@code dev.nqueens.engine} alone, neither starts nor loads any of
 * Hazelcast.
 *
 * <p>The solver a subproblem names is found through the API's lookup,
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind)}.
 */
// Hazelcast has no module descriptor, only an Automatic-Module-Name (com.hazelcast.core) that stays stable
@SuppressWarnings("requires-automatic")
module dev.nqueens.cluster {
    // the nullness of the public API; nothing needs it at run time
    requires static org.jspecify;
    requires transitive dev.nqueens.engine;
    requires com.hazelcast.core;
    // Hazelcast is an automatic module and cannot declare what it uses of the JDK. Launched with -m, nothing
    // else would resolve these, and a member or client fails to start: JMX beans, JDK logging, sun.misc.Unsafe
    // for its queues, and the JDBC and XA exception types its client protocol knows (java.sql brings
    // java.transaction.xa). What else it refers to (java.desktop, java.naming, java.net.http,
    // java.scripting, jdk.net) serves features nqueens leaves off.
    requires java.management;
    requires java.logging;
    requires java.sql;
    requires jdk.unsupported;

    exports dev.nqueens.cluster;
}
