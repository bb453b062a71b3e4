package dev.nqueens.formats.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/** How the readers' messages show a character they did not expect, and what they skip before the text. */
public final class Characters {

    /** The byte order mark, which some editors put before a text's first character. */
    private static final int BYTE_ORDER_MARK = 0xFEFF;

    private Characters() {
    }

    /**
     * @param in a text, from where it stands
     * @return the text through a buffer (its own, if it is a {@link BufferedReader}), past a byte order mark
     *     that stands first
     * @throws IOException if the text cannot be read
     */
    public static BufferedReader withoutByteOrderMark(Reader in) throws IOException {
        BufferedReader text = in instanceof BufferedReader buffered ? buffered : new BufferedReader(in);
        text.mark(1);
        if (text.read() != BYTE_ORDER_MARK) {
            text.reset();
        }
        return text;
    }

    /**
     * @param c a character read, or -1 for the end of the input
     * @return it as a message shows it: {@code 'x'}, {@code a space}, {@code U+0007} for another blank or a
     *     control character, or {@code the end of the input}
     */
    public static String shown(int c) {
        if (c < 0) {
            return "the end of the input";
        }
        if (c == ' ') {
            return "a space";
        }
        if (Character.isISOControl(c) || Character.isWhitespace(c)) {
            return String.format("U+%04X", c);
        }
        return "'" + (char) c + "'";
    }
}
