/**
 * Counting the subproblems of a split on a Hazelcast cluster.
 *
 * <p>{@link dev.nqueens.cluster.ClusterEngine} is a {@link dev.nqueens.engine.CountingEngine} that counts a
 * {@link dev.nqueens.engine.CountJob} as a Hazelcast client: it hands the subproblems to the members of a
 * cluster, each started with {@link dev.nqueens.cluster.ClusterMember}, and keeps its books, checkpoint
 * included, in a {@link dev.nqueens.engine.internal.RunLedger} as the local engine does.
 *
 * <p>{@link dev.nqueens.cluster.MemberSettings} and {@link dev.nqueens.cluster.ClientSettings} say where and
 * how to reach the cluster, {@link dev.nqueens.cluster.MemberAddress} and
 * {@link dev.nqueens.cluster.ClusterName} are their parts, and a {@link dev.nqueens.cluster.StatusListener}
 * receives one-line messages about the cluster for the user. A cluster that cannot be started, reached or
 * used is a {@link dev.nqueens.cluster.ClusterException}, an {@link dev.nqueens.engine.EngineException} with
 * a message of one line that a command line can print as it is.
 *
 * <p>The engine connects through {@code ClientConnector}, which also says why it could not, and counts each
 * job in a {@code ClusterRun}, which sends, collects and resends the tasks ({@code SubproblemTask}, answered
 * by a {@code TaskOutcome}), routing those that must avoid some members by {@code TaskRouting}, and publishes
 * how far it is on the cluster's {@code CountBoard} (a {@code CountReport} each), from which
 * {@link dev.nqueens.cluster.ClusterEngine#status} makes a {@link dev.nqueens.cluster.ClusterStatus}. A member
 * counts them through its {@code MemberContext}; both sides agree through {@code ClusterProtocol}.
 *
 * <p>Tasks, outcomes and reports cross the network in the form {@code WireFormat} gives them, Hazelcast's
 * Compact form written field by field, and the failures members send one another in {@code ThrowableCodec}'s:
 * members and clients accept no Java serialization from the network.
 *
 * <p>Only {@code ClusterEngine}, {@code ClusterMember} and the package-private classes behind them
 * ({@code ClientConnector}, {@code ClusterRun}, {@code TaskRouting}, {@code ClusterProtocol},
 * {@code MemberContext}, {@code SubproblemTask}, {@code CountBoard}, {@code WireFormat},
 * {@code ThrowableCodec}) touch Hazelcast; the settings and values load none of it.
 */
@NullMarked
package dev.nqueens.cluster;

import org.jspecify.annotations.NullMarked;
