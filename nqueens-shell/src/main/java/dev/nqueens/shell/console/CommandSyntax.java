package dev.nqueens.shell.console;

import dev.nqueens.shell.status.UsageException;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.jline.reader.EOFError;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser.ParseContext;
import org.jline.reader.Parser;
import org.jline.reader.impl.DefaultParser;

/**
 * How a line of input becomes the words of a command, the same at the prompt and in a script: words split
 * at blanks, quotes group words as in a POSIX shell ({@code solve 8 --output "my boards.txt"}), and a line
 * whose first non-blank character is {@code #} is a comment.
 */
final class CommandSyntax {

    private CommandSyntax() {
    }

    /**
     * @return a parser for the line reader, so that completion sees the same words as the commands; an
     *     unclosed quote or a trailing backslash asks the line reader for a continuation line, and makes
     *     a script's line an error, rather than silently ending the word
     */
    static Parser parser() {
        return new DefaultParser().eofOnUnclosedQuote(true).eofOnEscapedNewLine(true);
    }

    /**
     * @param line a line of input
     * @return true if the line holds no command: blank, or a comment
     */
    static boolean isBlankOrComment(String line) {
        String stripped = line.strip();
        return stripped.isEmpty() || stripped.startsWith("#");
    }

    /**
     * Splits a line read from a script.
     *
     * @param line a line of input
     * @return its words; none for a blank line or a comment
     * @throws UsageException if the line cannot be split, as when a quote is not closed
     */
    static List<String> words(String line) {
        if (isBlankOrComment(line)) {
            return List.of();
        }
        try {
            return words(parser().parse(line, line.length(), ParseContext.ACCEPT_LINE));
        } catch (EOFError e) {
            throw new UsageException("cannot read the line: " + e.getMessage().toLowerCase(Locale.ROOT), e);
        }
    }

    /**
     * @param line a line as the line reader parsed it
     * @return its words, without the empty word that trailing blanks leave
     */
    static List<String> words(ParsedLine line) {
        if (isBlankOrComment(line.line())) {
            return List.of();
        }
        return line.words().stream().filter(word -> !word.isEmpty()).collect(Collectors.toUnmodifiableList());
    }
}
