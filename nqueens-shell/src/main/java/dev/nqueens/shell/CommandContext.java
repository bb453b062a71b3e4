package dev.nqueens.shell;

import java.util.function.IntSupplier;

/**
 * What the commands of one command line run against.
 *
 * @param session the session: providers, current choices, interrupts
 * @param streams where results and messages go
 * @param oneShot true for a command given as program arguments, false inside a session (interactive or
 *     piped), where {@code use} and {@code format} make sense
 * @param whenNoCommand what global options given without a command lead to, once they are the session's
 *     settings: starting a session from the program arguments, nothing more inside one; returns an exit
 *     status
 */
record CommandContext(Session session, StandardStreams streams, boolean oneShot, IntSupplier whenNoCommand) {
}
