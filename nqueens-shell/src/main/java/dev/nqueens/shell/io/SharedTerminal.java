package dev.nqueens.shell.io;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.CharBuffer;
import java.util.function.BooleanSupplier;

/**
 * The one writer of the terminal that standard output and standard error share. Everything a command
 * writes, results, messages, warnings, news of a cluster, what plugins print, goes through one of its two
 * writers, {@link #out()} and {@link #err()}, and the status line of a long run ({@link ProgressLine})
 * through {@link #showStatus}, all under one lock, so that no write lands on the status line and no status
 * line on a line that is not finished:
 * <ul>
 *   <li>before anything is written to a terminal while a status line is shown, the status line is erased;
 *       the next {@link #showStatus} of the run draws it again below what was written;</li>
 *   <li>while a run has a status line, what is written to a terminal is flushed at once, so that it reaches
 *       the screen before the status line is drawn again;</li>
 *   <li>the status line is drawn only where the cursor stands at the start of a line: not after text
 *       written without its line's end ({@code print} rather than {@code println}, a plugin's partial
 *       line), and not while a {@code println} is half written on another thread.</li>
 * </ul>
 * Writes to a stream that is not a terminal pass through unchanged: the same characters, buffered as the
 * writer underneath buffers them.
 */
final class SharedTerminal {

    /** The longest line that waits for its end before it is written, unfinished. */
    private static final int LONGEST_UNFINISHED = 8 << 10;

    /** Back to the start of the line, and erase it. */
    private static final String ERASE_LINE = "\r\033[K";

    private final Object lock = new Object();
    private final Channel out;
    private final Channel err;
    /** Standard error underneath, which never throws. */
    private final PrintWriter errTarget;
    private final BooleanSupplier outIsTerminal;
    private final BooleanSupplier errIsTerminal;
    /** A run has a status line, drawn or not. */
    private boolean status;
    /** The status line is on the screen, and the cursor at its end. */
    private boolean drawn;

    /**
     * @param out where results go
     * @param err where everything else goes, the status line included
     * @param outIsTerminal whether {@code out} is shown on a terminal; asked only while a status line is
     *     shown, when standard error is known to be a terminal
     * @param errIsTerminal whether {@code err} is shown on a terminal; asked only when a status line is to be
     *     drawn
     */
    SharedTerminal(Writer out, PrintWriter err, BooleanSupplier outIsTerminal, BooleanSupplier errIsTerminal) {
        this.out = new Channel(out, lock);
        this.err = new Channel(err, lock);
        this.errTarget = err;
        this.outIsTerminal = outIsTerminal;
        this.errIsTerminal = errIsTerminal;
    }

    /** @return the writer of results, to standard output */
    Writer out() {
        return out;
    }

    /** @return the writer of everything else, to standard error */
    Writer err() {
        return err;
    }

    /**
     * Draws the status line, in place of the one shown, if standard error is a terminal and the cursor stands
     * at the start of a line; otherwise the line waits for the next call. From now until
     * {@link #clearStatus()}, writes to a terminal erase the line first.
     *
     * @param text the line, without control characters, short enough not to wrap
     */
    void showStatus(String text) {
        synchronized (lock) {
            if (!errIsTerminal.getAsBoolean()) {
                return;
            }
            status = true;
            boolean outShown = outIsTerminal.getAsBoolean();
            if (err.midLine || outShown && out.midLine) {
                return;
            }
            if (outShown && !drawn) {
                try {
                    // complete lines written before the run had a status line may still wait in a buffer
                    out.target.flush();
                } catch (IOException e) {
                    // the results' own next write or flush meets the failure and reports it; draw nothing
                    return;
                }
            }
            errTarget.write(ERASE_LINE + text);
            errTarget.flush();
            drawn = true;
        }
    }

    /** Erases the status line, if it is drawn, and ends it: writes pass through again. */
    void clearStatus() {
        synchronized (lock) {
            erase();
            status = false;
        }
    }

    private void erase() {
        if (drawn) {
            errTarget.write(ERASE_LINE);
            errTarget.flush();
            drawn = false;
        }
    }

    /**
     * One of the two streams: every write takes the screen's lock, and erases a status line in its way. A
     * line that is not finished waits, up to {@value #LONGEST_UNFINISHED} characters, for its end or a flush,
     * so that the two halves of a {@code println} (its text, then its line's end) go out together, never
     * with another thread's line between them.
     */
    private final class Channel extends Writer {

        private final Writer target;
        private final StringBuilder unfinished = new StringBuilder();
        /** The last character passed to the target was not the end of a line. */
        private boolean midLine;

        Channel(Writer target, Object lock) {
            super(lock);
            this.target = target;
        }

        @Override
        public void write(char[] chars, int offset, int length) throws IOException {
            write(CharBuffer.wrap(chars, offset, length));
        }

        @Override
        public void write(String text, int offset, int length) throws IOException {
            write(CharBuffer.wrap(text, offset, offset + length));
        }

        private void write(CharBuffer text) throws IOException {
            int length = text.length();
            if (length == 0) {
                return;
            }
            synchronized (lock) {
                int lineEnds = length;
                while (lineEnds > 0 && text.charAt(lineEnds - 1) != '\n') {
                    lineEnds--;
                }
                if (lineEnds == 0 && unfinished.length() + length <= LONGEST_UNFINISHED) {
                    unfinished.append(text);
                    return;
                }
                CharBuffer rest = text.subSequence(lineEnds, length);
                boolean hold = rest.length() <= LONGEST_UNFINISHED;
                pass(text.subSequence(0, hold ? lineEnds : length));
                if (hold) {
                    unfinished.append(rest);
                }
            }
        }

        /** Passes what waits, then the text, to the target, erasing the status line first if it is in the way. */
        private void pass(CharBuffer text) throws IOException {
            boolean shares = status && (this == err || outIsTerminal.getAsBoolean());
            if (shares) {
                erase();
            }
            if (unfinished.length() > 0) {
                target.append(unfinished);
                midLine = unfinished.charAt(unfinished.length() - 1) != '\n';
                unfinished.setLength(0);
            }
            if (text.length() > 0) {
                // the characters as they came, without a copy: results may run to gigabytes
                if (text.hasArray()) {
                    target.write(text.array(), text.arrayOffset() + text.position(), text.remaining());
                } else {
                    target.write(text.toString());
                }
                midLine = text.charAt(text.length() - 1) != '\n';
            }
            if (shares) {
                target.flush();
            }
        }

        @Override
        public void flush() throws IOException {
            synchronized (lock) {
                if (unfinished.length() > 0) {
                    pass(CharBuffer.allocate(0));
                }
                target.flush();
            }
        }

        @Override
        public void close() throws IOException {
            synchronized (lock) {
                try {
                    flush();
                } finally {
                    target.close();
                }
            }
        }
    }
}
