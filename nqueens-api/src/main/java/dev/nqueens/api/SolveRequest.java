package dev.nqueens.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/**
 * One call to a {@link Solver}: the board size and how the caller follows and controls the run.
 *
 * <p>A request object rather than a growing list of parameters lets the SPI gain settings without
 * breaking providers: a solver reads what it understands, and a new setting comes with a default that
 * keeps the old meaning. Instances are immutable; build one with {@link #of(int)} or {@link #builder(int)}.
 */
public final class SolveRequest {

    private final int boardSize;
    private final Cancellation cancellation;
    private final ProgressListener progress;
    private final int parallelism;
    private final List<Queen> presetQueens;
    private final @Nullable Long seed;
    private final @Nullable SearchListener searchListener;

    private SolveRequest(Builder builder) {
        this.boardSize = builder.boardSize;
        this.cancellation = builder.cancellation;
        this.progress = builder.progress;
        this.parallelism = builder.parallelism;
        this.presetQueens = builder.presetQueens;
        this.seed = builder.seed;
        this.searchListener = builder.searchListener;
    }

    /**
     * A request for an n×n board with a fresh {@link Cancellation}, no progress listener, and all
     * available processors.
     *
     * @param boardSize n, 0 or more
     * @return the request
     * @throws IllegalArgumentException if n is negative
     */
    public static SolveRequest of(int boardSize) {
        return builder(boardSize).build();
    }

    /**
     * Starts a request for an n×n board, to be given the rest of its settings.
     *
     * @param boardSize n, 0 or more
     * @return a builder with the defaults of {@link #of(int)}
     * @throws IllegalArgumentException if n is negative
     */
    public static Builder builder(int boardSize) {
        return new Builder(boardSize);
    }

    /**
     * The size of the board to solve.
     *
     * @return n, the size of the board and the number of queens
     */
    public int boardSize() {
        return boardSize;
    }

    /**
     * The caller's way to stop the run.
     *
     * @return the flag the solver polls to stop early
     */
    public Cancellation cancellation() {
        return cancellation;
    }

    /**
     * Where the solver reports how far it is.
     *
     * @return where the solver reports progress
     */
    public ProgressListener progress() {
        return progress;
    }

    /**
     * How many threads the run may use.
     *
     * @return the number of threads a {@link Capability#PARALLEL} solver may use, or an engine that counts
     *     the subproblems of a {@link SubproblemSolver} on threads; at least 1. Other solvers, splitting
     *     ones included, run on the calling thread and ignore it
     */
    public int parallelism() {
        return parallelism;
    }

    /**
     * Queens the caller has placed before the search: every solution must contain them, and a solver never
     * moves them. Only solvers with {@link Capability#PRESET_QUEENS} accept a request that has any.
     *
     * @return the pre-placed queens, sorted by row, none attacking another; empty by default
     */
    public List<Queen> presetQueens() {
        return presetQueens;
    }

    /**
     * The seed that makes a randomised solver's run repeatable.
     *
     * @return the seed of a randomised solver's choices, so that a run can be repeated; empty when the
     *     caller leaves the choice to the solver
     */
    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /**
     * Where a solver with {@link Capability#SEARCH_EVENTS} reports each step of its search; other solvers
     * ignore it.
     *
     * @return the listener, empty by default: then no solver spends any work on events
     */
    public Optional<SearchListener> searchListener() {
        return Optional.ofNullable(searchListener);
    }

    /**
     * Starts a new request from this one, to change some of its settings.
     *
     * @return a builder holding this request's settings
     */
    public Builder toBuilder() {
        Builder builder = new Builder(boardSize).cancellation(cancellation).progress(progress)
                .parallelism(parallelism).presetQueens(presetQueens);
        builder.seed = seed;
        builder.searchListener = searchListener;
        return builder;
    }

    @Override
    public String toString() {
        return "SolveRequest[boardSize=" + boardSize + ", parallelism=" + parallelism
                + (presetQueens.isEmpty() ? "" : ", presetQueens=" + presetQueens)
                + (seed == null ? "" : ", seed=" + seed) + "]";
    }

    /** Builds a {@link SolveRequest}. */
    public static final class Builder {
        private final int boardSize;
        private Cancellation cancellation = new Cancellation();
        private ProgressListener progress = ProgressListener.NONE;
        private int parallelism = Runtime.getRuntime().availableProcessors();
        private List<Queen> presetQueens = List.of();
        private @Nullable Long seed;
        private @Nullable SearchListener searchListener;

        private Builder(int boardSize) {
            if (boardSize < 0) {
                throw new IllegalArgumentException("n must be 0 or more, not " + boardSize);
            }
            this.boardSize = boardSize;
        }

        /**
         * Sets the flag with which the caller stops the run, from any thread.
         *
         * @param cancellation the flag the caller will use to stop the run
         * @return this builder
         */
        public Builder cancellation(Cancellation cancellation) {
            this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
            return this;
        }

        /**
         * Sets the listener that hears the run's progress; without it, nobody does.
         *
         * @param progress the listener to report progress to
         * @return this builder
         */
        public Builder progress(ProgressListener progress) {
            this.progress = Objects.requireNonNull(progress, "progress");
            return this;
        }

        /**
         * Sets how many threads the run may use; without it, as many as the JVM has processors.
         *
         * @param parallelism the most threads a parallel solver may use, 1 or more
         * @return this builder
         * @throws IllegalArgumentException if parallelism is below 1
         */
        public Builder parallelism(int parallelism) {
            if (parallelism < 1) {
                throw new IllegalArgumentException("the number of threads must be 1 or more, not " + parallelism);
            }
            this.parallelism = parallelism;
            return this;
        }

        /**
         * Places queens before the search; without them, the whole board is searched.
         *
         * @param queens queens every solution must contain, on the board and none attacking another
         * @return this builder
         * @throws IllegalArgumentException if a queen lies off the board or two attack each other, naming
         *     them
         */
        public Builder presetQueens(List<Queen> queens) {
            List<Queen> sorted = new ArrayList<>(queens);
            sorted.sort(Comparator.comparingInt(Queen::row).thenComparingInt(Queen::column));
            // one map per kind of line, so that checking k queens takes O(k), not O(k²)
            Map<Integer, Queen> byRow = new HashMap<>();
            Map<Integer, Queen> byColumn = new HashMap<>();
            Map<Integer, Queen> byDiagonal = new HashMap<>();
            Map<Integer, Queen> byAntiDiagonal = new HashMap<>();
            for (Queen queen : sorted) {
                if (queen.row() >= boardSize || queen.column() >= boardSize) {
                    throw new IllegalArgumentException("queen " + queen + " lies off a board of size " + boardSize);
                }
                Queen rival = firstNonNull(byRow.putIfAbsent(queen.row(), queen),
                        byColumn.putIfAbsent(queen.column(), queen),
                        byDiagonal.putIfAbsent(queen.row() - queen.column(), queen),
                        byAntiDiagonal.putIfAbsent(queen.row() + queen.column(), queen));
                if (rival != null) {
                    throw new IllegalArgumentException("pre-placed queens " + rival + " and " + queen
                            + " attack each other");
                }
            }
            this.presetQueens = Collections.unmodifiableList(sorted);
            return this;
        }

        private static @Nullable Queen firstNonNull(@Nullable Queen... queens) {
            for (Queen queen : queens) {
                if (queen != null) {
                    return queen;
                }
            }
            return null;
        }

        /**
         * Fixes the seed of a randomised solver, so that the run can be repeated.
         *
         * @param seed the seed of a randomised solver's choices
         * @return this builder
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * Sets the listener that hears each step of the search.
         *
         * @param listener where a solver with {@link Capability#SEARCH_EVENTS} reports each step of its
         *     search
         * @return this builder
         */
        public Builder searchListener(SearchListener listener) {
            this.searchListener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        /**
         * Makes the request with the settings given, and the defaults for the rest.
         *
         * @return the request
         */
        public SolveRequest build() {
            return new SolveRequest(this);
        }
    }
}
