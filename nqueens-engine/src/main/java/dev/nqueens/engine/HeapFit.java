package dev.nqueens.engine;

import dev.nqueens.api.MemoryNeed;
import dev.nqueens.api.SubproblemSolver;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How many counting threads a heap holds, by what the solver says its threads hold at their peak
 * ({@link SubproblemSolver#memoryNeed}): for an engine, or its user, to weigh threads against the heap before
 * any work, rather than run out of memory hours into a count. Of the heap, 64 MB and a tenth are kept for all
 * but the threads: the split, the JVM's own objects, room for the collector to work in.
 *
 * <pre>{@code
 * long heap = Runtime.getRuntime().maxMemory();
 * long threads = HeapFit.threads(solver, 24, heap).orElse(cores);   // the solver may say nothing
 * }</pre>
 */
public final class HeapFit {

    /** What the heap keeps besides a tenth of itself, in bytes. */
    private static final long RESERVED = 64L << 20;
    private static final double SHARE_FOR_THREADS = 0.9;

    private HeapFit() {
    }

    /**
     * Works out how many of a solver's threads fit in a heap, by what the solver says they hold.
     *
     * @param solver the solver that counts
     * @param boardSize n
     * @param heap the most the heap may grow to, in bytes, as {@link Runtime#maxMemory()} says
     * @return how many of the solver's threads the heap holds at their peak ({@link Long#MAX_VALUE} where a thread
     *     holds nothing of its own), 0 if not one; empty if the solver does not say what they hold
     */
    public static OptionalLong threads(SubproblemSolver solver, int boardSize, long heap) {
        Optional<MemoryNeed> need = solver.memoryNeed(boardSize);
        if (need.isEmpty()) {
            return OptionalLong.empty();
        }
        long room = (long) (heap * SHARE_FOR_THREADS) - RESERVED - need.get().shared();
        if (room < need.get().perThread() || room < 0) {
            return OptionalLong.of(0);
        }
        return OptionalLong.of(need.get().perThread() == 0 ? Long.MAX_VALUE : room / need.get().perThread());
    }

    /**
     * Works out the {@code -Xmx} that a count on so many threads needs.
     *
     * @param solver the solver that counts
     * @param boardSize n
     * @param threads its threads
     * @return the least heap, in bytes, that holds them, rounded up to a whole gigabyte as {@code -Xmx} takes it;
     *     empty if the solver does not say what its threads hold
     */
    public static OptionalLong heapFor(SubproblemSolver solver, int boardSize, long threads) {
        return solver.memoryNeed(boardSize).map(need -> {
            double bytes = (need.forThreads(threads) + (double) RESERVED) / SHARE_FOR_THREADS;
            return OptionalLong.of((long) Math.ceil(bytes / (1L << 30)) << 30);
        }).orElse(OptionalLong.empty());
    }

    /**
     * Writes an amount of memory as a message to the user shows it.
     *
     * @param bytes an amount of memory
     * @return it in MB below a gigabyte, as in {@code "600 MB"}, else in GB with one decimal, as in {@code "5.9 GB"}
     */
    public static String describe(long bytes) {
        return bytes < 1L << 30 ? String.format(Locale.ROOT, "%d MB", (bytes + (1L << 20) - 1) >> 20)
                : String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
    }
}
