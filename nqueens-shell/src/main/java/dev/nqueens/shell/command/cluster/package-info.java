/**
 * The cluster, which the shell may run without: {@code member}
 * ({@link dev.nqueens.shell.command.cluster.MemberCommand}), and the one door to the cluster module that it and
 * {@code count --cluster} go through ({@link dev.nqueens.shell.command.cluster.ClusterGate}), which checks that
 * the module is there before it hands out {@link dev.nqueens.shell.command.cluster.ClusterCalls}, the one class
 * of the shell that names a class of the cluster or of Hazelcast.
 *
 * <p>It builds on the command model and the runs of solvers.
 */
package dev.nqueens.shell.command.cluster;
