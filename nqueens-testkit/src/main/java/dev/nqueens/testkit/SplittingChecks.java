package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.CancellationChecks.Cancellable;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checks of {@link SolverContract} on a solver that {@link Capability#SPLITS splits} its work: declared
 * exactly by a {@link SubproblemSolver}, whose subcounts add up to the board's counts, deterministic, refusing
 * another solver's subproblem, and stopping a subproblem's count once cancelled.
 */
final class SplittingChecks {

    private SplittingChecks() {
    }

    /** SPLITS: declared exactly by a SubproblemSolver, whose subcounts add up to the board's counts. */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    abstract static class Splitting extends SolverCheckGroup {

        @Test
        @DisplayName("the SPLITS capability and the SubproblemSolver type agree")
        void declaresSplittingExactlyWhenItSplits() {
            Solver solver = solver();
            assertThatCode(() -> SubproblemSolver.splitting(solver)).as("%s should declare SPLITS if and only if it"
                    + " is a SubproblemSolver (%s)", named(), solver.getClass().getName()).doesNotThrowAnyException();
        }

        IntStream boardSizes() {
            return countedBoardSizes();
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("the subcounts of split(n) add up to OEIS A000170(n), with consistent progress within each")
        void subcountsAddUpToTheCounts(int n) {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            Subcount sum = Subcount.ZERO;
            for (Subproblem subproblem : solver.split(n).subproblems()) {
                List<long[]> reports = new CopyOnWriteArrayList<>();
                sum = sum.plus(solver.count(SubproblemRequest.builder(subproblem)
                        .progress((done, total) -> reports.add(new long[] {done, total})).build()));
                assertConsistentProgress(ofTheSolver("count(" + subproblem + ")"), reports);
            }
            assertThat(sum.solutions()).as("the solutions of the subcounts of split(n = %d) of %s should add up to"
                    + " OEIS A000170(%d) = %d", n, named(), n, KnownCounts.total(n)).isEqualTo(KnownCounts.total(n));
            if (promises(Capability.UNIQUE_COUNT)) {
                assertThat(sum.fundamentalSolutions()).as("the fundamental solutions of the subcounts of split(n = %d)"
                        + " of %s should add up to OEIS A002562(%d) = %d, since it promises UNIQUE_COUNT", n, named(),
                        n, KnownCounts.unique(n)).isEqualTo(KnownCounts.unique(n));
            }
        }

        @Test
        @DisplayName("splitting is deterministic: the same n gives an equal split, and a subproblem the same count")
        void splittingIsDeterministic() {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            int n = splitBoardSize();
            Split split = solver.split(n);
            String again = ofTheSolver("split(n = " + n + ")") + " asked again should give ";
            assertThat(solver.split(n).subproblems()).as(again + "the same subproblems, in the same order")
                    .isEqualTo(split.subproblems());
            assertThat(solver.split(n).signature()).as(again + "the same signature").isEqualTo(split.signature());
            assertThat(split.solverId()).as("%s should carry the solver's id", ofTheSolver("split(n = " + n + ")"))
                    .isEqualTo(solver.id());
            Subproblem first = split.subproblems().get(0);
            assertThat(solver.count(SubproblemRequest.of(first))).as("%s counted again should give the same subcount",
                    ofTheSolver("count(" + first + ")")).isEqualTo(solver.count(SubproblemRequest.of(first)));
        }

        @ParameterizedTest(name = "n = {0}")
        @MethodSource("boardSizes")
        @DisplayName("no two subproblems of split(n) share an id, and each belongs to the split")
        void subproblemIdsAreUnique(int n) {
            assumePromises(Capability.SPLITS);
            Split split = SubproblemSolver.splitting(solver()).orElseThrow().split(n);
            Set<String> ids = new HashSet<>();
            List<Subproblem> subproblems = split.subproblems();
            for (int index = 0; index < subproblems.size(); index++) {
                // a split made by index checks that each belongs as it makes it, and cannot check the ids
                Subproblem subproblem = subproblems.get(index);
                assertThat(ids.add(subproblem.id())).as("%s: subproblem %d has the id %s of an earlier one",
                        ofTheSolver("split(n = " + n + ")"), index, subproblem.id()).isTrue();
            }
        }

        @Test
        @DisplayName("a subproblem of another solver is refused with IllegalArgumentException, in one line")
        void refusesAForeignSubproblem() {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            int n = splitBoardSize();
            Subproblem own = solver.split(n).subproblems().get(0);
            Subproblem foreign = new Subproblem(solver.id() + "-other", own.scheme(), own.id(), n, own.queens(),
                    own.estimatedWork());
            String what = ofTheSolver("count(" + foreign + ")");
            Throwable refusal = catchThrowable(() -> solver.count(SubproblemRequest.of(foreign)));
            String should = what + " should be refused with an IllegalArgumentException, since the subproblem belongs"
                    + " to another solver";
            if (refusal == null) {
                fail(should + ", but it counted it");
            }
            assertThat(refusal).as("%s, but it threw %s", should, refusal).isInstanceOf(IllegalArgumentException.class);
            assertOneLine(refusal.getMessage(), what + "'s refusal");
        }

        @Test
        @DisplayName("a subproblem count cancelled beforehand stops at once with CancellationException")
        void aSubproblemCountCancelledBeforehandStops(TestReporter reporter) {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            Subproblem first = solver.split(splitBoardSize()).subproblems().get(0);
            CancellationChecks.assertStopsWhenCancelledBeforehand(reporter, countOf(solver, first));
        }

        @Test
        @DisplayName("cancelling a count of a subproblem under way stops it with CancellationException")
        void cancellingASubproblemCountStopsIt(TestReporter reporter) {
            assumePromises(Capability.SPLITS);
            SubproblemSolver solver = SubproblemSolver.splitting(solver()).orElseThrow();
            CancellationChecks.assertStopsWhenCancelledUnderWay(this, reporter, n -> solver.split(n).subproblems()
                    .stream().max(Comparator.comparingLong(Subproblem::estimatedWork))
                    .map(largest -> countOf(solver, largest)));
        }

        private Cancellable countOf(SubproblemSolver solver, Subproblem subproblem) {
            return new Cancellable(ofTheSolver("count(" + subproblem + ")"), (cancellation, working) ->
                    solver.count(SubproblemRequest.builder(subproblem).cancellation(cancellation)
                            .progress((done, total) -> working.run()).build()));
        }

        /** @return a board with subproblems to count, and quick to count */
        private int splitBoardSize() {
            int n = Math.min(8, solver().maxBoardSize());
            assumeTrue(n >= 4, "the solver takes no board of 4 or more");
            assumeTrue(!SubproblemSolver.splitting(solver()).orElseThrow().split(n).subproblems().isEmpty(),
                    "split(n = " + n + ") has no subproblem");
            return n;
        }
    }
}
