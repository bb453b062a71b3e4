package dev.nqueens.shell.command.race;

import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.LocalEngine;
import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.DurationConverter;
import dev.nqueens.shell.command.model.IdCandidates;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.command.run.ProviderGuard;
import dev.nqueens.shell.command.run.RequestOptions;
import dev.nqueens.shell.command.run.SolverRun;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.time.Durations;
import dev.nqueens.shell.time.Scheduler;
import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code race N}: the same request to several solvers, one after another, each within a time budget, and a
 * {@link RaceTable} of how they did. Each call is a {@link SolverRun} of its own, so Ctrl-C and the progress
 * line work as for {@code count}; the budget cancels the call through the same cancellation, and the run's
 * {@link Interrupts.Run#interrupted()} tells the two apart. Ctrl-C ends the race: the table shows what
 * finished and the solver that was interrupted, and the command ends as cancelled.
 *
 * <p>A solver that throws is a row of the table, {@code failed} with a one-line reason, and the race goes on:
 * a race is where a plugin's author sees how a new solver stands, bugs and all. The exit status is 0 unless
 * the race is interrupted; the table tells how each solver did.
 */
public final class RaceCommand implements Callable<Integer> {

    private final NqueensCommand root;

    long n;
    List<String> solverIds;
    boolean count;
    boolean solve;
    Duration budget;
    final RequestOptions options = new RequestOptions();

    /** Set once Ctrl-C has reached a solver's run: the race ends there. */
    private boolean interrupted;

    private RaceCommand(NqueensCommand root) {
        this.root = root;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code race} command
     */
    public static CommandSpec spec(NqueensCommand root) {
        RaceCommand command = new RaceCommand(root);
        CommandSpecs.Binding<List<String>> solverIdsBinding = CommandSpecs.binding(() -> command.solverIds,
                ids -> command.solverIds = ids);
        CommandSpec spec = CommandSpecs.command(command, "race",
                "Run several solvers on the same board, one after another, each within a time budget, and print a "
                        + "table: the result, whether it agrees with the others and with the known answer (the "
                        + "whole board, n up to 27), the time, solutions per second, the time over the "
                        + "fastest, and for a search that reports its steps, its nodes and the tests it made per "
                        + "node.",
                "",
                "The rows keep the order of --solvers. Without it, races every installed solver, plugins "
                        + "included, that can count the board (with --solve: list all its solutions), and "
                        + "shows them fastest first. A solver still running at the end of its budget "
                        + "is cancelled and shown as over budget; one that fails is shown as failed, and the race "
                        + "goes on. Ctrl-C ends the race and prints what finished.");
        spec.addPositional(CommandSpecs.boardSize(n -> command.n = n));
        spec.addOption(CommandSpecs.option("--solvers")
                .paramLabel("SOLVER")
                .type(List.class).auxiliaryTypes(String.class)
                .splitRegex(",")
                .completionCandidates(IdCandidates.solvers(root.context().session()))
                .description("The solvers to race, in order, as in --solvers bitmask,iterative (installed: "
                        + "${COMPLETION-CANDIDATES}). Default: every one that can, fastest first.")
                .getter(solverIdsBinding).setter(solverIdsBinding)
                .build());
        spec.addOption(CommandSpecs.flag("--count",
                "Race to count the solutions (the default).",
                on -> command.count = on));
        spec.addOption(CommandSpecs.flag("--solve",
                "Race to list the solutions: each solver's boards are counted as "
                        + "they come, none is drawn.",
                on -> command.solve = on));
        spec.addOption(CommandSpecs.option("--budget")
                .paramLabel("DURATION")
                .type(Duration.class)
                .converters(new DurationConverter())
                .defaultValue("10s")
                .description("The time each solver has, as in 500ms, 10s or 2m; default: ${DEFAULT-VALUE}.")
                .setter(CommandSpecs.<Duration>setter(value -> command.budget = value))
                .build());
        command.options.addTo(spec);
        return spec;
    }

    @Override
    public Integer call() throws IOException {
        if (count && solve) {
            throw new UsageException("race: --count and --solve cannot go together: a race counts or lists");
        }
        if (root.solverId() != null) {
            throw new UsageException("race: the solvers to race are given with --solvers, as in race " + n
                    + " --solvers " + root.solverId() + ",bitmask; --solver chooses the solver of other commands");
        }
        CommandContext context = root.context();
        Session session = context.session();
        SolverChoice.Task task = options.task(!solve, n);
        List<Solver> racers = solverIds == null ? everyServing(session, task) : named(session, task);
        SolveRequest.Builder settings = options.settings((int) n);
        RaceTable table = new RaceTable(KnownCounts.of(settings.build(), options.unique()),
                KnownCounts.sequence(options.unique()), solverIds != null);
        for (Solver solver : racers) {
            table.add(lap(session, context, solver, settings));
            if (interrupted) {
                break;
            }
        }
        Writer out = context.streams().out();
        table.writeTo(out, context.streams().columns());
        out.flush();
        if (interrupted) {
            throw new CancellationException("the race was interrupted");
        }
        return ExitStatus.OK;
    }

    /** @return every installed solver that serves the request, fastest first by what they declare */
    private static List<Solver> everyServing(Session session, SolverChoice.Task task) {
        SolverChoice.Choice choice = SolverChoice.choose(session.solvers().all(), task);
        if (choice.ranked().isEmpty()) {
            throw new UsageException("race: " + choice.reason());
        }
        return choice.ranked();
    }

    /** @return the solvers of {@code --solvers}, each checked to serve the request, each once */
    private List<Solver> named(Session session, SolverChoice.Task task) {
        List<Solver> installed = session.solvers().all();
        if (solverIds.isEmpty() || solverIds.stream().anyMatch(String::isBlank)) {
            throw new UsageException("race: --solvers " + (solverIds.isEmpty() ? "names no solver" : "has an empty id")
                    + "; give ids with commas between them, as in --solvers bitmask,iterative");
        }
        List<Solver> named = new ArrayList<>();
        for (String id : new LinkedHashSet<>(solverIds)) {
            Solver solver = session.solver(id);
            Requirements.boardSize(n, solver);
            if (solve) {
                Requirements.checkCapability(solver, "list all solutions, which a race compares", installed,
                        Capability.ALL_SOLUTIONS);
            } else {
                Requirements.checkCapability(solver, "count solutions", installed, Capability.COUNT,
                        Capability.ALL_SOLUTIONS);
            }
            options.check(solver, task, installed);
            named.add(solver);
        }
        return named;
    }

    /** Runs one solver within the budget, and says how it went. */
    private RaceTable.Lap lap(Session session, CommandContext context, Solver solver,
            SolveRequest.Builder settings) {
        Scheduler scheduler = session.scheduler();
        String label = "race " + n + (solve ? " --solve" : "") + (options.unique() ? " --unique" : "") + " with "
                + solver.id();
        try (SolverRun run = SolverRun.start(session, context.streams(), label, true, null, 0)) {
            Interrupts.Run interrupts = session.interrupts().running();
            SolveRequest request = run.request(settings);
            AtomicBoolean expired = new AtomicBoolean();
            Scheduler.Scheduled timer = scheduler.after(budget, () -> {
                expired.set(true);
                request.cancellation().cancel();
            });
            long start = scheduler.nanoTime();
            try {
                long result = BoundedCall.run(scheduler, request.cancellation(), budget, "nqueens-race-" + solver.id(),
                        () -> solve ? listed(solver, request) : counted(solver, request));
                long nanos = scheduler.nanoTime() - start;
                timer.cancel();
                // Ctrl-C that came as the solver finished ends the race after its result
                interrupted = interrupts.interrupted();
                RaceTable.Lap lap = RaceTable.Lap.finished(solver.id(), result, nanos);
                Optional<RaceTable.SearchSize> search = interrupted ? Optional.empty()
                        : search(scheduler, solver, request);
                interrupted = interrupts.interrupted();
                run.succeeded(result + (result == 1 ? " solution" : " solutions"));
                return search.map(lap::withSearch).orElse(lap);
            } catch (CancellationException e) {
                long nanos = scheduler.nanoTime() - start;
                if (interrupts.interrupted()) {
                    interrupted = true;
                    return new RaceTable.Lap(solver.id(), RaceTable.Outcome.INTERRUPTED, 0, nanos, "Ctrl-C");
                }
                if (expired.get()) {
                    return new RaceTable.Lap(solver.id(), RaceTable.Outcome.OVER_BUDGET, 0, nanos,
                            "cancelled at the end of its budget of " + Durations.format(budget));
                }
                return failed(solver, e, nanos);
            } catch (BoundedCall.AbandonedException e) {
                // its thread runs on, alone; the race goes on without it
                interrupted = interrupts.interrupted();
                return new RaceTable.Lap(solver.id(), interrupted ? RaceTable.Outcome.INTERRUPTED
                        : RaceTable.Outcome.OVER_BUDGET, 0, scheduler.nanoTime() - start, "did not stop when "
                        + (interrupted ? "Ctrl-C cancelled it" : "its budget of " + Durations.format(budget)
                        + " ran out") + "; left running");
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError | LinkageError | AssertionError e) {
                // as the command runner does for a command: the stack or the heap the solver used is free again
                return failed(solver, e, scheduler.nanoTime() - start);
            } finally {
                timer.cancel();
            }
        }
    }

    /**
     * Measures a solver's search in a second run that is not timed, a listener would slow the timed one: its
     * nodes, each queen it placed, and the tests it reports. Within the budget, as the timed run; Ctrl-C stops
     * it too.
     *
     * @return the size of the search, or empty if the solver does not report its search or the run did not
     *     end
     */
    private Optional<RaceTable.SearchSize> search(Scheduler scheduler, Solver solver, SolveRequest timed) {
        if (!solver.capabilities().contains(Capability.SEARCH_EVENTS)) {
            return Optional.empty();
        }
        long[] placedAndTested = new long[2];
        SolveRequest request = timed.toBuilder().searchListener(new SearchListener() {
            @Override
            public void onEvent(SearchEvent event) {
                if (event instanceof SearchEvent.Place) {
                    placedAndTested[0]++;
                }
            }

            @Override
            public void onTests(long count) {
                placedAndTested[1] += count;
            }

            @Override
            public boolean wantsState() {
                return false;
            }
        }).build();
        Scheduler.Scheduled timer = scheduler.after(budget, () -> request.cancellation().cancel());
        try {
            BoundedCall.run(scheduler, request.cancellation(), budget, "nqueens-race-nodes-" + solver.id(),
                    () -> solver.count(request));
            return Optional.of(new RaceTable.SearchSize(placedAndTested[0], placedAndTested[1]));
        } catch (CancellationException | BoundedCall.AbandonedException e) {
            return Optional.empty();
        } finally {
            timer.cancel();
        }
    }

    /** Counts as {@code count} does: a splitting solver's subproblems on the engine's threads. */
    private long counted(Solver solver, SolveRequest request) {
        Optional<SubproblemSolver> splitting = request.presetQueens().isEmpty() ? ProviderGuard.splitting(solver)
                : Optional.empty();
        if (splitting.isPresent()) {
            CountResult result = LocalEngine.countBoard(splitting.get(), request);
            return options.unique() ? result.fundamentalSolutions() : result.solutions();
        }
        return options.unique() ? solver.countUnique(request) : solver.count(request);
    }

    /** Takes every board from the stream, drawing none: a solver's pace at listing, not a format's. */
    private long listed(Solver solver, SolveRequest request) {
        try (Stream<Solution> boards = solver.solve(request)) {
            Stream<Solution> kept = options.unique() ? boards.filter(Solution::isCanonical) : boards;
            return kept.mapToLong(board -> 1).sum();
        }
    }

    private static RaceTable.Lap failed(Solver solver, Throwable failure, long nanos) {
        String message = failure.getMessage();
        String reason = failure.getClass().getSimpleName()
                + (message == null || message.isBlank() ? "" : ": " + message.lines().findFirst().orElse(""));
        return new RaceTable.Lap(solver.id(), RaceTable.Outcome.FAILED, 0, nanos, reason);
    }
}
