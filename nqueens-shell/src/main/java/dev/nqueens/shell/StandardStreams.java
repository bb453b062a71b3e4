package dev.nqueens.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * The two streams a command writes to, and whether each is a terminal. Results, and nothing else, go to
 * {@code out}, so that it can be piped or redirected; messages, errors, progress and summaries go to
 * {@code err}. Progress lines and summaries appear only when {@code err} is a terminal.
 *
 * @param out where results go; writing to it throws when the output is gone (a closed pipe, a full disk),
 *     so that a command stops instead of computing for nobody
 * @param err where everything else goes
 * @param outIsTerminal true if {@code out} is shown on a terminal
 * @param errIsTerminal true if {@code err} is shown on a terminal
 */
record StandardStreams(Writer out, PrintWriter err, boolean outIsTerminal, boolean errIsTerminal) {

    /**
     * Flushes both streams.
     *
     * @throws IOException if the results cannot be written
     */
    void flush() throws IOException {
        err.flush();
        out.flush();
    }
}
