package dev.nqueens.render.internal;

/** How the readers' messages name a character they did not expect. */
public final class CharacterNames {

    private CharacterNames() {
    }

    /**
     * @param c a character read, or -1 for the end of the input
     * @return it as a message names it: {@code 'x'}, {@code a space}, {@code U+0007} for another blank or a
     *     control character, or {@code the end of the input}
     */
    public static String of(int c) {
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
