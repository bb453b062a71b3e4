package dev.nqueens.api;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;
import java.util.Set;

/**
 * Which solvers can serve a request, and which of them counts fastest: the choice a command line makes
 * when the user names no solver, for any program to make the same way.
 *
 * <pre>{@code
 * Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
 * SolveRequest request = SolveRequest.of(16);
 * Solver fastest = SolverChoice.fastestCount(solvers.all(), request, false).orElseThrow();
 * long all = fastest.count(request);
 * }</pre>
 *
 * <p>Solvers declare no speed, so what they do declare stands in for it, ranked by what it means for a
 * count ({@link #fastestCountFirst}): counting without building boards before counting a list, then
 * spreading the count over several threads, then the id, so that the choice never depends on the order in
 * which solvers were found. With the built-in solvers that is {@code halves} up to its limit, then
 * {@code bitmask}, then {@code iterative}; with pre-placed queens, {@code bitmask}.
 */
public final class SolverChoice {

    private SolverChoice() {
    }

    /**
     * @param solver a solver
     * @param request the board and its pre-placed queens
     * @return true if the solver lists every solution of the request in order: it has
     *     {@link Capability#ALL_SOLUTIONS}, takes the board size, and takes the pre-placed queens if there
     *     are any
     */
    public static boolean canList(Solver solver, SolveRequest request) {
        return takes(solver, request) && solver.capabilities().contains(Capability.ALL_SOLUTIONS);
    }

    /**
     * @param solver a solver
     * @param request the board and its pre-placed queens
     * @param unique true to count fundamental solutions, which excludes pre-placed queens
     * @return true if the solver counts the request exactly: it takes the board and the pre-placed queens,
     *     and lists all solutions or counts them directly
     */
    public static boolean canCount(Solver solver, SolveRequest request, boolean unique) {
        if (unique && !request.presetQueens().isEmpty()) {
            return false;
        }
        return takes(solver, request)
                && (solver.capabilities().contains(Capability.ALL_SOLUTIONS) || countsDirectly(solver, unique));
    }

    /**
     * @param solver a solver
     * @param unique true for fundamental solutions
     * @return true if the solver counts without building boards: {@link Capability#COUNT}, or
     *     {@link Capability#UNIQUE_COUNT} for fundamental solutions
     */
    public static boolean countsDirectly(Solver solver, boolean unique) {
        return solver.capabilities().contains(unique ? Capability.UNIQUE_COUNT : Capability.COUNT);
    }

    /**
     * @param unique true for fundamental solutions
     * @return the order of solvers for a count, the fastest first: those that count directly, then
     *     those that are {@link Capability#PARALLEL}, then by id
     */
    public static Comparator<Solver> fastestCountFirst(boolean unique) {
        return Comparator.comparing((Solver solver) -> !countsDirectly(solver, unique))
                .thenComparing(solver -> !solver.capabilities().contains(Capability.PARALLEL))
                .thenComparing(Solver::id);
    }

    /**
     * @param request the board and its pre-placed queens
     * @param unique true for fundamental solutions
     * @return the order of solvers for a count of this request, the fastest first: those that count
     *     directly, then those that are {@link Capability#PARALLEL}, then by their
     *     {@link Solver#estimatedCountTime estimated time} (those that give one first, the shortest first),
     *     then by id
     */
    public static Comparator<Solver> fastestCountFirst(SolveRequest request, boolean unique) {
        Comparator<Solver> byEstimate = Comparator.comparing(
                (Solver solver) -> solver.estimatedCountTime(request).orElse(null),
                Comparator.nullsLast(Comparator.naturalOrder()));
        return Comparator.comparing((Solver solver) -> !countsDirectly(solver, unique))
                .thenComparing(solver -> !solver.capabilities().contains(Capability.PARALLEL))
                .thenComparing(byEstimate)
                .thenComparing(Solver::id);
    }

    /**
     * @param solvers the solvers to choose from
     * @param request the board and its pre-placed queens
     * @param unique true to count fundamental solutions
     * @return the solver that counts the request fastest, of those that can; empty if none can
     */
    public static Optional<Solver> fastestCount(Collection<? extends Solver> solvers, SolveRequest request,
            boolean unique) {
        return solvers.stream()
                .<Solver>map(solver -> solver)
                .filter(solver -> canCount(solver, request, unique))
                .min(fastestCountFirst(request, unique));
    }

    private static boolean takes(Solver solver, SolveRequest request) {
        Set<Capability> capabilities = solver.capabilities();
        return request.boardSize() <= solver.maxBoardSize()
                && (request.presetQueens().isEmpty() || capabilities.contains(Capability.PRESET_QUEENS));
    }
}
