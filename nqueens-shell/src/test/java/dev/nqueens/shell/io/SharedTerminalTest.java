package dev.nqueens.shell.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The one writer of the terminal: nothing written lands on the status line, whatever the thread. */
class SharedTerminalTest {

    private static final String ERASE = "\r\033[K";

    /** Standard output and standard error shown on one terminal, as at a prompt. */
    private final Terminal terminal = new Terminal();
    private final StandardStreams streams = new StandardStreams(terminal, new PrintWriter(terminal, true), true, true);

    @Test
    void aResultFromAnotherThreadErasesTheStatusLineFirst() throws Exception {
        streams.terminal().showStatus("count 17 --unique with bitslice  99%  about 148 ms left");
        Thread counter = new Thread(() -> {
            try {
                streams.out().write("11977939\n");
                streams.out().flush();
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        });
        counter.start();
        counter.join();
        assertThat(terminal.written()).isEqualTo(ERASE + "count 17 --unique with bitslice  99%  about 148 ms left" + ERASE
                + "11977939\n");
        assertThat(terminal.lines()).containsExactly("11977939", "");

        streams.terminal().showStatus("count 17 --unique with bitslice  100%");
        assertThat(terminal.lines()).containsExactly("11977939", "count 17 --unique with bitslice  100%");
        streams.terminal().clearStatus();
        assertThat(terminal.lines()).containsExactly("11977939", "");
    }

    @Test
    void aWarningOnStandardErrorTakesALineOfItsOwn() {
        streams.terminal().showStatus("count 18 with plugin  3.0 s elapsed");
        streams.err().println("nqueens: count: member 10.0.0.2:5701 miscounted");
        streams.terminal().showStatus("count 18 with plugin  3.2 s elapsed");
        assertThat(terminal.lines()).containsExactly("nqueens: count: member 10.0.0.2:5701 miscounted",
                "count 18 with plugin  3.2 s elapsed");
    }

    @Test
    void noStatusLineFollowsALineThatIsNotFinished() {
        streams.err().print("[chatty.jar] thinking");
        streams.err().flush();
        streams.terminal().showStatus("count 18 with chatty  1.0 s elapsed");
        assertThat(terminal.written()).isEqualTo("[chatty.jar] thinking");
        streams.err().println("... done");
        streams.terminal().showStatus("count 18 with chatty  1.2 s elapsed");
        assertThat(terminal.lines()).containsExactly("[chatty.jar] thinking... done", "count 18 with chatty  1.2 s elapsed");
    }

    @Test
    void resultsThatAreNotOnTheTerminalLeaveTheStatusLineAlone() throws Exception {
        java.io.StringWriter file = new java.io.StringWriter();
        StandardStreams redirected = new StandardStreams(file, new PrintWriter(terminal, true), false, true);
        redirected.terminal().showStatus("solve 20 with bitmask as json  12%");
        redirected.out().write("[[0,2,4,1,3],");
        redirected.terminal().showStatus("solve 20 with bitmask as json  13%");
        redirected.out().flush();
        assertThat(file).hasToString("[[0,2,4,1,3],");
        assertThat(terminal.written()).isEqualTo(ERASE + "solve 20 with bitmask as json  12%"
                + ERASE + "solve 20 with bitmask as json  13%");
    }

    @Test
    void withoutATerminalNothingIsDrawn() throws Exception {
        CapturedStreams captured = new CapturedStreams();
        captured.streams().terminal().showStatus("count 18 with bitmask  50%");
        captured.streams().err().println("nqueens: a warning");
        captured.streams().out().write("14200\n");
        captured.streams().flush();
        assertThat(captured.err()).isEqualTo("nqueens: a warning\n");
        assertThat(captured.out()).isEqualTo("14200\n");
    }

    @Test
    void linesFromManyThreadsNeverShareALineWithEachOtherOrTheStatusLine() throws Exception {
        int threads = 4;
        int lines = 300;
        ExecutorService pool = Executors.newFixedThreadPool(threads + 1);
        AtomicBoolean writing = new AtomicBoolean(true);
        CountDownLatch start = new CountDownLatch(1);
        try {
            Future<?> status = pool.submit(() -> {
                start.await();
                for (int i = 0; writing.get(); i++) {
                    streams.terminal().showStatus("count 21 with bitslice  " + i % 100 + "%");
                    Thread.yield();
                }
                return null;
            });
            List<Future<?>> writers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                writers.add(pool.submit(() -> {
                    start.await();
                    for (int i = 0; i < lines; i++) {
                        if (thread % 2 == 0) {
                            streams.err().println("nqueens: news " + thread + " " + i);
                        } else {
                            streams.out().write("result " + thread + " " + i + "\n");
                            streams.out().flush();
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> writer : writers) {
                writer.get(30, TimeUnit.SECONDS);
            }
            writing.set(false);
            status.get(30, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        streams.terminal().clearStatus();
        List<String> shown = terminal.lines();
        assertThat(shown.get(shown.size() - 1)).isEmpty();
        assertThat(shown.subList(0, shown.size() - 1)).hasSize(threads * lines)
                .allMatch(line -> line.matches("(nqueens: news|result) \\d \\d+"), "a whole line of one writer");
    }

    /**
     * What a terminal shows of the characters written to it: {@code \r} goes back to the start of the line,
     * {@code ESC [K} erases from the cursor to the end of the line, {@code \n} starts the next line, and any
     * other character is put at the cursor.
     */
    private static final class Terminal extends Writer {

        private final StringBuilder written = new StringBuilder();

        @Override
        public synchronized void write(char[] chars, int offset, int length) {
            written.append(chars, offset, length);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        synchronized String written() {
            return written.toString();
        }

        /** @return the lines on the screen, the cursor's last */
        synchronized List<String> lines() {
            List<String> lines = new ArrayList<>();
            StringBuilder line = new StringBuilder();
            int cursor = 0;
            for (int i = 0; i < written.length(); i++) {
                char c = written.charAt(i);
                if (c == '\r') {
                    cursor = 0;
                } else if (c == '\n') {
                    lines.add(line.toString());
                    line.setLength(0);
                    cursor = 0;
                } else if (c == '\033' && i + 2 < written.length() && written.charAt(i + 1) == '['
                        && written.charAt(i + 2) == 'K') {
                    line.setLength(cursor);
                    i += 2;
                } else {
                    if (cursor < line.length()) {
                        line.setCharAt(cursor, c);
                    } else {
                        line.append(c);
                    }
                    cursor++;
                }
            }
            lines.add(line.toString());
            return lines;
        }
    }
}
