package dev.nqueens.shell.command.run;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.QueenConverter;
import dev.nqueens.shell.command.model.WholeNumberConverter;
import dev.nqueens.shell.session.Requirements;
import dev.nqueens.shell.status.UsageException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The options that {@code solve}, {@code count} and {@code race} share, which shape the request to the
 * solver: threads, pre-placed queens, one solution per symmetry class. Each command adds them to its model
 * ({@link #addTo}); {@link SolverRun#request} adds the run's own controls to the {@link #settings settings}
 * they make.
 */
public final class RequestOptions {

    private Long threads;
    private List<QueenConverter.Queens> placedValues = new ArrayList<>();
    private boolean unique;

    /**
     * Adds these options to a command's model, bound to this object's fields.
     *
     * @param spec the model of the command that takes them
     */
    public void addTo(CommandSpec spec) {
        CommandSpecs.Binding<List<QueenConverter.Queens>> placedValuesBinding = CommandSpecs.binding(
                () -> placedValues, values -> placedValues = values);
        spec.addOption(CommandSpecs.option("--threads")
                .paramLabel("K")
                .type(Long.class)
                .converters(new WholeNumberConverter.Threads())
                .description("Threads for a solver that spreads its work over several (halves, bitslice); default: all "
                        + "cores. Other solvers run on one.")
                .setter(CommandSpecs.<Long>setter(value -> threads = value))
                .build());
        spec.addOption(CommandSpecs.option("--place")
                .paramLabel("R:C[,R:C...]")
                .type(List.class).auxiliaryTypes(QueenConverter.Queens.class)
                .converters(new QueenConverter())
                .description("Pre-placed queens, at row R and column C counted from 0, as in --place 0:0,5:2 (or "
                        + "--place once per queen): only solutions that contain them. Needs a solver that takes "
                        + "pre-placed queens.")
                .getter(placedValuesBinding).setter(placedValuesBinding)
                .build());
        spec.addOption(CommandSpecs.flag("--unique",
                "One solution per class under the 8 rotations and reflections of the board: count "
                        + "prints the number of classes (the fundamental solutions, OEIS A002562); solve prints "
                        + "each class's lexicographically smallest board, the boards in lexicographic order. "
                        + "Needs a solver that finds all solutions or counts classes; not with --place.",
                on -> unique = on));
    }

    /**
     * @param count true for a count, false for a list
     * @param boardSize n as typed
     * @return what the command asks of a solver, for the API's choice
     * @throws UsageException if {@code --unique} and {@code --place} are both given
     */
    public SolverChoice.Task task(boolean count, long boardSize) {
        List<Queen> placed = placed();
        if (unique && !placed.isEmpty()) {
            throw new UsageException("--unique takes one solution per symmetry class of the whole board, which"
                    + " pre-placed queens break; give --unique or --place, not both");
        }
        SolverChoice.Task task = count ? SolverChoice.Task.count(boardSize) : SolverChoice.Task.list(boardSize);
        task = unique ? task.unique() : task;
        return placed.isEmpty() ? task : task.withPresetQueens();
    }

    /**
     * Checks that a solver can do what these options ask, beyond what the command itself asks.
     *
     * @param solver the solver that will run
     * @param task what the command asks, from {@link #task}
     * @param installed every installed solver, to suggest those that can
     * @throws UsageException if the solver cannot
     */
    public void check(Solver solver, SolverChoice.Task task, List<Solver> installed) {
        if (task.hasPresetQueens()) {
            Requirements.checkCapability(solver, "take pre-placed queens", installed, Capability.PRESET_QUEENS);
        }
        if (task.isUnique() && !task.isCount()) {
            Requirements.checkCapability(solver, "list one solution per symmetry class, which takes all solutions",
                    installed, Capability.ALL_SOLUTIONS);
        }
        if (task.isUnique() && task.isCount()) {
            Requirements.checkCapability(solver, "count fundamental solutions", installed, Capability.UNIQUE_COUNT,
                    Capability.ALL_SOLUTIONS);
        }
    }

    /**
     * @param boardSize n
     * @return a request builder for n with these options' threads and pre-placed queens
     * @throws UsageException if a pre-placed queen lies off the board or two attack each other
     */
    public SolveRequest.Builder settings(int boardSize) {
        SolveRequest.Builder settings = SolveRequest.builder(boardSize);
        if (threads != null) {
            settings.parallelism((int) Math.min(threads, Integer.MAX_VALUE));
        }
        List<Queen> placed = placed();
        if (!placed.isEmpty()) {
            try {
                settings.presetQueens(placed);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--place: " + e.getMessage(), e);
            }
        }
        return settings;
    }

    /** @return the threads of {@code --threads}, or null when it is not given */
    public Long threads() {
        return threads;
    }

    /** @return true if {@code --unique} is given */
    public boolean unique() {
        return unique;
    }

    /** @return the pre-placed queens, in the order given */
    public List<Queen> placed() {
        return placedValues.stream().flatMap(value -> value.queens().stream()).toList();
    }
}
