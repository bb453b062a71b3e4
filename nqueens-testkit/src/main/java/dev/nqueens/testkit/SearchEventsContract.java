package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.SearchState;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.jspecify.annotations.Nullable;

/**
 * The contract of a solver with {@link Capability#SEARCH_EVENTS}: its {@link SearchEvent}s replay, step by
 * step, a depth-first search that fills the rows in order. {@link SolverContract} runs these checks for
 * every solver, skipping them for a solver without the capability; a test may also extend this class alone.
 *
 * <p>What is checked, replaying the events of a count on a board that starts empty (but for pre-placed
 * queens, with {@link Capability#PRESET_QUEENS}):
 * <ul>
 *   <li>a place is on the first row without a queen, on a square no queen on the board attacks (in a row of
 *       a pre-placed queen, that queen's square); an enter is of that row too; a remove takes the last queen
 *       placed; a solution comes with every row filled and is the board;</li>
 *   <li>a reject is of a square of the row under work, not in a pre-placed queen's row, and names a queen
 *       on the board (placed above, or pre-placed) that attacks it along the line named; which of several
 *       attackers is the search's to say;</li>
 *   <li>states, where the events carry them, are the board's: {@link SearchState.Masks} on the board are
 *       what the queens above the row attack there (the diagonals' bits past the board are the search's),
 *       {@code all} what the pre-placed queens leave, the free squares within what they all leave, and the
 *       bit that of the queen placed or removed; the arrays of {@link SearchState.LineArrays} mark the lines
 *       of the queens the search placed, with the entries of the square read up to the first attacked; a
 *       {@link SearchState.Stack} or a {@link SearchState.Scan} holds those queens' columns, and a
 *       {@link SearchState.Recursion} one call for each row down to the row under work;</li>
 *   <li>tests, where the solver reports them ({@link dev.nqueens.api.SearchListener#onTests}), come 1 or
 *       more at a time;</li>
 *   <li>the solutions reported are those the solver lists (or as many as it counts), and a listener that
 *       cancels the request or throws ends the call.</li>
 * </ul>
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@DisplayName("SEARCH_EVENTS: each step of the search, in order")
public abstract class SearchEventsContract {

    /** The largest board whose whole search is replayed. */
    private static final int LARGEST_REPLAYED = 8;

    /** Creates the contract; subclasses have a no-argument constructor, as JUnit requires. */
    protected SearchEventsContract() {
    }

    /**
     * Gives the contract the solver whose search it replays; the test that extends the contract implements it.
     *
     * @return the solver under test; a new instance on every call is fine
     */
    protected abstract Solver solver();

    @BeforeEach
    void requireSearchEvents() {
        Solver solver = solver();
        assumeTrue(solver.capabilities().contains(Capability.SEARCH_EVENTS),
                () -> "the " + solver.id() + " solver does not promise " + Capability.SEARCH_EVENTS);
    }

    private Stream<Integer> replayedBoardSizes() {
        return IntStream.rangeClosed(0, Math.min(LARGEST_REPLAYED, solver().maxBoardSize())).boxed();
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("replayedBoardSizes")
    @DisplayName("the events of count(n) replay a search that finds its solutions")
    void eventsReplayTheSearch(int n) {
        assertReplays(SolveRequest.builder(n));
    }

    @Test
    @DisplayName("the events around pre-placed queens 0:2 and 4:1 on n = 8 replay the search")
    void eventsAroundPresetQueensReplayTheSearch() {
        Solver solver = solver();
        assumeTrue(solver.capabilities().contains(Capability.PRESET_QUEENS)
                && solver.maxBoardSize() >= LARGEST_REPLAYED,
                () -> "the " + solver.id() + " solver does not take pre-placed queens on n = 8");
        assertReplays(SolveRequest.builder(LARGEST_REPLAYED).presetQueens(List.of(new Queen(0, 2), new Queen(4, 1))));
    }

    @Test
    @DisplayName("a listener that cancels the request at the first solution stops the count")
    void aListenerThatCancelsStopsTheSearch() {
        int n = Math.min(12, solver().maxBoardSize());
        assumeTrue(n >= 4, "the solver's boards have no solution");
        Cancellation cancellation = new Cancellation();
        SolveRequest request = SolveRequest.builder(n).cancellation(cancellation).searchListener(event -> {
            if (event instanceof SearchEvent.Found) {
                cancellation.cancel();
            }
        }).build();

        assertThatThrownBy(() -> solver().count(request)).isInstanceOf(CancellationException.class);
    }

    @Test
    @DisplayName("a listener's exception ends the call with it")
    void aListenersExceptionEndsTheCall() {
        assumeTrue(solver().maxBoardSize() >= 4, "the solver's boards are too small");
        IllegalStateException thrown = new IllegalStateException("the listener gives up");
        SolveRequest request = SolveRequest.builder(4).searchListener(event -> {
            throw thrown;
        }).build();

        assertThatThrownBy(() -> solver().count(request)).isSameAs(thrown);
    }

    private void assertReplays(SolveRequest.Builder builder) {
        List<SearchEvent> events = new ArrayList<>();
        List<Long> tests = new ArrayList<>();
        SolveRequest request = builder.searchListener(new SearchListener() {
            @Override
            public void onEvent(SearchEvent event) {
                events.add(event);
            }

            @Override
            public void onTests(long count) {
                tests.add(count);
            }
        }).build();
        long count = solver().count(request);
        assertThat(tests).as("the counts of tests reported").allMatch(made -> made >= 1);

        Replay replay = new Replay(request);
        for (int step = 0; step < events.size(); step++) {
            replay.apply(step + 1, events.get(step));
        }
        assertThat(replay.solutions).as("solutions reported").hasSize(Math.toIntExact(count));
        if (solver().capabilities().contains(Capability.ALL_SOLUTIONS)) {
            SolveRequest listing = SolveRequest.builder(request.boardSize()).presetQueens(request.presetQueens())
                    .build();
            try (Stream<Solution> solutions = solver().solve(listing)) {
                assertThat(replay.solutions).as("solutions reported").isEqualTo(solutions.collect(Collectors.toList()));
            }
        }
    }

    /** The board as the events build it. */
    private static final class Replay {

        private final int n;
        /** The column of each row's queen placed by the search, -1 for none. */
        private final int[] placed;
        /** The column of each row's pre-placed queen, -1 for none. */
        private final int[] preset;
        private final List<Solution> solutions = new ArrayList<>();
        private int depth;

        Replay(SolveRequest request) {
            this.n = request.boardSize();
            this.placed = new int[n];
            this.preset = new int[n];
            Arrays.fill(placed, -1);
            Arrays.fill(preset, -1);
            request.presetQueens().forEach(queen -> preset[queen.row()] = queen.column());
        }

        void apply(int step, SearchEvent event) {
            String where = "step " + step + ", " + event;
            if (event instanceof SearchEvent.Place place) {
                assertThat(place.row()).as(where + ": the row under work").isEqualTo(depth);
                assertThat(isAttacked(place.row(), place.column())).as(where + ": a queen attacks the square").isFalse();
                if (preset[place.row()] >= 0) {
                    assertThat(place.column()).as(where + ": the pre-placed queen's column")
                            .isEqualTo(preset[place.row()]);
                }
                placed[depth++] = place.column();
                checkState(where, place.state(), place.row(), place.column(), place);
            } else if (event instanceof SearchEvent.Reject reject) {
                assertThat(reject.row()).as(where + ": the row under work").isEqualTo(depth);
                assertThat(preset[reject.row()]).as(where + ": a pre-placed queen in the row").isEqualTo(-1);
                Queen attacker = reject.attacker();
                assertThat(attacker.row() < n && attacker.row() != reject.row()
                        && queenOf(attacker.row()) == attacker.column())
                        .as(where + ": the attacker is a queen on the board, in another row").isTrue();
                assertThat(onLine(reject.line(), reject.row(), reject.column(), attacker.row(), attacker.column()))
                        .as(where + ": the attacker is on the line named").isTrue();
                checkState(where, reject.state(), reject.row(), reject.column(), reject);
            } else if (event instanceof SearchEvent.Remove remove) {
                assertThat(depth).as(where + ": queens on the board").isPositive();
                assertThat(new Queen(remove.row(), remove.column())).as(where + ": the last queen placed")
                        .isEqualTo(new Queen(depth - 1, placed[depth - 1]));
                placed[--depth] = -1;
                checkState(where, remove.state(), remove.row(), remove.column(), remove);
            } else if (event instanceof SearchEvent.Enter enter) {
                assertThat(enter.row()).as(where + ": the row under work").isEqualTo(depth);
                checkState(where, enter.state(), enter.row(), -1, enter);
            } else if (event instanceof SearchEvent.Found found) {
                assertThat(depth).as(where + ": rows filled").isEqualTo(n);
                assertThat(found.solution()).as(where).isEqualTo(Solution.of(placed));
                solutions.add(found.solution());
            } else {
                fail(where + ": an event of no known kind");
            }
        }

        /** Whether a queen on the board attacks a square. */
        private boolean isAttacked(int row, int column) {
            for (int other = 0; other < n; other++) {
                int queen = queenOf(other);
                if (other != row && queen >= 0 && new Queen(other, queen).attacks(new Queen(row, column))) {
                    return true;
                }
            }
            return false;
        }

        /** @return the column of the row's queen on the board, placed or pre-placed, or -1 */
        private int queenOf(int row) {
            return placed[row] >= 0 ? placed[row] : preset[row];
        }

        private static boolean onLine(Conflict.Line line, int row, int column, int otherRow, int otherColumn) {
            return switch (line) {
                case COLUMN -> column == otherColumn;
                case DIAGONAL -> row - column == otherRow - otherColumn;
                case ANTI_DIAGONAL -> row + column == otherRow + otherColumn;
            };
        }

        /**
         * Checks a step's state against the board after the step.
         *
         * @param column the step's column, or -1 for an enter
         */
        private void checkState(String where, @Nullable SearchState state, int row, int column, SearchEvent event) {
            if (state instanceof SearchState.Masks masks) {
                checkMasks(where, masks, row, column, event);
            } else if (state instanceof SearchState.Recursion recursion) {
                assertThat(recursion.depth()).as(where + ": the calls open, one per row down to row " + row)
                        .isEqualTo(row + 1);
                checkLines(where, recursion.lines(), row, column, event);
            } else if (state instanceof SearchState.Stack stack) {
                assertThat(stack.stack()).as(where + ": the stack").isEqualTo(placedColumns());
                checkLines(where, stack.lines(), row, column, event);
            } else if (state instanceof SearchState.Scan scan) {
                assertThat(scan.queens()).as(where + ": the board").isEqualTo(placedColumns());
                int compared = scan.compared();
                if (event instanceof SearchEvent.Place) {
                    assertThat(compared).as(where + ": the queens compared, all those above").isEqualTo(row);
                } else if (event instanceof SearchEvent.Reject) {
                    assertThat(compared).as(where + ": the queens compared, up to those above").isBetween(0, row);
                } else {
                    assertThat(compared).as(where + ": the queens compared").isZero();
                }
            }
        }

        private void checkMasks(String where, SearchState.Masks masks, int row, int column, SearchEvent event) {
            long board = n == Long.SIZE ? -1 : (1L << n) - 1;
            long columns = 0;
            long diagonals = 0;
            long antiDiagonals = 0;
            long all = 0;
            for (int c = 0; c < n; c++) {
                long bit = 1L << c;
                boolean open = true;
                for (int above = 0; above < row; above++) {
                    int queen = placed[above];
                    columns |= queen == c ? bit : 0;
                    diagonals |= queen >= 0 && c - queen == row - above ? bit : 0;
                    antiDiagonals |= queen >= 0 && queen - c == row - above ? bit : 0;
                }
                for (int other = 0; other < n; other++) {
                    if (preset[other] >= 0) {
                        open &= other == row ? preset[other] == c
                                : !new Queen(other, preset[other]).attacks(new Queen(row, c));
                    }
                }
                all |= open ? bit : 0;
            }
            String of = where + ": the masks of row " + row + ", ";
            assertThat(masks.columns() & board).as(of + "columns").isEqualTo(columns);
            assertThat(masks.diagonals() & board).as(of + "diagonals on the board").isEqualTo(diagonals);
            assertThat(masks.antiDiagonals() & board).as(of + "anti-diagonals on the board").isEqualTo(antiDiagonals);
            assertThat(masks.all()).as(of + "all").isEqualTo(all);
            long free = all & ~(columns | diagonals | antiDiagonals);
            if (event instanceof SearchEvent.Enter) {
                assertThat(masks.free()).as(of + "free, just computed").isEqualTo(free);
            } else {
                assertThat(masks.free() & ~free).as(of + "free, within the free squares").isZero();
            }
            if (event instanceof SearchEvent.Place || event instanceof SearchEvent.Remove) {
                assertThat(masks.bit()).as(of + "the queen's bit").isEqualTo(1L << column);
                assertThat(masks.free() & masks.bit()).as(of + "free, the queen's bit taken out").isZero();
            }
        }

        private void checkLines(String where, SearchState.LineArrays lines, int row, int column, SearchEvent event) {
            List<Boolean> columns = new ArrayList<>(Collections.nCopies(n, false));
            List<Boolean> diagonals = new ArrayList<>(Collections.nCopies(Math.max(0, 2 * n - 1), false));
            List<Boolean> antiDiagonals = new ArrayList<>(diagonals);
            for (int other = 0; other < n; other++) {
                if (placed[other] >= 0) {
                    columns.set(placed[other], true);
                    diagonals.set(other - placed[other] + n - 1, true);
                    antiDiagonals.set(other + placed[other], true);
                }
            }
            assertThat(lines.columns()).as(where + ": the columns' array").isEqualTo(columns);
            assertThat(lines.diagonals()).as(where + ": the diagonals' array").isEqualTo(diagonals);
            assertThat(lines.antiDiagonals()).as(where + ": the anti-diagonals' array").isEqualTo(antiDiagonals);
            if (event instanceof SearchEvent.Place) {
                assertThat(lines.reads()).as(where + ": the entries read, all three free").isEqualTo(3);
            } else if (event instanceof SearchEvent.Reject) {
                // before the step as after: a reject changes no array
                List<Boolean> read = List.of(columns.get(column), diagonals.get(row - column + n - 1),
                        antiDiagonals.get(row + column));
                int firstAttacked = read.indexOf(true);
                assertThat(lines.reads()).as(where + ": the entries read, up to the first attacked")
                        .isEqualTo(firstAttacked < 0 ? 3 : firstAttacked + 1);
            } else {
                assertThat(lines.reads()).as(where + ": the entries read").isZero();
            }
        }

        /** @return the columns of the queens the search placed, from row 0 */
        private List<Integer> placedColumns() {
            return Arrays.stream(placed).limit(depth).boxed().collect(Collectors.toList());
        }
    }
}
