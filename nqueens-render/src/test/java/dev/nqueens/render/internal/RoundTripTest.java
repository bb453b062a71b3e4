package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.render.BoardForm;
import dev.nqueens.render.BoardReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Reads each readable format back with its own reader and gets the boards that were written. The boards
 * are seeded random placements of mixed sizes, 0 to 12: the readers, like the writers, do not judge them.
 */
class RoundTripTest {

    static LongStream seeds() {
        return LongStream.range(0, 25);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void jsonReadsBackAsTheBoardsWritten(long seed) throws IOException {
        List<Solution> boards = SampleBoards.anyPlacements(seed);

        String out = roundTrip(new JsonRenderer(), BoardForm.JSON, boards);

        assertThat(out).endsWith("]\n");
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void jsonColumnsReadBackAsTheBoardsWritten(long seed) throws IOException {
        roundTrip(new JsonColumnsRenderer(), BoardForm.JSON_COLUMNS, SampleBoards.anyPlacements(seed));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void columnsReadBackOneLinePerBoard(long seed) throws IOException {
        roundTrip(new ColumnsRenderer(), BoardForm.COLUMNS, SampleBoards.anyPlacements(seed));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void asciiReadsBackAsTheBoardsWritten(long seed) throws IOException {
        // the empty board draws as nothing, so it cannot be told apart in ascii
        List<Solution> boards = SampleBoards.anyPlacements(seed).stream().filter(board -> board.size() > 0).toList();

        String out = roundTrip(new AsciiRenderer(), BoardForm.ASCII, boards);

        assertThat(out.isEmpty() || out.endsWith("\n") && !out.endsWith("\n\n")).isTrue();
    }

    /**
     * Writes the boards in the format, reads them back in its form, named and told from the text, and
     * checks that the same boards come back.
     *
     * @return what the format wrote
     */
    private static String roundTrip(Renderer format, BoardForm form, List<Solution> boards) throws IOException {
        StringBuilder out = new StringBuilder();
        format.render(boards.stream(), out);

        assertThat(readAll(form.open(new StringReader(out.toString())))).isEqualTo(boards);
        // a text that opens with an empty board, [[], ...], is taken as json-columns, whichever JSON form it is
        if (boards.isEmpty() || boards.get(0).size() > 0) {
            assertThat(readAll(BoardReader.open(new StringReader(out.toString())))).isEqualTo(boards);
        }
        return out.toString();
    }

    private static List<Solution> readAll(BoardReader reader) throws IOException {
        List<Solution> boards = new ArrayList<>();
        for (Solution board = reader.next(); board != null; board = reader.next()) {
            boards.add(board);
        }
        return boards;
    }
}
