package dev.nqueens.shell.command.session;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.CommandSpec;

/** {@code solvers}: a table of the installed solvers, the current one marked with {@code *}. */
public final class SolversCommand implements Callable<Integer> {

    private final NqueensCommand root;

    private SolversCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code solvers} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        return CommandSpecs.command(new SolversCommand(root), "solvers",
                "List the installed solvers; * marks the one in use.");
    }

    @Override
    public Integer call() throws IOException {
        Session session = root.context().session();
        String current = session.solver(root.solverId()).id();
        TextTable table = new TextTable("  ID", "MAX N", "CAPABILITIES", "DESCRIPTION");
        for (Solver solver : session.solvers().all()) {
            table.row((solver.id().equals(current) ? "* " : "  ") + solver.id(),
                    limit(solver.maxBoardSize()),
                    solver.capabilities().stream()
                            .sorted()
                            .map(SolversCommand::name)
                            .collect(Collectors.joining(",")),
                    solver.description());
        }
        table.writeTo(root.context().streams().out(), root.context().streams().columns());
        return ExitStatus.OK;
    }

    /**
     * @param maxBoardSize a provider's largest n
     * @return it, or {@code -} for no limit
     */
    static String limit(int maxBoardSize) {
        return maxBoardSize == Integer.MAX_VALUE ? "-" : Integer.toString(maxBoardSize);
    }

    /**
     * @param capability a solver capability
     * @return its name as the table shows it, as in {@code all-solutions}
     */
    static String name(Capability capability) {
        return capability.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
