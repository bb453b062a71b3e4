package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.SearchState;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.DurationConverter;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.model.QueenConverter;
import dev.nqueens.shell.command.model.WholeNumberConverter;
import dev.nqueens.shell.command.run.ProviderGuard;
import dev.nqueens.shell.command.run.SolverRun;
import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code trace N}: the search of a solver with {@link Capability#SEARCH_EVENTS}, step by step. In a terminal
 * it animates the board and the search's state ({@link TraceAnimation}, {@link StateView}); over a pipe, or with
 * {@code -f jsonl}, it prints JSON Lines, a first line naming the schema and then one event per line
 * ({@link TraceJson}); with {@code --summary}, the nodes at each depth, the rejections by cause (for a search
 * that rejects squares) and the solutions.
 */
public final class TraceCommand implements Callable<Integer> {

    /** The form of {@code -f} that trace takes for its events. */
    static final String JSON_LINES = "jsonl";
    /** The form of {@code -f} that {@code --tree} takes for a picture. */
    static final String SVG = "svg";

    private final NqueensCommand root;

    long n;
    List<QueenConverter.Queens> placedValues = new ArrayList<>();
    Duration delay = Duration.ofMillis(200);
    Long limit;
    boolean summary;
    boolean tree;

    private TraceCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code trace} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        TraceCommand command = new TraceCommand(root);
        CommandSpecs.Binding<List<QueenConverter.Queens>> placedValuesBinding = CommandSpecs.binding(
                () -> command.placedValues, values -> command.placedValues = values);
        CommandSpec spec = CommandSpecs.command(command, "trace",
                "Show the search of a backtracking solver (scan, recursive, iterative, bitmask) step by step: each "
                        + "queen placed, each square rejected and why, each queen removed, each solution.",
                "",
                "In a terminal it animates the board in place, with the search's state beside and under it "
                        + "(bitmask's masks, recursive's calls and arrays, iterative's stack and arrays, scan's "
                        + "comparisons); keys: space pause/go, n or right arrow one step, b or left arrow one back, s "
                        + "and S the next and previous solution, g K Enter to step K, r restart, + faster, - slower, "
                        + "? all keys, q stop. Over a pipe, with input from a file, or with -f jsonl, it prints "
                        + "JSON Lines: a first line naming the schema and its version, then one event per line, as in "
                        + "{\"step\":1,\"event\":\"place\",\"row\":0,\"column\":0,...}. --summary counts the "
                        + "nodes at each depth; --tree draws the whole tree.",
                "",
                "Without --solver (or use in the shell), traces bitmask, beyond its limit of 32 another solver "
                        + "that reports its search; a solver chosen that cannot report it is refused, by name.");
        spec.addPositional(CommandSpecs.boardSize("The board size, 0 or more; in a terminal, up to what it shows.",
                n -> command.n = n));
        spec.addOption(CommandSpecs.option("--place")
                .paramLabel("R:C[,R:C...]")
                .type(List.class).auxiliaryTypes(QueenConverter.Queens.class)
                .converters(new QueenConverter())
                .description("Pre-placed queens, at row R and column C counted from 0, as in --place 0:0,5:2.")
                .getter(placedValuesBinding).setter(placedValuesBinding)
                .build());
        spec.addOption(CommandSpecs.option("--delay")
                .paramLabel("DURATION")
                .type(Duration.class)
                .converters(new DurationConverter.Delay())
                .description("How long each step stays on the screen, as in 200ms (the default) or 1s; + and - "
                        + "halve and double it while it runs.")
                .setter(CommandSpecs.<Duration>setter(value -> command.delay = value))
                .build());
        spec.addOption(CommandSpecs.option("--limit")
                .paramLabel("K")
                .type(Long.class)
                .converters(new WholeNumberConverter.Limit())
                .description("Stop after K events.")
                .setter(CommandSpecs.<Long>setter(value -> command.limit = value))
                .build());
        spec.addOption(CommandSpecs.flag("--summary",
                "Print, instead of the events, the nodes at each depth (placements of k queens on the "
                        + "first k rows), the rejections by cause and the solutions.",
                on -> command.summary = on));
        spec.addOption(CommandSpecs.flag("--tree",
                "Draw the whole tree of the search instead: each queen placed under the one above it, the "
                        + "squares cut in each row, the solutions as leaves; as text up to n = "
                        + TreeText.MAX_BOARD_SIZE + ", as an SVG picture for any n with -f " + SVG + ".",
                on -> command.tree = on));
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        CommandContext context = root.context();
        String form = root.formatId();
        if (tree && summary) {
            throw new UsageException("--tree and --summary: take one");
        }
        if (summary && form != null) {
            throw new UsageException("--summary prints a table, and -f " + form + " takes no part in it: leave -f out");
        }
        if (tree ? form != null && !form.equals(SVG) : form != null && !form.equals(JSON_LINES)) {
            throw new UsageException(tree ? "-f takes " + SVG + " only with --tree (the tree as a picture), not " + form
                    : "-f takes " + JSON_LINES + " only here (the events as JSON Lines; " + SVG + " with --tree), not "
                            + form);
        }
        Session session = context.session();
        List<Queen> placed = placedValues.stream().flatMap(value -> value.queens().stream()).toList();
        // the search of a list of every solution, told event by event; a solver that use or --solver chose
        // and that cannot tell it is refused, naming it, rather than another traced in its place
        SolverChoice.Task task = placed.isEmpty() ? SolverChoice.Task.list(n)
                : SolverChoice.Task.list(n).withPresetQueens();
        Solver solver = session.solverFor(root.solverId(), task, Capability.SEARCH_EVENTS);
        Requirements.checkCapability(solver, "report its search", session.solvers().all(), Capability.SEARCH_EVENTS);
        int boardSize = Requirements.boardSize(n, solver);
        SolveRequest.Builder settings = SolveRequest.builder(boardSize);
        if (!placed.isEmpty()) {
            Requirements.checkCapability(solver, "take pre-placed queens", session.solvers().all(),
                    Capability.PRESET_QUEENS);
            try {
                settings.presetQueens(placed);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--place: " + e.getMessage(), e);
            }
        }
        String label = "trace " + n + " with " + solver.id();
        if (tree) {
            return SVG.equals(form) ? drawTree(context, solver, settings, label) : writeTree(context, solver, settings,
                    label);
        }
        boolean animate = !summary && !JSON_LINES.equals(root.formatId()) && context.screen() != null
                && context.streams().outIsTerminal() && context.screen().available();
        if (animate) {
            return animate(context, solver, settings, label);
        }
        return summary ? summarize(context, solver, settings, label) : printEvents(context, solver, settings, label);
    }

    /** Receives the events of a trace, numbered from 1, each with the tests the search made for it. */
    @FunctionalInterface
    private interface Steps {
        void take(long step, long tests, SearchEvent event);
    }

    /** How a trace ended. */
    private record Ending(long steps, long solutions, boolean stopped) {
    }

    /**
     * Runs the solver's count with a listener that numbers the events, hands them on and stops the search
     * after {@code --limit} of them.
     *
     * @param states whether what takes the events reads their states
     * @param steps makes, from the run's cancellation, what takes the events
     * @param atEnd told how the trace ended, before the summary line on standard error
     */
    private Ending run(CommandContext context, Solver solver, SolveRequest.Builder settings, String label,
            boolean showProgress, boolean states, Function<Cancellation, Steps> steps, Consumer<Ending> atEnd)
            throws IOException {
        Session session = context.session();
        try (SolverRun run = SolverRun.start(session, context.streams(), label, showProgress, null, 0)) {
            SolveRequest plain = run.request(settings);
            Steps taker = steps.apply(plain.cancellation());
            // the steps, the solutions, and the tests since the last step
            long[] counts = new long[3];
            SolveRequest request = plain.toBuilder().searchListener(new SearchListener() {
                @Override
                public void onEvent(SearchEvent event) {
                    if (limit != null && counts[0] >= limit) {
                        // --limit 0: not even the first event
                        throw new TraceAnimation.Stopped();
                    }
                    counts[0]++;
                    if (event instanceof SearchEvent.Found) {
                        counts[1]++;
                    }
                    long tests = counts[2];
                    counts[2] = 0;
                    taker.take(counts[0], tests, event);
                    if (limit != null && counts[0] >= limit) {
                        throw new TraceAnimation.Stopped();
                    }
                }

                @Override
                public void onTests(long count) {
                    counts[2] += count;
                }

                @Override
                public boolean wantsState() {
                    return states;
                }
            }).build();
            boolean stopped = false;
            for (boolean again = true; again; ) {
                again = false;
                try {
                    ProviderGuard.call(session, solver, () -> solver.count(request));
                } catch (TraceAnimation.Stopped e) {
                    stopped = true;
                } catch (TraceAnimation.Restarted e) {
                    // the animation goes to a step older than it holds: the search again, from its first step
                    Arrays.fill(counts, 0);
                    again = true;
                }
            }
            Ending ending = new Ending(counts[0], counts[1], stopped);
            atEnd.accept(ending);
            run.succeeded(counts[0] + (counts[0] == 1 ? " step, " : " steps, ") + counts[1]
                    + (counts[1] == 1 ? " solution" : " solutions") + (stopped ? " (stopped)" : ""));
            return ending;
        }
    }

    private int printEvents(CommandContext context, Solver solver, SolveRequest.Builder settings, String label)
            throws IOException {
        Writer out = context.streams().out();
        SolveRequest shape = settings.build();
        TraceJson json = new TraceJson(shape.boardSize());
        out.write(json.header(solver.id(), shape.presetQueens()));
        out.write('\n');
        long[] solutions = new long[1];
        run(context, solver, settings, label, false, true, cancellation -> (step, tests, event) -> {
            if (event instanceof SearchEvent.Found) {
                solutions[0]++;
            }
            try {
                out.write(json.line(step, solutions[0], tests, event));
                out.write('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, end -> { });
        out.flush();
        return ExitStatus.OK;
    }

    private int summarize(CommandContext context, Solver solver, SolveRequest.Builder settings, String label)
            throws IOException {
        int boardSize = settings.build().boardSize();
        long[] nodes = new long[boardSize];
        long[] rejections = new long[Conflict.Line.values().length];
        // the queens taken back, and those of them under which the search placed none, short of the last row
        long[] backtracks = new long[2];
        boolean[] placedBelow = new boolean[boardSize + 1];
        Ending ending = run(context, solver, settings, label, true, false, cancellation -> (step, tests, event) -> {
            if (event instanceof SearchEvent.Place place) {
                nodes[place.row()]++;
                placedBelow[place.row()] = true;
                placedBelow[place.row() + 1] = false;
            } else if (event instanceof SearchEvent.Remove remove) {
                backtracks[0]++;
                if (!placedBelow[remove.row() + 1] && remove.row() < boardSize - 1) {
                    backtracks[1]++;
                }
            } else if (event instanceof SearchEvent.Reject reject) {
                rejections[reject.line().ordinal()]++;
            }
        }, end -> { });
        Writer out = context.streams().out();
        TreeSizes.table(nodes).writeTo(out, context.streams().columns());
        out.write("n^k: the nodes at depth k without pruning, a queen anywhere in each row\n");
        out.write("n!/(n-k)!: the same with one queen in each column too\n");
        out.write("backtracks: " + backtracks[0] + " queens taken back, " + backtracks[1]
                + " of them dead ends (no queen placed below them)\n");
        if (Arrays.stream(rejections).sum() > 0) {
            // a search that works out a row's free squares at once (bitmask) rejects none
            out.write("rejected: " + rejections[Conflict.Line.COLUMN.ordinal()] + " on a column, "
                    + rejections[Conflict.Line.DIAGONAL.ordinal()] + " on a diagonal, "
                    + rejections[Conflict.Line.ANTI_DIAGONAL.ordinal()] + " on an anti-diagonal\n");
        }
        out.write("solutions: " + ending.solutions() + (ending.stopped() ? " (stopped after " + ending.steps()
                + " steps)" : "") + "\n");
        out.flush();
        return ExitStatus.OK;
    }

    /** {@code --tree}: the whole tree as text, on a board small enough to read it. */
    private int writeTree(CommandContext context, Solver solver, SolveRequest.Builder settings, String label)
            throws IOException {
        SolveRequest shape = settings.build();
        if (shape.boardSize() > TreeText.MAX_BOARD_SIZE) {
            throw new UsageException("--tree writes the tree as text up to n = " + TreeText.MAX_BOARD_SIZE
                    + " (n = 7 has some 550 nodes); for n = " + shape.boardSize() + " take -f " + SVG
                    + ", a picture");
        }
        SearchTree grown = new SearchTree(shape.boardSize(), shape.presetQueens(), true, node -> { });
        run(context, solver, settings, label, false, false, cancellation -> (step, tests, event) -> grown.take(event),
                end -> { });
        new TreeText(shape.boardSize(), context.streams().out()).write(grown.finish());
        context.streams().out().flush();
        return ExitStatus.OK;
    }

    /**
     * {@code --tree -f svg}: the whole tree as a picture, any n. The search runs twice: once to count the tree's
     * leaves, the picture's width, then to draw it, node by node, in constant memory.
     */
    private int drawTree(CommandContext context, Solver solver, SolveRequest.Builder settings, String label)
            throws IOException {
        SolveRequest shape = settings.build();
        TreeSvg.Leaves leaves = new TreeSvg.Leaves();
        SearchTree counted = new SearchTree(shape.boardSize(), shape.presetQueens(), false, leaves);
        run(context, solver, settings, label + " (its leaves)", true, false,
                cancellation -> (step, tests, event) -> counted.take(event), end -> { });
        counted.finish();
        TreeSvg picture = new TreeSvg(shape.boardSize(), label, leaves.count(), context.streams().out());
        SearchTree drawn = new SearchTree(shape.boardSize(), shape.presetQueens(), false, picture);
        run(context, solver, settings, label, true, false, cancellation -> (step, tests, event) -> drawn.take(event),
                end -> { });
        drawn.finish();
        picture.finish();
        return ExitStatus.OK;
    }

    /**
     * Takes the first step of the search alone, to learn the kind of state the solver reports and so lay the
     * frame out before the trace, which the terminal must hold.
     *
     * @return the first step's state, or null for a search without one (or without a step)
     */
    private static SearchState firstState(Session session, Solver solver, SolveRequest request) throws IOException {
        SearchState[] first = new SearchState[1];
        try {
            ProviderGuard.call(session, solver, () -> solver.count(request.toBuilder().searchListener(event -> {
                first[0] = event.state();
                throw new TraceAnimation.Stopped();
            }).build()));
        } catch (TraceAnimation.Stopped firstStepTaken) {
            // as intended
        }
        return first[0];
    }

    private int animate(CommandContext context, Solver solver, SolveRequest.Builder settings, String label)
            throws IOException {
        SolveRequest shape = settings.build();
        int boardSize = shape.boardSize();
        StateView view = StateView.of(firstState(context.session(), solver, shape), boardSize);
        context.streams().flush();
        try (Screen.Live screen = context.screen().open()) {
            int height = TraceBoard.height(boardSize, view);
            int width = TraceBoard.width(boardSize, view);
            if (screen.rows() > 0 && screen.columns() > 0 && (height > screen.rows() || width > screen.columns())) {
                throw new UsageException("a board of n = " + boardSize + " needs " + height + " lines and " + width
                        + " columns, and this terminal has " + screen.rows() + " and " + screen.columns()
                        + "; enlarge it, or take -f " + JSON_LINES + " or --summary");
            }
            String title = TerminalText.safe(label);
            // the attack on a rejected square in red where the terminal has colours and the user wants them
            boolean colours = screen.colours() && context.streams().colours();
            TraceAnimation[] animation = new TraceAnimation[1];
            boolean[] finished = new boolean[1];
            try {
                run(context, solver, settings, label, false, true, cancellation -> {
                    animation[0] = new TraceAnimation(screen,
                            () -> new TraceBoard(title, boardSize, shape.presetQueens(), view, colours),
                            TraceHistory.STEPS, cancellation, delay.toMillis());
                    return (step, tests, event) -> animation[0].onEvent(event);
                }, ending -> {
                    finished[0] = true;
                    animation[0].finish(ending.stopped() ? "stopped" : "done", !ending.stopped());
                });
            } catch (RuntimeException | IOException e) {
                if (animation[0] != null && !finished[0]) {
                    try {
                        animation[0].finish("cancelled", false);
                    } catch (RuntimeException unfinished) {
                        // the terminal closed as the process ends: the first failure says what happened
                        e.addSuppressed(unfinished);
                    }
                }
                throw e;
            }
        }
        return ExitStatus.OK;
    }
}
