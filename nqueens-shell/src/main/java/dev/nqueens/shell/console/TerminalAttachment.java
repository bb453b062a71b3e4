package dev.nqueens.shell.console;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

/**
 * Which of the process's standard streams are attached to a terminal. Standard input decides between the
 * interactive shell and a script; standard error decides whether progress lines and summaries appear;
 * standard output whether boards and a progress line would share the screen, and whether help is in colour.
 *
 * <p>Finding out loads JLine's native library (extracted to a temporary file) and sets up the JDK's
 * logging, which JLine logs through: with the colour scheme of the help that it decides, a sixth of the time
 * of a one-shot {@code nqueens solvers} ({@code docs/performance.md}, "Start-up"). So the
 * {@code nqueens} program asks through {@link #whenAsked()}, and a command that never asks ({@code solvers},
 * {@code formats}, {@code plugins}, {@code verify}, {@code completion}) does not pay for it; those that may
 * draw a progress line or a summary ({@code count}, {@code solve}, {@code race}), print help or the version,
 * or start a session do. The launchers ({@code bin/nqueens} and {@code ./nqueens}) ask the shell they run
 * in, which answers for free ({@code test -t}), and say it in the system property {@value #PROPERTY}: then
 * JLine is not asked at all (docs/performance-startup.md).
 *
 * @param in true if standard input is a terminal
 * @param out true if standard output is a terminal
 * @param err true if standard error is a terminal
 */
public record TerminalAttachment(boolean in, boolean out, boolean err) {

    /**
     * The system property in which a launcher says which standard streams are terminals: the names of those
     * that are, of {@code in}, {@code out} and {@code err}, separated by commas ({@code in,out,err} at a
     * terminal, {@code err} with both redirected, empty for none).
     */
    public static final String PROPERTY = "nqueens.terminals";

    /**
     * The system property in which a launcher says the width, in columns, of the terminal that standard
     * output shows on, as {@code stty size} measured it when nqueens started.
     */
    public static final String COLUMNS_PROPERTY = "nqueens.columns";

    /** The width of a terminal whose width nobody says: the classic one, which every terminal has or beats. */
    static final int DEFAULT_COLUMNS = 80;

    private static final Set<String> STREAMS = Set.of("in", "out", "err");

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

    /**
     * @param value the value of {@value #PROPERTY}, or null when it is not set
     * @return which streams are terminals, as the value says; null if it says nothing that can be read, when
     *     the operating system must be asked
     */
    static TerminalAttachment told(String value) {
        if (value == null) {
            return null;
        }
        List<String> terminals = value.isEmpty() ? List.of() : List.of(value.split(",", -1));
        if (!STREAMS.containsAll(terminals)) {
            return null;
        }
        return new TerminalAttachment(terminals.contains("in"), terminals.contains("out"), terminals.contains("err"));
    }

    /**
     * The width that tables on standard output fit outside the interactive shell, found without loading
     * anything (asking the terminal would load JLine): where the launcher said in {@value #PROPERTY} that
     * standard output is a terminal, the variable {@code COLUMNS} if it holds a width, else the width the
     * launcher measured ({@value #COLUMNS_PROPERTY}), else {@value #DEFAULT_COLUMNS}; otherwise 0, and tables
     * are written whole.
     *
     * @return the width in columns, or 0
     */
    public static int outColumns() {
        return outColumns(System.getProperty(PROPERTY), System.getenv("COLUMNS"), System.getProperty(COLUMNS_PROPERTY));
    }

    /**
     * @param terminals the value of {@value #PROPERTY}, or null
     * @param variable the value of {@code COLUMNS}, or null
     * @param measured the value of {@value #COLUMNS_PROPERTY}, or null
     * @return the width that tables fit, as {@link #outColumns()} says
     */
    static int outColumns(String terminals, String variable, String measured) {
        TerminalAttachment told = told(terminals);
        if (told == null || !told.out()) {
            return 0;
        }
        int columns = width(variable);
        return columns > 0 ? columns : width(measured) > 0 ? width(measured) : DEFAULT_COLUMNS;
    }

    /** @return the width a value gives, or 0 if it gives none */
    private static int width(String value) {
        if (value == null || value.isEmpty() || value.length() > 5
                || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return 0;
        }
        return Integer.parseInt(value);
    }

    /**
     * @return what the launcher said in {@value #PROPERTY}; else what {@link #probe()} returns, found out when
     *     first asked and then kept; safe to ask from any thread
     */
    public static Supplier<TerminalAttachment> whenAsked() {
        TerminalAttachment told = told(System.getProperty(PROPERTY));
        if (told != null) {
            return () -> told;
        }
        return new Supplier<>() {
            private TerminalAttachment probed;

            @Override
            public synchronized TerminalAttachment get() {
                if (probed == null) {
                    probed = probe();
                }
                return probed;
            }
        };
    }
}
