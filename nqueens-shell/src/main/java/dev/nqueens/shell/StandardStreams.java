package dev.nqueens.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * The two streams a command writes to, and whether each is a terminal. Results, and nothing else, go to
 * {@link #out()}, so that it can be piped or redirected; messages, errors, progress and summaries go to
 * {@link #err()}. Progress lines and summaries appear only when standard error is a terminal.
 */
final class StandardStreams {

    private final FailFastWriter out;
    private final PrintWriter err;
    private final boolean outIsTerminal;
    private final boolean errIsTerminal;

    /**
     * @param out where results go; its writes must throw when the output is gone (a closed pipe, a full
     *     disk), so that a command stops instead of computing for nobody
     * @param err where everything else goes
     * @param outIsTerminal true if {@code out} is shown on a terminal
     * @param errIsTerminal true if {@code err} is shown on a terminal
     */
    StandardStreams(Writer out, PrintWriter err, boolean outIsTerminal, boolean errIsTerminal) {
        this.out = new FailFastWriter(out);
        this.err = err;
        this.outIsTerminal = outIsTerminal;
        this.errIsTerminal = errIsTerminal;
    }

    /** @return where results go */
    Writer out() {
        return out;
    }

    /** @return where messages, errors, progress and summaries go */
    PrintWriter err() {
        return err;
    }

    /** @return true if results are shown on a terminal */
    boolean outIsTerminal() {
        return outIsTerminal;
    }

    /** @return true if messages are shown on a terminal */
    boolean errIsTerminal() {
        return errIsTerminal;
    }

    /** @return true once writing a result has failed: nobody reads the results any more */
    boolean outFailed() {
        return out.failed();
    }

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
