package dev.nqueens.solvers;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Conflict;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.SearchState;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Spliterator;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * One call's depth-first search for n-queens placements, advanced one solution at a time, and everything
 * the backtracking solvers share around it: the stream and the count built on it, the empty board,
 * the pre-placed queens, polling the cancellation, and throttled progress.
 *
 * <p>A subclass holds the search state and moves it from one full placement to the next, in lexicographic
 * order; it keeps {@link #columns} up to date, {@code -1} for a row without a queen, and calls
 * {@link #visitNode()} each time it places a queen. That call is cheap: one decrement, and every
 * {@value #NODES_PER_CHECKPOINT} nodes (some tens of microseconds of search) a check of the cancellation
 * and of the clock.
 *
 * <p><b>Pre-placed queens.</b> The {@linkplain SolveRequest#presetQueens() queens of the request} narrow
 * the squares the search may use before it starts, and nothing else changes: a subclass places a queen
 * only on a square that is {@link #isOpen(int, int) open}. A row holding a pre-placed queen has one open
 * square, that queen's; in every other row the squares a pre-placed queen attacks are closed, including
 * those in rows above it, which the search reaches first. The search then runs as it would on an empty
 * board, in the same order, so it yields exactly the solutions that contain the pre-placed queens, in
 * lexicographic order. Nothing better than search is to be expected in general: deciding whether a
 * partial placement can be completed at all is NP-complete (Gent, Jefferson &amp; Nightingale, "Complexity
 * of n-Queens Completion", Journal of Artificial Intelligence Research 59, 2017), so a few queens may make
 * the search much shorter or leave it as long, and it stays cancellable either way.
 *
 * <p>Progress is counted in branches of the first two rows without a pre-placed queen, {@code n²} of them
 * whatever the queens: the branch with queens in columns {@code a} and {@code b} of those rows is number
 * {@code a·n + b}, and since the rows above them hold fixed queens and the search visits branches in that
 * order, the number of the current one is the number done. (Rows with a fixed queen would report one
 * branch for the whole search.) Reports come at most every {@value #MILLIS_PER_REPORT} ms, and once more
 * with {@code done = total} when the search is exhausted.
 *
 * <p><b>Search events.</b> With a {@linkplain SolveRequest#searchListener() listener} on the request,
 * {@link #events} is set and the subclass reports each step it takes through {@link #entered},
 * {@link #placed}, {@link #rejected} and {@link #removed}, with its own {@link SearchState}, in the order of
 * the recursive search: a square it tests is placed or rejected (a search that works out a row's free squares
 * at once enters the row instead, and places on free squares alone), a row's queen is removed before the row's
 * next column is considered and after the rows below have been exhausted, and after a solution the last row's
 * queen is removed first. This class reports the solutions. Without a listener {@link #events} is null and a
 * subclass tests it before any work for events, so a search that nobody watches does nothing more than
 * before; with one that reads no state ({@link SearchListener#wantsState()}), {@link #states} is false and the
 * subclass reports its steps with a null state, sparing the copies.
 *
 * <p><b>Tests.</b> A subclass counts the tests it makes in its own loop, the looks at its state that tell
 * whether a square is attacked ({@link SearchListener#onTests}), and says how many so far in
 * {@link #tests()}; this class reports those made since the last report before each event, and at the end
 * of the search. The checks of the pre-placed queens, {@link #isOpen}, are this class's and not counted.
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

    /** The column of each row's pre-placed queen, {@code -1} for a row the search fills; null without any. */
    private final int[] presetColumns;
    /** The lines the pre-placed queens attack; null without any. */
    private final AttackedLines presetLines;
    /** Where the steps of the search go; null when nobody listens. */
    protected final SearchListener events;
    /** Whether {@link #events} reads the steps' states: a subclass makes none without. */
    protected final boolean states;
    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final long totalBranches;
    /** The first row without a pre-placed queen, or -1 if every row has one. */
    private final int firstBranchRow;
    /** The second row without a pre-placed queen, or -1 if there are fewer than two. */
    private final int secondBranchRow;
    /** The tests reported to {@link #events} so far. */
    private long testsReported;
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
        this.events = request.searchListener().orElse(null);
        this.states = events != null && events.wantsState();
        this.totalBranches = Math.max(1, (long) n * n);
        if (request.presetQueens().isEmpty()) {
            this.presetColumns = null;
            this.presetLines = null;
        } else {
            this.presetColumns = new int[n];
            Arrays.fill(presetColumns, -1);
            this.presetLines = new AttackedLines(n);
            // the request has checked that the queens lie on the board and leave each other alone
            for (Queen queen : request.presetQueens()) {
                presetColumns[queen.row()] = queen.column();
                presetLines.occupy(queen.row(), queen.column());
            }
        }
        this.firstBranchRow = rowWithoutPreset(0);
        this.secondBranchRow = firstBranchRow < 0 ? -1 : rowWithoutPreset(firstBranchRow + 1);
    }

    /** @return the first row from {@code start} on without a pre-placed queen, or -1 if there is none */
    private int rowWithoutPreset(int start) {
        for (int row = start; row < n; row++) {
            if (presetColumns == null || presetColumns[row] < 0) {
                return row;
            }
        }
        return -1;
    }

    /**
     * Whether the pre-placed queens leave a square to the search: in a row with a pre-placed queen only
     * that queen's square is open, in any other row every square that no pre-placed queen attacks. Without
     * pre-placed queens every square is open. The queens the search itself places are the subclass's to
     * track.
     *
     * @param row a row of the board
     * @param column a column of the board
     * @return true if the search may place a queen on the square
     */
    protected final boolean isOpen(int row, int column) {
        if (presetLines == null) {
            return true;
        }
        int preset = presetColumns[row];
        return preset >= 0 ? column == preset : presetLines.isFree(row, column);
    }

    /**
     * @param row a row of the board
     * @return true if a pre-placed queen holds the row, whose other squares are then no choice of the search
     */
    protected final boolean isPresetRow(int row) {
        return presetColumns != null && presetColumns[row] >= 0;
    }

    /** Reports a row entered and its free squares worked out; only with {@link #events} set. */
    protected final void entered(int row, SearchState state) {
        reportTests();
        events.onEvent(new SearchEvent.Enter(row, state));
    }

    /** Reports a queen placed; only with {@link #events} set. */
    protected final void placed(int row, int column, SearchState state) {
        reportTests();
        events.onEvent(new SearchEvent.Place(row, column, state));
    }

    /** Reports a queen removed; only with {@link #events} set. */
    protected final void removed(int row, int column, SearchState state) {
        reportTests();
        events.onEvent(new SearchEvent.Remove(row, column, state));
    }

    /**
     * Reports a square that a queen on the board attacks, naming the line and the queen; only with
     * {@link #events} set, and not for the squares of a {@linkplain #isPresetRow pre-placed queen's row}. The
     * queens are those of {@link #columns} and the pre-placed ones the search has not reached; no two of them
     * share a line, so each line through the square holds at most one.
     */
    protected final void rejected(int row, int column, SearchState state) {
        reportTests();
        for (Conflict.Line line : Conflict.Line.values()) {
            for (int other = 0; other < n; other++) {
                int queen = other == row ? -1 : columns[other] >= 0 ? columns[other]
                        : presetColumns == null ? -1 : presetColumns[other];
                if (queen >= 0 && onLine(line, row, column, other, queen)) {
                    events.onEvent(new SearchEvent.Reject(row, column, line, new Queen(other, queen), state));
                    return;
                }
            }
        }
        throw new IllegalStateException("square " + row + ":" + column + " is rejected but no queen attacks it");
    }

    /**
     * Reports a square rejected because a queen the search found attacks it, naming that queen and the line
     * through both; only with {@link #events} set. For a search that finds the attacker itself, where
     * {@link #rejected} would name the first along the lines in order.
     */
    protected final void rejectedBy(int row, int column, Queen attacker, SearchState state) {
        reportTests();
        for (Conflict.Line line : Conflict.Line.values()) {
            if (onLine(line, row, column, attacker.row(), attacker.column())) {
                events.onEvent(new SearchEvent.Reject(row, column, line, attacker, state));
                return;
            }
        }
        throw new IllegalStateException("queen " + attacker + " does not attack square " + row + ":" + column);
    }

    private static boolean onLine(Conflict.Line line, int row, int column, int otherRow, int otherColumn) {
        return switch (line) {
            case COLUMN -> column == otherColumn;
            case DIAGONAL -> row - column == otherRow - otherColumn;
            case ANTI_DIAGONAL -> row + column == otherRow + otherColumn;
        };
    }

    /**
     * @return the tests the search has made so far, counted in its loop: what one is belongs to the
     *     subclass, which documents it
     */
    protected abstract long tests();

    /**
     * @param rows how many rows, from row 0
     * @return the columns of the queens of those rows, as {@link #columns} holds them: what a step's state
     *     shows of the board
     */
    protected final List<Integer> columnsOfRows(int rows) {
        Integer[] queens = new Integer[rows];
        for (int row = 0; row < rows; row++) {
            queens[row] = columns[row];
        }
        return List.of(queens);
    }

    /** Passes the tests made since the last report on to {@link #events}, if there are any. */
    private void reportTests() {
        long made = tests();
        if (made > testsReported) {
            events.onTests(made - testsReported);
            testsReported = made;
        }
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

    /**
     * A checkpoint happens just after a queen is placed, so the first branch row holds one unless the search
     * is still placing the fixed queens above it; the second branch row may not hold one yet.
     */
    private long branchesDone() {
        if (firstBranchRow < 0) {
            return 0;
        }
        long done = (long) Math.max(columns[firstBranchRow], 0) * n;
        return secondBranchRow >= 0 && columns[secondBranchRow] >= 0 ? done + columns[secondBranchRow] : done;
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
        if (events != null) {
            reportTests();
        }
        if (!found) {
            exhausted = true;
            progress.progress(totalBranches, totalBranches);
        } else if (events != null) {
            events.onEvent(new SearchEvent.Found(Solution.of(columns)));
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
