package dev.nqueens.shell.plugin;

import dev.nqueens.shell.text.TerminalText;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Keeps what plugins print off standard output, which holds results alone, and off the progress line:
 * {@link #install} replaces {@code System.out}, before any plugin class is loaded, by a stream to standard
 * error that starts each line with the name of the jar whose code printed it, as in {@code [dlx.jar] hello},
 * when a plugin's class is on the stack; and {@code System.err} by a stream that writes what it is given
 * unchanged, a line (or what a flush ends) at a time. Both write through the shell's own standard error,
 * which owns the terminal, so that no line lands on a progress line. The shell writes its results to
 * standard output's file descriptor, never through {@code System.out}.
 */
public final class PluginPrints {

    /** The longest line kept whole; a longer one is cut into lines of this length. */
    private static final int MAX_LINE = 8 << 10;

    private PluginPrints() {
    }

    /**
     * Sends {@code System.out} to standard error, line by line, each line prefixed by its plugin's jar, and
     * {@code System.err} to standard error as it is; and the line that names a plugin that ends the process
     * ({@link PluginExits}) too.
     *
     * @param err the shell's standard error
     */
    public static void install(PrintWriter err) {
        System.setOut(new PrintStream(new Lines(err, true), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new Lines(err, false), true, StandardCharsets.UTF_8));
        PluginExits.reportTo(err);
    }

    /** Collects each thread's bytes into lines, and writes each line whole to the shell's standard error. */
    private static final class Lines extends OutputStream {

        private final PrintWriter err;
        /** Each line is prefixed by its plugin's jar, made safe, and a partial line waits for its end. */
        private final boolean prefixed;
        private final ThreadLocal<ByteArrayOutputStream> lines = ThreadLocal.withInitial(ByteArrayOutputStream::new);

        Lines(PrintWriter err, boolean prefixed) {
            this.err = err;
            this.prefixed = prefixed;
        }

        @Override
        public void write(int b) {
            ByteArrayOutputStream line = lines.get();
            if (prefixed) {
                if (b == '\n' || line.size() >= MAX_LINE) {
                    emitPrefixed(line);
                }
                if (b != '\n') {
                    line.write(b);
                }
            } else {
                // a long line is cut between characters, never inside one's UTF-8 bytes
                if (line.size() >= MAX_LINE && (b & 0xC0) != 0x80) {
                    emit(line);
                }
                line.write(b);
                if (b == '\n') {
                    emit(line);
                }
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }

        /** Writes what {@code System.err} holds of a line; {@code System.out}'s partial line waits for its end. */
        @Override
        public void flush() {
            if (!prefixed) {
                emit(lines.get());
            }
        }

        private void emit(ByteArrayOutputStream line) {
            if (line.size() == 0) {
                return;
            }
            String text = line.toString(StandardCharsets.UTF_8);
            line.reset();
            err.print(text);
            err.flush();
        }

        private void emitPrefixed(ByteArrayOutputStream line) {
            String text = line.toString(StandardCharsets.UTF_8);
            line.reset();
            Optional<Path> jar = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .walk(frames -> frames.map(frame -> PluginOrigins.jarOf(frame.getDeclaringClass()))
                            .flatMap(Optional::stream).findFirst());
            String prefix = jar.map(path -> "[" + path.getFileName() + "] ").orElse("");
            // one write, so that the line goes out whole, never between the halves of another thread's println
            err.print(TerminalText.safe(prefix + text) + "\n");
            err.flush();
        }
    }
}
