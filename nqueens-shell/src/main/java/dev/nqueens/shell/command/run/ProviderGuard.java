package dev.nqueens.shell.command.run;

import dev.nqueens.api.Provider;
import dev.nqueens.api.Solution;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.EngineException;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.UsageException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.Optional;
import java.util.Spliterator;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * How a command calls a solver or a format, so that whatever the provider does wrong is told in one line
 * that names it: its refusal of a request ({@link IllegalArgumentException},
 * {@link UnsupportedOperationException}) is a {@link UsageException} in its own words; anything else it
 * throws, a bug or a class it cannot find, is a {@link ProviderFailureException} that names the provider,
 * and for a plugin its jar, with what was thrown. What the command itself threw on the way (a cancellation,
 * a board that {@code --check} caught, the output failing) goes through unchanged, and so do the failures of
 * an engine that runs the provider's work ({@link EngineException}: a cluster lost, a checkpoint that cannot
 * be written).
 */
public final class ProviderGuard {

    private ProviderGuard() {
    }

    /**
     * Calls a provider.
     *
     * @param <T> what the call returns
     * @param session where the provider was found, to say where it came from
     * @param provider the solver or format called
     * @param call the call
     * @return what the call returned
     * @throws UsageException if the provider refused the request
     * @throws ProviderFailureException if it failed
     * @throws IOException if writing the output failed
     */
    public static <T> T call(Session session, Provider provider, Call<T> call) throws IOException {
        try {
            return call.call();
        } catch (CancellationException | UsageException | SolverFaultException | ProviderFailureException
                | UncheckedIOException | EngineException e) {
            throw e;
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw new UsageException(e.getMessage(), e);
        } catch (RuntimeException | StackOverflowError | LinkageError e) {
            throw failure(session, provider, e);
        }
    }

    /**
     * @param session where the solver was found
     * @param solver the solver whose stream it is
     * @param solutions the solver's stream
     * @return the same stream, lazily, in which whatever the solver throws while it searches, but for a
     *     cancellation, is a {@link ProviderFailureException} that names it: the format that consumes the
     *     stream then passes it on, and the failure is not taken for the format's
     */
    public static Stream<Solution> guarded(Session session, Solver solver, Stream<Solution> solutions) {
        Spliterator<Solution> search = solutions.spliterator();
        Spliterator<Solution> guarded = new Spliterator<>() {
            @Override
            public boolean tryAdvance(Consumer<? super Solution> action) {
                try {
                    return search.tryAdvance(action);
                } catch (CancellationException | SolverFaultException | UncheckedIOException e) {
                    throw e;
                } catch (RuntimeException | StackOverflowError | LinkageError e) {
                    throw failure(session, solver, e);
                }
            }

            @Override
            public Spliterator<Solution> trySplit() {
                return null;
            }

            @Override
            public long estimateSize() {
                return search.estimateSize();
            }

            @Override
            public int characteristics() {
                return search.characteristics() & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
            }

            @Override
            public Comparator<? super Solution> getComparator() {
                return search.getComparator();
            }
        };
        return StreamSupport.stream(guarded, false).onClose(solutions::close);
    }

    /**
     * @param solver a solver
     * @return {@link SubproblemSolver#splitting}: the solver if it splits its work
     * @throws SolverFaultException if the solver's declaration and type disagree
     */
    public static Optional<SubproblemSolver> splitting(Solver solver) {
        try {
            return SubproblemSolver.splitting(solver);
        } catch (IllegalStateException e) {
            throw new SolverFaultException(e.getMessage());
        }
    }

    private static ProviderFailureException failure(Session session, Provider provider, Throwable thrown) {
        String kind = provider instanceof Solver ? "solver" : "format";
        String origin = session.plugins().jarOf(provider).map(jar -> " (plugin " + jar + ")").orElse("");
        return new ProviderFailureException("the " + provider.id() + " " + kind + origin + " failed: " + thrown,
                thrown);
    }

    /**
     * A call to a provider.
     *
     * @param <T> what it returns
     */
    @FunctionalInterface
    public interface Call<T> {
        /**
         * @return what the provider returned
         * @throws IOException if writing fails
         */
        T call() throws IOException;
    }
}
