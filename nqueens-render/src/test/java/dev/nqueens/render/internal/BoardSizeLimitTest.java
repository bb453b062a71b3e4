package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/** Formats that grow with n² refuse large boards with a pointer to the others, which take any size. */
class BoardSizeLimitTest {

    static Stream<Arguments> limitedFormats() {
        return Stream.of(
                Arguments.of("ascii", 1_000),
                Arguments.of("json", 1_000),
                Arguments.of("unicode", 1_000),
                Arguments.of("svg", 100));
    }

    @ParameterizedTest(name = "{0} draws up to {1}")
    @MethodSource("limitedFormats")
    void theLimitIsTheDocumentedOne(String format, int limit) {
        assertThat(Registry.installed(ProviderKind.FORMAT).byId(format).maxBoardSize()).isEqualTo(limit);
    }

    @Test
    void theColumnFormatsHaveNoLimit() {
        assertThat(new ColumnsRenderer().maxBoardSize()).isEqualTo(Integer.MAX_VALUE);
        assertThat(new JsonColumnsRenderer().maxBoardSize()).isEqualTo(Integer.MAX_VALUE);
    }

    @ParameterizedTest(name = "{0} refuses {1} + 1")
    @MethodSource("limitedFormats")
    void refusesABoardBeyondTheLimitBeforeWritingAnything(String format, int limit) {
        Renderer renderer = Registry.installed(ProviderKind.FORMAT).byId(format);
        StringBuilder out = new StringBuilder();

        assertThatThrownBy(() -> renderer.render(Stream.of(anyBoard(limit + 1)), out))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n = " + (limit + 1) + " is beyond the " + format + " format's limit of " + limit
                        + "; the columns and json-columns formats draw boards of any size");
        assertThat(out).isEmpty();
    }

    @ParameterizedTest(name = "{0} draws {1}")
    @MethodSource("limitedFormats")
    void drawsABoardAtTheLimit(String format, int limit) throws IOException {
        Renderer renderer = Registry.installed(ProviderKind.FORMAT).byId(format);
        StringBuilder out = new StringBuilder();

        renderer.render(Stream.of(anyBoard(limit)), out);

        assertThat(out.length()).isGreaterThan(limit);
    }

    @Test
    void aBoardRefusedLaterLeavesTheBoardsBeforeIt() {
        StringBuilder out = new StringBuilder();
        Stream<Solution> boards = Stream.of(SampleBoards.EIGHT, anyBoard(1_001));

        assertThatThrownBy(() -> new AsciiRenderer().render(boards, out))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("n = 1001 is beyond the ascii format's limit of 1000");
        assertThat(out.toString()).isEqualTo(String.join("\n", SampleBoards.EIGHT.rows()) + "\n");
    }

    @Test
    void columnsWritesAMillionQueens() throws IOException {
        Solution board = SampleBoards.explicit(1_000_000);
        StringBuilder out = new StringBuilder();

        new ColumnsRenderer().render(Stream.of(board), out);

        assertThat(out.charAt(out.length() - 1)).isEqualTo('\n');
        int[] parsed = Arrays.stream(out.substring(0, out.length() - 1).split(" "))
                .mapToInt(Integer::parseInt)
                .toArray();
        assertThat(parsed).isEqualTo(board.columns());
    }

    @Test
    void jsonColumnsWritesAHundredThousandQueens() throws IOException {
        Solution board = SampleBoards.explicit(100_000);
        StringBuilder out = new StringBuilder();

        new JsonColumnsRenderer().render(Stream.of(board), out);

        assertThat(readSingleBoard(out.toString())).isEqualTo(board.columns());
    }

    private static int[] readSingleBoard(String json) {
        try (JsonParser parser = new JsonFactory().createParser(ObjectReadContext.empty(), json)) {
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
            IntStream.Builder columns = IntStream.builder();
            while (parser.nextToken() == JsonToken.VALUE_NUMBER_INT) {
                columns.add(parser.getIntValue());
            }
            assertThat(parser.currentToken()).isEqualTo(JsonToken.END_ARRAY);
            assertThat(parser.nextToken()).isEqualTo(JsonToken.END_ARRAY);
            assertThat(parser.nextToken()).isNull();
            return columns.build().toArray();
        }
    }

    private static Solution anyBoard(int n) {
        return SampleBoards.anyPlacement(new Random(n), n);
    }
}
