package dev.nqueens.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Cancellation;
import dev.nqueens.testkit.internal.Eventually;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A cancellation reaches every reader however long its input goes on without a board: blanks without end,
 * blank lines without end, a JSON document that never closes. Each read ends within the 100 ms that
 * {@link Cancellation} promises, with its exception.
 */
class ReadCancellationTest {

    /** The promise of {@link Cancellation}: a cancelled call stops within this. */
    private static final Duration PROMISED = Duration.ofMillis(100);

    /** How far into its input a read is deep in its loop: 16 times the 4096 characters that tell the form. */
    private static final long DEEP = 1 << 16;

    @ParameterizedTest(name = "{0}: \"{1}\" then \"{2}\" for ever")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
        "COLUMNS      | ''       | ' '",
        "COLUMNS      | ''       | '\t'",
        "ASCII        | ''       | '\n'",
        "ASCII        | ''       | ' \n'",
        "JSON         | ''       | ' '",
        "JSON         | '[ '     | '\n'",
        "JSON_COLUMNS | '[['     | ' '",
        "JSON_COLUMNS | ''       | '\r\n'",
    })
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aReaderOfEndlessInputStopsWhenCancelled(BoardForm form, String prefix, String filler) throws Exception {
        String endless = filler.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t");
        Cancellation cancellation = new Cancellation();
        EndlessInput input = new EndlessInput(prefix.replace("\\n", "\n"), endless);
        BoardReader boards = form.open(new InputStreamReader(input, StandardCharsets.UTF_8), BoardReader.MAX_BOARD_SIZE,
                cancellation);

        assertStopsWithinPromise(cancellation, input, () -> boards.next());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void readingEndlessBoardsStopsToo() throws Exception {
        // not blanks this time: boards without end, read by a caller that never polls the cancellation itself
        Cancellation cancellation = new Cancellation();
        EndlessInput input = new EndlessInput("[", "[1,3,0,2],");
        BoardReader boards = BoardForm.JSON_COLUMNS.open(new InputStreamReader(input, StandardCharsets.UTF_8),
                BoardReader.MAX_BOARD_SIZE, cancellation);

        assertStopsWithinPromise(cancellation, input, () -> {
            while (true) {
                boards.next();
            }
        });
    }

    @Test
    void tellingTheFormStopsAtACancellationSetBefore() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        // without the cancellation, 4096 blanks are read before the form is refused as unreadable
        assertThatThrownBy(() -> BoardReader.open(new InputStreamReader(new EndlessInput("", " "),
                StandardCharsets.UTF_8), BoardReader.MAX_BOARD_SIZE, cancellation))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void anUncancelledReaderReadsAsBefore() throws Exception {
        Cancellation cancellation = new Cancellation();
        BoardReader boards = BoardReader.open(new StringReader("\n\n[[1,3,0,2]]\n"), 8, cancellation);

        assertThat(boards.next().columns()).containsExactly(1, 3, 0, 2);
        assertThat(boards.next()).isNull();
    }

    /** A read that would go on for ever. */
    @FunctionalInterface
    private interface Read {
        void run() throws Exception;
    }

    /**
     * Starts the read on a thread of its own, lets it run until it is deep in its input, cancels it, and
     * checks that it ended with the cancellation's exception within the promised time.
     */
    private static void assertStopsWithinPromise(Cancellation cancellation, EndlessInput input, Read read)
            throws Exception {
        CompletableFuture<Long> stopped = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                read.run();
                stopped.completeExceptionally(new AssertionError("the read ended without a cancellation"));
            } catch (Throwable e) {
                long at = System.nanoTime();
                if (e instanceof CancellationException) {
                    stopped.complete(at);
                } else {
                    stopped.completeExceptionally(e);
                }
            }
        }, "endless read");
        reader.setDaemon(true);
        reader.start();
        // deep in its loop: far past the look-ahead that tells the form and the readers' buffers; it must not
        // have ended on its own
        Eventually.holds(() -> input.position() > DEEP || stopped.isDone(), "the read to be " + DEEP
                + " bytes into its input", Duration.ofSeconds(10));
        assertThat(stopped).as("the read of endless input ended before it was cancelled").isNotDone();

        long cancelledAt = System.nanoTime();
        cancellation.cancel();
        long stoppedAt;
        try {
            stoppedAt = stopped.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError("the read ended with " + e.getCause(), e.getCause());
        }
        assertThat(Duration.ofNanos(stoppedAt - cancelledAt)).isLessThan(PROMISED);
        reader.join(TimeUnit.SECONDS.toMillis(1));
    }

    /** Bytes without end: a prefix, then one filler over and over. */
    private static final class EndlessInput extends InputStream {
        private final byte[] prefix;
        private final byte[] filler;
        /** Written by the reader's thread alone, read by the test's. */
        private volatile long position;

        EndlessInput(String prefix, String filler) {
            this.prefix = prefix.getBytes(StandardCharsets.UTF_8);
            this.filler = filler.getBytes(StandardCharsets.UTF_8);
        }

        /** @return how many bytes have been read */
        long position() {
            return position;
        }

        @Override
        public int read() {
            long at = position++;
            return at < prefix.length ? prefix[(int) at] : filler[(int) ((at - prefix.length) % filler.length)];
        }

        @Override
        public int read(byte[] bytes, int offset, int length) {
            for (int i = 0; i < length; i++) {
                bytes[offset + i] = (byte) read();
            }
            return length;
        }
    }
}
