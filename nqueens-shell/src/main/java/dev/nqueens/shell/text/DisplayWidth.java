package dev.nqueens.shell.text;

import org.jline.utils.WCWidth;

/**
 * How many columns of a terminal text takes, which is not its {@link String#length()}: a CJK character or an
 * emoji takes two columns, a combining mark (the accent of {@code e\u0301}) or a zero-width joiner none, and
 * a character outside the Basic Multilingual Plane is two {@code char}s. Widths are JLine's (its
 * {@link WCWidth#wcwidth(int)}, which the interactive shell's line editor uses too), one code point at a time,
 * as most terminals draw them.
 *
 * <p>Every place that pads, aligns, wraps or cuts text for the terminal measures it here. The text is meant to
 * be {@linkplain TerminalText#safe safe} already: a control character counts as no column.
 */
public final class DisplayWidth {

    private DisplayWidth() {
    }

    /**
     * @param text text without control characters
     * @return the columns it takes on a terminal
     */
    public static int of(CharSequence text) {
        int columns = 0;
        for (int i = 0; i < text.length(); ) {
            int codePoint = Character.codePointAt(text, i);
            columns += columns(codePoint);
            i += Character.charCount(codePoint);
        }
        return columns;
    }

    /**
     * Where to cut text so that its start fits a width: never inside a character, nor between a character and
     * the combining marks or joiners that follow it, which would then stand alone on the next line.
     *
     * @param text text without control characters
     * @param from the index of the first {@code char} to measure
     * @param columns the width available
     * @return the index just past the longest run from {@code from} that takes at most {@code columns}; at
     *     least one character past {@code from} (with its marks) if {@code from} is not the end, even where that
     *     character alone is wider, so that a caller cutting text into lines always moves on
     */
    public static int fit(CharSequence text, int from, int columns) {
        int taken = 0;
        int end = from;
        while (end < text.length()) {
            int codePoint = Character.codePointAt(text, end);
            int width = columns(codePoint);
            if (end > from && width > 0 && taken + width > columns) {
                break;
            }
            taken += width;
            end += Character.charCount(codePoint);
        }
        return end;
    }

    /**
     * @param text text without control characters
     * @param columns the width available
     * @return the longest start of the text that takes at most that width (see {@link #fit}); the text itself
     *     if it fits
     */
    public static String cut(String text, int columns) {
        if (of(text) <= columns) {
            return text;
        }
        int end = fit(text, 0, columns);
        // fit takes one character at least; a cut takes none if even that one is too wide
        return of(text.substring(0, end)) <= columns ? text.substring(0, end) : "";
    }

    /** @return the columns of one code point: 0 for a control character, a combining mark or a joiner */
    private static int columns(int codePoint) {
        if (codePoint >= 0x20 && codePoint < 0x7f) {
            return 1;
        }
        return Math.max(0, WCWidth.wcwidth(codePoint));
    }
}
