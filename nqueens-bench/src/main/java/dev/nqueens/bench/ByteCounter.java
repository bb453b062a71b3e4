package dev.nqueens.bench;

/**
 * An {@link Appendable} that keeps nothing and counts what it is given as UTF-8 bytes, the size of the
 * output in a file or a pipe.
 */
final class ByteCounter implements Appendable {

    private long bytes;

    @Override
    public Appendable append(CharSequence text) {
        return append(text, 0, text.length());
    }

    @Override
    public Appendable append(CharSequence text, int start, int end) {
        for (int i = start; i < end; i++) {
            append(text.charAt(i));
        }
        return this;
    }

    @Override
    public Appendable append(char c) {
        // a surrogate pair is 4 bytes in UTF-8, 2 for each of its halves
        bytes += c < 0x80 ? 1 : c < 0x800 || Character.isSurrogate(c) ? 2 : 3;
        return this;
    }

    /** @return the UTF-8 bytes appended so far */
    long bytes() {
        return bytes;
    }
}
