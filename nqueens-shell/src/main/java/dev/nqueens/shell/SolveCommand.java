package dev.nqueens.shell;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code solve N}: the solutions in the chosen format, streamed. Each board goes from the solver's lazy
 * stream through the renderer into a buffered writer and is dropped, so that memory stays bounded however
 * many boards there are.
 */
@Command(name = "solve", description = "Print the solutions for an n×n board in the chosen format, "
        + "as they are found.")
final class SolveCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand root;

    @Parameters(paramLabel = "N", converter = WholeNumberConverter.BoardSize.class,
            description = "The board size, 0 or more.")
    long n;

    @Option(names = "--limit", paramLabel = "K", converter = WholeNumberConverter.Limit.class,
            description = "Stop after K solutions.")
    Long limit;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write to FILE instead of standard output. FILE is replaced only once complete; a "
                    + "failed or cancelled run leaves it as it was.")
    Path output;

    @Option(names = "--check", description = "Check every board before it is written: a solution of size N, and "
            + "in lexicographic order from a solver that claims all solutions. The first bad board stops the "
            + "run with exit status 1.")
    boolean check;

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        Session session = context.session();
        StandardStreams streams = context.streams();
        Solver solver = session.solver(root.solverId);
        Renderer renderer = session.renderer(root.formatId);
        int boardSize = Requirements.boardSize(n, solver);
        Requirements.drawable(boardSize, renderer, session.renderers().all());
        Requirements.capable(solver, "list solutions", session.solvers().all(),
                Capability.ALL_SOLUTIONS, Capability.SOME_SOLUTIONS);

        String label = "solve " + n + " with " + solver.id() + " as " + renderer.id();
        // the progress line shares the terminal with the boards unless they go elsewhere
        boolean showProgress = output != null || !streams.outIsTerminal();
        AtomicLong boards = new AtomicLong();
        if (output == null) {
            try (SolverRun run = SolverRun.start(session, streams, label, showProgress, boards, limitOrZero())) {
                render(solver, renderer, run, boardSize, boards, streams.out());
                run.succeeded(boards(boards.get()));
            }
        } else {
            // the run first: while the temporary file exists, Ctrl-C finds a run to cancel and waits for the
            // file to be deleted, however soon after the file appears it comes
            try (SolverRun run = SolverRun.start(session, streams, label, showProgress, boards, limitOrZero());
                    AtomicOutputFile file = AtomicOutputFile.create(output)) {
                render(solver, renderer, run, boardSize, boards, file.writer());
                file.commit();
                run.succeeded(boards(boards.get()) + " written to " + file.target());
            }
        }
        return ExitStatus.OK;
    }

    private long limitOrZero() {
        return limit == null ? 0 : limit;
    }

    private void render(Solver solver, Renderer renderer, SolverRun run, int boardSize, AtomicLong boards,
            Writer out) throws IOException {
        try (Stream<Solution> found = Requirements.refusalsAsUsage(() -> solver.solve(run.request(boardSize)))) {
            Stream<Solution> checked = check ? found.peek(new BoardCheck(solver, boardSize)) : found;
            Stream<Solution> solutions = limit == null ? checked : checked.limit(limit);
            Requirements.refusalsAsUsage(() -> {
                renderer.render(solutions.peek(solution -> boards.incrementAndGet()), out);
                return null;
            });
        }
        out.flush();
    }

    private static String boards(long count) {
        return count + (count == 1 ? " board" : " boards");
    }
}
