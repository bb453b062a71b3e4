package dev.nqueens.shell.console;

import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.ErrorReporter;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.text.TerminalText;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.UsageException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The loop of a session: reads a line, runs it, and goes on until {@code exit}, the end of the input, or
 * the end of the process. A failed line is reported and the loop goes on, at a terminal and in a script
 * alike.
 *
 * <p>Exit status: at a terminal, 0. In a script, that of the last line that failed, or 0 if none did, so
 * that {@code nqueens < script} fails when any line failed; 130 if the process is ending because of an
 * interrupt, in which case no further line runs. Once results can no longer be written no further line runs
 * either: the status is then that of the last line that failed, the closed pipe of a reader that has gone
 * being no failure.
 */
final class Repl {

    private final LineSource lines;
    private final CommandRunner runner;
    private final Session session;
    private final StandardStreams streams;

    /**
     * @param lines where the lines come from
     * @param runner runs each line
     * @param session the session, for {@code exit} and interrupts
     * @param streams where errors reading the input go
     */
    Repl(LineSource lines, CommandRunner runner, Session session, StandardStreams streams) {
        this.lines = lines;
        this.runner = runner;
        this.session = session;
        this.streams = streams;
    }

    /** @return the session's exit status; see the class description */
    int run() {
        int lastFailure = ExitStatus.OK;
        while (!session.exitRequested() && !session.interrupts().terminating()) {
            List<String> words;
            try {
                words = lines.next();
            } catch (UsageException e) {
                lastFailure = reporter().report(e, "");
                continue;
            } catch (UncheckedIOException e) {
                streams.err().println(TerminalText.safe("nqueens: " + e.getMessage() + ": "
                        + e.getCause().getMessage()));
                lastFailure = ExitStatus.FAILURE;
                break;
            }
            if (words == null) {
                break;
            }
            if (!words.isEmpty()) {
                int status = runner.run(lines.location(), words);
                if (status != ExitStatus.OK) {
                    lastFailure = status;
                }
                if (streams.outFailed()) {
                    // nobody reads the results any more: stop here, quietly if the reader chose to go (a closed
                    // pipe is no failure), with the failure if the output broke (a full disk)
                    return lastFailure;
                }
            }
        }
        if (session.interrupts().terminating()) {
            return ExitStatus.INTERRUPTED;
        }
        return lines.scripted() ? lastFailure : ExitStatus.OK;
    }

    private ErrorReporter reporter() {
        return new ErrorReporter(streams.err(), lines.location(), false, session::debug);
    }
}
