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
    // Hazelcast is an automatic module and cannot declare what it uses of the JDK; on the module path,
    // nothing else would resolve these: JMX beans for its health monitor, and JDK logging
    requires java.management;
    requires java.logging;

    exports dev.nqueens.cluster;
}
