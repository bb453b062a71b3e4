package dev.nqueens.render.internal;

import java.io.IOException;
import java.io.Writer;
import java.nio.CharBuffer;

/**
 * A {@link Writer} over a caller's {@link Appendable}, with a small buffer of its own so that renderers
 * can write a character at a time cheaply.
 *
 * <p>{@link #flush()} hands the buffered characters to the {@code Appendable} and goes no further: the
 * {@code Appendable} itself is never flushed nor closed, because {@link dev.nqueens.api.Renderer#render}
 * leaves both to the caller. {@link #close()} does the same as {@code flush()}. Not thread-safe: one
 * instance serves one call of {@code render}.
 */
final class AppendableWriter extends Writer {

    private static final int CAPACITY = 8192;

    private final Appendable target;
    private final char[] buffer = new char[CAPACITY];
    private int count;

    AppendableWriter(Appendable target) {
        this.target = target;
    }

    @Override
    public void write(int c) throws IOException {
        if (count == CAPACITY) {
            drain();
        }
        buffer[count++] = (char) c;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        if (length >= CAPACITY) {
            // a large block (Jackson hands over its own full buffer) skips the copy into ours
            drain();
            send(chars, offset, length);
            return;
        }
        if (length > CAPACITY - count) {
            drain();
        }
        System.arraycopy(chars, offset, buffer, count, length);
        count += length;
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        int end = offset + length;
        while (offset < end) {
            if (count == CAPACITY) {
                drain();
            }
            int chunk = Math.min(end - offset, CAPACITY - count);
            text.getChars(offset, offset + chunk, buffer, count);
            count += chunk;
            offset += chunk;
        }
    }

    /**
     * Writes the same character several times, as in a row of empty squares.
     *
     * @param c the character
     * @param times how often, 0 or more
     */
    void writeRepeated(char c, int times) throws IOException {
        for (int i = 0; i < times; i++) {
            write(c);
        }
    }

    /**
     * Writes a non-negative number in decimal without building a string, so that a line of a million
     * columns costs no garbage.
     *
     * @param value the number, 0 or more
     */
    void writeDecimal(int value) throws IOException {
        if (value < 10) {
            write('0' + value);
            return;
        }
        writeDecimal(value / 10);
        write('0' + value % 10);
    }

    /** Hands the buffered characters to the {@code Appendable}, without flushing it. */
    @Override
    public void flush() throws IOException {
        drain();
    }

    /** Hands the buffered characters to the {@code Appendable}; the {@code Appendable} stays open. */
    @Override
    public void close() throws IOException {
        drain();
    }

    private void drain() throws IOException {
        if (count > 0) {
            send(buffer, 0, count);
            count = 0;
        }
    }

    private void send(char[] chars, int offset, int length) throws IOException {
        if (target instanceof Writer writer) {
            writer.write(chars, offset, length);
        } else if (target instanceof StringBuilder builder) {
            builder.append(chars, offset, length);
        } else {
            target.append(CharBuffer.wrap(chars, offset, length));
        }
    }
}
