package dev.nqueens.render.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/** The byte order mark, which some editors put before a text's first character, and which readers skip. */
public final class ByteOrderMark {

    /** The character itself, U+FEFF. */
    private static final int CHARACTER = 0xFEFF;

    private ByteOrderMark() {
    }

    /**
     * @param in a text, from where it stands
     * @return the text through a buffer (its own, if it is a {@link BufferedReader}), past a byte order mark
     *     that stands first
     * @throws IOException if the text cannot be read
     */
    public static BufferedReader skipped(Reader in) throws IOException {
        BufferedReader text = in instanceof BufferedReader buffered ? buffered : new BufferedReader(in);
        text.mark(1);
        if (text.read() != CHARACTER) {
            text.reset();
        }
        return text;
    }
}
