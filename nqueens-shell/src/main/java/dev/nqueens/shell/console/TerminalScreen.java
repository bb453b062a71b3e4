package dev.nqueens.shell.console;

import dev.nqueens.shell.io.Screen;
import java.io.IOException;
import java.io.Writer;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;

/**
 * A {@link Screen} on a JLine terminal: the interactive shell's own, or, for a one-shot command, the
 * process's terminal, opened only when a command animates and closed after it.
 */
public final class TerminalScreen implements Screen {

    private final Terminal shared;

    private TerminalScreen(Terminal shared) {
        this.shared = shared;
    }

    /**
     * @param terminal the shell's terminal, which stays open when a command gives it back
     * @return a screen on it
     */
    static TerminalScreen lending(Terminal terminal) {
        return new TerminalScreen(terminal);
    }

    /** @return a screen that opens the process's terminal each time a command takes it over */
    public static TerminalScreen system() {
        return new TerminalScreen(null);
    }

    @Override
    public Live open() throws IOException {
        Terminal terminal = shared != null ? shared
                : TerminalBuilder.builder().system(true).name("nqueens").build();
        Attributes previous = terminal.enterRawMode();
        terminal.puts(InfoCmp.Capability.cursor_invisible);
        terminal.flush();
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
                int key = terminal.reader().read(timeoutMillis);
                return key == org.jline.utils.NonBlockingReader.READ_EXPIRED ? NO_KEY : key;
            }

            @Override
            public Writer writer() {
                return terminal.writer();
            }

            @Override
            public void close() {
                terminal.puts(InfoCmp.Capability.cursor_visible);
                terminal.flush();
                terminal.setAttributes(previous);
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
}
