package dev.nqueens.shell.command.model;

import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Session;
import java.util.function.IntSupplier;

/**
 * What the commands of one command line run against.
 *
 * @param session the session: providers, current choices, interrupts
 * @param streams where results and messages go
 * @param invocation how the commands arrive: from the program arguments, or inside a session (a script
 *     or the interactive shell), where {@code use} and {@code format} make sense
 * @param whenNoCommand what global options given without a command lead to, once they are the session's
 *     settings: starting a session from the program arguments, nothing more inside one; returns an exit
 *     status
 * @param screen the terminal a command may take over to animate, or null where there is none to take
 */
public record CommandContext(Session session, StandardStreams streams, Invocation invocation,
        IntSupplier whenNoCommand, Screen screen) {

    /**
     * A context without a terminal to take over.
     *
     * @param session the session: providers, current choices, interrupts
     * @param streams where results and messages go
     * @param invocation how the commands arrive
     * @param whenNoCommand what global options given without a command lead to; returns an exit status
     */
    public CommandContext(Session session, StandardStreams streams, Invocation invocation, IntSupplier whenNoCommand) {
        this(session, streams, invocation, whenNoCommand, null);
    }
}
