package dev.nqueens.shell.console;

import java.util.List;
import java.util.function.Supplier;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.UserInterruptException;

/**
 * Command lines typed at a prompt, with JLine's editing, history and completion. Ctrl-C at the prompt
 * clears the line and prompts again; Ctrl-D on an empty line ends the input.
 */
final class TerminalLineSource implements LineSource {

    private final LineReader reader;
    private final Supplier<String> prompt;

    /**
     * @param reader the line reader over the terminal
     * @param prompt the prompt, asked for anew before each line so that it shows the current choices
     */
    TerminalLineSource(LineReader reader, Supplier<String> prompt) {
        this.reader = reader;
        this.prompt = prompt;
    }

    @Override
    public List<String> next() {
        while (true) {
            try {
                reader.readLine(prompt.get());
                return CommandSyntax.words(reader.getParsedLine());
            } catch (UserInterruptException e) {
                // Ctrl-C at the prompt: the line is dropped, and the prompt comes again. The line reader
                // stops reading by interrupting this thread; the flag must not outlive the line.
                Thread.interrupted();
            } catch (EndOfFileException e) {
                return null;
            }
        }
    }

    @Override
    public String location() {
        return "";
    }

    @Override
    public boolean scripted() {
        return false;
    }
}
