package dev.nqueens.shell.command;

import dev.nqueens.shell.command.run.ProviderFailureException;
import dev.nqueens.shell.command.run.RunFailureException;
import dev.nqueens.shell.command.run.SolverFaultException;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * Turns what goes wrong in a command into one line on standard error and an exit status: a command line
 * that does not parse and a {@link UsageException} give {@link ExitStatus#USAGE}, a cancelled run
 * {@link ExitStatus#INTERRUPTED}, a closed pipe on the output {@link ExitStatus#OK} without a word (its reader
 * chose to stop reading), anything else {@link ExitStatus#FAILURE}. Stack traces only with {@code --debug}.
 *
 * <p>Lines start with {@code nqueens: }, and in a script with the line number, as in
 * {@code nqueens: line 3: unknown command 'cont'; did you mean 'count'?}.
 */
public final class ErrorReporter implements IParameterExceptionHandler, IExecutionExceptionHandler {

    private final PrintWriter err;
    private final String prefix;
    private final boolean oneShot;
    private final BooleanSupplier debug;

    /**
     * @param err where the lines go
     * @param location where the command came from, as in {@code "line 3"}, or empty
     * @param oneShot true if the command came from the program arguments, for the hints
     * @param debug whether to print stack traces, asked when an error happens
     */
    public ErrorReporter(PrintWriter err, String location, boolean oneShot, BooleanSupplier debug) {
        this.err = err;
        this.prefix = "nqueens: " + (location.isEmpty() ? "" : location + ": ");
        this.oneShot = oneShot;
        this.debug = debug;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        err.println(TerminalText.safe(prefix + describe(e)));
        printTraceIfDebugging(e);
        return ExitStatus.USAGE;
    }

    private String describe(ParameterException e) {
        CommandLine where = e.getCommandLine();
        boolean atTop = where.getParent() == null;
        String command = atTop ? "" : where.getCommandName() + ": ";
        String help = "see '" + (oneShot ? "nqueens " : "") + "help" + (atTop ? "" : " " + where.getCommandName())
                + "'";
        if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String first = unmatched.getUnmatched().get(0);
            List<String> suggestions = unmatched.getSuggestions();
            String guess = suggestions.isEmpty() ? "" : "; did you mean '" + suggestions.get(0) + "'?";
            if (unmatched.isUnknownOption()) {
                return command + "unknown option '" + first + "'" + guess + "; " + help;
            }
            if (atTop) {
                return "unknown command '" + first + "'"
                        + (guess.isEmpty() ? "; commands: " + String.join(", ", where.getSubcommands().keySet())
                                : guess);
            }
            return command + "unexpected argument '" + first + "'; " + help;
        }
        if (e.getCause() instanceof TypeConversionException conversion) {
            return command + conversion.getMessage();
        }
        return command + lowerFirst(e.getMessage()) + "; " + help;
    }

    private static String lowerFirst(String message) {
        return message.isEmpty() ? message : message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1);
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, ParseResult parseResult) {
        return report(e, commandLine.getCommandName());
    }

    /**
     * Reports a failure of a command.
     *
     * @param failure what the command threw
     * @param command the command's name
     * @return the exit status it leads to
     */
    public int report(Throwable failure, String command) {
        int status;
        if (failure instanceof UsageException) {
            err.println(TerminalText.safe(prefix + withCommand(command, failure.getMessage())));
            status = ExitStatus.USAGE;
        } else if (failure instanceof CancellationException) {
            err.println(TerminalText.safe(prefix + command + " cancelled"));
            status = ExitStatus.INTERRUPTED;
        } else if (failure instanceof SolverFaultException || failure instanceof RunFailureException
                || failure instanceof ProviderFailureException) {
            err.println(TerminalText.safe(prefix + command + ": " + failure.getMessage()));
            status = ExitStatus.FAILURE;
        } else if (failure instanceof IOException || failure instanceof UncheckedIOException) {
            Throwable cause = failure instanceof UncheckedIOException ? failure.getCause() : failure;
            if (isClosedPipe(cause)) {
                // the reader has gone, by its choice (head, less): end quietly, as ls | head does
                status = ExitStatus.OK;
            } else {
                err.println(TerminalText.safe(prefix + command + ": cannot write the output: "
                        + cause.getMessage()));
                status = ExitStatus.FAILURE;
            }
        } else {
            // a provider's bug or a broken installation: name what was thrown, since its message alone
            // (if it has one) may not say what went wrong
            err.println(TerminalText.safe(prefix + command + " failed: " + failure));
            status = ExitStatus.FAILURE;
        }
        printTraceIfDebugging(failure);
        return status;
    }

    /**
     * @return the message after the command's name, as every error names its command; unless there is no
     *     command (options alone), or the message names it already
     */
    private static String withCommand(String command, String message) {
        if (command.isEmpty() || command.equals("nqueens") || message.startsWith(command + ": ")) {
            return message;
        }
        return command + ": " + message;
    }

    /**
     * @param failure why a write failed
     * @return true if the output was a pipe or socket whose reader has closed it (EPIPE), as opposed to a
     *     disk that is full or a file that cannot be written; the JDK says so only in its message
     */
    static boolean isClosedPipe(Throwable failure) {
        String message = failure.getMessage();
        return failure instanceof IOException && ("Broken pipe".equals(message)
                || "The pipe is being closed".equals(message));
    }

    private void printTraceIfDebugging(Throwable failure) {
        if (debug.getAsBoolean()) {
            // the trace holds the messages of every cause, as raw as the failure's own
            StringWriter trace = new StringWriter();
            failure.printStackTrace(new PrintWriter(trace));
            err.print(TerminalText.safeLines(trace.toString()));
            err.flush();
        }
    }
}
