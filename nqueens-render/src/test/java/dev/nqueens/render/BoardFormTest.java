package dev.nqueens.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The reading API as a library user meets it: forms by id, told from a text, read a board at a time. */
class BoardFormTest {

    @ParameterizedTest
    @EnumSource(BoardForm.class)
    void everyFormIsThatOfAnInstalledFormatOfTheSameId(BoardForm form) {
        assertThat(BoardForm.byId(form.id())).contains(form);
        assertThat(Registry.installed(ProviderKind.FORMAT).ids()).contains(form.id());
    }

    @Test
    void formatsThatCannotBeReadHaveNoForm() {
        assertThat(BoardForm.byId("svg")).isEmpty();
        assertThat(BoardForm.byId("unicode")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `1 3 0 2`              | COLUMNS
            `  -1`                 | COLUMNS
            `.Q..`                 | ASCII
            `Q`                    | ASCII
            `[["Q"]]`              | JSON
            ` [ [ 0 ] ]`           | JSON_COLUMNS
            `[]`                   | JSON_COLUMNS
            `[[]]`                 | JSON_COLUMNS
            """)
    void theFormIsToldFromTheFirstCharactersAndTheTextIsLeftWhereItWas(String text, BoardForm form)
            throws IOException {
        BufferedReader in = new BufferedReader(new StringReader(text));

        assertThat(BoardForm.detect(in)).contains(form);
        assertThat(in.readLine()).isEqualTo(text);
    }

    @Test
    void aBlankTextHasNoFormAndNoBoards() throws IOException {
        assertThat(BoardForm.detect(new BufferedReader(new StringReader(" \n\t\r\n")))).isEmpty();
        assertThat(BoardReader.open(new StringReader("\n\n")).next()).isNull();
    }

    @Test
    void aTextOfNoFormIsUnreadableWhereItStops() {
        assertThatThrownBy(() -> BoardReader.open(new StringReader("\n  ok")))
                .isInstanceOfSatisfying(UnreadableInputException.class, e -> {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.column()).isEqualTo(3);
                })
                .hasMessage("line 2, column 3: cannot tell the form of the boards from 'o': columns start with a"
                        + " number, ascii with Q or ., json and json-columns with [");
    }

    @Test
    void blanksBeyondTheLookAheadAreNoBoard() {
        String blanks = " ".repeat(BoardForm.LOOK_AHEAD) + "1 3 0 2";

        assertThatThrownBy(() -> BoardReader.open(new StringReader(blanks)))
                .isInstanceOf(UnreadableInputException.class)
                .hasMessage("line 1, column 4096: no board within the first 4096 characters");
    }

    @Test
    void boardsAreReadOneAtATimeAndTheFirstBadOneStopsTheReading() throws IOException {
        BoardReader boards = BoardForm.COLUMNS.open(new StringReader("1 3 0 2\n1 3 0 4\n2 0 3 x\n"));

        assertThat(boards.next()).isEqualTo(Solution.of(1, 3, 0, 2));
        assertThatThrownBy(boards::next).isInstanceOf(InvalidBoardException.class)
                .hasMessage("row 3 has its queen in column 4, off a board of size 4");
        assertThatThrownBy(boards::next).isInstanceOfSatisfying(UnreadableInputException.class, e ->
                assertThat(new long[] {e.line(), e.column()}).containsExactly(3, 7));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "columns | \uFEFF1 3 0 2\\n",
        "ascii | \uFEFF.Q..\\n...Q\\nQ...\\n..Q.\\n",
        "json | \uFEFF[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"})
    void aByteOrderMarkBeforeTheTextIsSkipped(String id, String text) throws IOException {
        String withLineBreaks = text.replace("\\n", "\n");
        Solution four = Solution.of(1, 3, 0, 2);

        assertThat(BoardReader.open(new StringReader(withLineBreaks)).next()).as("detected").isEqualTo(four);
        assertThat(BoardForm.byId(id).orElseThrow().open(new StringReader(withLineBreaks)).next()).as("named")
                .isEqualTo(four);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "columns | 0 2 4 1 3\\n",
        "json-columns | [[0,2,4,1,3]]",
        "ascii | Q....\\n..Q..\\n....Q\\n.Q...\\n...Q.\\n",
        "json | [[\"Q....\",\"..Q..\",\"....Q\",\".Q...\",\"...Q.\"]]"})
    void aBoardBeyondTheCapIsRefusedInOneLine(String id, String text) throws IOException {
        BoardForm form = BoardForm.byId(id).orElseThrow();
        BoardReader four = form.open(new StringReader(text.replace("\\n", "\n")), 4);

        assertThatThrownBy(four::next).isInstanceOf(InvalidBoardException.class)
                .hasMessage("the board has more than 4 queens, the most this reader takes");
    }

    @Test
    void aNumberLongerThanAnyColumnIsRefusedAtOnce() {
        String digits = "1".repeat(1_000_000);

        assertThatThrownBy(() -> BoardForm.JSON_COLUMNS.open(new StringReader("[[" + digits + "]]")).next())
                .isInstanceOf(UnreadableInputException.class)
                .hasMessageStartingWith("line 1, column ")
                .hasMessageEndingWith(": a number longer than 11 characters is off any board")
                // refused within the parser's first buffer, not after a million digits
                .satisfies(e -> assertThat(((UnreadableInputException) e).column()).isLessThan(10_000));
        assertThatThrownBy(() -> BoardForm.COLUMNS.open(new StringReader(digits)).next())
                .isInstanceOf(UnreadableInputException.class)
                .hasMessage("line 1, column 1: a column number longer than 10 digits is off any board");
    }

    @Test
    void aNegativeCapIsRefused() {
        assertThatThrownBy(() -> BoardForm.ASCII.open(new StringReader(""), -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the largest board to read must be 0 or more, not -1");
    }

    @Test
    void aBoardReadIsNotJudged() throws IOException {
        BoardReader boards = BoardForm.JSON.open(new StringReader("[[\"Q.\",\".Q\"]]"));

        assertThat(boards.next().firstConflict()).isPresent();
        assertThat(boards.next()).isNull();
    }

    @Test
    void theTextIsTheCallersToClose() throws IOException {
        ClosingReader text = new ClosingReader("[[1,3,0,2]]");
        BoardReader boards = BoardReader.open(text);

        assertThat(Arrays.asList(boards.next(), boards.next())).containsExactly(Solution.of(1, 3, 0, 2), null);
        assertThat(text.closed).isFalse();
    }

    /** A text that records whether it was closed. */
    private static final class ClosingReader extends StringReader {
        private boolean closed;

        ClosingReader(String text) {
            super(text);
        }

        @Override
        public void close() {
            closed = true;
            super.close();
        }
    }
}
