package dev.nqueens.shell.plugin;

import dev.nqueens.shell.text.TerminalText;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Keeps what plugins print off standard output, which holds results alone: {@link #install} replaces
 * {@code System.out}, before any plugin class is loaded, by a stream to standard error that starts each line
 * with the name of the jar whose code printed it, as in {@code [dlx.jar] hello}, when a plugin's class is on
 * the stack. The shell writes its results to standard output's file descriptor, never through
 * {@code System.out}.
 */
public final class PluginPrints {

    /** The longest line kept whole; a longer one is cut into lines of this length. */
    private static final int MAX_LINE = 8 << 10;

    private PluginPrints() {
    }

    /** Sends {@code System.out} to standard error, line by line, each line prefixed by its plugin's jar. */
    public static void install() {
        System.setOut(new PrintStream(new Prefixed(new FileOutputStream(FileDescriptor.err)), true,
                StandardCharsets.UTF_8));
    }

    /** Collects each thread's bytes into lines, and writes each line whole, prefixed. */
    private static final class Prefixed extends OutputStream {

        private final OutputStream err;
        private final ThreadLocal<ByteArrayOutputStream> lines = ThreadLocal.withInitial(ByteArrayOutputStream::new);

        Prefixed(OutputStream err) {
            this.err = err;
        }

        @Override
        public void write(int b) throws IOException {
            ByteArrayOutputStream line = lines.get();
            if (b == '\n' || line.size() >= MAX_LINE) {
                emit(line);
            }
            if (b != '\n') {
                line.write(b);
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }

        private void emit(ByteArrayOutputStream line) throws IOException {
            String text = line.toString(StandardCharsets.UTF_8);
            line.reset();
            Optional<Path> jar = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .walk(frames -> frames.map(frame -> PluginOrigins.jarOf(frame.getDeclaringClass()))
                            .flatMap(Optional::stream).findFirst());
            String prefix = jar.map(path -> "[" + path.getFileName() + "] ").orElse("");
            byte[] out = (TerminalText.safe(prefix + text) + "\n").getBytes(StandardCharsets.UTF_8);
            synchronized (err) {
                err.write(out);
                err.flush();
            }
        }
    }
}
