package dev.nqueens.shell.io;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;

/** Standard output and standard error held in memory, so that tests read what a command wrote. */
public final class CapturedStreams {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final StandardStreams streams;

    /** Streams that are not terminals: no progress lines, no summaries. */
    public CapturedStreams() {
        this(false);
    }

    /** @param errIsTerminal true to have progress lines and summaries written to standard error */
    public CapturedStreams(boolean errIsTerminal) {
        this(InputStream.nullInputStream(), errIsTerminal);
    }

    /** @param in what standard input holds; the streams are not terminals */
    public CapturedStreams(byte[] in) {
        this(new ByteArrayInputStream(in), false);
    }

    private CapturedStreams(InputStream in, boolean errIsTerminal) {
        this.streams = new StandardStreams(in, out, new PrintWriter(err, true), false, errIsTerminal);
    }

    public StandardStreams streams() {
        return streams;
    }

    /** @return what was written to standard output so far */
    public String out() {
        synchronized (out.getBuffer()) {
            return out.toString();
        }
    }

    /** @return what was written to standard error so far */
    public String err() {
        synchronized (err.getBuffer()) {
            return err.toString();
        }
    }
}
