package dev.nqueens.shell.console;

import java.util.List;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

/**
 * Which of the process's standard streams are attached to a terminal. Standard input decides between the
 * interactive shell and a script; standard error decides whether progress lines and summaries appear;
 * standard output whether boards and a progress line would share the screen.
 *
 * @param in true if standard input is a terminal
 * @param out true if standard output is a terminal
 * @param err true if standard error is a terminal
 */
public record TerminalAttachment(boolean in, boolean out, boolean err) {

    /** JLine's native provider asks the C library; the exec provider, a fallback, runs {@code test -t}. */
    private static final List<String> PROVIDERS = List.of("jni", "exec");

    /**
     * Asks the operating system, through the first of JLine's terminal providers that loads.
     *
     * @return which streams are terminals; none, if no provider loads
     */
    public static TerminalAttachment probe() {
        for (String name : PROVIDERS) {
            try {
                TerminalProvider provider = TerminalProvider.load(name);
                return new TerminalAttachment(provider.isSystemStream(SystemStream.Input),
                        provider.isSystemStream(SystemStream.Output),
                        provider.isSystemStream(SystemStream.Error));
            } catch (Exception | LinkageError e) {
                // this provider cannot work here (no native library for this platform, say); try the next
            }
        }
        return new TerminalAttachment(false, false, false);
    }
}
