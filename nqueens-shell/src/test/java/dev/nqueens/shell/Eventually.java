package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.fail;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Waits for output that another thread writes. */
public final class Eventually {

    private Eventually() {
    }

    /**
     * @param output reads the output so far
     * @param text what to wait for
     * @param timeout the longest wait
     * @return the output once it holds the text
     */
    public static String contains(Supplier<String> output, String text, Duration timeout) {
        return matches(output, now -> now.contains(text), text, timeout);
    }

    /**
     * @param output reads the output so far
     * @param condition what the output must satisfy
     * @param description the condition, for the failure message
     * @param timeout the longest wait
     * @return the output once it satisfies the condition
     */
    public static String matches(Supplier<String> output, Predicate<String> condition, String description,
            Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String now = output.get();
            if (condition.test(now)) {
                return now;
            }
            if (System.nanoTime() > deadline) {
                fail("waited %s for %s in:%n%s", timeout, description, now);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted while waiting for " + description);
            }
        }
    }
}
