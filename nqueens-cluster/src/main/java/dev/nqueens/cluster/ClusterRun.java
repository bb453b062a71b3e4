package dev.nqueens.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.durableexecutor.DurableExecutorService;
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
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * One call to {@link ClusterEngine#count}: a job's subproblems sent to the cluster as tasks and their counts
 * taken into the job's {@link RunLedger}, then the waves of its {@link Recheck}, each a pass of the same kind.
 * A pass sends the tasks in the order given, no more at a time than twice the members' threads, collects
 * each result, and sends again what is lost, as {@link ClusterEngine} says. Each task goes to a member chosen
 * here, by a partition that it owns: one of this version, outside those the task keeps away from and those
 * that failed a task of this run, the one that holds fewest of the run's tasks for its threads
 * ({@link TaskRouting}); with none left, it is counted in this process. A task
 * that takes far longer than the others' times say it should ({@link TaskDeadlines}) is sent to another
 * member too, and the first count back is taken.
 *
 * <p>Used by the calling thread only; its {@link TaskPost} sends the tasks and queues their arrivals from
 * other threads.
 */
final class ClusterRun {

    /** How often the calling thread looks at the job's cancellation while it waits for results. */
    private static final long POLL_MILLIS = 20;
    /** A subproblem whose task is overdue is sent to another member this many times at most. */
    private static final int MAX_COPIES = 2;
    /** A subproblem whose task is lost this many times fails the job. */
    private static final int MAX_LOSSES = 10;
    /** A lost task's result is first looked for under its task id (rerun from its backup) this many times. */
    private static final int REATTACHES = 2;
    private static final long MAX_BACKOFF_MILLIS = 2_000;

    private final HazelcastInstance client;
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
    /** The attempts to send again, ahead of any new one. */
    private final Deque<TaskAttempt> toSend = new ArrayDeque<>();
    private final List<TaskAttempt> delayed = new ArrayList<>();
    /** The attempts sent and not yet back, copies included, and where. */
    private final InFlight inFlight = new InFlight();
    /** Which member each task goes to, the silent and the failed ones kept in mind. */
    private final TaskTargets targets;
    private final TaskDeadlines deadlines;
    /**
     * Whether the client has lost its connection to the cluster, and tries to get it back: then every task is
     * late, and no member is to blame.
     */
    private volatile boolean disconnected;
    /** What the last member that failed a task said, as a message that names it; null while none has. */
    private @Nullable String lastFailure;
    private long nextOverdueCheck = System.nanoTime();
    private final TaskPost post;
    /** Where a task that must keep away from some members goes. */
    private final TaskRouting routing;
    /** The run's recheck, once every subproblem is counted: the later passes make its recounts. */
    private @Nullable Recheck recheck;
    /** Where the run says how far it is, for any client of the cluster to read. */
    private final CountBoard board;
    private int unsettled;

    /**
     * Takes the checkpoint's counts into the books of the run.
     *
     * @param client the engine's client, connected
     * @param executor the cluster's executor of subproblems
     * @param here the threads of this process
     * @param settings the client's settings: for messages, and its heartbeat timeout for the tasks' deadlines
     * @param status where news of the cluster goes, one line each
     * @param job the job to count
     */
    ClusterRun(HazelcastInstance client, DurableExecutorService executor, CountingPool here,
            ClientSettings settings, StatusListener status, CountJob job) {
        this.client = client;
        this.post = new TaskPost(executor);
        this.here = here;
        this.settings = settings;
        this.status = status;
        this.job = job;
        this.ledger = new RunLedger(job);
        this.routing = new TaskRouting(client, settings.secret());
        this.targets = new TaskTargets(routing, inFlight);
        this.deadlines = new TaskDeadlines(ClientConnector.heartbeatTimeout(settings));
        this.board = new CountBoard(client, settings.secret(), jobId, thisProcess, job.split().solverId(),
                job.split().boardSize(), job.split().subproblems().size(), ledger.remaining(), ledger.pendingWork());
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
        UUID listener = client.getLifecycleService().addLifecycleListener(event -> {
            if (event.getState() == LifecycleEvent.LifecycleState.CLIENT_DISCONNECTED) {
                disconnected = true;
            } else if (event.getState() == LifecycleEvent.LifecycleState.CLIENT_CONNECTED) {
                disconnected = false;
            }
        });
        try {
            List<Subproblem> pending = ledger.pending();
            pass(pending.size(), index -> new TaskAttempt(index, pending.get(index), null, ledger.distrusted(), false));
            recheck = new Recheck(job, ledger.underRecheck());
            for (List<Recount> wave = recheck.next(); !wave.isEmpty(); wave = recheck.next()) {
                List<Recount> recounts = wave;
                pass(recounts.size(), index -> {
                    Recount recount = recounts.get(index);
                    return new TaskAttempt(index, recount.subproblem(), recount, recount.avoid(), recount.hereOnly());
                });
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
            post.close();
            board.withdraw();
            try {
                client.getLifecycleService().removeLifecycleListener(listener);
            } catch (RuntimeException e) {
                // the client has shut down (the cluster lost), and its listeners with it
            }
            if (!complete) {
                ClusterProtocol.cancelOnMembers(client, jobId);
            }
        }
    }

    /**
     * Counts the attempts, and hands each count to the books or, for a recount, to the recheck. An attempt is
     * made when the window has room for it, so that a pass holds only those in flight and those to send
     * again, whatever its size.
     *
     * @param size the number of attempts
     * @param attempt makes the attempt at each index, in the order to send them
     */
    private void pass(int size, IntFunction<TaskAttempt> attempt) {
        // what is left of an earlier pass is settled, and answers, if ever, into the void
        toSend.clear();
        delayed.clear();
        inFlight.clear();
        int next = 0;
        unsettled = size;
        while (unsettled > 0) {
            if (job.cancellation().isCancelled()) {
                throw new CancellationException("cancelled");
            }
            if (!connected()) {
                throw lostCluster(null);
            }
            resendDue();
            copyOverdue();
            board.publishIfDue(job.split().subproblems().size() - ledger.remaining(), recheck != null,
                    inFlight.held());
            int window = window();
            while (inFlight.size() < window && (!toSend.isEmpty() || next < size)) {
                TaskAttempt again = toSend.poll();
                TaskAttempt sending = again != null ? again : attempt.apply(next++);
                if (!sending.root().settled) {
                    send(sending);
                }
            }
            TaskPost.Arrival arrival;
            try {
                arrival = post.poll(POLL_MILLIS);
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
        for (Iterator<TaskAttempt> due = delayed.iterator(); due.hasNext(); ) {
            TaskAttempt attempt = due.next();
            if (now - attempt.notBeforeNanos >= 0) {
                due.remove();
                toSend.addFirst(attempt);
            }
        }
    }

    /**
     * Sends the subproblems whose tasks are overdue to another member too, once each at most
     * {@link #MAX_COPIES} times, looking once a second.
     */
    private void copyOverdue() {
        long now = System.nanoTime();
        if (now - nextOverdueCheck < 0 || inFlight.isEmpty() || disconnected) {
            return;
        }
        nextOverdueCheck = now + TimeUnit.SECONDS.toNanos(1);
        long deadline = deadlines.deadlineNanos(inFlight.stream().filter(attempt -> !attempt.hereOnly)
                .mapToLong(attempt -> now - attempt.sentNanos));
        if (deadline < 0) {
            return;
        }
        Set<TaskAttempt> overdue = new LinkedHashSet<>();
        for (TaskAttempt attempt : inFlight) {
            TaskAttempt root = attempt.root();
            if (!root.hereOnly && !root.settled && root.copies < MAX_COPIES
                    && now - root.lastSentNanos - deadline >= 0) {
                overdue.add(root);
            }
        }
        Map<String, List<String>> overdueOn = new LinkedHashMap<>();
        for (TaskAttempt root : overdue) {
            targets.silent(root.targets);
            overdueOn.computeIfAbsent(root.targetsTried(), members -> new ArrayList<>()).add(root.subproblem.id());
            root.copies++;
            send(root.copyAvoidingItsMembers());
        }
        overdueOn.forEach((members, ids) -> status.status((ids.size() == 1 ? "subproblem " + ids.get(0) + " is"
                : ids.size() + " subproblems (" + String.join(", ", ids) + ") are") + " overdue on " + members
                + ", at " + ClientSettings.secondsText(deadlines.least()) + " or more and several times the others' time: counting "
                + (ids.size() == 1 ? "it" : "them") + " elsewhere too"));
    }

    private void send(TaskAttempt attempt) {
        if (attempt.hereOnly) {
            countHere(attempt);
            return;
        }
        if (attempt.taskId != null) {
            long taskId = attempt.taskId;
            inFlight.add(attempt, attempt.target);
            post.collectAgain(attempt, taskId);
            return;
        }
        Member target = targets.choose(attempt);
        if (target == null) {
            if (lastFailure != null && targets.onlyFailedMembersLeftFor(attempt)) {
                // members are left, but every one of them failed a task: their failure is the job's
                throw new ClusterException(lastFailure);
            }
            countHere(attempt);
            return;
        }
        SubproblemTask task = new SubproblemTask(jobId, attempt.subproblem, settings.secret());
        String key = routing.keyOwnedBy(target);
        attempt.target = key == null ? null : ClusterProtocol.describe(target);
        attempt.sentNanos = System.nanoTime();
        attempt.root().sentTo(attempt.target);
        inFlight.add(attempt, attempt.target);
        post.send(attempt, task, key);
    }

    /** Counts an attempt on the threads of this process, and brings its outcome back as a member's. */
    private void countHere(TaskAttempt attempt) {
        if (attempt.original != null) {
            // a copy of an overdue task, with no member left to send it to: the original goes on
            return;
        }
        inFlight.add(attempt, thisProcess);
        String id = attempt.subproblem.id();
        CompletableFuture<Subcount> counting;
        try {
            counting = here.countLater(attempt.subproblem, stop);
        } catch (RuntimeException e) {
            counting = CompletableFuture.failedFuture(e);
        }
        counting.whenComplete((subcount, failure) -> {
            Throwable cause = failure == null ? null : ClusterProtocol.unwrap(failure);
            TaskOutcome outcome = cause == null ? TaskOutcome.counted(jobId, id, thisProcess, subcount)
                    : cause instanceof CancellationException ? TaskOutcome.cancelled(jobId, id, thisProcess)
                    : TaskOutcome.failed(jobId, id, thisProcess, cause.getMessage() == null
                            ? cause.getClass().getName() : cause.getMessage());
            post.deliver(attempt, outcome);
        });
    }

    private void receive(TaskPost.Arrival arrival) {
        TaskAttempt attempt = arrival.attempt();
        inFlight.remove(attempt);
        if (arrival.value() instanceof TaskOutcome && attempt.target != null) {
            // any answer, even one too late to be taken, shows that its member is not hung
            targets.answered(attempt.target);
        }
        if (attempt.root().settled) {
            // a task that ran twice, the slower of two copies, or one of an earlier pass
            return;
        }
        if (arrival.failure() instanceof ClusterException || arrival.failure() instanceof IllegalStateException) {
            // this process cannot send the task, or Hazelcast's client answers as it never should
            throw (RuntimeException) arrival.failure();
        }
        if (arrival.failure() != null) {
            lost(attempt, ClusterProtocol.unwrap(arrival.failure()), false);
            return;
        }
        if (!(arrival.value() instanceof TaskOutcome outcome) || !jobId.equals(outcome.jobId())
                || !attempt.subproblem.id().equals(outcome.subproblemId())) {
            // a reused result slot of a partition lost with all its copies: not this task's result
            lost(attempt, null, true);
            return;
        }
        if (!arrival.fromHere() && settings.secret().isPresent() && !outcome.isSignedWith(settings.secret().get())) {
            // run by a host without the secret, whatever it says of itself: a partition that moved to one between
            // the choice and the run (the target proved it has the secret); taken from no one, counted anew
            status.status("a result for subproblem " + attempt.subproblem.id() + " is not signed with the cluster's"
                    + " secret: it is not taken, and the subproblem is counted again");
            attempt.taskId = null;
            lost(attempt, null, false);
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
            case FAILED -> {
                if (attempt.target != null && !attempt.target.equals(outcome.member())) {
                    // its partition moved to another member between the choice and the run: not this run's choice
                    attempt.taskId = null;
                    lost(attempt, null, false);
                    return;
                }
                failed(attempt, outcome.member(), Objects.requireNonNull(outcome.failure(), "a failure's reason"));
            }
            case CANCELLED -> {
                // not by this run, which would have stopped: a member leaving, which says so; send it anew
                attempt.taskId = null;
                lost(attempt, null, false);
            }
            default -> throw new AssertionError(outcome.kind());
        }
    }

    /** Takes the count an attempt brought, for its subproblem, and forgets its other copies. */
    private void settle(TaskAttempt attempt, MemberCount counted) {
        TaskAttempt root = attempt.root();
        root.settled = true;
        unsettled--;
        inFlight.removeCopiesOf(root);
        if (!counted.member().equals(thisProcess)) {
            deadlines.record(System.nanoTime() - attempt.sentNanos);
        }
        if (root.recount == null) {
            ledger.record(root.index, counted);
            board.counted(counted.member(), root.subproblem);
        } else {
            Objects.requireNonNull(recheck, "the recheck of the recount").arrived(root.recount, counted);
        }
    }

    /**
     * A member could not count a subproblem (another build, a solver missing, a failure of its own): it gets
     * no more tasks of this run, and the subproblem goes to another member. A subproblem that two members,
     * or this process, cannot count fails the job.
     */
    private void failed(TaskAttempt attempt, String member, String reason) {
        TaskAttempt root = attempt.root();
        String culprit = MemberNames.describe(member);
        if (member.equals(thisProcess) || root.failedOn != null && !root.failedOn.equals(member)) {
            throw new ClusterException((root.failedOn == null ? "" : MemberNames.describe(root.failedOn) + " and ")
                    + culprit + " cannot count " + root.subproblem + ": " + reason);
        }
        root.failedOn = member;
        lastFailure = "member " + culprit + " cannot count " + root.subproblem + ": " + reason;
        if (targets.failed(member)) {
            status.status(lastFailure + "; it is sent no more of this count's subproblems");
        }
        if (attempt.original == null) {
            attempt.taskId = null;
            toSend.addFirst(attempt);
        }
    }

    /**
     * Schedules a task whose result did not arrive: its result is collected again (the task rerun from its
     * backup), or, if that failed before or the result is known to be gone, the task is sent anew.
     */
    private void lost(TaskAttempt attempt, @Nullable Throwable cause, boolean resultGone) {
        if (!connected()) {
            throw lostCluster(cause);
        }
        if (cause instanceof HazelcastSerializationException) {
            if (attempt.target == null) {
                throw new ClusterException("a member cannot read the task for " + attempt.subproblem + " ("
                        + ClusterProtocol.firstLine(cause) + "): do all machines run the same version of nqueens?",
                        cause);
            }
            failed(attempt, attempt.target, "it cannot read the task: " + ClusterProtocol.firstLine(cause));
            return;
        }
        if (attempt.original != null) {
            // a copy of an overdue task: the original is still out, and is copied again when overdue
            return;
        }
        if (cause instanceof OperationTimeoutException && attempt.taskId != null) {
            // a long task, not a lost one: wait for the same task again
            toSend.addFirst(attempt);
            return;
        }
        attempt.losses++;
        if (attempt.losses > MAX_LOSSES) {
            String message = attempt.subproblem + " was lost " + MAX_LOSSES + " times on the cluster";
            throw cause == null ? new ClusterException(message)
                    : new ClusterException(message + "; the last time: " + ClusterProtocol.firstLine(cause), cause);
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

    /** @return how many tasks may be in flight: twice the members' threads, so that each has one queued */
    private int window() {
        return Math.max(2, 2 * ClusterProtocol.threads(routing.eligible()));
    }

    private boolean connected() {
        return client.getLifecycleService().isRunning();
    }

    private ClusterException lostCluster(@Nullable Throwable cause) {
        String message = "lost the connection to cluster '" + settings.clusterName() + "' and could not get it back"
                + " within " + settings.connectTimeoutText();
        return cause == null ? new ClusterException(message) : new ClusterException(message, cause);
    }
}
