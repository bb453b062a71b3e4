package dev.nqueens.api;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Which solver serves a request best, or why none does: the one choice that a command line makes when the
 * user names no solver, for {@code count}, {@code solve}, {@code race} and a count on a cluster alike, and
 * for any program to make the same way. A {@link Task} says what is asked (to list or to count, of which
 * board, one per symmetry class or not, with pre-placed queens or not, split into subproblems for an
 * engine or not); {@link #choose} answers with a {@link Choice}: the solvers that serve it, best first, or
 * a one-line reason why none does.
 *
 * <pre>{@code
 * Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
 * Solver fastest = SolverChoice.choose(solvers.all(), SolverChoice.Task.count(16))
 *         .orElseThrow(IllegalStateException::new);
 * long all = fastest.count(SolveRequest.of(16));
 * }</pre>
 *
 * <p>Nothing is timed here: the choice ranks solvers by what they declare, in the order of what it means for
 * a count: counting without building boards before counting a list, then spreading the count over several
 * threads (a {@link Capability#PARALLEL} solver, or one that {@link Capability#SPLITS} its work for an engine
 * to run in parallel), then the time a solver {@linkplain Solver#estimatedCountTime estimates} for the board
 * from its authors' measurements (the built-in counters give one; a solver that gives none comes after those
 * that do), then the id, so that the choice never depends on the order in which solvers were found. With the
 * built-in solvers that is {@code bitslice} up to its limit (its estimates are shorter than {@code halves}' at
 * every n), then {@code bitmask}, then {@code iterative}; with pre-placed queens, {@code bitmask}. A caller
 * adds its own defaults before that order with {@link Task#preferring}.
 */
public final class SolverChoice {

    private SolverChoice() {
    }

    /**
     * The solvers that serve a task, best first, or why none does.
     *
     * @param solvers the solvers to choose from
     * @param task what is asked of the solver
     * @return the choice: {@link Choice#solver()} is the best, {@link Choice#ranked()} all that serve, best
     *     first; where none does, {@link Choice#reason()} says why in one line
     */
    public static Choice choose(Collection<? extends Solver> solvers, Task task) {
        List<Solver> serving = solvers.stream().<Solver>map(solver -> solver).filter(task::servedIgnoringSize)
                .toList();
        List<Solver> taking = serving.stream().filter(solver -> task.boardSize() <= solver.maxBoardSize())
                .sorted(task.order()).toList();
        if (!taking.isEmpty()) {
            return new Choice(taking, "");
        }
        if (serving.isEmpty()) {
            return new Choice(List.of(), "no installed solver can " + task.describe());
        }
        Solver largest = serving.stream().max(Comparator.comparingInt(Solver::maxBoardSize)).orElseThrow();
        return new Choice(List.of(), "n = " + task.boardSize() + " is beyond every solver that can " + task.describe()
                + " (the largest limit is " + largest.id() + "'s, " + largest.maxBoardSize() + ")");
    }

    /**
     * What a caller asks of a solver: to list or to count the solutions of an n×n board, perhaps one per
     * symmetry class, perhaps with pre-placed queens, perhaps split into subproblems for an engine to run.
     * Immutable; each method that refines it returns a new task.
     */
    public static final class Task {

        private final boolean counts;
        private final long boardSize;
        private final boolean unique;
        private final boolean presetQueens;
        private final boolean splits;
        private final Comparator<? super Solver> preference;

        private Task(boolean counts, long boardSize, boolean unique, boolean presetQueens, boolean splits,
                Comparator<? super Solver> preference) {
            if (boardSize < 0) {
                throw new IllegalArgumentException("n must be 0 or more, not " + boardSize);
            }
            this.counts = counts;
            this.boardSize = boardSize;
            this.unique = unique;
            this.presetQueens = presetQueens;
            this.splits = splits;
            this.preference = preference;
        }

        /**
         * Asks for the number of solutions of an n×n board.
         *
         * @param boardSize n, 0 or more; it may be beyond every solver's limit, which the choice then says
         * @return the task of counting the solutions of the board
         * @throws IllegalArgumentException if n is negative
         */
        public static Task count(long boardSize) {
            return new Task(true, boardSize, false, false, false, (a, b) -> 0);
        }

        /**
         * Asks for every solution of an n×n board, in lexicographic order.
         *
         * @param boardSize n, 0 or more; it may be beyond every solver's limit, which the choice then says
         * @return the task of listing every solution of the board, in order
         * @throws IllegalArgumentException if n is negative
         */
        public static Task list(long boardSize) {
            return new Task(false, boardSize, false, false, false, (a, b) -> 0);
        }

        /**
         * Narrows the task to one solution per symmetry class.
         *
         * @return the same task, of one solution per class under the symmetries of the square: a count of
         *     fundamental solutions, or a list of every solution to keep the canonical ones from
         */
        public Task unique() {
            return new Task(counts, boardSize, true, presetQueens, splits, preference);
        }

        /**
         * Narrows the task to solvers that take pre-placed queens.
         *
         * @return the same task, with queens placed before the search: for solvers that take them
         */
        public Task withPresetQueens() {
            return new Task(counts, boardSize, unique, true, splits, preference);
        }

        /**
         * Narrows the task to solvers that split their work, for an engine to run.
         *
         * @return the same task, for solvers that {@link Capability#SPLITS split} their work into subproblems,
         *     as an engine with a checkpoint or a cluster needs
         */
        public Task splitting() {
            return new Task(counts, boardSize, unique, presetQueens, true, preference);
        }

        /**
         * Puts the caller's own order of solvers before the API's.
         *
         * @param first the caller's order, which comes before the API's (a command line's defaults, such as
         *     its own solvers before plugins'); solvers it finds equal keep the API's order
         * @return the same task, with that order first
         */
        public Task preferring(Comparator<? super Solver> first) {
            Objects.requireNonNull(first, "first");
            return new Task(counts, boardSize, unique, presetQueens, splits, first);
        }

        /**
         * The size of the board the task is about, whether or not any solver takes it.
         *
         * @return n as asked
         */
        public long boardSize() {
            return boardSize;
        }

        /**
         * Tells a count from a list.
         *
         * @return true for a count, false for a list
         */
        public boolean isCount() {
            return counts;
        }

        /**
         * Tells whether the task asks for one solution per symmetry class.
         *
         * @return true for one solution per symmetry class ({@link #unique()})
         */
        public boolean isUnique() {
            return unique;
        }

        /**
         * Tells whether queens are placed before the search.
         *
         * @return true with pre-placed queens ({@link #withPresetQueens()})
         */
        public boolean hasPresetQueens() {
            return presetQueens;
        }

        /**
         * Tells whether the task is for an engine, which needs a solver that splits its work.
         *
         * @return true if only a solver that splits its work serves ({@link #splitting()})
         */
        public boolean isSplit() {
            return splits;
        }

        /**
         * Says in words what the task asks, as the choice's reasons do.
         *
         * @return what the solver is to do, for messages, as in {@code "count fundamental solutions"} or
         *     {@code "list all solutions with pre-placed queens"}
         */
        public String describe() {
            String what = counts ? unique ? "count fundamental solutions" : "count solutions"
                    : unique ? "list all solutions (one per symmetry class)" : "list all solutions";
            return what + (presetQueens ? " with pre-placed queens" : "")
                    + (splits ? ", split into subproblems" : "");
        }

        /**
         * @param solver a solver
         * @return true if the solver serves the task at some board size: for a list, every solution in
         *     order; for a count, an exact count (of classes when unique); pre-placed queens if there are
         *     any; a split if asked for
         */
        boolean servedIgnoringSize(Solver solver) {
            Set<Capability> capabilities = solver.capabilities();
            if (presetQueens && (unique || splits || !capabilities.contains(Capability.PRESET_QUEENS))) {
                return false;
            }
            if (splits && !capabilities.contains(Capability.SPLITS)) {
                return false;
            }
            return capabilities.contains(Capability.ALL_SOLUTIONS) || counts && countsDirectly(solver, unique);
        }

        /** @return the order of the serving solvers: the caller's, then the fastest first */
        Comparator<Solver> order() {
            SolveRequest request = SolveRequest.of((int) Math.min(boardSize, Integer.MAX_VALUE));
            return Comparator.<Solver>comparingInt(solver -> 0).thenComparing(preference)
                    .thenComparing(fastestCountFirst(request, unique));
        }
    }

    /** The answer of {@link #choose}: the solvers that serve a task, best first, or why none does. */
    public static final class Choice {

        private final List<Solver> ranked;
        private final String reason;

        private Choice(List<Solver> ranked, String reason) {
            this.ranked = List.copyOf(ranked);
            this.reason = reason;
        }

        /**
         * The best solver for the task.
         *
         * @return the solver that serves the task best; empty if none does
         */
        public Optional<Solver> solver() {
            return ranked.stream().findFirst();
        }

        /**
         * All the solvers that serve the task, in the order of the choice.
         *
         * @return every solver that serves the task, best first; empty if none does
         */
        public List<Solver> ranked() {
            return ranked;
        }

        /**
         * Says why no solver serves the task, for a message to the user.
         *
         * @return why no solver serves the task, in one line without a full stop, as in {@code "n = 40 is
         *     beyond every solver that can count solutions (the largest limit is bitmask's, 32)"}; empty when
         *     one does
         */
        public String reason() {
            return reason;
        }

        /**
         * Gives the best solver, or throws the caller's exception with the reason why there is none.
         *
         * @param <X> the exception
         * @param noSolver makes the exception from the {@linkplain #reason() reason}
         * @return the solver that serves the task best
         * @throws X if none does
         */
        public <X extends Throwable> Solver orElseThrow(Function<String, X> noSolver) throws X {
            if (ranked.isEmpty()) {
                throw noSolver.apply(reason);
            }
            return ranked.get(0);
        }
    }

    /**
     * @param unique true for fundamental solutions
     * @return true if the solver counts without building boards: {@link Capability#COUNT}, or
     *     {@link Capability#UNIQUE_COUNT} for fundamental solutions
     */
    private static boolean countsDirectly(Solver solver, boolean unique) {
        return solver.capabilities().contains(unique ? Capability.UNIQUE_COUNT : Capability.COUNT);
    }

    /**
     * @return true if a count with the solver runs on several threads: it is {@link Capability#PARALLEL}, or
     *     it {@link Capability#SPLITS} its work for an engine to run
     */
    private static boolean parallel(Solver solver) {
        Set<Capability> capabilities = solver.capabilities();
        return capabilities.contains(Capability.PARALLEL) || capabilities.contains(Capability.SPLITS);
    }

    /**
     * @param request the board, for the solvers' estimates
     * @param unique true for fundamental solutions
     * @return the order of solvers for a count of the board, the fastest first: those that count directly,
     *     then those that count on several threads, then by their {@link Solver#estimatedCountTime estimated
     *     time} (those that give one first, the shortest first), then by id
     */
    private static Comparator<Solver> fastestCountFirst(SolveRequest request, boolean unique) {
        Comparator<Solver> byEstimate = Comparator.comparing(
                (Solver solver) -> solver.estimatedCountTime(request).orElse(null),
                Comparator.nullsLast(Comparator.naturalOrder()));
        return Comparator.comparing((Solver solver) -> !countsDirectly(solver, unique))
                .thenComparing(solver -> !parallel(solver))
                .thenComparing(byEstimate)
                .thenComparing(Solver::id);
    }
}
