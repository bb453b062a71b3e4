package dev.nqueens.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;
import com.hazelcast.durableexecutor.DurableExecutorService;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.engine.HeapFit;
import dev.nqueens.engine.internal.CountingPool;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Counts subproblems on a Hazelcast cluster, as its client: it sends each subproblem as a task to the
 * cluster's durable executor, where a {@link ClusterMember} counts it with the solver the subproblem names,
 * and adds up what comes back. The cluster's members need not include this process.
 *
 * <pre>{@code
 * Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
 * try (ClusterEngine engine = ClusterEngine.connect(settings, solvers, err::println)) {
 *     CountResult result = engine.count(CountJob.builder(split).cancellation(c).progress(p).build());
 * }
 * }</pre>
 *
 * <p><b>Scheduling.</b> Tasks go out largest estimated work first, and only so many at a time: twice the
 * threads of all the members, so that every member has the next task queued when it finishes one, while
 * the rest wait here rather than in the members' queues. The number follows the members as they come and go.
 * Each task goes to the member that holds fewest of the job's tasks for its threads, so that a member of 16
 * threads is kept as busy as one of 2.
 *
 * <p><b>Failures.</b> A member that dies costs time, not correctness. The durable executor keeps a backup
 * of every task on another member, which runs it again; this engine collects the result from there. A
 * task whose result is lost altogether (its member and its backup died together, say) is sent again. A task
 * overdue on a member that hangs is sent to another member too, and that member is sent nothing more until
 * it answers. Every result names its job and subproblem, and a subproblem is added once only, so the sum
 * stays exact however often a task ran. A member that cannot count a subproblem (a solver missing, say) is
 * named to the listener and sent no more of the job's tasks; the job fails, with the members' reason, only
 * when a second member cannot count the same subproblem, or no member is left that can. Members of another
 * version of nqueens are sent no task: a split may differ between versions.
 *
 * <p><b>Rechecks.</b> A job's {@linkplain CountJob.Builder#recheck recheck} sends each subproblem of its
 * sample to another member than the one that counted it: to a partition that member owns, and again if the
 * task ran elsewhere after all. Where they disagree, this process counts the subproblem as the judge, and the
 * counts of a member found to miscount go to the other members; with no other member left, they are counted
 * in this process, on all its cores. The subproblems that a checkpoint holds in doubt go to the members it
 * does not distrust in the same way.
 *
 * <p><b>Cancellation</b> stops sending, tells the members to stop the job's tasks, and returns within about
 * 100 ms; what finished before is in the checkpoint.
 */
public final class ClusterEngine implements CountingEngine {

    // How a call to count sends, collects and resends tasks is ClusterRun's; how the client starts within the
    // connect timeout, and why it could not, is ClientConnector's.

    private final HazelcastInstance client;
    private final ClientSettings settings;
    private final DurableExecutorService executor;
    private final StatusListener status;
    private final Registry<Solver> solvers;
    /** Counts in this process: a recheck's judgements, and what no member may count. */
    private final CountingPool here;
    /** Set by {@link #close()}, so that the disconnection it causes is not reported as a loss. */
    private volatile boolean closing;

    private ClusterEngine(HazelcastInstance client, ClientSettings settings, Registry<Solver> solvers,
            StatusListener status) {
        this.client = client;
        this.settings = settings;
        this.status = status;
        this.solvers = solvers;
        this.executor = client.getDurableExecutorService(ClusterProtocol.EXECUTOR);
        // its threads start when it first counts
        this.here = new CountingPool(Runtime.getRuntime().availableProcessors(), solvers);
    }

    /**
     * Connects to a cluster, trying for at most the settings' connect timeout, and tells the listener how
     * many members and threads it found. The listener also hears of members that come and go, of the
     * connection being lost and found again, and of subproblems counted again because their results were
     * lost.
     *
     * @param settings the members to connect to, the cluster's name, the timeout
     * @param solvers the solvers to count with in this process, for rechecks, found by the id each
     *     subproblem carries
     * @param status where news of the cluster goes, one line each
     * @return the engine, connected
     * @throws ClusterException if no member answers within the timeout, or none lets the client into a
     *     cluster of that name, or an address accepts connections but never answers as a member, or the
     *     cluster has no nqueens members; the message says which, within the timeout in every case
     */
    public static ClusterEngine connect(ClientSettings settings, Registry<Solver> solvers, StatusListener status) {
        Objects.requireNonNull(solvers, "solvers");
        HazelcastInstance client = ClientConnector.connect(settings);
        ClusterEngine engine = new ClusterEngine(client, settings, solvers, status);
        try {
            Collection<Member> members = client.getCluster().getMembers();
            engine.requireNqueensMembers(members);
            status.status("connected to cluster '" + settings.clusterName() + "': " + ClusterProtocol.describe(members)
                    + " (" + ClusterProtocol.addresses(members) + ")");
            engine.listen();
            return engine;
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /**
     * Connects to a cluster as {@link #connect} does, reads what it is doing, and disconnects. Unlike a count,
     * it needs no member of this version, nor one with the secret: it shows every member, with its version and
     * whether it has the secret, and the counts whose reports its secret signs.
     *
     * @param settings the members to connect to, the cluster's name, its secret, the timeout
     * @return the members and the running counts
     * @throws ClusterException if no member answers within the timeout, or none lets the client in, or the
     *     cluster is lost while it reads
     */
    public static ClusterStatus status(ClientSettings settings) {
        HazelcastInstance client = ClientConnector.connect(settings);
        try {
            List<ClusterStatus.Member> members = client.getCluster().getMembers().stream()
                    .map(member -> new ClusterStatus.Member(ClusterProtocol.describe(member),
                            (int) Math.min(Integer.MAX_VALUE, ClusterProtocol.number(member,
                                    ClusterProtocol.THREADS_ATTRIBUTE)),
                            ClusterProtocol.versionOf(member), ClusterProtocol.sameVersion(member),
                            ClusterProtocol.heapOf(member), ClusterProtocol.trusted(member, settings.secret())))
                    .toList();
            CountBoard.Counts counts = CountBoard.read(client, settings.secret());
            return new ClusterStatus(settings.clusterName().value(), members, counts.counts(), counts.unsigned());
        } catch (ClusterException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new ClusterException("lost cluster '" + settings.clusterName() + "' while reading its status: "
                    + ClusterProtocol.firstLine(e), e);
        } finally {
            client.shutdown();
        }
    }

    /**
     * Refuses a count that a member's heap would not hold on all its threads, by what the solver says one of its
     * threads holds ({@link HeapFit}), before any work: rather than a member out of memory hours into the count.
     * A member that does not say its heap, or a solver that does not say what a thread holds, passes.
     */
    private void requireRoomFor(Split split) {
        Optional<SubproblemSolver> solver = solvers.find(split.solverId()).flatMap(SubproblemSolver::splitting);
        if (solver.isEmpty()) {
            return;
        }
        int n = split.boardSize();
        for (Member member : client.getCluster().getMembers()) {
            int threads = ClusterProtocol.threadsOf(member);
            long heap = ClusterProtocol.heapOf(member);
            OptionalLong fit = heap == 0 ? OptionalLong.empty() : HeapFit.threads(solver.get(), n, heap);
            if (fit.isPresent() && fit.getAsLong() < threads) {
                throw new ClusterException(String.format(Locale.ROOT, "member %s counts on %d threads, which at "
                        + "n = %d hold up to %s with %s, more than its heap of %s holds; start it with a larger "
                        + "heap, as in JDK_JAVA_OPTIONS=-Xmx%dg", ClusterProtocol.describe(member), threads, n,
                        HeapFit.describe(solver.get().memoryNeed(n).orElseThrow().forThreads(threads)),
                        solver.get().id(), HeapFit.describe(heap),
                        HeapFit.heapFor(solver.get(), n, threads).orElseThrow() >> 30));
            }
        }
    }

    /**
     * Refuses a cluster with no nqueens member of this version, and names those of another version, which are
     * sent no task.
     */
    private void requireNqueensMembers(Collection<Member> members) {
        List<Member> others = ClusterProtocol.ofOtherVersions(members);
        if (others.size() == members.size()) {
            throw new ClusterException("cluster '" + settings.clusterName() + "' has no nqueens member of this"
                    + " version: " + ClusterProtocol.otherVersions(others) + " (start members with 'nqueens member'"
                    + " of the same version)");
        }
        if (!others.isEmpty()) {
            status.status(ClusterProtocol.otherVersionsNotice(others));
        }
        List<Member> strangers = members.stream()
                .filter(member -> !ClusterProtocol.trusted(member, settings.secret())).toList();
        if (strangers.size() == members.size()) {
            throw new ClusterException("no member of cluster '" + settings.clusterName() + "' has its secret: "
                    + ClusterProtocol.withoutSecret(strangers) + " (give the members and this client the same"
                    + " NQUEENS_CLUSTER_SECRET)");
        }
        if (!strangers.isEmpty()) {
            status.status(ClusterProtocol.withoutSecret(strangers));
        }
    }

    private void listen() {
        client.getCluster().addMembershipListener(ClusterProtocol.membershipReporter(status, settings.secret()));
        client.getLifecycleService().addLifecycleListener(event -> {
            if (event.getState() == LifecycleEvent.LifecycleState.CLIENT_DISCONNECTED && !closing) {
                status.status("lost the connection to cluster '" + settings.clusterName() + "'; trying again for "
                        + settings.connectTimeoutText());
            } else if (event.getState() == LifecycleEvent.LifecycleState.CLIENT_CONNECTED) {
                status.status("connected to cluster '" + settings.clusterName() + "' again");
            }
        });
    }

    /**
     * Counts the members the client sees, for a message or an estimate.
     *
     * @return the number of members in the cluster now
     */
    public int memberCount() {
        return client.getCluster().getMembers().size();
    }

    /**
     * Adds up the threads of the members, for an estimate of the time a count takes.
     *
     * @return the number of subproblems all the members count at once
     */
    public int threads() {
        return ClusterProtocol.threads(client.getCluster().getMembers());
    }

    @Override
    public CountResult count(CountJob job) {
        job.cancellation().throwIfCancelled();
        requireRoomFor(job.split());
        return new ClusterRun(client, executor, here, settings, status, job).count();
    }

    /** Disconnects from the cluster, and stops the threads of this process; the members go on. */
    @Override
    public void close() {
        closing = true;
        here.close();
        client.shutdown();
    }

    @Override
    public String toString() {
        return "ClusterEngine[" + settings + "]";
    }
}
