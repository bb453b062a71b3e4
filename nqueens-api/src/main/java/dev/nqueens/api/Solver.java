package dev.nqueens.api;

import java.util.Set;
import java.util.stream.Stream;

/**
 * A way of placing n queens on an n×n board so that no two attack each other: the service provider
 * interface that built-in solvers and third-party plugins implement.
 *
 * <p>Providers register with {@code provides dev.nqueens.api.Solver with ...} in their {@code module-info}
 * and with a {@code META-INF/services/dev.nqueens.api.Solver} file, so that {@link Solvers} finds them on
 * the module path and on the class path alike. They need a public no-argument constructor.
 *
 * <p>Solvers are stateless, reusable and reentrant: several threads may call one instance at the same time,
 * and all the state of a call lives in that call.
 *
 * <p>Board sizes: n = 0 has one solution, the empty board ({@link Solution#empty()}); n = 2 and n = 3 have
 * none. A request for more than {@link #maxBoardSize()} is refused with {@link IllegalArgumentException}
 * before any work, and so is a request the solver cannot serve at all.
 */
public interface Solver {

    /**
     * @return the solver's unique id, lower-case letters, digits and dashes, as in {@code "bitmask"}; it is
     *     also the value users type to choose the solver
     */
    String id();

    /** @return one line for people saying how the solver works, without a final period */
    String description();

    /** @return what the solver promises; see {@link Capability} */
    Set<Capability> capabilities();

    /**
     * @implSpec The default is {@link Integer#MAX_VALUE}, no limit.
     * @return the largest n this solver accepts
     */
    default int maxBoardSize() {
        return Integer.MAX_VALUE;
    }

    /**
     * Finds solutions, lazily: the search advances only as far as the stream is consumed, so that
     * {@code solve(request).findFirst()} returns as soon as one solution is found and
     * {@code limit(k)} stops the search after k. Close the stream, or consume it to the end, to release
     * what the search holds.
     *
     * <p>The request is checked ({@link #checkSupported}) when this method is called; a {@link SolveRequest#cancellation()
     * cancellation} makes the stream throw {@link java.util.concurrent.CancellationException} from the next
     * step that reaches the search.
     *
     * @param request the board size and run controls
     * @return the solutions; with {@link Capability#ALL_SOLUTIONS}, all of them in lexicographic order
     * @throws IllegalArgumentException if the board size is beyond {@link #maxBoardSize()}
     */
    Stream<Solution> solve(SolveRequest request);

    /**
     * Counts all solutions.
     *
     * @implSpec The default counts the stream of an {@link Capability#ALL_SOLUTIONS} solver and throws
     *     {@link UnsupportedOperationException} for any other. Solvers that can count without building
     *     boards should override it.
     * @param request the board size and run controls
     * @return the number of solutions (OEIS A000170)
     * @throws IllegalArgumentException if the board size is beyond {@link #maxBoardSize()}
     * @throws UnsupportedOperationException if the solver does not find all solutions
     * @throws java.util.concurrent.CancellationException if the request was cancelled
     */
    default long count(SolveRequest request) {
        requireAllSolutions("count");
        try (Stream<Solution> solutions = solve(request)) {
            return solutions.count();
        }
    }

    /**
     * Counts the fundamental solutions, the classes of solutions under the eight symmetries of the square.
     *
     * <p>Symmetry classes are defined for the whole board only: the completions of pre-placed queens are
     * not closed under the symmetries of the square, so a request with {@link SolveRequest#presetQueens()}
     * is refused.
     *
     * @implSpec The default counts the {@link Solution#isCanonical() canonical} solutions in the stream of
     *     an {@link Capability#ALL_SOLUTIONS} solver, and throws {@link UnsupportedOperationException} for
     *     any other.
     * @param request the board size and run controls
     * @return the number of fundamental solutions (OEIS A002562)
     * @throws IllegalArgumentException if the board size is beyond {@link #maxBoardSize()}, or the request
     *     has pre-placed queens
     * @throws UnsupportedOperationException if the solver cannot count fundamental solutions
     * @throws java.util.concurrent.CancellationException if the request was cancelled
     */
    default long countUnique(SolveRequest request) {
        requireAllSolutions("count unique solutions");
        requireWholeBoard(request);
        try (Stream<Solution> solutions = solve(request)) {
            return solutions.filter(Solution::isCanonical).count();
        }
    }

    /**
     * Refuses a request this solver cannot serve: a board larger than it accepts, or pre-placed queens when
     * it lacks {@link Capability#PRESET_QUEENS}. Solvers call it first thing, before any work.
     *
     * @param request the request to check
     * @throws IllegalArgumentException with a message that names the solver and what it cannot do
     */
    default void checkSupported(SolveRequest request) {
        if (request.boardSize() > maxBoardSize()) {
            throw new IllegalArgumentException("n = " + request.boardSize() + " is beyond the " + id()
                    + " solver's limit of " + maxBoardSize());
        }
        if (!request.presetQueens().isEmpty() && !capabilities().contains(Capability.PRESET_QUEENS)) {
            throw new IllegalArgumentException("the " + id() + " solver does not take pre-placed queens");
        }
    }

    /**
     * Refuses pre-placed queens in a count of fundamental solutions, which is defined for the whole board
     * only. Implementations of {@link #countUnique} call it.
     *
     * @param request the request to check
     * @throws IllegalArgumentException if the request has pre-placed queens
     */
    default void requireWholeBoard(SolveRequest request) {
        if (!request.presetQueens().isEmpty()) {
            throw new IllegalArgumentException("unique solutions are counted on the whole board only,"
                    + " not with pre-placed queens");
        }
    }

    private void requireAllSolutions(String what) {
        if (!capabilities().contains(Capability.ALL_SOLUTIONS)) {
            throw new UnsupportedOperationException("the " + id() + " solver cannot " + what
                    + ": it does not find all solutions");
        }
    }
}
