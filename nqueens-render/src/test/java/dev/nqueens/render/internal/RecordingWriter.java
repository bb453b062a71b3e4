package dev.nqueens.render.internal;

import java.io.IOException;
import java.io.Writer;

/** A writer that keeps what it is given and remembers whether it was flushed or closed. */
final class RecordingWriter extends Writer {

    private final StringBuilder text = new StringBuilder();
    private boolean flushed;
    private boolean closed;

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        if (closed) {
            throw new IOException("written after close");
        }
        text.append(chars, offset, length);
    }

    @Override
    public void flush() {
        flushed = true;
    }

    @Override
    public void close() {
        closed = true;
    }

    String text() {
        return text.toString();
    }

    boolean flushed() {
        return flushed;
    }

    boolean closed() {
        return closed;
    }
}
