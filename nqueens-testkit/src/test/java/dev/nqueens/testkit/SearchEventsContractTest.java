package dev.nqueens.testkit;

import static dev.nqueens.testkit.ContractRun.outcomes;
import static dev.nqueens.testkit.ContractRun.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.SearchState;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.ContractRun.Outcome;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

/** Runs the search-events contract against a search that reports its steps, and against faulty ones. */
class SearchEventsContractTest {

    @Test
    void aSearchThatReportsEveryStepPasses() {
        Events tests = run(selectClass(TracingContract.class));

        assertThat(outcomes(tests.failed())).isEmpty();
        assertThat(outcomes(tests.aborted())).extracting(Outcome::name)
                .containsExactly("the events around pre-placed queens 0:2 and 4:1 on n = 8 replay the search");
        assertThat(tests.succeeded().count()).isEqualTo(11);
    }

    @Test
    void aSolverThatDeclaresEventsAndReportsNoneFails() {
        Events tests = run(selectClass(SilentContract.class));

        assertThat(outcomes(tests.failed())).extracting(Outcome::name)
                .contains("the events of count(n) replay a search that finds its solutions > n = 4",
                        "a listener that cancels the request at the first solution stops the count");
    }

    @Test
    void aRejectThatNamesTheWrongLineFails() {
        Events tests = run(selectClass(MisnamingContract.class));

        assertThat(outcomes(tests.failed())).filteredOn(outcome -> outcome.name().endsWith("n = 4"))
                .singleElement().extracting(Outcome::message).asString()
                .contains("step 3, Reject[row=1, column=1, line=COLUMN");
    }

    @Test
    void aRejectThatNamesTheFirstAttackerFromTheTopPasses() {
        Events tests = run(selectClass(ScanningContract.class));

        assertThat(outcomes(tests.failed())).isEmpty();
        assertThat(tests.succeeded().count()).isEqualTo(11);
    }

    @Test
    void aRejectThatNamesAQueenOffTheLineFails() {
        Events tests = run(selectClass(WrongAttackerContract.class));

        assertThat(outcomes(tests.failed())).filteredOn(outcome -> outcome.name().endsWith("n = 4"))
                .singleElement().extracting(Outcome::message).asString()
                .contains("step 2, Reject[row=1, column=0, line=COLUMN, attacker=1:0", "a queen on the board");
    }

    @Test
    void testsReportedNoneAtATimeFail() {
        Events tests = run(selectClass(EmptyTestsContract.class));

        assertThat(outcomes(tests.failed())).filteredOn(outcome -> outcome.name().endsWith("n = 4"))
                .singleElement().extracting(Outcome::message).asString().contains("the counts of tests reported");
    }

    @Test
    void aStateThatIsNotTheBoardFails() {
        Events tests = run(selectClass(StaleBoardContract.class));

        assertThat(outcomes(tests.failed())).filteredOn(outcome -> outcome.name().endsWith("n = 4"))
                .singleElement().extracting(Outcome::message).asString()
                .contains("step 1, Place[row=0, column=0, state=Scan[queens=[], compared=0]]: the board");
    }

    @Test
    void aSolverWithoutTheCapabilityIsSkipped() {
        Events tests = run(selectClass(WithoutContract.class));

        assertThat(tests.failed().count()).isZero();
        assertThat(tests.succeeded().count()).isZero();
    }

    /** The reference search, reporting its steps as a recursive search with arrays would. */
    public static class Tracing extends ReferenceSolver {
        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT, Capability.SEARCH_EVENTS);
        }

        /** Where the steps go, during a count. */
        SearchListener listener = event -> { };

        @Override
        public long count(SolveRequest request) {
            listener = request.searchListener().orElse(event -> { });
            int[] queens = new int[request.boardSize()];
            return fill(queens, 0, listener, request);
        }

        private long fill(int[] queens, int row, SearchListener listener, SolveRequest request) {
            if (row == queens.length) {
                listener.onEvent(new SearchEvent.Found(Solution.of(queens)));
                request.cancellation().throwIfCancelled();
                return 1;
            }
            long found = 0;
            for (int column = 0; column < queens.length; column++) {
                SearchEvent.Reject reject = attack(queens, row, column);
                if (reject != null) {
                    listener.onEvent(reject);
                    continue;
                }
                queens[row] = column;
                listener.onEvent(new SearchEvent.Place(row, column, placed(queens, row)));
                found += fill(queens, row + 1, listener, request);
                listener.onEvent(new SearchEvent.Remove(row, column, null));
            }
            return found;
        }

        /** @return the state a place carries: none */
        SearchState placed(int[] queens, int row) {
            return null;
        }

        SearchEvent.Reject attack(int[] queens, int row, int column) {
            for (Conflict.Line line : Conflict.Line.values()) {
                for (int above = 0; above < row; above++) {
                    int queen = queens[above];
                    boolean on = switch (line) {
                        case COLUMN -> queen == column;
                        case DIAGONAL -> queen - column == above - row;
                        case ANTI_DIAGONAL -> queen + above == column + row;
                    };
                    if (on) {
                        return new SearchEvent.Reject(row, column, line, new Queen(above, queen), null);
                    }
                }
            }
            return null;
        }
    }

    /** Names every attack a column's. */
    public static class Misnaming extends Tracing {
        @Override
        SearchEvent.Reject attack(int[] queens, int row, int column) {
            SearchEvent.Reject reject = super.attack(queens, row, column);
            return reject == null ? null
                    : new SearchEvent.Reject(row, column, Conflict.Line.COLUMN, reject.attacker(), null);
        }
    }

    /** Scans the queens above row by row, as the textbook's isValid does, and names the first that attacks. */
    public static class Scanning extends Tracing {
        @Override
        SearchEvent.Reject attack(int[] queens, int row, int column) {
            for (int above = 0; above < row; above++) {
                Queen queen = new Queen(above, queens[above]);
                if (queen.attacks(new Queen(row, column))) {
                    Conflict.Line line = queen.column() == column ? Conflict.Line.COLUMN
                            : above - queen.column() == row - column ? Conflict.Line.DIAGONAL
                            : Conflict.Line.ANTI_DIAGONAL;
                    return new SearchEvent.Reject(row, column, line, queen, null);
                }
            }
            return null;
        }
    }

    /** Shows, as a scan's state after a place, the board before it. */
    public static class StaleBoard extends Tracing {
        @Override
        SearchState placed(int[] queens, int row) {
            return new SearchState.Scan(Arrays.stream(queens).limit(row).boxed().toList(), row);
        }
    }

    /** Names the square itself as its attacker. */
    public static class WrongAttacker extends Tracing {
        @Override
        SearchEvent.Reject attack(int[] queens, int row, int column) {
            SearchEvent.Reject reject = super.attack(queens, row, column);
            return reject == null ? null
                    : new SearchEvent.Reject(row, column, reject.line(), new Queen(row, column), null);
        }
    }

    /** Reports its tests, but none at a time. */
    public static class EmptyTests extends Tracing {
        @Override
        SearchEvent.Reject attack(int[] queens, int row, int column) {
            listener.onTests(0);
            return super.attack(queens, row, column);
        }
    }

    /** Declares the capability and reports nothing. */
    public static class Silent extends ReferenceSolver {
        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT, Capability.SEARCH_EVENTS);
        }
    }

    static class TracingContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new Tracing();
        }
    }

    static class MisnamingContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new Misnaming();
        }
    }

    static class ScanningContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new Scanning();
        }
    }

    static class WrongAttackerContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new WrongAttacker();
        }
    }

    static class EmptyTestsContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new EmptyTests();
        }
    }

    static class StaleBoardContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new StaleBoard();
        }
    }

    static class SilentContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new Silent();
        }
    }

    static class WithoutContract extends SearchEventsContract {
        @Override
        protected Solver solver() {
            return new ReferenceSolver();
        }
    }
}
