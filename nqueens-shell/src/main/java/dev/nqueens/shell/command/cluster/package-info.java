/**
 * The cluster, which the shell may run without: {@code member}
 * ({@link dev.nqueens.shell.command.cluster.MemberCommand}), {@code status}
 * ({@link dev.nqueens.shell.command.cluster.StatusCommand}), and the one door to the cluster module that they
 * and {@code count --cluster} go through ({@link dev.nqueens.shell.command.cluster.ClusterGate}), which checks
 * that the module is there before it hands out {@link dev.nqueens.shell.command.cluster.ClusterCalls}, the one
 * class of the shell that names a class of the cluster or of Hazelcast, with the
 * {@link dev.nqueens.shell.command.cluster.ClusterStatusView} it makes (whose JSON is the records of
 * {@code StatusJson}, which name no class of the cluster).
 *
 * <p>It builds on the command model and the runs of solvers.
 */
package dev.nqueens.shell.command.cluster;
