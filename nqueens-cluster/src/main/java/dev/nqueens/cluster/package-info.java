/**
 * Counting the subproblems of a split, here or on a cluster, with checkpoints.
 *
 * <p>A {@link dev.nqueens.cluster.CountingEngine} counts a {@link dev.nqueens.cluster.CountJob}: the
 * {@link dev.nqueens.api.Split} of a board, a {@link dev.nqueens.api.Cancellation}, a
 * {@link dev.nqueens.api.ProgressListener} and, optionally, a {@link dev.nqueens.cluster.Checkpoint} that
 * records each finished subproblem and lets a later run skip it. It returns a
 * {@link dev.nqueens.cluster.CountResult}. Two engines exist:
 * <ul>
 *   <li>{@link dev.nqueens.cluster.LocalEngine}: a fixed pool of threads in this process;</li>
 *   <li>{@link dev.nqueens.cluster.ClusterEngine}: a Hazelcast client that hands the subproblems to the
 *       members of a cluster, each started with {@link dev.nqueens.cluster.ClusterMember}.</li>
 * </ul>
 *
 * <p>{@link dev.nqueens.cluster.MemberSettings} and {@link dev.nqueens.cluster.ClientSettings} say where and
 * how to reach the cluster, {@link dev.nqueens.cluster.MemberAddress} and
 * {@link dev.nqueens.cluster.ClusterName} are their parts, and a {@link dev.nqueens.cluster.StatusListener}
 * receives one-line messages about the cluster for the user. Failures are
 * {@link dev.nqueens.cluster.CheckpointException} and {@link dev.nqueens.cluster.ClusterException}, with
 * messages of one line that a command line can print as they are.
 */
package dev.nqueens.cluster;
