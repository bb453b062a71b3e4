package dev.nqueens.shell.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.io.ProgressLine;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.time.ManualScheduler;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import org.junit.jupiter.api.Test;

/** The line that names a plugin that ended the process goes through the shell's standard error. */
class PluginExitsTest {

    private static final String ERASE = "\r\033[K";
    private static final String LINE = "nqueens: plugin /p/quitter.jar ended the process (System.exit from q.Q.run)";

    /** It once went straight to the file descriptor, onto the progress line of the count it ended. */
    @Test
    void theLineErasesTheProgressLineFirst() {
        StringWriter terminal = new StringWriter();
        StandardStreams streams = new StandardStreams(new StringWriter(), new PrintWriter(terminal, true), false,
                true);
        ManualScheduler time = new ManualScheduler();
        try (ProgressLine progress = ProgressLine.start(streams, "count 18 with quitter", null, 0, time)) {
            progress.progress(1, 2);
            time.advance(ProgressLine.DELAY);
            assertThat(terminal.toString()).startsWith(ERASE + "count 18 with quitter").doesNotContain("\n");
            int drawn = terminal.toString().length();

            assertThat(PluginExits.writeWithin(streams.err(), LINE, PluginExits.WRITE_TIMEOUT_MILLIS)).isTrue();

            assertThat(terminal.toString().substring(drawn)).isEqualTo(ERASE + LINE + System.lineSeparator());
        }
    }

    @Test
    void aWriterThatDoesNotTakeTheLineInTimeIsPassedBy() throws Exception {
        Object held = new Object();
        PrintWriter stuck = new PrintWriter(new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) {
                synchronized (held) {
                    // waits for the lock that the test holds
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
        synchronized (held) {
            assertThat(PluginExits.writeWithin(stuck, LINE, 50)).isFalse();
        }
    }
}
