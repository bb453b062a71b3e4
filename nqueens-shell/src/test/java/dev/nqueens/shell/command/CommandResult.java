package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.List;

/**
 * What one command line did, as a black box sees it: its exit status and what it wrote to standard output
 * and standard error.
 *
 * @param status the exit status
 * @param out standard output
 * @param err standard error
 */
public record CommandResult(int status, String out, String err) {

    /** @return a success that printed {@code out} and nothing on standard error */
    public static CommandResult succeeded(String out) {
        return new CommandResult(ExitStatus.OK, out, "");
    }

    /**
     * Runs {@code nqueens WORDS} once, as a one-shot command with the given standard input.
     *
     * @param session the session the command runs in
     * @param in what standard input holds
     * @param words the command line
     * @return what it did
     */
    public static CommandResult oneShot(Session session, byte[] in, String... words) {
        CapturedStreams streams = new CapturedStreams(in);
        int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                .run("", List.of(words));
        return new CommandResult(status, streams.out(), streams.err());
    }

    /** {@link #oneShot(Session, byte[], String...)} with nothing on standard input. */
    public static CommandResult oneShot(Session session, String... words) {
        return oneShot(session, new byte[0], words);
    }

    /**
     * Asserts the contract for a usage error: exit status 2, nothing on standard output, and one line on
     * standard error that starts with {@code nqueens: } and the given message.
     *
     * @param message the start of the message, after {@code nqueens: }
     */
    public void assertUsageError(String message) {
        assertThat(status).as("exit status").isEqualTo(ExitStatus.USAGE);
        assertThat(out).as("standard output").isEmpty();
        assertThat(err).startsWith("nqueens: " + message).endsWith("\n");
        assertThat(err.lines()).as("lines on standard error").hasSize(1);
    }
}
