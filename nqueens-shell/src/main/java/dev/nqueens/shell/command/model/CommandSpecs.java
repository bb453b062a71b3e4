package dev.nqueens.shell.command.model;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Builds picocli's model of a command in code, each option bound to a field of the command by a lambda,
 * rather than by picocli's reflection over annotations. Each command declares its model once, in its
 * {@code spec} method, beside the fields it fills.
 *
 * <p>Why not annotations: reading them took two fifths (Java 17) to three fifths (Java 25) of the CPU time of
 * a one-shot command's own thread. The JDK makes a proxy class for each kind of annotation it reads
 * (picocli's, and those of {@code Object}'s methods, which picocli scans too), and picocli walks every field
 * and method of every command class; on Java 25, picocli's classes, compiled for Java 5, cannot go into the
 * AOT cache either, so every picocli class that reflection needs is read and verified again on every run.
 * docs/performance-startup.md has the measurements.
 *
 * <p>Every option starts without an initial value for picocli to reset: each command line gets new command
 * objects, whose field initialisers are the defaults.
 */
public final class CommandSpecs {

    private CommandSpecs() {
    }

    /**
     * @param command what runs when the command line names this command
     * @param name the command's name
     * @param description the paragraphs of its help
     * @return the model of a command, with no options yet
     */
    public static CommandSpec command(Callable<Integer> command, String name, String... description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command);
        spec.name(name);
        spec.usageMessage().description(description);
        return spec;
    }

    /**
     * @param names the option's names, as in {@code "-s", "--solver"}
     * @return a builder of an option that picocli does not reset before it parses
     */
    public static OptionSpec.Builder option(String... names) {
        return OptionSpec.builder(names).hasInitialValue(false);
    }

    /**
     * @param name the flag's name
     * @param description its help
     * @param field what sets the command's field when the flag is given
     * @return an option without a value, true when given
     */
    public static OptionSpec flag(String name, String description, Consumer<Boolean> field) {
        return option(name).type(boolean.class).description(description).setter(setter(field)).build();
    }

    /**
     * @param label the parameter's label in the help, as in {@code N}
     * @return a builder of a required positional parameter, one value, that picocli does not reset before it
     *     parses
     */
    public static PositionalParamSpec.Builder positional(String label) {
        return PositionalParamSpec.builder().paramLabel(label).arity("1").required(true).hasInitialValue(false);
    }

    /**
     * @param label the parameter's label in the help, as in {@code FILE}
     * @return a builder of a positional parameter that may be left out, one value at most, that picocli does
     *     not reset before it parses
     */
    public static PositionalParamSpec.Builder optionalPositional(String label) {
        return PositionalParamSpec.builder().paramLabel(label).arity("0..1").required(false).hasInitialValue(false);
    }

    /**
     * @param field what sets the command's field to the board size
     * @return the parameter {@code N} of the commands that take a board: a whole number, 0 or more
     */
    public static PositionalParamSpec boardSize(Consumer<Long> field) {
        return boardSize("The board size, 0 or more.", field);
    }

    /**
     * @param description the parameter's help
     * @param field what sets the command's field to the board size
     * @return the parameter {@code N} of a command that takes a board: a whole number, 0 or more
     */
    public static PositionalParamSpec boardSize(String description, Consumer<Long> field) {
        return positional("N").type(long.class).converters(new WholeNumberConverter.BoardSize())
                .description(description).setter(setter(field)).build();
    }

    /**
     * @param <T> the value's type
     * @param field what sets the command's field to a value picocli converted
     * @return a setter for picocli
     */
    public static <T> ISetter setter(Consumer<T> field) {
        return new Binding<>(() -> null, field);
    }

    /**
     * A getter and setter, for a value that picocli reads back as it parses: the list of an option given
     * several times, to which it adds each value.
     *
     * @param <T> the value's type
     * @param get what reads the command's field
     * @param set what sets it
     * @return the binding, to give as both getter and setter
     */
    public static <T> Binding<T> binding(Supplier<T> get, Consumer<T> set) {
        return new Binding<>(get, set);
    }

    /**
     * A field of a command, reached through lambdas.
     *
     * @param <T> the field's type
     */
    public static final class Binding<T> implements IGetter, ISetter {

        private final Supplier<T> get;
        private final Consumer<T> set;

        private Binding(Supplier<T> get, Consumer<T> set) {
            this.get = get;
            this.set = set;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <V> V get() {
            return (V) get.get();
        }

        @Override
        @SuppressWarnings("unchecked")
        public <V> V set(V value) {
            V previous = get();
            set.accept((T) value);
            return previous;
        }
    }
}
