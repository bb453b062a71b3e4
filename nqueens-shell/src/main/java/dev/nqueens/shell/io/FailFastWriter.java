package dev.nqueens.shell.io;

import java.io.IOException;
import java.io.Writer;

/**
 * Standard output as commands see it: once a write fails (the reader of a pipe has gone, the disk is full),
 * every later write and flush fails at once, without retrying what is buffered, and {@link #failed()} says
 * so. A session then stops instead of failing every remaining command with the same message.
 */
final class FailFastWriter extends Writer {

    private final Writer out;
    private IOException failure;

    /** @param out the writer to pass writes to */
    FailFastWriter(Writer out) {
        super(out);
        this.out = out;
    }

    /** @return true once a write or a flush has failed */
    boolean failed() {
        synchronized (lock) {
            return failure != null;
        }
    }

    /** @return the first failure of a write or a flush, or null if none has failed */
    IOException failure() {
        synchronized (lock) {
            return failure;
        }
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        synchronized (lock) {
            check();
            try {
                out.write(chars, offset, length);
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        synchronized (lock) {
            check();
            try {
                out.write(text, offset, length);
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }
    }

    @Override
    public void flush() throws IOException {
        synchronized (lock) {
            check();
            try {
                out.flush();
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }
    }

    private void check() throws IOException {
        if (failure != null) {
            throw new IOException(failure.getMessage(), failure);
        }
    }

    /** Flushes, unless writing already failed, and closes the writer underneath. */
    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (failure == null) {
                out.flush();
            }
            out.close();
        }
    }
}
