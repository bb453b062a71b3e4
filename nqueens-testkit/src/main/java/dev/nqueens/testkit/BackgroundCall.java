package dev.nqueens.testkit;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * One solver call running on a thread of its own, so that a test can bound it in time and cancel it from
 * outside. The thread is a daemon: a solver that ignores cancellation must not keep the test JVM alive.
 *
 * @param <T> what the call returns
 */
final class BackgroundCall<T> {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread thread;
    private volatile @Nullable T value;
    private volatile @Nullable Throwable failure;
    private volatile long startedAtNanos;
    private volatile long finishedAtNanos;

    private BackgroundCall(String name, Callable<T> call) {
        thread = new Thread(() -> run(call), "solver-contract " + name);
        thread.setDaemon(true);
    }

    static <T> BackgroundCall<T> start(String name, Callable<T> call) {
        BackgroundCall<T> background = new BackgroundCall<>(name, call);
        background.thread.start();
        return background;
    }

    private void run(Callable<T> call) {
        try {
            startedAtNanos = System.nanoTime();
            value = call.call();
        } catch (Throwable t) { // whatever the solver throws, even an Error, is the test's to judge
            failure = t;
        } finally {
            finishedAtNanos = System.nanoTime();
            finished.countDown();
        }
    }

    /** @return true if the call finished, normally or not, within the bound */
    boolean awaitWithin(Duration bound) {
        try {
            return finished.await(bound.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the solver", e);
        }
    }

    boolean isDone() {
        return finished.getCount() == 0;
    }

    /** @return what the call threw, or null if it returned; meaningful once {@link #isDone()} */
    @Nullable Throwable failure() {
        return failure;
    }

    /** @return the {@link System#nanoTime()} at which the call began, on its own thread */
    long startedAtNanos() {
        return startedAtNanos;
    }

    /**
     * @return the CPU time the call's thread has used so far, in nanoseconds, which a busy machine does not
     *     inflate as it does the time on the clock; -1 if the JVM does not measure it
     */
    long cpuNanos() {
        if (!THREADS.isThreadCpuTimeSupported()) {
            return -1;
        }
        @SuppressWarnings("deprecation") // Thread.threadId() is Java 19; the kit runs on 17
        long id = thread.getId();
        return THREADS.getThreadCpuTime(id);
    }

    /** @return the {@link System#nanoTime()} at which the call finished; meaningful once {@link #isDone()} */
    long finishedAtNanos() {
        return finishedAtNanos;
    }

    /**
     * @return what the call returned: T is the call's own result type, null included where the call returns
     *     null (a cancellable call that reads a stream to its end)
     * @throws RuntimeException or Error: whatever the call threw, unchanged, or wrapped if it was checked
     */
    @SuppressWarnings("NullAway") // the value is set once the call returned: of type T, whose nullness is T's
    T result() {
        if (failure instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
        return value;
    }
}
