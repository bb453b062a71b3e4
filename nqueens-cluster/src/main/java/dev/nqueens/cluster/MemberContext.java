package dev.nqueens.cluster;

import com.hazelcast.core.HazelcastInstance;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.internal.SolverLookup;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * What a member's tasks need and Hazelcast cannot carry: the solvers to count with, the cancellations of
 * the tasks running, and the listener for the user. One per member, kept in Hazelcast's user context.
 */
final class MemberContext {

    /** Jobs remembered, for {@link #announce} and as cancelled: enough to never announce a running job twice. */
    private static final int JOBS_REMEMBERED = 64;

    private final Registry<Solver> solvers;
    private final StatusListener status;
    /** The cluster's secret, which signs tasks and results, if it has one. */
    private final Optional<ClusterSecret> secret;
    private final Map<String, Set<Cancellation>> running = new ConcurrentHashMap<>();
    private volatile boolean leaving;
    /** The jobs cancelled, the latest {@link #JOBS_REMEMBERED}: a client sends no task after cancelling. */
    private final Map<String, Boolean> cancelledJobs = new LinkedHashMap<>(16, 0.75f, false) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > JOBS_REMEMBERED;
        }
    };
    private final Map<String, Boolean> announced = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > JOBS_REMEMBERED;
        }
    };

    MemberContext(Registry<Solver> solvers, StatusListener status, Optional<ClusterSecret> secret) {
        this.solvers = solvers;
        this.status = status;
        this.secret = secret;
    }

    /**
     * Counts a subproblem on the calling thread (one of the executor's), unless its job is cancelled, the task
     * is not signed with the cluster's secret where it has one, or it is signed and this member has no secret.
     *
     * @param member the member running the task
     * @param jobId the job the task belongs to
     * @param subproblem the subproblem to count
     * @param signature the client's signature of the task, or null
     * @return the outcome, signed with the cluster's secret where it has one; failures are outcomes too, so
     *     that the client tells them from lost tasks
     */
    TaskOutcome count(HazelcastInstance member, String jobId, Subproblem subproblem, @Nullable String signature) {
        String where = ClusterProtocol.describe(member.getCluster().getLocalMember());
        if (secret.isPresent() && !secret.get().verifies(signature, SubproblemTask.signedParts(jobId, subproblem))) {
            if (firstTime("refused " + jobId)) {
                status.status("refused the tasks of job " + shortId(jobId) + ": they are not signed with this"
                        + " cluster's secret (a client without it, or with another)");
            }
            return TaskOutcome.failed(jobId, subproblem.id(), where, "the task is not signed with this cluster's"
                    + " secret").signedWith(secret);
        }
        if (secret.isEmpty() && signature != null) {
            // sent here by a client that read an old owner of the task's partition: whatever this member counted,
            // the client would not take it, so it refuses at once and the client counts the task elsewhere
            if (firstTime("refused " + jobId)) {
                status.status("refused the tasks of job " + shortId(jobId) + ": they are signed with a cluster"
                        + " secret and this member has none (give it the cluster's NQUEENS_CLUSTER_SECRET)");
            }
            return TaskOutcome.failed(jobId, subproblem.id(), where, "the task is signed with a cluster secret and"
                    + " this member has none");
        }
        return outcome(where, jobId, subproblem).signedWith(secret);
    }

    private TaskOutcome outcome(String where, String jobId, Subproblem subproblem) {
        Cancellation cancellation = new Cancellation();
        running.compute(jobId, (job, cancellations) -> {
            Set<Cancellation> all = cancellations == null ? new HashSet<>() : cancellations;
            all.add(cancellation);
            return all;
        });
        try {
            // after registering, so that a cancellation either is in the set now or reaches us through cancel()
            if (leaving || isCancelled(jobId)) {
                return TaskOutcome.cancelled(jobId, subproblem.id(), where);
            }
            announce(jobId, subproblem);
            SubproblemSolver solver = SolverLookup.subproblemSolver(solvers, subproblem.solverId());
            Subcount subcount = solver.count(SubproblemRequest.builder(subproblem).cancellation(cancellation)
                    .build());
            return TaskOutcome.counted(jobId, subproblem.id(), where, subcount);
        } catch (CancellationException e) {
            return TaskOutcome.cancelled(jobId, subproblem.id(), where);
        } catch (RuntimeException e) {
            return TaskOutcome.failed(jobId, subproblem.id(), where,
                    e.getMessage() == null ? e.getClass().getName() : e.getMessage());
        } finally {
            running.computeIfPresent(jobId, (job, cancellations) -> {
                cancellations.remove(cancellation);
                return cancellations.isEmpty() ? null : cancellations;
            });
        }
    }

    /** @return whether this member has heard that the job was cancelled */
    private boolean isCancelled(String jobId) {
        synchronized (cancelledJobs) {
            return cancelledJobs.containsKey(jobId);
        }
    }

    /**
     * Stops the job's tasks that are counting on this member, and those of it that start later. The member
     * hears of cancelled jobs from the cluster's map of them, as they are added and, once, those added before
     * it joined; a task asks no other member, which may hang, whether its job was cancelled.
     *
     * @param jobId the cancelled job
     */
    void cancel(String jobId) {
        synchronized (cancelledJobs) {
            cancelledJobs.put(jobId, Boolean.TRUE);
        }
        running.computeIfPresent(jobId, (job, cancellations) -> {
            cancellations.forEach(Cancellation::cancel);
            return cancellations;
        });
    }

    /**
     * Stops every task counting on this member, and those that start later: the member is leaving, and the
     * clients send the tasks again to the members that stay.
     */
    void leave() {
        leaving = true;
        running.keySet().forEach(this::cancel);
    }

    /** Tells the user when the member starts on a job it has not worked for before. */
    private void announce(String jobId, Subproblem subproblem) {
        if (firstTime(jobId)) {
            status.status("counting subproblems of n = " + subproblem.boardSize() + " (" + subproblem.solverId()
                    + ") for job " + shortId(jobId));
        }
    }

    /** @return true the first time it is given a key, of the last {@link #JOBS_REMEMBERED} */
    private boolean firstTime(String key) {
        synchronized (announced) {
            return announced.put(key, Boolean.TRUE) == null;
        }
    }

    private static String shortId(String jobId) {
        return jobId.substring(0, Math.min(8, jobId.length()));
    }
}
