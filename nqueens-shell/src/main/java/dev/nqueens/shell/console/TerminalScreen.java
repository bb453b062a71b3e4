package dev.nqueens.shell.console;

import dev.nqueens.shell.io.Screen;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.Curses;
import org.jline.utils.InfoCmp;

/**
 * A {@link Screen} on a JLine terminal: the interactive shell's own, or, for a one-shot command, the
 * process's terminal, opened only when a command animates and closed after it.
 */
public final class TerminalScreen implements Screen {

    private final Terminal shared;
    private final BooleanSupplier available;
    /** The line editor of lines typed for a command, made when first asked for, with a history of its own. */
    private LineReader typing;

    private TerminalScreen(Terminal shared, BooleanSupplier available) {
        this.shared = shared;
        this.available = available;
    }

    /**
     * @param terminal the shell's terminal, which stays open when a command gives it back
     * @return a screen on it
     */
    static TerminalScreen lending(Terminal terminal) {
        return new TerminalScreen(terminal, () -> true);
    }

    /**
     * @param inIsTerminal whether standard input is a terminal, asked when a command would take the screen over
     *     (standard output is the command's to ask)
     * @return a screen that opens the process's terminal each time a command takes it over
     */
    public static TerminalScreen system(BooleanSupplier inIsTerminal) {
        return new TerminalScreen(null, inIsTerminal);
    }

    @Override
    public boolean available() {
        return available.getAsBoolean();
    }

    /** Lines are typed at the shell's own terminal only: a one-shot command reads standard input. */
    @Override
    public Optional<Reader> typedLines(String prompt) {
        if (shared == null) {
            return Optional.empty();
        }
        if (typing == null) {
            // each line as typed, whatever its quotes: JLine's parser as it comes asks for no continuation line;
            // no '!' of the history either
            typing = LineReaderBuilder.builder().terminal(shared).appName("nqueens").parser(new DefaultParser())
                    .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true).build();
        }
        return Optional.of(new TypedLines(typing, prompt));
    }

    @Override
    public Live open() throws IOException {
        Terminal terminal = shared != null ? shared
                : TerminalBuilder.builder().system(true).name("nqueens").build();
        Attributes previous = terminal.enterRawMode();
        terminal.puts(InfoCmp.Capability.cursor_invisible);
        terminal.flush();
        // what shows the cursor again, for a terminal that JLine's own hook closed as the process ended
        String showCursor = sequence(terminal, InfoCmp.Capability.cursor_normal);
        Writer writer = new ClosingWriter(terminal.writer());
        return new Live() {
            @Override
            public int columns() {
                return terminal.getSize().getColumns();
            }

            @Override
            public int rows() {
                return terminal.getSize().getRows();
            }

            @Override
            public int read(long timeoutMillis) throws IOException {
                try {
                    int key = terminal.reader().read(timeoutMillis);
                    return key == org.jline.utils.NonBlockingReader.READ_EXPIRED ? NO_KEY : key;
                } catch (IllegalStateException e) {
                    throw closed(e);
                }
            }

            @Override
            public Writer writer() {
                return writer;
            }

            @Override
            public boolean colours() {
                Integer colours = terminal.getNumericCapability(InfoCmp.Capability.max_colors);
                return colours != null && colours >= 8;
            }

            @Override
            public void close() {
                try {
                    // cursor_normal undoes cursor_invisible; cursor_visible is another, "very visible", cursor
                    terminal.puts(InfoCmp.Capability.cursor_normal);
                    terminal.flush();
                    terminal.setAttributes(previous);
                } catch (IllegalStateException e) {
                    // closed as the process ends (SIGTERM): the cursor shown and the line ended past JLine
                    showCursorPastTerminal(showCursor);
                    return;
                }
                if (shared == null) {
                    try {
                        terminal.close();
                    } catch (IOException e) {
                        // the terminal is given back as it was; nothing more to do with it
                    }
                }
            }
        };
    }

    /**
     * @param e what JLine threw at a terminal that its shutdown hook closed
     * @return the cancellation that the end of the process is: the command stops as on Ctrl-C
     */
    private static CancellationException closed(IllegalStateException e) {
        CancellationException cancelled = new CancellationException("cancelled: the terminal closed as the process"
                + " ends");
        cancelled.initCause(e);
        return cancelled;
    }

    /** @return the characters that the terminal's capability sends, or none if it has none */
    private static String sequence(Terminal terminal, InfoCmp.Capability capability) {
        String template = terminal.getStringCapability(capability);
        StringBuilder characters = new StringBuilder();
        if (template != null) {
            Curses.tputs(characters, template);
        }
        return characters.toString();
    }

    /** Shows the cursor and ends the line on the process's standard output, where the terminal is. */
    private static void showCursorPastTerminal(String showCursor) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        out.print(showCursor + "\r\n");
        out.flush();
    }

    /** The terminal's writer, whose writes to a terminal closed as the process ends cancel the command. */
    private static final class ClosingWriter extends Writer {
        private final Writer terminal;

        ClosingWriter(Writer terminal) {
            this.terminal = terminal;
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            try {
                terminal.write(buffer, offset, length);
            } catch (IllegalStateException e) {
                throw closed(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                terminal.flush();
            } catch (IllegalStateException e) {
                throw closed(e);
            }
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
