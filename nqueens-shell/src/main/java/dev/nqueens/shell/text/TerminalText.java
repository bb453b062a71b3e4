package dev.nqueens.shell.text;

import java.util.Locale;

/**
 * Makes text that came from outside nqueens (a provider's id or description, a file, an exception's message,
 * a cluster member's answer) safe to show on a terminal: every character that a terminal would act on
 * rather than show becomes a visible escape, so that such text can neither move the cursor, clear the
 * screen, ring the bell, rewrite the window title, break a table's line, nor reorder what follows it.
 *
 * <p>The escapes are the ones of C and the shell, so that a reader recognises them: {@code \a \b \t \n \v \f
 * \r \e} for the C0 controls that have a name, and {@code \xHH} for the other C0 controls (U+0000 to U+001F)
 * and DEL; {@code \}{@code uHHHH} for the C1 controls (U+0080 to U+009F, which some terminals take for ESC
 * sequences) and for the Unicode bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066
 * to U+2069), which can make a line read otherwise than it is written. Escapes rather than a bare {@code ?}:
 * whoever reads a garbled description or message then sees what was in it. Backslashes are left alone:
 * the goal is a safe terminal, not a reversible encoding, and paths and messages keep their backslashes.
 */
public final class TerminalText {

    private TerminalText() {
    }

    /**
     * @param text text from outside, meant for one line; null is shown as {@code null}
     * @return the text with every control character, line breaks included, replaced by its escape; the text
     *     itself when it holds none
     */
    public static String safe(String text) {
        return escape(String.valueOf(text), false);
    }

    /**
     * @param text text from outside that may span lines
     * @return the text with every control character but the line feed replaced by its escape
     */
    public static String safeLines(String text) {
        return escape(String.valueOf(text), true);
    }

    private static String escape(String text, boolean keepLineFeeds) {
        int first = firstUnsafe(text, keepLineFeeds);
        if (first < 0) {
            return text;
        }
        StringBuilder safe = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isUnsafe(c) || (keepLineFeeds && c == '\n')) {
                safe.append(c);
            } else {
                safe.append(escapeOf(c));
            }
        }
        return safe.toString();
    }

    private static int firstUnsafe(String text, boolean keepLineFeeds) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isUnsafe(c) && !(keepLineFeeds && c == '\n')) {
                return i;
            }
        }
        return -1;
    }

    /**
     * @param c a character
     * @return true if a terminal may act on it rather than show it
     */
    static boolean isUnsafe(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    }

    private static String escapeOf(char c) {
        return switch (c) {
            case 0x07 -> "\\a";
            case '\b' -> "\\b";
            case '\t' -> "\\t";
            case '\n' -> "\\n";
            case 0x0b -> "\\v";
            case '\f' -> "\\f";
            case '\r' -> "\\r";
            case 0x1b -> "\\e";
            default -> c <= 0x7f ? String.format(Locale.ROOT, "\\x%02X", (int) c)
                    : String.format(Locale.ROOT, "\\u%04X", (int) c);
        };
    }
}
