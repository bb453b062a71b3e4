package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.BoardCheck;
import dev.nqueens.api.BoardFault;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * What every group of {@link SolverContract}'s checks stands on: the contract it belongs to, whose solver and
 * settings it reads, the assumptions that skip a check a solver's capabilities do not call for, and the
 * assertions and words that the groups share. Each group extends it, and {@link SolverContract} nests each
 * group, saying which contract it checks ({@link #contract()}).
 */
abstract class SolverCheckGroup {

    /** How many solutions of a {@link Capability#SOME_SOLUTIONS} solver are checked per board. */
    static final int SOME_SOLUTIONS_SAMPLE = 50;

    /** @return the contract whose solver the group checks, with its settings */
    abstract SolverContract contract();

    /** @return the solver under test */
    Solver solver() {
        return contract().solver();
    }

    /** @return {@link SolverContract#largeBoardSize()} */
    int largeBoardSize() {
        return contract().largeBoardSize();
    }

    /** @return {@link SolverContract#firstSolutionBound()} */
    Duration firstSolutionBound() {
        return contract().firstSolutionBound();
    }

    /** @return the boards whose counts are checked: from n = 0 to the largest the contract, solver and OEIS allow */
    IntStream countedBoardSizes() {
        int largest = Math.min(contract().largestCountedBoardSize(),
                Math.min(solver().maxBoardSize(), KnownCounts.LARGEST_BOARD_SIZE));
        return IntStream.rangeClosed(0, largest);
    }

    boolean promises(Capability capability) {
        return solver().capabilities().contains(capability);
    }

    /**
     * Skips a check of fundamental counts unless the solver makes them: directly with
     * {@link Capability#UNIQUE_COUNT}, or by listing with {@link Capability#ALL_SOLUTIONS}.
     */
    void assumeCountsUnique() {
        assumeTrue(promises(Capability.UNIQUE_COUNT) || promises(Capability.ALL_SOLUTIONS),
                "the " + solver().id() + " solver promises neither UNIQUE_COUNT nor ALL_SOLUTIONS");
    }

    void assumePromises(Capability capability) {
        Solver solver = solver();
        assumeTrue(solver.capabilities().contains(capability),
                () -> "the " + solver.id() + " solver does not promise " + capability);
    }

    /** A solver that only counts ({@code COUNT} without ALL_SOLUTIONS or SOME_SOLUTIONS) lists nothing. */
    boolean lists() {
        return promises(Capability.ALL_SOLUTIONS) || promises(Capability.SOME_SOLUTIONS);
    }

    void assumeLists() {
        Solver solver = solver();
        assumeTrue(lists(), () -> "the " + solver.id() + " solver only counts; it lists no solutions");
    }

    void assumeAccepts(int n) {
        Solver solver = solver();
        assumeTrue(n <= solver.maxBoardSize(),
                () -> "the " + solver.id() + " solver accepts boards up to " + solver.maxBoardSize() + " only");
    }

    static SolveRequest request(int n, Cancellation cancellation) {
        return SolveRequest.builder(n).cancellation(cancellation).build();
    }

    /** The solutions to check: all of them from an exhaustive solver, a sample from any other. */
    Stream<Solution> solutionsToCheck(SolveRequest request) {
        Stream<Solution> solutions = solver().solve(request);
        return promises(Capability.ALL_SOLUTIONS) ? solutions : solutions.limit(SOME_SOLUTIONS_SAMPLE);
    }

    /**
     * Runs a call on its own thread and waits for it; cancels it and fails if it takes longer than the
     * bound.
     *
     * @param should what the call should do, naming the solver; the failure adds what it did
     */
    static <T> T within(Duration bound, Cancellation cancellation, String should, Callable<T> call) {
        BackgroundCall<T> background = BackgroundCall.start(should, call);
        if (!background.awaitWithin(bound)) {
            cancellation.cancel();
            fail(should + ", but it did not return within " + bound.toMillis() + " ms");
        }
        return background.result();
    }

    /**
     * Fails at the first of the boards that the API's check finds wrong, naming it and what is wrong with it.
     *
     * @param should what the call should yield, naming the call and the solver
     */
    static void assertFaultless(String should, Iterator<Solution> boards, BoardCheck check) {
        while (boards.hasNext()) {
            check.next(boards.next()).ifPresent(fault -> fail(should + ", but " + failure(fault)));
        }
    }

    private static String failure(BoardFault fault) {
        String solution = "solution #" + (fault.board() - 1);
        if (fault instanceof BoardFault.Conflicting conflicting) {
            return solution + ", " + conflicting.solution() + ", is not valid: " + conflicting.conflict().describe();
        }
        if (fault instanceof BoardFault.Repeated repeated) {
            return repeated.solution() + " is yielded twice";
        }
        if (fault instanceof BoardFault.OutOfOrder outOfOrder) {
            return outOfOrder.solution() + " comes after " + outOfOrder.previous() + ", out of lexicographic order";
        }
        return solution + " " + fault.describe();
    }

    /** @return the solver, as failures name it: {@code solver 'bitmask'} */
    String named() {
        return "solver '" + solver().id() + "'";
    }

    /** @return the call, naming the solver, as in {@code count(n = 16) of solver 'bitmask'} */
    String ofTheSolver(String call) {
        return call + " of " + named();
    }

    /** Fails unless the reports have one positive total, and a done that never decreases nor exceeds it. */
    static void assertConsistentProgress(String what, List<long[]> reports) {
        long previousDone = 0;
        for (long[] report : reports) {
            long done = report[0];
            long total = report[1];
            assertThat(total).as("%s should report progress with a positive total, the same all through, but reported"
                    + " progress(%d, %d) after a total of %d", what, done, total, reports.get(0)[1]).isPositive()
                    .isEqualTo(reports.get(0)[1]);
            assertThat(done).as("%s should report progress whose done never decreases nor exceeds the total, but"
                    + " reported progress(%d, %d) after %d done", what, done, total, previousDone)
                    .isBetween(previousDone, total);
            previousDone = done;
        }
    }

    static void assertOneLine(@Nullable String message, String what) {
        assertThat(message).as("the message of %s should be one line that says why", what).isNotBlank()
                .doesNotContain("\n", "\r");
    }
}
