package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Conflict;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tests each backtracking search reports ({@link SearchListener#onTests}), step by step: what the step
 * before them says the search had to look at, worked out here from the events alone.
 */
class SearchTestsTest {

    /** One event and the tests reported just before it. */
    private record Step(long tests, SearchEvent event) {
    }

    /** The steps of a count of n, and after the last one the tests that no step followed. */
    private record Search(List<Step> steps, long testsAfterTheLast) {

        long tests() {
            return steps.stream().mapToLong(Step::tests).sum() + testsAfterTheLast;
        }

        long nodes() {
            return steps.stream().filter(step -> step.event() instanceof SearchEvent.Place).count();
        }
    }

    private static Search search(Solver solver, int n) {
        List<Step> steps = new ArrayList<>();
        long[] pending = new long[1];
        solver.count(SolveRequest.builder(n).searchListener(new SearchListener() {
            @Override
            public void onEvent(SearchEvent event) {
                steps.add(new Step(pending[0], event));
                pending[0] = 0;
            }

            @Override
            public void onTests(long count) {
                assertThat(count).as("tests reported at once").isPositive();
                pending[0] += count;
            }
        }).build());
        return new Search(steps, pending[0]);
    }

    /** isValid compares the square with the queens of the rows above, up to the first that attacks it. */
    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8})
    void theScanComparesTheQueensAboveUpToTheAttacker(int n) {
        Search search = search(new ScanSolver(), n);

        for (Step step : search.steps()) {
            long expected = step.event() instanceof SearchEvent.Place place ? place.row()
                    : step.event() instanceof SearchEvent.Reject reject ? reject.attacker().row() + 1 : 0;
            assertThat(step.tests()).as("%s", step.event()).isEqualTo(expected);
        }
        assertThat(search.testsAfterTheLast()).isZero();
    }

    /** The arrays are read column, diagonal, anti-diagonal, up to the first that is attacked. */
    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8})
    void theArraysAreReadUpToTheFirstAttackedLine(int n) {
        for (Solver solver : List.of(new RecursiveSolver(), new IterativeSolver())) {
            Search search = search(solver, n);

            for (Step step : search.steps()) {
                long expected = step.event() instanceof SearchEvent.Place ? 3
                        : step.event() instanceof SearchEvent.Reject reject ? reject.line().ordinal() + 1 : 0;
                assertThat(step.tests()).as("%s: %s", solver.id(), step.event()).isEqualTo(expected);
            }
            assertThat(search.testsAfterTheLast()).isZero();
        }
    }

    /**
     * One expression gives the free columns of a row, once for each row the search goes down to: the test
     * comes before the enter of that row, below a queen placed above the last row.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8})
    void theMasksGiveTheFreeColumnsOfEachRowTheSearchGoesDownTo(int n) {
        Search search = search(new BitmaskSolver(), n);

        SearchEvent previous = null;
        for (Step step : search.steps()) {
            boolean wentDown = step.event() instanceof SearchEvent.Enter enter && enter.row() > 0;
            assertThat(step.tests()).as("%s after %s", step.event(), previous).isEqualTo(wentDown ? 1 : 0);
            if (wentDown) {
                assertThat(previous).isInstanceOf(SearchEvent.Place.class);
            }
            previous = step.event();
        }
        assertThat(search.testsAfterTheLast()).isZero();
    }

    /** The same 2,056 nodes of n = 8, and the tests that set the searches apart, as docs/learning.md has them. */
    @Test
    void theSearchesOfEightDifferInTheirTestsAlone() {
        List<Search> searches = Stream.of(new ScanSolver(), new RecursiveSolver(), new IterativeSolver(),
                new BitmaskSolver()).map(solver -> search(solver, 8)).toList();

        assertThat(searches).extracting(Search::nodes).containsOnly(2056L);
        assertThat(searches).extracting(Search::tests).containsExactly(46_752L, 24_648L, 24_648L, 1_964L);
    }

    /** A square is rejected along one of the three lines, in the order the arrays read them. */
    @Test
    void theLinesAreInTheOrderTheArraysAreRead() {
        assertThat(Conflict.Line.values()).containsExactly(Conflict.Line.COLUMN, Conflict.Line.DIAGONAL,
                Conflict.Line.ANTI_DIAGONAL);
    }
}
