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
import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Providers made in a test, in one expression: a solver or a format with the id, capabilities and calls a test
 * needs, and nothing else to write, {@link Provider#apiVersion()} included.
 *
 * <pre>{@code
 * Solver counter = TestProviders.solver("counter")
 *         .capabilities(Capability.COUNT)
 *         .count(request -> 2)
 *         .build();
 * SubproblemSolver liar = TestProviders.splittingSolver("halves")
 *         .basedOn(halves)                                  // every answer of halves but those set below
 *         .subcount(request -> lie(halves.count(request)))
 *         .build();
 * Renderer refusing = TestProviders.renderer("refusing")
 *         .render((solutions, out) -> {
 *             throw new IllegalArgumentException("no board fits");
 *         })
 *         .build();
 * }</pre>
 *
 * <p>A provider made here does exactly what it is given: a call that was not given refuses as the
 * interface's default does (or, for a format's {@code render} and a splitting solver's {@code split} and
 * {@code count(SubproblemRequest)}, which have none, with an {@link UnsupportedOperationException}), and no
 * request is checked unless the call given checks it, so that a test can make a provider that misbehaves on
 * purpose. Its class is the kit's, which no jar registers: for the kit's contracts, which check that
 * {@link java.util.ServiceLoader} can make the provider, write a class of your own.
 */
public final class TestProviders {

    private TestProviders() {
    }

    /**
     * Starts a solver for a test, to be told its capabilities and what each call does.
     *
     * @param id the solver's id
     * @return a builder of a solver with that id, no capabilities, no limit, and no call but the interface's
     *     defaults
     */
    public static SolverBuilder<Solver> solver(String id) {
        return new SolverBuilder<>(id, false, MadeProviders.MadeSolver::new);
    }

    /**
     * Starts a solver that splits its work, for a test, to be told its split and what each call does.
     *
     * @param id the solver's id
     * @return a builder of a {@link SubproblemSolver} with that id, which declares {@link Capability#SPLITS}
     *     unless its capabilities are set otherwise
     */
    public static SolverBuilder<SubproblemSolver> splittingSolver(String id) {
        return new SolverBuilder<>(id, true, MadeProviders.MadeSplittingSolver::new).capabilities(Capability.SPLITS);
    }

    /**
     * Starts a format for a test, to be told how it renders.
     *
     * @param id the format's id
     * @return a builder of a format with that id and no limit, which renders as {@link RendererBuilder#render}
     *     says
     */
    public static RendererBuilder renderer(String id) {
        return new RendererBuilder(id);
    }

    /**
     * What solvers and formats alike are given: an id, a description and a limit.
     *
     * @param <B> the builder itself, which each setter returns
     */
    public abstract static class ProviderBuilder<B extends ProviderBuilder<B>> {
        final String id;
        String description;
        int maxBoardSize = Integer.MAX_VALUE;

        ProviderBuilder(String id, String noun) {
            this.id = Objects.requireNonNull(id, "id");
            this.description = "A test " + noun + " made with TestProviders";
        }

        abstract B self();

        /**
         * Sets the line that says what the provider is.
         *
         * @param description one line for people; by default, that it is a test's
         * @return this builder
         */
        public B description(String description) {
            this.description = Objects.requireNonNull(description, "description");
            return self();
        }

        /**
         * Sets the largest board the provider takes.
         *
         * @param maxBoardSize the largest n the provider says it takes; by default, no limit
         * @return this builder
         */
        public B maxBoardSize(int maxBoardSize) {
            this.maxBoardSize = maxBoardSize;
            return self();
        }
    }

    /**
     * Makes a solver, or a splitting solver, from the calls it is given.
     *
     * @param <S> {@link Solver}, or {@link SubproblemSolver} for a builder of {@link #splittingSolver}
     */
    public static final class SolverBuilder<S extends Solver> extends ProviderBuilder<SolverBuilder<S>> {
        private final boolean splits;
        private final Function<SolverBuilder<S>, S> maker;
        Set<Capability> capabilities = Set.of();
        @Nullable Function<SolveRequest, Stream<Solution>> solve;
        @Nullable ToLongFunction<SolveRequest> count;
        @Nullable ToLongFunction<SolveRequest> countUnique;
        @Nullable Function<SolveRequest, Optional<Duration>> estimatedCountTime;
        @Nullable IntFunction<Split> split;
        @Nullable Function<SubproblemRequest, Subcount> subcount;

        SolverBuilder(String id, boolean splits, Function<SolverBuilder<S>, S> maker) {
            super(id, "solver");
            this.splits = splits;
            this.maker = maker;
        }

        @Override
        SolverBuilder<S> self() {
            return this;
        }

        /**
         * Takes every answer of another solver but its id: its description, limit and capabilities, and each
         * of its calls (for a splitting solver, its {@code split} and {@code count(SubproblemRequest)} too).
         * What is set after this replaces what it took.
         *
         * @param solver the solver to answer as
         * @return this builder
         */
        public SolverBuilder<S> basedOn(Solver solver) {
            description = solver.description();
            maxBoardSize = solver.maxBoardSize();
            capabilities = solver.capabilities();
            solve = solver::solve;
            count = solver::count;
            countUnique = solver::countUnique;
            estimatedCountTime = solver::estimatedCountTime;
            if (splits && solver instanceof SubproblemSolver splitting) {
                split = splitting::split;
                subcount = splitting::count;
            }
            return this;
        }

        /**
         * Sets what the solver declares it does.
         *
         * @param capabilities what the solver declares; by default none (for a splitting solver, SPLITS)
         * @return this builder
         */
        public SolverBuilder<S> capabilities(Capability... capabilities) {
            return capabilities(Set.of(capabilities));
        }

        /**
         * Sets what the solver declares it does, as a set.
         *
         * @param capabilities what the solver declares
         * @return this builder
         */
        public SolverBuilder<S> capabilities(Set<Capability> capabilities) {
            this.capabilities = Set.copyOf(capabilities);
            return this;
        }

        /**
         * Gives the solver a stream of boards for each request.
         *
         * @param solve what {@link Solver#solve} returns
         * @return this builder
         */
        public SolverBuilder<S> solve(Function<SolveRequest, Stream<Solution>> solve) {
            this.solve = Objects.requireNonNull(solve, "solve");
            return this;
        }

        /**
         * Gives the solver a count for each request.
         *
         * @param count what {@link Solver#count} returns
         * @return this builder
         */
        public SolverBuilder<S> count(ToLongFunction<SolveRequest> count) {
            this.count = Objects.requireNonNull(count, "count");
            return this;
        }

        /**
         * Gives the solver a count of fundamental solutions for each request.
         *
         * @param countUnique what {@link Solver#countUnique} returns
         * @return this builder
         */
        public SolverBuilder<S> countUnique(ToLongFunction<SolveRequest> countUnique) {
            this.countUnique = Objects.requireNonNull(countUnique, "countUnique");
            return this;
        }

        /**
         * Gives the solver an estimate of its counting time for each request, which ranks it among others.
         *
         * @param estimatedCountTime what {@link Solver#estimatedCountTime} returns
         * @return this builder
         */
        public SolverBuilder<S> estimatedCountTime(Function<SolveRequest, Optional<Duration>> estimatedCountTime) {
            this.estimatedCountTime = Objects.requireNonNull(estimatedCountTime, "estimatedCountTime");
            return this;
        }

        /**
         * Gives the splitting solver a split for each board size.
         *
         * @param split what {@link SubproblemSolver#split} returns
         * @return this builder
         * @throws IllegalStateException if the builder makes a solver that does not split
         */
        public SolverBuilder<S> split(IntFunction<Split> split) {
            requireSplitting("split");
            this.split = Objects.requireNonNull(split, "split");
            return this;
        }

        /**
         * Gives the splitting solver a subcount for each subproblem it is asked to count.
         *
         * @param subcount what {@link SubproblemSolver#count(SubproblemRequest)} returns
         * @return this builder
         * @throws IllegalStateException if the builder makes a solver that does not split
         */
        public SolverBuilder<S> subcount(Function<SubproblemRequest, Subcount> subcount) {
            requireSplitting("subcount");
            this.subcount = Objects.requireNonNull(subcount, "subcount");
            return this;
        }

        private void requireSplitting(String call) {
            if (!splits) {
                throw new IllegalStateException("the " + id + " solver does not split: make it with"
                        + " TestProviders.splittingSolver to give it " + call);
            }
        }

        /**
         * Makes the solver; later changes to the builder do not reach it.
         *
         * @return a new solver, which keeps what this builder holds now
         */
        public S build() {
            return maker.apply(this);
        }
    }

    /** Makes a format from what it renders. */
    public static final class RendererBuilder extends ProviderBuilder<RendererBuilder> {
        @Nullable Rendering render;

        RendererBuilder(String id) {
            super(id, "format");
        }

        @Override
        RendererBuilder self() {
            return this;
        }

        /**
         * Gives the format what it writes for the boards it is given.
         *
         * @param render what {@link Renderer#render(Stream, Appendable)} does
         * @return this builder
         */
        public RendererBuilder render(Rendering render) {
            this.render = Objects.requireNonNull(render, "render");
            return this;
        }

        /**
         * Makes the format; later changes to the builder do not reach it.
         *
         * @return a new format, which keeps what this builder holds now
         */
        public Renderer build() {
            return new MadeProviders.MadeRenderer(this);
        }
    }

    /** What a format made here does when it renders: {@link Renderer#render(Stream, Appendable)}. */
    @FunctionalInterface
    public interface Rendering {
        /**
         * Writes the boards as the test's format does.
         *
         * @param solutions the solutions, consumed once, in order
         * @param out where to write
         * @throws IOException if writing fails
         */
        void render(Stream<Solution> solutions, Appendable out) throws IOException;
    }
}
