package dev.nqueens.shell.console;

import java.io.Reader;
import java.util.concurrent.CancellationException;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.UserInterruptException;

/**
 * The text of lines typed at the terminal, read one line at a time with a line editor as the text is read,
 * up to the first empty line or Ctrl-D: what {@link dev.nqueens.shell.io.Screen#typedLines} gives a command
 * in the interactive shell. Ctrl-C while a line is typed cancels the command that reads.
 */
final class TypedLines extends Reader {

    private final LineReader lines;
    private final String prompt;
    /** The line being read, with its line feed. */
    private String line = "";
    private int position;
    private boolean ended;

    /**
     * @param lines the line editor over the terminal
     * @param prompt what stands before each line
     */
    TypedLines(LineReader lines, String prompt) {
        this.lines = lines;
        this.prompt = prompt;
    }

    @Override
    public int read(char[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (position == line.length() && !nextLine()) {
            return -1;
        }
        int count = Math.min(length, line.length() - position);
        line.getChars(position, position + count, buffer, offset);
        position += count;
        return count;
    }

    /** @return false once the text has ended: an empty line, Ctrl-D or the end of the terminal's input */
    private boolean nextLine() {
        if (ended) {
            return false;
        }
        String typed;
        try {
            typed = lines.readLine(prompt);
        } catch (EndOfFileException e) {
            typed = "";
        } catch (UserInterruptException e) {
            // the line editor stops reading by interrupting this thread; the flag must not outlive the line
            Thread.interrupted();
            ended = true;
            CancellationException cancelled = new CancellationException("cancelled while the lines were typed");
            cancelled.initCause(e);
            throw cancelled;
        }
        if (typed.isBlank()) {
            ended = true;
            return false;
        }
        line = typed + "\n";
        position = 0;
        return true;
    }

    @Override
    public void close() {
        ended = true;
    }
}
