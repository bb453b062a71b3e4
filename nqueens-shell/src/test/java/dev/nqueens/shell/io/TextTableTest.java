package dev.nqueens.shell.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
                .writeTo(out);
        assertThat(out.toString()).isEqualTo("""
                ID         MAX N  DESCRIPTION
                bitmask    32     bit masks
                recursive  -
                """);
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
                .writeTo(out);
        assertThat(out.toString()).isEqualTo("""
                ID    DESCRIPTION
                evil  Clears\\e[2J the screen\\r\\a
                good  Backtracking
                """);
    }
}
