package dev.nqueens.shell.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.shell.text.DisplayWidth;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class TextTableTest {

    @Test
    void alignsColumnsAndLeavesNoTrailingSpaces() throws IOException {
        StringWriter out = new StringWriter();
        new TextTable("ID", "MAX N", "DESCRIPTION")
                .row("bitmask", "32", "bit masks")
                .row("recursive", "-", "")
                .writeTo(out, 0);
        assertThat(out.toString()).isEqualTo("""
                ID         MAX N  DESCRIPTION
                bitmask    32     bit masks
                recursive  -
                """);
    }

    @Test
    void wideCharactersCombiningMarksAndEmojiLineUpByTheColumnsTheyTake() throws IOException {
        StringWriter out = new StringWriter();
        new TextTable("ID", "DESCRIPTION", "MAX")
                .row("中文", "八皇后问题的解", "8")
                .row("e\u0301te\u0301", "cafe\u0301", "9")
                .row("\uD83D\uDC4D", "ok", "10")
                .writeTo(out, 0);
        // 中文 takes 4 columns, été 3, the emoji 2; 八皇后问题的解 takes 14
        assertThat(out.toString()).isEqualTo("ID    DESCRIPTION     MAX\n"
                + "中文  八皇后问题的解  8\n"
                + "e\u0301te\u0301   cafe\u0301            9\n"
                + "\uD83D\uDC4D    ok              10\n");
        for (String line : out.toString().lines().toList()) {
            int third = line.lastIndexOf(' ') + 1;
            assertThat(DisplayWidth.of(line.substring(0, third))).as(line).isEqualTo(22);
        }
    }

    @Test
    void onATerminalWideCharactersWrapByTheColumnsTheyTake() throws IOException {
        StringWriter out = new StringWriter();
        new TextTable("ID", "DESCRIPTION")
                .row("dlx", "舞蹈链算法 精确覆盖问题的 求解器")
                .writeTo(out, 20);
        assertThat(out.toString()).isEqualTo("""
                ID   DESCRIPTION
                dlx  舞蹈链算法
                     精确覆盖问题的
                     求解器
                """);
        assertThat(out.toString().lines()).allMatch(line -> DisplayWidth.of(line) <= 20);
        assertThat(TextTable.wrap("八皇后问题的解", 6)).containsExactly("八皇后", "问题的", "解");
        assertThat(TextTable.wrap("e\u0301e\u0301e\u0301e\u0301", 2)).containsExactly("e\u0301e\u0301", "e\u0301e\u0301");
        assertThat(TextTable.wrap("八皇后", 1)).containsExactly("八", "皇", "后");
    }

    @Test
    void aRowMustFillEveryColumn() {
        assertThatThrownBy(() -> new TextTable("ID", "DESCRIPTION").row("bitmask"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a row of 1 cells in a table of 2 columns");
    }

    @Test
    void aTableOfProviderTextKeepsOneLinePerRowAndItsColumns() throws Exception {
        StringWriter out = new StringWriter();
        new TextTable("ID", "DESCRIPTION")
                .row("evil", "Clears\u001b[2J the screen\r\u0007")
                .row("good", "Backtracking")
                .writeTo(out, 0);
        assertThat(out.toString()).isEqualTo("""
                ID    DESCRIPTION
                evil  Clears\\e[2J the screen\\r\\a
                good  Backtracking
                """);
    }

    @Test
    void onATerminalLongCellsWrapWithinTheirColumns() throws IOException {
        assertThat(fitted(50)).isEqualTo("""
                  ID        MAX N  CAPABILITIES    DESCRIPTION
                * bitmask   32     all-solutions,  columns and
                                   count           diagonals as
                                                   bit masks,
                                                   lowest free bit
                                                   first
                  bitslice  28     count,parallel  the fastest
                                                   counter at
                                                   every n
                """);
    }

    @Test
    void columnsThatFitStayWholeAndTheWidestTakesWhatIsLeft() throws IOException {
        assertThat(fitted(70)).isEqualTo("""
                  ID        MAX N  CAPABILITIES         DESCRIPTION
                * bitmask   32     all-solutions,count  columns and diagonals as bit
                                                        masks, lowest free bit first
                  bitslice  28     count,parallel       the fastest counter at every n
                """);
    }

    /** @return the table as a terminal of that width shows it, checked to fit */
    private static String fitted(int columns) throws IOException {
        StringWriter out = new StringWriter();
        table().writeTo(out, columns);
        assertThat(out.toString().lines()).allMatch(line -> line.length() <= columns);
        return out.toString();
    }

    @Test
    void aTableThatFitsIsTheSameOnATerminalAndOffIt() throws IOException {
        StringWriter wide = new StringWriter();
        table().writeTo(wide, 200);
        StringWriter whole = new StringWriter();
        table().writeTo(whole, 0);
        assertThat(wide).hasToString(whole.toString());
        assertThat(whole.toString().lines()).hasSize(3);
    }

    @Test
    void aWordLongerThanItsColumnIsBrokenAfterASlashOrAnywhere() {
        assertThat(TextTable.wrap("/home/me/.nqueens/plugins/dlx.jar", 12))
                .containsExactly("/home/me/", ".nqueens/", "plugins/", "dlx.jar");
        assertThat(TextTable.wrap("IllegalStateException", 8)).containsExactly("IllegalS", "tateExce", "ption");
        assertThat(TextTable.wrap("out of  cheese", 7)).containsExactly("out of", "cheese");
    }

    @Test
    void aTerminalTooNarrowForTheWordsBreaksThemAtFourColumnsACell() throws IOException {
        StringWriter out = new StringWriter();
        table().writeTo(out, 20);
        assertThat(out.toString()).startsWith("""
                  ID  MAX   CAPA  DESC
                      N     BILI  RIPT
                            TIES  ION
                *     32    all-  colu
                bitm        solu  mns
                """);
        assertThat(out.toString().lines()).allMatch(line -> line.length() <= 4 * 4 + 3 * 2);
    }

    private static TextTable table() {
        return new TextTable("  ID", "MAX N", "CAPABILITIES", "DESCRIPTION")
                .row("* bitmask", "32", "all-solutions,count", "columns and diagonals as bit masks, lowest free bit first")
                .row("  bitslice", "28", "count,parallel", "the fastest counter at every n");
    }
}
