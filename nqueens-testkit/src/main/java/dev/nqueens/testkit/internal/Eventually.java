package dev.nqueens.testkit.internal;

import static org.assertj.core.api.Assertions.fail;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Waits, in a test, for something another thread or process does: polls a condition every 10 ms until it
 * holds or a timeout passes, then fails the test with what it waited for and what it last saw. Use it instead
 * of a fixed {@code Thread.sleep}, which is too short on a busy machine and too long on an idle one.
 *
 * <pre>{@code
 * String shown = Eventually.contains(output::toString, "nqueens> ", Duration.ofSeconds(10));
 * Eventually.holds(() -> thread.getState() == Thread.State.TERMINATED, "the thread ends", Duration.ofSeconds(1));
 * }</pre>
 */
public final class Eventually {

    private static final long POLL_MILLIS = 10;

    private Eventually() {
    }

    /**
     * Waits for text in output that grows.
     *
     * @param output reads the output so far
     * @param text what to wait for
     * @param timeout the longest wait
     * @return the output once it holds the text
     */
    public static String contains(Supplier<String> output, String text, Duration timeout) {
        return matches(output, now -> now.contains(text), text, timeout);
    }

    /**
     * Waits for a value to satisfy a condition.
     *
     * @param <T> the value's type
     * @param value reads the value as it is now
     * @param condition what the value must satisfy
     * @param description the condition, for the failure message
     * @param timeout the longest wait
     * @return the first value read that satisfies the condition
     */
    public static <T> T matches(Supplier<T> value, Predicate<? super T> condition, String description,
            Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T now = value.get();
            if (condition.test(now)) {
                return now;
            }
            if (System.nanoTime() - deadline > 0) {
                fail("waited %s for %s; last seen:%n%s", timeout, description, now);
            }
            pause(description);
        }
    }

    /**
     * Waits for a condition to hold.
     *
     * @param condition the condition
     * @param description the condition, for the failure message
     * @param timeout the longest wait
     */
    public static void holds(BooleanSupplier condition, String description, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("waited %s for %s", timeout, description);
            }
            pause(description);
        }
    }

    private static void pause(String description) {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted while waiting for " + description);
        }
    }
}
