package dev.nqueens.shell.command.count;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.command.run.SolverFaultException;
import dev.nqueens.shell.text.TerminalText;
import java.io.PrintWriter;
import java.util.OptionalLong;

/**
 * What {@code count} does with a count that differs from the known answer ({@link KnownCounts}: the whole
 * board, n up to {@value KnownCounts#LARGEST_BOARD_SIZE}), as a plugin's miscount gives: by default one line
 * on standard error that names the solver, its count and the known value, and the count is printed all the
 * same; with {@code --check}, a {@link SolverFaultException}, which ends the command with exit status 1 before
 * the count is printed.
 */
final class KnownCountCheck {

    private final boolean strict;
    private final PrintWriter err;

    /**
     * @param strict true for {@code --check}: a wrong count is an error, not a warning
     * @param err where the warning goes
     */
    KnownCountCheck(boolean strict, PrintWriter err) {
        this.strict = strict;
        this.err = err;
    }

    /**
     * @param solver the solver that counted
     * @param request what it counted
     * @param unique true if it counted fundamental solutions
     * @param count its count
     * @throws SolverFaultException if the count is not the known one and the check is strict
     */
    void check(Solver solver, SolveRequest request, boolean unique, long count) {
        OptionalLong known = KnownCounts.of(request, unique);
        if (known.isEmpty() || known.getAsLong() == count) {
            return;
        }
        String message = "the " + solver.id() + " solver counted " + count + (unique ? " fundamental" : "")
                + (count == 1 ? " solution" : " solutions") + " for n = " + request.boardSize()
                + ", but the known count is " + known.getAsLong() + " (OEIS " + KnownCounts.sequence(unique) + ")";
        if (strict) {
            throw new SolverFaultException(message);
        }
        err.println(TerminalText.safe("nqueens: count: " + message));
    }
}
