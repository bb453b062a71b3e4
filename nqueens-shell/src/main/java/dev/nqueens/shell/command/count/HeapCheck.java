package dev.nqueens.shell.command.count;

import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.HeapFit;
import dev.nqueens.shell.status.UsageException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * Weighs a count's threads against this JVM's heap before any work ({@link HeapFit}): threads asked for with
 * {@code --threads} that the heap would not hold are refused in one line; all cores, the default, become as
 * many threads as it holds, and a line on standard error says so. Without a figure from the solver, the
 * threads are as asked.
 *
 * @param heap the most this JVM's heap may grow to, in bytes ({@link Runtime#maxMemory()})
 */
record HeapCheck(long heap) {

    /** @return the check for this JVM's heap */
    static HeapCheck ofThisJvm() {
        return new HeapCheck(Runtime.getRuntime().maxMemory());
    }

    /**
     * @param solver the solver that counts
     * @param boardSize n
     * @param requested the threads of {@code --threads}, or null for the default
     * @param cores the default: all cores
     * @param label the count, as in {@code "count 24 with bitslice"}, for messages
     * @param err where a line goes when the default becomes fewer threads
     * @return the threads to count on
     * @throws UsageException if the heap does not hold the threads asked for, or not even one
     */
    int threads(SubproblemSolver solver, int boardSize, Long requested, int cores, String label, PrintWriter err) {
        long asked = requested == null ? cores : requested;
        OptionalLong fits = HeapFit.threads(solver, boardSize, heap);
        if (fits.isEmpty() || asked <= fits.getAsLong()) {
            return (int) Math.min(asked, Integer.MAX_VALUE);
        }
        long fit = fits.getAsLong();
        String holds = String.format(Locale.ROOT, "%d %s %s at n = %d hold up to %s", Math.max(1, asked),
                solver.id(), asked == 1 ? "thread" : "threads", boardSize,
                HeapFit.describe(solver.memoryNeed(boardSize).orElseThrow().forThreads(Math.max(1, asked))));
        String heapOf = "this JVM's heap of " + HeapFit.describe(heap);
        String larger = String.format(Locale.ROOT, "a larger heap, as in JDK_JAVA_OPTIONS=-Xmx%dg",
                HeapFit.heapFor(solver, boardSize, fit == 0 ? 1 : asked).orElseThrow() >> 30);
        if (fit == 0) {
            throw new UsageException(String.format(Locale.ROOT, "%s: one %s thread at n = %d holds up to %s, more "
                    + "than %s holds; give it %s", label, solver.id(), boardSize,
                    HeapFit.describe(solver.memoryNeed(boardSize).orElseThrow().forThreads(1)), heapOf, larger));
        }
        if (requested != null) {
            throw new UsageException(String.format(Locale.ROOT, "%s: --threads %d: %s, more than %s holds; give "
                    + "--threads %d or fewer, or %s", label, asked, holds, heapOf, fit, larger));
        }
        err.println(String.format(Locale.ROOT, "nqueens: %s: on %d threads, not %d (one per core): %s, more than "
                + "%s holds; with %s it counts on all", label, fit, cores, holds, heapOf, larger));
        return (int) fit;
    }
}
