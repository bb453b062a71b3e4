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
import dev.nqueens.api.SearchMasks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.ArrayList;
import java.util.Arrays;
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
 *       a pre-placed queen, that queen's square); a remove takes the last queen placed; a solution comes
 *       with every row filled and is the board;</li>
 *   <li>a reject is of a square of the row under work, not in a pre-placed queen's row, and names a queen
 *       on the board (placed above, or pre-placed) that attacks it along the line named; which of several
 *       attackers is the search's to say;</li>
 *   <li>masks, where the events carry them, are what the queens above the row attack there, and the free
 *       squares what they and the pre-placed queens leave;</li>
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
                checkMasks(where, place.row(), place.masks());
                placed[depth++] = place.column();
            } else if (event instanceof SearchEvent.Reject reject) {
                assertThat(reject.row()).as(where + ": the row under work").isEqualTo(depth);
                assertThat(preset[reject.row()]).as(where + ": a pre-placed queen in the row").isEqualTo(-1);
                Queen attacker = reject.attacker();
                assertThat(attacker.row() < n && attacker.row() != reject.row()
                        && queenOf(attacker.row()) == attacker.column())
                        .as(where + ": the attacker is a queen on the board, in another row").isTrue();
                assertThat(onLine(reject.line(), reject.row(), reject.column(), attacker.row(), attacker.column()))
                        .as(where + ": the attacker is on the line named").isTrue();
                checkMasks(where, reject.row(), reject.masks());
            } else if (event instanceof SearchEvent.Remove remove) {
                assertThat(depth).as(where + ": queens on the board").isPositive();
                assertThat(new Queen(remove.row(), remove.column())).as(where + ": the last queen placed")
                        .isEqualTo(new Queen(depth - 1, placed[depth - 1]));
                placed[--depth] = -1;
                checkMasks(where, remove.row(), remove.masks());
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

        private void checkMasks(String where, int row, @Nullable SearchMasks masks) {
            if (masks == null) {
                return;
            }
            long columns = 0;
            long diagonals = 0;
            long antiDiagonals = 0;
            long free = 0;
            for (int column = 0; column < n; column++) {
                long bit = 1L << column;
                boolean open = true;
                for (int above = 0; above < row; above++) {
                    int queen = placed[above];
                    columns |= queen == column ? bit : 0;
                    diagonals |= queen >= 0 && column - queen == row - above ? bit : 0;
                    antiDiagonals |= queen >= 0 && queen - column == row - above ? bit : 0;
                }
                for (int other = 0; other < n; other++) {
                    if (preset[other] >= 0) {
                        open &= other == row ? preset[other] == column
                                : !new Queen(other, preset[other]).attacks(new Queen(row, column));
                    }
                }
                free |= open ? bit : 0;
            }
            free &= ~(columns | diagonals | antiDiagonals);
            assertThat(masks).as(where + ": the masks of row " + row)
                    .isEqualTo(new SearchMasks(columns, diagonals, antiDiagonals, free));
        }
    }
}
