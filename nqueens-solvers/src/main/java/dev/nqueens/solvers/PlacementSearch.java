package dev.nqueens.solvers;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Spliterator;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * One call's depth-first search for n-queens placements, advanced one solution at a time, and everything
 * the three backtracking solvers share around it: the stream and the count built on it, the empty board,
 * polling the cancellation, and throttled progress.
 *
 * <p>A subclass holds the search state and moves it from one full placement to the next, in lexicographic
 * order; it keeps {@link #columns} up to date, {@code -1} for a row without a queen, and calls
 * {@link #visitNode()} each time it places a queen. That call is cheap: one decrement, and every
 * {@value #NODES_PER_CHECKPOINT} nodes (some tens of microseconds of search) a check of the cancellation
 * and of the clock.
 *
 * <p>Progress is counted in branches of the first two rows, {@code n²} of them: the branch with queens in
 * columns {@code a} and {@code b} of rows 0 and 1 is number {@code a·n + b}, and since the search visits
 * branches in that order, the number of the current one is the number done. Reports come at most every
 * {@value #MILLIS_PER_REPORT} ms, and once more with {@code done = total} when the search is exhausted.
 *
 * <p>An instance serves one call on one thread; it is the stream's {@link Spliterator}.
 */
abstract class PlacementSearch implements Spliterator<Solution> {

    /** Node visits between checks of the cancellation; a power of two a few thousand large. */
    private static final int NODES_PER_CHECKPOINT = 4096;
    private static final long MILLIS_PER_REPORT = 10;
    private static final long NANOS_PER_REPORT = TimeUnit.MILLISECONDS.toNanos(MILLIS_PER_REPORT);

    /** The board size. */
    protected final int n;
    /** The column of each row's queen, {@code -1} for a row without one; the subclass keeps it current. */
    protected final int[] columns;

    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final long totalBranches;
    private int nodesUntilCheckpoint = NODES_PER_CHECKPOINT;
    private long lastReportNanos = System.nanoTime();
    private boolean started;
    private boolean exhausted;

    PlacementSearch(SolveRequest request) {
        this.n = request.boardSize();
        this.columns = new int[n];
        Arrays.fill(columns, -1);
        this.cancellation = request.cancellation();
        this.progress = request.progress();
        this.totalBranches = Math.max(1, (long) n * n);
    }

    /**
     * Finds the first full placement, starting from an empty board of at least one row.
     *
     * @return false if there is none
     */
    protected abstract boolean findFirst();

    /**
     * Finds the next full placement after the one the search stands on.
     *
     * @return false if there is none
     */
    protected abstract boolean findNext();

    /** Subclasses call this for each queen placed, after updating {@link #columns}. */
    protected final void visitNode() {
        if (--nodesUntilCheckpoint == 0) {
            checkpoint();
        }
    }

    private void checkpoint() {
        nodesUntilCheckpoint = NODES_PER_CHECKPOINT;
        cancellation.throwIfCancelled();
        long now = System.nanoTime();
        if (now - lastReportNanos >= NANOS_PER_REPORT) {
            lastReportNanos = now;
            progress.progress(branchesDone(), totalBranches);
        }
    }

    /** A checkpoint happens just after a queen is placed, so row 0 holds one; row 1 may not yet. */
    private long branchesDone() {
        long done = (long) Math.max(columns[0], 0) * n;
        return n > 1 && columns[1] >= 0 ? done + columns[1] : done;
    }

    /** Moves to the next full placement, or marks the search exhausted. */
    private boolean advance() {
        if (exhausted) {
            return false;
        }
        boolean found;
        if (started) {
            // the empty board's only placement is found without a search
            found = n > 0 && findNext();
        } else {
            started = true;
            cancellation.throwIfCancelled();
            found = n == 0 || findFirst();
        }
        if (!found) {
            exhausted = true;
            progress.progress(totalBranches, totalBranches);
        }
        return found;
    }

    /** @return the solutions, lazily, in lexicographic order */
    final Stream<Solution> stream() {
        return StreamSupport.stream(this, false);
    }

    /** @return the number of solutions, counted without building them */
    final long count() {
        long count = 0;
        while (advance()) {
            count++;
        }
        return count;
    }

    @Override
    public final boolean tryAdvance(Consumer<? super Solution> action) {
        if (!advance()) {
            return false;
        }
        action.accept(Solution.of(columns));
        return true;
    }

    @Override
    public final void forEachRemaining(Consumer<? super Solution> action) {
        while (advance()) {
            action.accept(Solution.of(columns));
        }
    }

    /** A depth-first search does not split. */
    @Override
    public final Spliterator<Solution> trySplit() {
        return null;
    }

    @Override
    public final long estimateSize() {
        return Long.MAX_VALUE;
    }

    /** Sorted in the solutions' natural order, hence also distinct. */
    @Override
    public final int characteristics() {
        return ORDERED | SORTED | DISTINCT | NONNULL | IMMUTABLE;
    }

    /** @return null: the solutions come in their natural, lexicographic order */
    @Override
    public final Comparator<? super Solution> getComparator() {
        return null;
    }
}
