package dev.nqueens.shell.command.help;

import dev.nqueens.shell.text.TerminalText;
import java.util.Locale;

/**
 * Text made safe for roff, the language of manual pages, so that {@code man} shows it as written and
 * {@code groff -ww} has nothing to warn about: a backslash becomes roff's escape {@code \e}, a hyphen
 * {@code \-} (the minus sign, which options and ids are made of, so that they can be copied from the page), a
 * double quote {@code \(dq} (a macro would take it for the quote around an argument), every character
 * beyond ASCII its escape ({@code \(mu} for the multiplication sign, else {@code \[u00E9]} by its code
 * point), and a line that would start with a full stop or an apostrophe, which roff reads as a request, starts
 * with the zero-width {@code \&} instead. Control characters are escaped visibly first, as on a terminal.
 */
final class Roff {

    private Roff() {
    }

    /**
     * @param text one line of text; a line break in it is escaped like any control character
     * @return the line in roff, to stand on a line of its own or as a macro's argument
     */
    static String line(String text) {
        String safe = TerminalText.safe(text);
        StringBuilder roff = new StringBuilder(safe.length() + 16);
        if (safe.startsWith(".") || safe.startsWith("'")) {
            roff.append("\\&");
        }
        safe.codePoints().forEach(c -> roff.append(escape(c)));
        return roff.toString();
    }

    private static String escape(int c) {
        return switch (c) {
            case '\\' -> "\\e";
            case '-' -> "\\-";
            case '"' -> "\\(dq";
            case 0xD7 -> "\\(mu";
            default -> c < 0x80 ? Character.toString(c) : String.format(Locale.ROOT, "\\[u%04X]", c);
        };
    }
}
