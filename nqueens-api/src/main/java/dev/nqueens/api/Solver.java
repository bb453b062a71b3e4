package dev.nqueens.api;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A way of placing n queens on an n×n board so that no two attack each other: the service provider
 * interface that built-in solvers and third-party plugins implement.
 *
 * <p>Providers register with {@code provides dev.nqueens.api.Solver with ...} in their {@code module-info}
 * and with a {@code META-INF/services/dev.nqueens.api.Solver} file, so that
 * {@link Registry#installed(ProviderKind) Registry.installed(ProviderKind.SOLVER)} finds them on the module
 * path and on the class path alike. They need a public no-argument constructor.
 *
 * <p>Solvers are stateless, reusable and reentrant: several threads may call one instance at the same time,
 * and all the state of a call lives in that call.
 *
 * <p>What a solver refuses, and how, before any work:
 * <ul>
 *   <li>an operation it lacks the {@link Capability} for (listing solutions without
 *       {@link Capability#ALL_SOLUTIONS} or {@link Capability#SOME_SOLUTIONS}, counting without
 *       {@link Capability#ALL_SOLUTIONS}, {@link Capability#COUNT} or {@link Capability#UNIQUE_COUNT}):
 *       {@link UnsupportedOperationException}; an operation it declares but does not implement, its own fault:
 *       {@link IllegalStateException};</li>
 *   <li>a request it cannot serve (n beyond {@link #maxBoardSize()}, pre-placed queens without
 *       {@link Capability#PRESET_QUEENS}, a count of fundamental solutions with pre-placed queens):
 *       {@link IllegalArgumentException}. {@link RequestChecks} holds these checks.</li>
 * </ul>
 * Board sizes: n = 0 has one solution, the empty board ({@link Solution#empty()}); n = 2 and n = 3 have
 * none.
 *
 * <p>The interface holds no behaviour a solver could change: each operation a solver may lack ({@link #solve},
 * {@link #count}, {@link #countUnique}) refuses by default, and a solver implements those its capabilities
 * promise. What solvers share lives in final classes: {@link RequestChecks}, the refusals of a request, and
 * {@link ListingCounts}, the counts of a solver that lists all solutions.
 */
public interface Solver extends Provider {

    /**
     * Declares what the solver does: which calls it serves, and what requests it takes.
     *
     * @return what the solver promises; see {@link Capability}
     */
    Set<Capability> capabilities();

    /**
     * Finds solutions, lazily: the search advances only as far as the stream is consumed, so that
     * {@code solve(request).findFirst()} returns as soon as one solution is found and
     * {@code limit(k)} stops the search after k. Close the stream, or consume it to the end, to release
     * what the search holds.
     *
     * <p>The request is checked when this method is called; a {@link SolveRequest#cancellation()
     * cancellation} makes the stream throw {@link java.util.concurrent.CancellationException} from the next
     * step that reaches the search.
     *
     * @implSpec The default throws {@link UnsupportedOperationException}, for solvers that only count: a
     *     solver with {@link Capability#ALL_SOLUTIONS} or {@link Capability#SOME_SOLUTIONS} overrides it, and
     *     one that declares either without overriding it gets {@link IllegalStateException}, its own fault.
     * @param request the board size and run controls
     * @return the solutions; with {@link Capability#ALL_SOLUTIONS}, all of them in lexicographic order
     * @throws IllegalArgumentException if the solver cannot serve the request (see above)
     * @throws UnsupportedOperationException if the solver does not list solutions
     * @throws IllegalStateException if it declares that it does, but does not implement this method
     */
    default Stream<Solution> solve(SolveRequest request) {
        Set<Capability> capabilities = capabilities();
        if (capabilities.contains(Capability.ALL_SOLUTIONS) || capabilities.contains(Capability.SOME_SOLUTIONS)) {
            throw new IllegalStateException("the " + id() + " solver cannot list solutions: it declares "
                    + (capabilities.contains(Capability.ALL_SOLUTIONS) ? Capability.ALL_SOLUTIONS
                    : Capability.SOME_SOLUTIONS) + ", but does not implement solve(SolveRequest)");
        }
        throw new UnsupportedOperationException("the " + id() + " solver does not list solutions: it only counts");
    }

    /**
     * Counts all solutions.
     *
     * @implSpec The default refuses with {@link UnsupportedOperationException}, as for a solver that only
     *     lists some solutions. A solver with {@link Capability#ALL_SOLUTIONS} implements it: as
     *     {@code return ListingCounts.count(this, request);} to count its stream, or with a count that builds
     *     no board for each solution, and then declares {@link Capability#COUNT}.
     * @param request the board size and run controls
     * @return the number of solutions (OEIS A000170)
     * @throws IllegalArgumentException if the solver cannot serve the request
     * @throws UnsupportedOperationException if the solver cannot count
     * @throws IllegalStateException by default, for a solver that declares {@link Capability#ALL_SOLUTIONS} or
     *     {@link Capability#COUNT} but does not implement this method: its fault, not a refusal
     * @throws java.util.concurrent.CancellationException if the request was cancelled
     */
    default long count(SolveRequest request) {
        throw RequestChecks.unsupported(this, "count", "count(SolveRequest)", Capability.COUNT);
    }

    /**
     * How long {@link #count} would take for this request on one core, as measured by the solver's authors,
     * so that {@link SolverChoice} can pick, among solvers that declare the same capabilities, the one that
     * is fastest for this n: two counters may cross over, one faster on small boards, the other on large.
     * Only comparisons between solvers mean anything; the figures are rough.
     *
     * @implSpec The default is empty: the solver does not say.
     * @param request the board and its pre-placed queens
     * @return the estimate, or empty if the solver gives none for this request
     */
    default Optional<Duration> estimatedCountTime(SolveRequest request) {
        return Optional.empty();
    }

    /**
     * Counts the fundamental solutions, the classes of solutions under the eight symmetries of the square.
     *
     * <p>Symmetry classes are defined for the whole board only: the completions of pre-placed queens are
     * not closed under the symmetries of the square, so a request with {@link SolveRequest#presetQueens()}
     * is refused ({@link RequestChecks#requireWholeBoard}).
     *
     * @implSpec The default refuses with {@link UnsupportedOperationException}, as for a solver that only
     *     lists some solutions or counts only all of them. A solver with {@link Capability#ALL_SOLUTIONS}
     *     implements it: as {@code return ListingCounts.countUnique(this, request);} to count the
     *     {@link Solution#isCanonical() canonical} solutions of its stream, or with a count that builds no board
     *     for each solution, and then declares {@link Capability#UNIQUE_COUNT}.
     * @param request the board size and run controls
     * @return the number of fundamental solutions (OEIS A002562)
     * @throws IllegalArgumentException if the solver cannot serve the request, or it has pre-placed queens
     * @throws UnsupportedOperationException if the solver cannot count fundamental solutions
     * @throws IllegalStateException by default, for a solver that declares {@link Capability#ALL_SOLUTIONS} or
     *     {@link Capability#UNIQUE_COUNT} but does not implement this method: its fault, not a refusal
     * @throws java.util.concurrent.CancellationException if the request was cancelled
     */
    default long countUnique(SolveRequest request) {
        throw RequestChecks.unsupported(this, "count unique solutions", "countUnique(SolveRequest)",
                Capability.UNIQUE_COUNT);
    }
}
