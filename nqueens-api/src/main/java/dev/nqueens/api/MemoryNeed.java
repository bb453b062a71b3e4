package dev.nqueens.api;

/**
 * The memory a splitting solver's threads hold at their peak while they count one board's subproblems
 * ({@link SubproblemSolver#memoryNeed}): what all the threads share, held once however many there are, and what
 * each holds of its own. What threads may share but need not (two threads that count different subproblems
 * each list their own) counts as each thread's. Neither includes the split, nor what the JVM holds anyway.
 *
 * @param shared bytes held once, for all threads, 0 or more
 * @param perThread bytes each thread holds, 0 or more
 */
public record MemoryNeed(long shared, long perThread) {

    /**
     * Makes the need from the two figures, in bytes.
     *
     * @param shared bytes held once, for all threads, 0 or more
     * @param perThread bytes each thread holds, 0 or more
     * @throws IllegalArgumentException if either is negative
     */
    public MemoryNeed {
        if (shared < 0 || perThread < 0) {
            throw new IllegalArgumentException("memory cannot be negative: shared " + shared + ", per thread "
                    + perThread);
        }
    }

    /**
     * Adds up what so many threads hold together at their peak.
     *
     * @param threads the threads that count, 0 or more
     * @return the bytes they hold at their peak, all together; {@link Long#MAX_VALUE} where that overflows
     */
    public long forThreads(long threads) {
        if (threads < 0) {
            throw new IllegalArgumentException("threads cannot be negative: " + threads);
        }
        try {
            return Math.addExact(shared, Math.multiplyExact(threads, perThread));
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
