package dev.nqueens.testkit.internal;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Provider;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.internal.TestProviders.Rendering;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The providers {@link TestProviders} makes: each keeps what its builder held when it was built, and does
 * exactly that. Their {@code apiVersion()} is the kit's, which is built with the API it ships with.
 */
final class MadeProviders {

    private MadeProviders() {
    }

    /** What every provider made here has: its builder's id, description and limit, and this API's version. */
    abstract static class MadeProvider implements Provider {
        private final String id;
        private final String description;
        private final int maxBoardSize;
        private final String noun;

        MadeProvider(TestProviders.ProviderBuilder<?> builder, String noun) {
            id = builder.id;
            description = builder.description;
            maxBoardSize = builder.maxBoardSize;
            this.noun = noun;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public int maxBoardSize() {
            return maxBoardSize;
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        /** @return as in {@code solver 'counter' (made with TestProviders)} */
        @Override
        public String toString() {
            return noun + " '" + id + "' (made with TestProviders)";
        }
    }

    /** A solver made by a {@link TestProviders.SolverBuilder}, with the settings it had when it was built. */
    static class MadeSolver extends MadeProvider implements Solver {
        private final Set<Capability> capabilities;
        private final @Nullable Function<SolveRequest, Stream<Solution>> solve;
        private final @Nullable ToLongFunction<SolveRequest> count;
        private final @Nullable ToLongFunction<SolveRequest> countUnique;
        private final @Nullable Function<SolveRequest, Optional<Duration>> estimatedCountTime;

        MadeSolver(TestProviders.SolverBuilder<?> builder) {
            super(builder, "solver");
            capabilities = builder.capabilities;
            solve = builder.solve;
            count = builder.count;
            countUnique = builder.countUnique;
            estimatedCountTime = builder.estimatedCountTime;
        }

        @Override
        public Set<Capability> capabilities() {
            return capabilities;
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            return solve == null ? Solver.super.solve(request) : solve.apply(request);
        }

        @Override
        public long count(SolveRequest request) {
            return count == null ? Solver.super.count(request) : count.applyAsLong(request);
        }

        @Override
        public long countUnique(SolveRequest request) {
            return countUnique == null ? Solver.super.countUnique(request) : countUnique.applyAsLong(request);
        }

        @Override
        public Optional<Duration> estimatedCountTime(SolveRequest request) {
            return estimatedCountTime == null ? Solver.super.estimatedCountTime(request)
                    : estimatedCountTime.apply(request);
        }
    }

    /** A splitting solver made by a {@link TestProviders.SolverBuilder} of {@link TestProviders#splittingSolver}. */
    static final class MadeSplittingSolver extends MadeSolver implements SubproblemSolver {
        private final @Nullable IntFunction<Split> split;
        private final @Nullable Function<SubproblemRequest, Subcount> subcount;

        MadeSplittingSolver(TestProviders.SolverBuilder<SubproblemSolver> builder) {
            super(builder);
            split = builder.split;
            subcount = builder.subcount;
        }

        @Override
        public Split split(int boardSize) {
            if (split == null) {
                throw new UnsupportedOperationException("the " + id() + " solver was made without split");
            }
            return split.apply(boardSize);
        }

        @Override
        public Subcount count(SubproblemRequest request) {
            if (subcount == null) {
                throw new UnsupportedOperationException("the " + id() + " solver was made without subcount");
            }
            return subcount.apply(request);
        }
    }

    /** A format made by a {@link TestProviders.RendererBuilder}. */
    static final class MadeRenderer extends MadeProvider implements Renderer {
        private final @Nullable Rendering render;

        MadeRenderer(TestProviders.RendererBuilder builder) {
            super(builder, "format");
            render = builder.render;
        }

        @Override
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            if (render == null) {
                throw new UnsupportedOperationException("the " + id() + " format was made without render");
            }
            render.render(solutions, out);
        }
    }
}
