package dev.nqueens.shell.session;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.status.UsageException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * What a request must meet before the shell spends any time on it: a board within the solver's and the
 * format's limits, a solver that can do what the command asks. A failed check is a {@link UsageException}
 * whose message says what to choose instead (a provider refusing a request is one too: see
 * {@code dev.nqueens.shell.command.run.ProviderGuard}).
 */
public final class Requirements {

    private Requirements() {
    }

    /**
     * @param n the board size typed, 0 or more
     * @param solver the solver that will run
     * @return n, known to be within the solver's limit
     * @throws UsageException if n is beyond the solver's limit
     */
    public static int boardSize(long n, Solver solver) {
        if (n > solver.maxBoardSize()) {
            throw new UsageException("n = " + n + " is beyond the " + solver.id() + " solver's limit of "
                    + solver.maxBoardSize());
        }
        return (int) n;
    }

    /**
     * @param n the board size
     * @param renderer the format that will draw the boards
     * @param formats every installed format, to suggest those without a limit
     * @throws UsageException if n is beyond the format's limit
     */
    public static void checkDrawable(int n, Renderer renderer, List<Renderer> formats) {
        if (n > renderer.maxBoardSize()) {
            String unlimited = ids(formats, format -> format.maxBoardSize() == Integer.MAX_VALUE,
                    Renderer::id);
            throw new UsageException("n = " + n + " is beyond the " + renderer.id() + " format's limit of "
                    + renderer.maxBoardSize()
                    + (unlimited.isEmpty() ? "" : "; formats without a limit: " + unlimited));
        }
    }

    /**
     * @param solver the solver that will run
     * @param action what the command asks of it, as in {@code "count solutions"}
     * @param solvers every installed solver, to suggest those that can
     * @param anyOf the capabilities of which the solver needs one
     * @throws UsageException if the solver has none of them
     */
    public static void checkCapability(Solver solver, String action, List<Solver> solvers, Capability... anyOf) {
        Predicate<Solver> capable = candidate -> Arrays.stream(anyOf).anyMatch(candidate.capabilities()::contains);
        if (!capable.test(solver)) {
            String others = ids(solvers, capable, Solver::id);
            throw new UsageException("the " + solver.id() + " solver cannot " + action
                    + (others.isEmpty() ? "" : "; solvers that can: " + others));
        }
    }

    private static <T> String ids(List<T> providers, Predicate<T> filter, Function<T, String> id) {
        return providers.stream().filter(filter).map(id).collect(Collectors.joining(", "));
    }
}
