package dev.nqueens.shell.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** JSON for standard output holds its strings exactly, and nothing in it acts on a terminal. */
class TerminalJsonTest {

    @Test
    void valuesAreWrittenOnOneLine() {
        assertThat(TerminalJson.write(List.of("a", 3, List.of(true)))).isEqualTo("[\"a\",3,[true]]");
    }

    @Test
    void everyCharacterATerminalActsOnIsAUnicodeEscape() {
        assertThat(TerminalJson.write("a\u001b[2Jb\rc\u0007d\te\nf\bg\u000bh\fi\u0000\u007f\u0085\u202eevil\u2069"))
                .isEqualTo("\"a\\u001B[2Jb\\u000Dc\\u0007d\\u0009e\\u000Af\\u0008g\\u000Bh\\u000Ci\\u0000\\u007F"
                        + "\\u0085\\u202Eevil\\u2069\"");
    }

    @Test
    void quotesAndBackslashesAreEscapedAndTheRestIsLeftAsItIs() {
        assertThat(TerminalJson.write("say \"C:\\queens\" — ünïcode ♛ \uD83D\uDC51"))
                .isEqualTo("\"say \\\"C:\\\\queens\\\" — ünïcode ♛ \uD83D\uDC51\"");
    }
}
