package dev.nqueens.cluster;

import com.hazelcast.durableexecutor.DurableExecutorService;
import com.hazelcast.durableexecutor.DurableExecutorServiceFuture;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The post of a {@link ClusterRun}: sends its tasks to the cluster's durable executor, and asks for their
 * results again, on threads of its own, and queues what comes back, with the counts made in this process, as
 * arrivals for the run's calling thread. Hazelcast's client sends a durable task synchronously, until the
 * member that owns its partition has stored it and its backup: a member that hangs would hold the calling
 * thread, and with it every task after, where it now holds one sender thread.
 */
final class TaskPost implements AutoCloseable {

    private final DurableExecutorService executor;
    private final ExecutorService senders = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "nqueens-cluster-sender");
        thread.setDaemon(true);
        return thread;
    });
    private final BlockingQueue<Arrival> arrivals = new LinkedBlockingQueue<>();

    /** @param executor the cluster's executor of subproblems */
    TaskPost(DurableExecutorService executor) {
        this.executor = executor;
    }

    /**
     * Sends a task, to the owner of the key's partition, or anywhere if the key is null; sets the attempt's
     * task id once sent, which the calling thread reads only after the attempt's arrival.
     *
     * @throws ClusterException through the arrival, if this process cannot serialize the task
     */
    void send(TaskAttempt attempt, SubproblemTask task, @Nullable String key) {
        senders.execute(() -> collect(attempt, () -> {
            DurableExecutorServiceFuture<TaskOutcome> sent;
            try {
                sent = key == null ? executor.submit(task) : executor.submitToKeyOwner(task, key);
            } catch (HazelcastSerializationException e) {
                throw new ClusterException("cannot send " + attempt.subproblem + " to the cluster: "
                        + ClusterProtocol.firstLine(e), e);
            }
            attempt.taskId = taskIdOf(sent);
            return sent;
        }));
    }

    /** Asks for the result of a task sent before, which its partition's backup runs again if need be. */
    void collectAgain(TaskAttempt attempt, long taskId) {
        senders.execute(() -> collect(attempt, () -> executor.retrieveResult(taskId)));
    }

    /** Queues the outcome of an attempt counted in this process. */
    void deliver(TaskAttempt attempt, TaskOutcome outcome) {
        arrivals.add(new Arrival(attempt, outcome, null, true));
    }

    /**
     * @param millis how long to wait for one
     * @return the next arrival, or null if none came within the time
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    @Nullable Arrival poll(long millis) throws InterruptedException {
        return arrivals.poll(millis, TimeUnit.MILLISECONDS);
    }

    private void collect(TaskAttempt attempt, Supplier<Future<?>> sending) {
        Future<?> sent;
        try {
            sent = sending.get();
        } catch (RuntimeException e) {
            arrivals.add(new Arrival(attempt, null, e, false));
            return;
        }
        if (!(sent instanceof CompletionStage<?> stage)) {
            arrivals.add(new Arrival(attempt, null, new IllegalStateException("Hazelcast's client returned a "
                    + sent.getClass().getName() + " for a durable task, not a CompletionStage"), false));
            return;
        }
        stage.whenComplete((value, failure) -> arrivals.add(new Arrival(attempt, value, failure, false)));
    }

    private static @Nullable Long taskIdOf(DurableExecutorServiceFuture<TaskOutcome> sent) {
        try {
            return sent.getTaskId();
        } catch (IllegalStateException e) {
            // the task did not reach the cluster; its future says why
            return null;
        }
    }

    /** Stops the sender threads; what they were sending is left to the cluster. */
    @Override
    public void close() {
        senders.shutdownNow();
    }

    /**
     * What came back for an attempt: a value, normally a {@link TaskOutcome}, or the failure to send the task or
     * get its result.
     *
     * @param fromHere whether it was counted in this process, and so needs no member's signature
     */
    record Arrival(TaskAttempt attempt, @Nullable Object value, @Nullable Throwable failure, boolean fromHere) {
    }
}
