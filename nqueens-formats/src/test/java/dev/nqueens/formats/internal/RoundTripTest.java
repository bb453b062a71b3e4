package dev.nqueens.formats.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Solution;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * Reads each machine-readable format back and gets the boards that were written: JSON through Jackson's
 * parser, text by splitting lines. The boards are seeded random placements of mixed sizes, 0 to 12.
 */
class RoundTripTest {

    private static final JsonFactory JSON = new JsonFactory();

    static LongStream seeds() {
        return LongStream.range(0, 25);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void jsonReadsBackAsTheRowsOfEachBoard(long seed) throws IOException {
        List<Solution> boards = SampleBoards.anyPlacements(seed);
        StringBuilder out = new StringBuilder();

        new JsonRenderer().render(boards.stream(), out);

        List<List<String>> expected = boards.stream().map(board -> List.copyOf(board.rows())).toList();
        assertThat(readBoards(out.toString(), JsonToken.VALUE_STRING)).isEqualTo(expected);
        assertThat(out).endsWith("]\n");
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void jsonColumnsReadsBackAsTheColumnsOfEachBoard(long seed) throws IOException {
        List<Solution> boards = SampleBoards.anyPlacements(seed);
        StringBuilder out = new StringBuilder();

        new JsonColumnsRenderer().render(boards.stream(), out);

        List<List<String>> expected = boards.stream()
                .map(board -> Arrays.stream(board.columns()).mapToObj(Integer::toString).toList())
                .toList();
        assertThat(readBoards(out.toString(), JsonToken.VALUE_NUMBER_INT)).isEqualTo(expected);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void columnsReadBackOneLinePerBoard(long seed) throws IOException {
        List<Solution> boards = SampleBoards.anyPlacements(seed);
        StringBuilder out = new StringBuilder();

        new ColumnsRenderer().render(boards.stream(), out);

        List<Solution> readBack = out.toString().lines()
                .map(line -> line.isEmpty()
                        ? Solution.empty()
                        : Solution.of(Arrays.stream(line.split(" ")).mapToInt(Integer::parseInt).toArray()))
                .toList();
        assertThat(readBack).isEqualTo(boards);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void asciiReadsBackAsTheRowsOfEachBoard(long seed) throws IOException {
        // the empty board draws as nothing, so it cannot be told apart in ascii
        List<Solution> boards = SampleBoards.anyPlacements(seed).stream().filter(board -> board.size() > 0).toList();
        StringBuilder out = new StringBuilder();

        new AsciiRenderer().render(boards.stream(), out);

        List<List<String>> expected = boards.stream().map(board -> List.copyOf(board.rows())).toList();
        List<List<String>> readBack = out.isEmpty()
                ? List.of()
                : Arrays.stream(out.toString().split("\n\n", -1)).map(block -> block.lines().toList()).toList();
        assertThat(readBack).isEqualTo(expected);
        assertThat(out.isEmpty() || out.toString().endsWith("\n") && !out.toString().endsWith("\n\n")).isTrue();
    }

    /** Reads {@code [[v, ...], ...]} with every value of the given kind, as text, one list per board. */
    private static List<List<String>> readBoards(String json, JsonToken valueKind) {
        List<List<String>> boards = new ArrayList<>();
        try (JsonParser parser = JSON.createParser(ObjectReadContext.empty(), json)) {
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
            while (parser.nextToken() == JsonToken.START_ARRAY) {
                List<String> values = new ArrayList<>();
                while (parser.nextToken() == valueKind) {
                    values.add(parser.getString());
                }
                assertThat(parser.currentToken()).isEqualTo(JsonToken.END_ARRAY);
                boards.add(values);
            }
            assertThat(parser.currentToken()).isEqualTo(JsonToken.END_ARRAY);
            assertThat(parser.nextToken()).as("nothing after the array").isNull();
        }
        return boards;
    }
}
