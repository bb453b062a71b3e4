package dev.nqueens.shell.console;

import java.util.List;
import java.util.function.Supplier;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

/**
 * Which of the process's standard streams are attached to a terminal. Standard input decides between the
 * interactive shell and a script; standard error decides whether progress lines and summaries appear;
 * standard output whether boards and a progress line would share the screen, and whether help is in colour.
 *
 * <p>Finding out loads JLine's native library (extracted to a temporary file) and sets up the JDK's
 * logging, which JLine logs through: with the colour scheme of the help that it decides, about 30 ms of
 * wall time and 50 ms of CPU time of a one-shot {@code nqueens solvers}, a sixth of it (2026-12-01, medians
 * of 21 alternating runs on a busy 2-vCPU machine: 186 against 221 ms, and 308 against 341 ms). So the
 * {@code nqueens} program asks through {@link #whenAsked()}, and a command that never asks ({@code solvers},
 * {@code formats}, {@code plugins}, {@code verify}, {@code completion}) does not pay for it; those that may
 * draw a progress line or a summary ({@code count}, {@code solve}, {@code race}), print help or the version,
 * or start a session do.
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

    /**
     * @return what {@link #probe()} returns, found out when first asked and then kept; safe to ask from any
     *     thread
     */
    public static Supplier<TerminalAttachment> whenAsked() {
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
