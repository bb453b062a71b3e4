package dev.nqueens.render.internal;

import dev.nqueens.api.Cancellation;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * A text that stops being read once a cancellation is set: each read polls it first, and throws its
 * {@link java.util.concurrent.CancellationException}. For a parser that reads through a buffer of its own
 * (Jackson's), this reaches the loops inside it, which skip blanks and tokens without returning: each
 * refill of its buffer, every few thousand characters, is a read.
 */
final class CancellableReader extends FilterReader {

    private final Cancellation cancellation;

    /**
     * @param in the text
     * @param cancellation polled before each read
     */
    CancellableReader(Reader in, Cancellation cancellation) {
        super(in);
        this.cancellation = cancellation;
    }

    @Override
    public int read() throws IOException {
        cancellation.throwIfCancelled();
        return super.read();
    }

    @Override
    public int read(char[] chars, int offset, int length) throws IOException {
        cancellation.throwIfCancelled();
        return super.read(chars, offset, length);
    }

    @Override
    public long skip(long n) throws IOException {
        cancellation.throwIfCancelled();
        return super.skip(n);
    }

    /** Leaves the text open: it is the caller's, as for every board reader. */
    @Override
    public void close() {
        // the readers never close their text
    }
}
