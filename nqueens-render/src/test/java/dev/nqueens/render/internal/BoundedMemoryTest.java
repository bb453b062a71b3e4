package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.render.BoardForm;
import dev.nqueens.render.BoardReader;
import dev.nqueens.render.InvalidBoardException;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.ParameterizedTest;

/**
 * Renders every solution of n = 15, 2,279,184 boards and some 100 MB of JSON, in a JVM whose heap is 64 MB:
 * it passes only if no part of the way from the solver to the sink holds the boards. Reads a million boards
 * of JSON back in the same heap, which passes only if the reader holds no more than the board it reads.
 *
 * <p>Runs in its own Surefire execution, {@code bounded-memory}, with {@code -Xmx64m} (see this module's
 * pom.xml), and is left out of the default one. The solutions come from the {@code bitmask} solver of
 * {@code nqueens-solvers}, a test dependency.
 */
class BoundedMemoryTest {

    private static final int N = 15;
    private static final long SOLUTIONS_OF_FIFTEEN = 2_279_184;

    @Test
    void rendersAllBoardsOfFifteenAsJsonInASixtyFourMegabyteHeap() throws IOException {
        assertThat(Runtime.getRuntime().maxMemory())
                .as("the heap limit; run this test with -Xmx64m, as the bounded-memory execution does")
                .isLessThanOrEqualTo(64L << 20);
        BoardCountingSink sink = new BoardCountingSink();

        Solver bitmask = Registry.installed(ProviderKind.SOLVER).byId("bitmask");
        try (Stream<Solution> solutions = bitmask.solve(SolveRequest.of(N))) {
            Registry.installed(ProviderKind.FORMAT).byId("json").render(solutions, sink);
        }

        assertThat(sink.boards()).isEqualTo(SOLUTIONS_OF_FIFTEEN);
        assertThat(sink.rows()).isEqualTo(SOLUTIONS_OF_FIFTEEN * N);
        assertThat(sink.endsTheDocument()).as("the document ends with ]\\n at depth 0").isTrue();
    }

    @Test
    void readsAMillionBoardsOfFifteenFromJsonInASixtyFourMegabyteHeap() throws IOException {
        assertThat(Runtime.getRuntime().maxMemory()).as("the heap limit").isLessThanOrEqualTo(64L << 20);
        Solution board;
        try (Stream<Solution> solutions = Registry.installed(ProviderKind.SOLVER).byId("bitmask")
                .solve(SolveRequest.of(N))) {
            board = solutions.findFirst().orElseThrow();
        }
        StringBuilder element = new StringBuilder();
        Registry.installed(ProviderKind.FORMAT).byId("json").render(Stream.of(board), element);
        // [[rows]]\n: the one board, without the brackets and the line break of the document around it
        String rows = element.substring(1, element.length() - 2);
        long boards = 1_000_000;

        BoardReader reader = BoardForm.JSON.open(new RepeatedText("[", rows, ",", boards, "]\n"));
        long read = 0;
        for (Solution next = reader.next(); next != null; next = reader.next()) {
            assertThat(next).isEqualTo(board);
            read++;
        }

        assertThat(read).isEqualTo(boards);
    }

    /**
     * A line of 50 MB in each form, a board far beyond the readers' cap: refused at the first queen, row or
     * square too many, in a heap that could not hold the line.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("hugeLines")
    void aFiftyMegabyteLineIsRefusedAtTheCapWithinASixtyFourMegabyteHeap(BoardForm form, RepeatedText text)
            throws IOException {
        assertThat(Runtime.getRuntime().maxMemory()).as("the heap limit").isLessThanOrEqualTo(64L << 20);
        BoardReader reader = form.open(text);

        assertThatThrownBy(reader::next).isInstanceOf(InvalidBoardException.class)
                .hasMessage("the board has more than " + BoardReader.MAX_BOARD_SIZE + " queens, the most this reader"
                        + " takes");
    }

    static Stream<Arguments> hugeLines() {
        long halfOfFifty = 25_000_000;
        return Stream.of(
                Arguments.of(BoardForm.COLUMNS, new RepeatedText("", "1", " ", halfOfFifty, "\n")),
                Arguments.of(BoardForm.ASCII, new RepeatedText("", "Q", "Q", halfOfFifty, "\n")),
                Arguments.of(BoardForm.JSON_COLUMNS, new RepeatedText("[[", "1", ",", halfOfFifty, "]]")),
                Arguments.of(BoardForm.JSON, new RepeatedText("[[\"", "Q", "Q", halfOfFifty, "\"]]")));
    }

    /** A text made on the fly, never held whole: a head, a part repeated with a separator between, a tail. */
    private static final class RepeatedText extends Reader {
        @Override
        public String toString() {
            return head + part + separator + part + "... " + (last / 2) + " times";
        }

        private final String head;
        private final String part;
        private final String separator;
        private final String tail;
        /** The pieces, in order: the head, then parts (odd) and separators (even), then the tail at the last. */
        private final long last;
        private long index;
        private int at;

        RepeatedText(String head, String part, String separator, long times, String tail) {
            this.head = head;
            this.part = part;
            this.separator = separator;
            this.tail = tail;
            this.last = 2 * times;
        }

        @Override
        public int read(char[] chars, int offset, int length) {
            int copied = 0;
            while (copied < length && index <= last) {
                String piece = index == 0 ? head : index == last ? tail : index % 2 == 1 ? part : separator;
                int n = Math.min(length - copied, piece.length() - at);
                piece.getChars(at, at + n, chars, offset + copied);
                at += n;
                copied += n;
                if (at == piece.length()) {
                    index++;
                    at = 0;
                }
            }
            return copied == 0 && length > 0 ? -1 : copied;
        }

        @Override
        public void close() {
            // nothing is held
        }
    }

    /**
     * Discards the JSON while counting the boards, the arrays one level down, and the rows, the strings in
     * them; the row strings hold only {@code Q} and {@code .}, so every bracket and quote is structure.
     */
    private static final class BoardCountingSink extends Writer {
        private int depth;
        private long boards;
        private long quotes;
        private char last;
        private char beforeLast;

        @Override
        public void write(char[] chars, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                char c = chars[i];
                if (c == '[' && ++depth == 2) {
                    boards++;
                } else if (c == ']') {
                    depth--;
                } else if (c == '"') {
                    quotes++;
                }
                beforeLast = last;
                last = c;
            }
        }

        long boards() {
            return boards;
        }

        long rows() {
            return quotes / 2;
        }

        boolean endsTheDocument() {
            return depth == 0 && beforeLast == ']' && last == '\n';
        }

        @Override
        public void flush() {
            // nothing is kept
        }

        @Override
        public void close() {
            // nothing is kept
        }
    }
}
