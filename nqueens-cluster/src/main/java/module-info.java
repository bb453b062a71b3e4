/**
 * Engines that count the {@link dev.nqueens.api.Subproblem subproblems} of a
 * {@link dev.nqueens.api.Split split}: on the threads of this process ({@link dev.nqueens.cluster.LocalEngine}) or
 * on the members of a Hazelcast cluster ({@link dev.nqueens.cluster.ClusterEngine}, with
 * {@link dev.nqueens.cluster.ClusterMember} for the machines that do the work), and crash-safe
 * {@link dev.nqueens.cluster.Checkpoint checkpoints} of finished subproblems for both.
 *
 * <p>Hazelcast is loaded only by the classes whose names start with {@code Cluster}: a program that counts
 * on local threads, with or without a checkpoint, neither starts nor loads any of it.
 *
 * @uses dev.nqueens.api.Solver through {@link dev.nqueens.api.Solvers}, to find the solver a split names
 */
// Hazelcast has no module descriptor, only an Automatic-Module-Name (com.hazelcast.core) that stays stable
@SuppressWarnings("requires-automatic")
module dev.nqueens.cluster {
    requires transitive dev.nqueens.api;
    requires tools.jackson.core;
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
