package dev.nqueens.shell.command.session;

import dev.nqueens.shell.command.model.CommandContext;
import dev.nqueens.shell.command.model.CommandSpecs;
import dev.nqueens.shell.command.model.IdCandidates;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.NqueensCommand;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code use ID} and {@code format ID}: make a solver, or a format, the session's choice for the commands that
 * follow. Both take one id, complete it from what is installed, and refuse to run as a one-shot command,
 * where the choice would end with the command: there, the option of the command itself says the same.
 */
public final class ChoiceCommand implements Callable<Integer> {

    private final NqueensCommand root;
    private final Choice choice;
    String id;

    private ChoiceCommand(NqueensCommand root, Choice choice) {
        this.root = root;
        this.choice = choice;
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code use} command
     */
    public static CommandSpec use(NqueensCommand root) {
        return spec(root, new Choice("use", "solver", "--solver", IdCandidates::solvers, Session::solver,
                Session::chooseSolver));
    }

    /**
     * @param root the command line's top
     * @return the model of a new {@code format} command
     */
    public static CommandSpec format(NqueensCommand root) {
        return spec(root, new Choice("format", "output format", "--format", IdCandidates::formats,
                Session::renderer, Session::chooseFormat));
    }

    private static CommandSpec spec(NqueensCommand root, Choice choice) {
        ChoiceCommand command = new ChoiceCommand(root, choice);
        CommandSpec spec = CommandSpecs.command(command, choice.name(), "Use this " + choice.noun()
                + " for the commands that follow (in the shell; for a single command, give " + choice.option()
                + ").");
        String kind = choice.noun().substring(choice.noun().lastIndexOf(' ') + 1);
        spec.addPositional(CommandSpecs.positional(kind.toUpperCase(Locale.ROOT)).type(String.class)
                .completionCandidates(choice.candidates().apply(root.context().session()))
                .description("A " + kind + ": ${COMPLETION-CANDIDATES}.")
                .setter(CommandSpecs.<String>setter(id -> command.id = id)).build());
        return spec;
    }

    @Override
    public Integer call() {
        CommandContext context = root.context();
        if (context.invocation() == Invocation.ONE_SHOT) {
            // an unknown id is the more useful message, so look it up first
            choice.lookUp().apply(context.session(), id);
            throw new UsageException(choice.name() + ": sets the " + choice.noun() + " of a shell session; for one"
                    + " command, give " + choice.option() + " " + id);
        }
        choice.choose().accept(context.session(), id);
        return ExitStatus.OK;
    }

    /**
     * What one of the two commands chooses.
     *
     * @param name the command's name
     * @param noun what it chooses, as its help and messages say it
     * @param option the option that makes the same choice for one command
     * @param candidates the ids installed, for completion and help
     * @param lookUp finds an id, or throws the unknown id's error
     * @param choose makes an id the session's choice
     */
    private record Choice(String name, String noun, String option, Function<Session, Iterable<String>> candidates,
            BiFunction<Session, String, ?> lookUp, BiConsumer<Session, String> choose) {
    }
}
