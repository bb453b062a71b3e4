package dev.nqueens.shell.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

/**
 * The two streams a command writes to, whether each is a terminal, and standard input. Results, and nothing
 * else, go to {@link #out()}, so that it can be piped or redirected; messages, errors, progress and
 * summaries go to {@link #err()}. Progress lines and summaries appear only when standard error is a
 * terminal. Standard input is data for a command ({@code nqueens verify < boards.txt}) only when the
 * command comes from the program arguments; a session reads its commands from it.
 *
 * <p>Both writers go through one {@code SharedTerminal}, the one writer of the terminal they may share, which also
 * draws the progress line: nothing written lands on it. Tables fit the width of {@link #columns()}.
 *
 * <p>Help and the interactive shell's prompt are in colour on a terminal unless the user asked for none
 * ({@link #colours()}, which {@code NO_COLOR} turns off: see {@link NoColor}).
 */
public final class StandardStreams {

    private final InputStream in;
    private final FailFastWriter out;
    private final PrintWriter err;
    private final BooleanSupplier outIsTerminal;
    private final BooleanSupplier errIsTerminal;
    private final SharedTerminal terminal;
    private final IntSupplier columns;
    private final boolean colours;

    /**
     * Streams with an empty standard input.
     *
     * @param out where results go; its writes must throw when the output is gone (a closed pipe, a full
     *     disk), so that a command stops instead of computing for nobody
     * @param err where everything else goes
     * @param outIsTerminal true if {@code out} is shown on a terminal
     * @param errIsTerminal true if {@code err} is shown on a terminal
     */
    public StandardStreams(Writer out, PrintWriter err, boolean outIsTerminal, boolean errIsTerminal) {
        this(InputStream.nullInputStream(), out, err, outIsTerminal, errIsTerminal);
    }

    /**
     * @param in standard input, for a command that reads data from it
     * @param out where results go; see {@link #StandardStreams(Writer, PrintWriter, boolean, boolean)}
     * @param err where everything else goes
     * @param outIsTerminal true if {@code out} is shown on a terminal
     * @param errIsTerminal true if {@code err} is shown on a terminal
     */
    public StandardStreams(InputStream in, Writer out, PrintWriter err, boolean outIsTerminal, boolean errIsTerminal) {
        this(in, out, err, () -> outIsTerminal, () -> errIsTerminal);
    }

    /**
     * Streams that find out whether they are terminals only when a command asks, since finding out has a
     * cost (see {@code TerminalAttachment}).
     *
     * @param in standard input, for a command that reads data from it
     * @param out where results go; see {@link #StandardStreams(Writer, PrintWriter, boolean, boolean)}
     * @param err where everything else goes
     * @param outIsTerminal whether {@code out} is shown on a terminal, asked each time a command asks
     * @param errIsTerminal whether {@code err} is shown on a terminal, likewise
     */
    public StandardStreams(InputStream in, Writer out, PrintWriter err, BooleanSupplier outIsTerminal,
            BooleanSupplier errIsTerminal) {
        this.in = in;
        this.terminal = new SharedTerminal(out, err, outIsTerminal, errIsTerminal);
        this.out = new FailFastWriter(terminal.out());
        this.err = new PrintWriter(terminal.err(), true);
        this.outIsTerminal = outIsTerminal;
        this.errIsTerminal = errIsTerminal;
        this.columns = () -> 0;
        this.colours = true;
    }

    private StandardStreams(StandardStreams streams, IntSupplier columns, boolean colours) {
        this.in = streams.in;
        this.terminal = streams.terminal;
        this.out = streams.out;
        this.err = streams.err;
        this.outIsTerminal = streams.outIsTerminal;
        this.errIsTerminal = streams.errIsTerminal;
        this.columns = columns;
        this.colours = colours;
    }

    /**
     * The same streams, writing through the same {@code SharedTerminal}, with tables fitted to a width.
     *
     * @param columns the width, in columns, of the terminal that shows standard output, asked each time a
     *     table is written (a terminal may be resized); 0 when standard output is not a terminal, or when
     *     finding out would cost more than it is worth, and tables are then written whole
     * @return the streams
     */
    public StandardStreams withColumns(IntSupplier columns) {
        return new StandardStreams(this, columns, colours);
    }

    /**
     * The same streams, writing through the same {@code SharedTerminal}, in colour or not.
     *
     * @param colours false if the user asked for no colour ({@link NoColor}); true, the default, lets a
     *     terminal have colours
     * @return the streams
     */
    public StandardStreams withColours(boolean colours) {
        return new StandardStreams(this, columns, colours);
    }

    /**
     * @return false if the user asked for no colour: then help, the prompt and the line editor's lists of
     *     completions show no ANSI colour even on a terminal; true if a terminal may have them
     */
    public boolean colours() {
        return colours;
    }

    /** @return standard input; never closed by a command */
    public InputStream in() {
        return in;
    }

    /** @return where results go */
    public Writer out() {
        return out;
    }

    /** @return where messages, errors, progress and summaries go */
    public PrintWriter err() {
        return err;
    }

    /**
     * @return the width, in columns, that tables on standard output fit, their long cells wrapped within their
     *     columns; 0 to write them whole, as when standard output is not a terminal (see
     *     {@link #withColumns})
     */
    public int columns() {
        return Math.max(0, columns.getAsInt());
    }

    /** @return the one writer of the terminal, which draws the progress line */
    SharedTerminal terminal() {
        return terminal;
    }

    /** @return true if results are shown on a terminal */
    public boolean outIsTerminal() {
        return outIsTerminal.getAsBoolean();
    }

    /** @return true if messages are shown on a terminal */
    public boolean errIsTerminal() {
        return errIsTerminal.getAsBoolean();
    }

    /** @return true once writing a result has failed: nobody reads the results any more */
    public boolean outFailed() {
        return out.failed();
    }

    /** @return why writing a result failed, or empty if it has not */
    public Optional<IOException> outFailure() {
        return Optional.ofNullable(out.failure());
    }

    /**
     * Flushes both streams.
     *
     * @throws IOException if the results cannot be written
     */
    public void flush() throws IOException {
        err.flush();
        out.flush();
    }
}
