package dev.nqueens.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.durableexecutor.DurableExecutorService;
import com.hazelcast.durableexecutor.DurableExecutorServiceFuture;
import com.hazelcast.durableexecutor.StaleTaskIdException;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.CheckpointException;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.internal.CountingPool;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
import dev.nqueens.engine.internal.Recheck;
import dev.nqueens.engine.internal.Recount;
import dev.nqueens.engine.internal.RunLedger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One call to {@link ClusterEngine#count}: a job's subproblems sent to the cluster as tasks and their counts
 * taken into the job's {@link RunLedger}, then the waves of its {@link Recheck}, each a pass of the same kind.
 * A pass sends the tasks in the order given, no more at a time than twice the members' threads, collects
 * each result, and sends again what is lost, as {@link ClusterEngine} says; a task to keep away from some
 * members goes to a partition that another member owns, and is counted in this process when no member is
 * left.
 *
 * <p>Used by the calling thread only, but for the arrivals, which the tasks' futures queue from Hazelcast's
 * threads and this process's.
 */
final class ClusterRun {

    /** How often the calling thread looks at the job's cancellation while it waits for results. */
    private static final long POLL_MILLIS = 20;
    /** A subproblem whose task is lost this many times fails the job. */
    private static final int MAX_LOSSES = 10;
    /** A lost task's result is first looked for under its task id (rerun from its backup) this many times. */
    private static final int REATTACHES = 2;
    private static final long MAX_BACKOFF_MILLIS = 2_000;

    private final HazelcastInstance client;
    private final DurableExecutorService executor;
    /** Counts in this process: a recheck's judgements, and what no member may count. */
    private final CountingPool here;
    private final ClientSettings settings;
    private final StatusListener status;
    private final CountJob job;
    private final String jobId = UUID.randomUUID().toString();
    private final RunLedger ledger;
    /** Stops the counts in this process when the call ends. */
    private final Cancellation stop = new Cancellation();
    private final String thisProcess = MemberNames.thisProcess();
    private final Deque<Attempt> toSend = new ArrayDeque<>();
    private final List<Attempt> delayed = new ArrayList<>();
    private final Map<String, Attempt> inFlight = new HashMap<>();
    private final BlockingQueue<Arrival> arrivals = new LinkedBlockingQueue<>();
    /** Where a task that must keep away from some members goes. */
    private final TaskRouting routing;
    /** The run's recheck, once every subproblem is counted: the later passes make its recounts. */
    private Recheck recheck;
    private int unsettled;

    /**
     * Takes the checkpoint's counts into the books of the run.
     *
     * @param client the engine's client, connected
     * @param executor the cluster's executor of subproblems
     * @param here the threads of this process
     * @param settings the client's settings, for messages
     * @param status where news of the cluster goes, one line each
     * @param job the job to count
     */
    ClusterRun(HazelcastInstance client, DurableExecutorService executor, CountingPool here,
            ClientSettings settings, StatusListener status, CountJob job) {
        this.client = client;
        this.executor = executor;
        this.here = here;
        this.settings = settings;
        this.status = status;
        this.job = job;
        this.ledger = new RunLedger(job);
        this.routing = new TaskRouting(client);
    }

    /**
     * Counts the job: its subproblems, then the waves of its recheck.
     *
     * @return the result
     * @throws CancellationException if the job is cancelled
     * @throws ClusterException if the cluster is lost, or fails, or a member cannot count a subproblem
     * @throws CheckpointException if the checkpoint cannot be written
     */
    CountResult count() {
        ledger.begin();
        boolean complete = false;
        try {
            pass(ledger.pending().stream()
                    .map(subproblem -> new Attempt(subproblem, null, ledger.distrusted(), false)).toList());
            recheck = new Recheck(job, ledger.underRecheck());
            for (List<Recount> wave = recheck.next(); !wave.isEmpty(); wave = recheck.next()) {
                pass(wave.stream()
                        .map(recount -> new Attempt(recount.subproblem(), recount, recount.avoid(), recount.hereOnly()))
                        .toList());
            }
            complete = true;
            return ledger.result(recheck.report());
        } catch (CancellationException | ClusterException | CheckpointException e) {
            throw e;
        } catch (RuntimeException e) {
            // Hazelcast's own failures, which the client may throw from any call while it is shutting down
            throw connected() ? new ClusterException("the cluster failed while counting: "
                    + ClusterProtocol.firstLine(e), e) : lostCluster(e);
        } finally {
            stop.cancel();
            if (!complete) {
                cancelOnMembers();
            }
        }
    }

    /** Counts the attempts, and hands each count to the books or, for a recount, to the recheck. */
    private void pass(List<Attempt> attempts) {
        // what is left of an earlier pass is settled, and answers, if ever, into the void
        toSend.clear();
        delayed.clear();
        inFlight.clear();
        toSend.addAll(attempts);
        unsettled = attempts.size();
        while (unsettled > 0) {
            if (job.cancellation().isCancelled()) {
                throw new CancellationException("cancelled");
            }
            if (!connected()) {
                throw lostCluster(null);
            }
            resendDue();
            int window = window();
            while (inFlight.size() < window && !toSend.isEmpty()) {
                Attempt attempt = toSend.poll();
                if (!attempt.settled) {
                    send(attempt);
                }
            }
            Arrival arrival;
            try {
                arrival = arrivals.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted while counting");
            }
            if (arrival != null) {
                receive(arrival);
            }
        }
    }

    /** Puts the lost tasks whose back-off has passed at the head of the queue: they are the oldest. */
    private void resendDue() {
        long now = System.nanoTime();
        for (Iterator<Attempt> due = delayed.iterator(); due.hasNext(); ) {
            Attempt attempt = due.next();
            if (now - attempt.notBeforeNanos >= 0) {
                due.remove();
                toSend.addFirst(attempt);
            }
        }
    }

    private void send(Attempt attempt) {
        if (attempt.hereOnly) {
            countHere(attempt);
            return;
        }
        CompletionStage<?> result;
        if (attempt.taskId != null) {
            Future<Object> again = executor.retrieveResult(attempt.taskId);
            if (!(again instanceof CompletionStage<?> stage)) {
                throw new IllegalStateException("Hazelcast's client returned a " + again.getClass().getName()
                        + " for a durable task's result, not a CompletionStage");
            }
            result = stage;
        } else {
            Member target = null;
            if (!attempt.avoid.isEmpty()) {
                target = routing.memberOutside(attempt.avoid);
                if (target == null) {
                    countHere(attempt);
                    return;
                }
            }
            DurableExecutorServiceFuture<TaskOutcome> sent;
            SubproblemTask task = new SubproblemTask(jobId, attempt.subproblem);
            String key = target == null ? null : routing.keyOwnedBy(target);
            try {
                sent = key == null ? executor.submit(task) : executor.submitToKeyOwner(task, key);
            } catch (HazelcastSerializationException e) {
                throw new ClusterException("cannot send " + attempt.subproblem + " to the cluster: "
                        + ClusterProtocol.firstLine(e), e);
            }
            attempt.taskId = taskIdOf(sent);
            result = sent;
        }
        inFlight.put(attempt.subproblem.id(), attempt);
        result.whenComplete((value, failure) -> arrivals.add(new Arrival(attempt, value, failure)));
    }

    /** Counts an attempt on the threads of this process, and brings its outcome back as a member's. */
    private void countHere(Attempt attempt) {
        inFlight.put(attempt.subproblem.id(), attempt);
        String id = attempt.subproblem.id();
        CompletableFuture<Subcount> counting;
        try {
            counting = here.countLater(attempt.subproblem, stop);
        } catch (RuntimeException e) {
            counting = CompletableFuture.failedFuture(e);
        }
        counting.whenComplete((subcount, failure) -> {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                    ? failure.getCause() : failure;
            TaskOutcome outcome = cause == null ? TaskOutcome.counted(jobId, id, thisProcess, subcount)
                    : cause instanceof CancellationException ? TaskOutcome.cancelled(jobId, id, thisProcess)
                    : TaskOutcome.failed(jobId, id, thisProcess, cause.getMessage() == null
                            ? cause.getClass().getName() : cause.getMessage());
            arrivals.add(new Arrival(attempt, outcome, null));
        });
    }

    private Long taskIdOf(DurableExecutorServiceFuture<TaskOutcome> sent) {
        try {
            return sent.getTaskId();
        } catch (IllegalStateException e) {
            // the task did not reach the cluster; its future says why
            return null;
        }
    }

    private void receive(Arrival arrival) {
        Attempt attempt = arrival.attempt();
        inFlight.remove(attempt.subproblem.id(), attempt);
        if (attempt.settled) {
            // a task that ran twice, or one of an earlier pass
            return;
        }
        if (arrival.failure() != null) {
            lost(attempt, unwrap(arrival.failure()), false);
            return;
        }
        if (!(arrival.value() instanceof TaskOutcome outcome) || !jobId.equals(outcome.jobId())
                || !attempt.subproblem.id().equals(outcome.subproblemId())) {
            // a reused result slot of a partition lost with all its copies: not this task's result
            lost(attempt, null, true);
            return;
        }
        switch (outcome.kind()) {
            case COUNTED -> {
                if (attempt.avoid.contains(outcome.member()) && !outcome.member().equals(thisProcess)) {
                    // a partition that moved to a member to avoid between the choice and the run
                    attempt.taskId = null;
                    lost(attempt, null, false);
                    return;
                }
                settle(attempt, new MemberCount(outcome.subcount(), outcome.member()));
            }
            case FAILED -> throw new ClusterException("member " + MemberNames.describe(outcome.member())
                    + " cannot count " + attempt.subproblem + ": " + outcome.failure());
            case CANCELLED -> {
                // not by this run, which would have stopped: a member leaving, which says so; send it anew
                attempt.taskId = null;
                lost(attempt, null, false);
            }
            default -> throw new AssertionError(outcome.kind());
        }
    }

    private void settle(Attempt attempt, MemberCount counted) {
        attempt.settled = true;
        unsettled--;
        if (attempt.recount == null) {
            ledger.record(attempt.subproblem, counted);
        } else {
            recheck.arrived(attempt.recount, counted);
        }
    }

    /**
     * Schedules a task whose result did not arrive: its result is collected again (the task rerun from its
     * backup), or, if that failed before or the result is known to be gone, the task is sent anew.
     */
    private void lost(Attempt attempt, Throwable cause, boolean resultGone) {
        if (!connected()) {
            throw lostCluster(cause);
        }
        if (cause instanceof HazelcastSerializationException) {
            throw new ClusterException("a member cannot read the task for " + attempt.subproblem + " ("
                    + ClusterProtocol.firstLine(cause) + "): do all machines run the same version of nqueens?",
                    cause);
        }
        if (cause instanceof OperationTimeoutException && attempt.taskId != null) {
            // a long task, not a lost one: wait for the same task again
            toSend.addFirst(attempt);
            return;
        }
        attempt.losses++;
        if (attempt.losses > MAX_LOSSES) {
            throw new ClusterException(attempt.subproblem + " was lost " + MAX_LOSSES + " times on the cluster"
                    + (cause == null ? "" : "; the last time: " + ClusterProtocol.firstLine(cause)), cause);
        }
        boolean sendAnew = resultGone || cause instanceof StaleTaskIdException || attempt.losses > REATTACHES;
        if (sendAnew && attempt.taskId != null) {
            status.status("counting subproblem " + attempt.subproblem.id() + " again: its result was lost"
                    + " with the members that held it");
            attempt.taskId = null;
        }
        long backoffMillis = Math.min(MAX_BACKOFF_MILLIS, 50L << Math.min(attempt.losses, 10));
        attempt.notBeforeNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(backoffMillis);
        delayed.add(attempt);
    }

    private Throwable unwrap(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /** Tells the members to stop the job's tasks, without waiting long for a cluster that may be gone. */
    private void cancelOnMembers() {
        if (!client.getLifecycleService().isRunning()) {
            return;
        }
        try {
            client.<String, Boolean>getMap(ClusterProtocol.CANCELLED_JOBS).putAsync(jobId, Boolean.TRUE)
                    .toCompletableFuture().get(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            // the members finish the tasks they hold and nobody collects the results: time lost, nothing worse
        }
    }

    /** @return how many tasks may be in flight: twice the members' threads, so that each has one queued */
    private int window() {
        return Math.max(2, 2 * ClusterProtocol.threads(client.getCluster().getMembers()));
    }

    private boolean connected() {
        return client.getLifecycleService().isRunning();
    }

    private ClusterException lostCluster(Throwable cause) {
        return new ClusterException("lost the connection to cluster '" + settings.clusterName() + "' and could not"
                + " get it back within " + settings.connectTimeout().toSeconds() + " s", cause);
    }

    /**
     * One subproblem to count, with a place to count it, on its way through the cluster, perhaps for the
     * second time.
     */
    private static final class Attempt {
        final Subproblem subproblem;
        /** The recount of a recheck that it makes, or null for a subproblem to count. */
        final Recount recount;
        /** The members not to count it on. */
        final Set<String> avoid;
        /** True if it is to be counted in this process. */
        final boolean hereOnly;
        /** The durable executor's id of the task last sent, to collect its result again; null to send anew. */
        Long taskId;
        int losses;
        long notBeforeNanos;
        /** Set once its count is taken: any later result of it is a task that ran twice. */
        boolean settled;

        Attempt(Subproblem subproblem, Recount recount, Set<String> avoid, boolean hereOnly) {
            this.subproblem = subproblem;
            this.recount = recount;
            this.avoid = avoid;
            this.hereOnly = hereOnly;
        }
    }

    /** What a task's future brought: a value, normally a {@link TaskOutcome}, or the failure to get one. */
    private record Arrival(Attempt attempt, Object value, Throwable failure) {
    }
}
