package dev.nqueens.shell.console;

import dev.nqueens.shell.status.UsageException;
import java.util.List;

/** Where a session's command lines come from: a terminal with a prompt, or a script on standard input. */
interface LineSource {

    /**
     * Reads the next line.
     *
     * @return its words, none for a blank line or a comment; null at the end of the input
     * @throws UsageException if the line cannot be split into words
     */
    List<String> next();

    /** @return where the line last read came from, as in {@code "line 3"}, or empty on a terminal */
    String location();

    /**
     * @return true if the lines come from a script, so that the session's exit status tells whether a line
     *     failed; false for a person at a terminal, who saw each error as it happened
     */
    boolean scripted();
}
