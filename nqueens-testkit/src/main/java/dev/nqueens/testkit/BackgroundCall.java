package dev.nqueens.testkit;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One solver call running on a thread of its own, so that a test can bound it in time and cancel it from
 * outside. The thread is a daemon: a solver that ignores cancellation must not keep the test JVM alive.
 *
 * @param <T> what the call returns
 */
final class BackgroundCall<T> {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile Thread thread;
    private volatile T value;
    private volatile Throwable failure;
    private volatile long startedAtNanos;
    private volatile long finishedAtNanos;

    private BackgroundCall() {
    }

    static <T> BackgroundCall<T> start(String name, Callable<T> call) {
        BackgroundCall<T> background = new BackgroundCall<>();
        Thread thread = new Thread(() -> background.run(call), "solver-contract " + name);
        thread.setDaemon(true);
        background.thread = thread;
        thread.start();
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
    Throwable failure() {
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
     * @return what the call returned
     * @throws RuntimeException or Error: whatever the call threw, unchanged, or wrapped if it was checked
     */
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
