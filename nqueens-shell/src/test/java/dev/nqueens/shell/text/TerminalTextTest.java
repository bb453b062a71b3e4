package dev.nqueens.shell.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Text from outside reaches the terminal with every control character made visible. */
class TerminalTextTest {

    @Test
    void plainTextIsLeftAsItIs() {
        String plain = "Backtracking, all solutions: C:\\queens — ünïcode ♛";
        assertThat(TerminalText.safe(plain)).isSameAs(plain);
    }

    @Test
    void namedControlsBecomeTheirCEscapes() {
        assertThat(TerminalText.safe("a\u001b[2Jb\rc\u0007d\te\nf\bg\u000bh\fi"))
                .isEqualTo("a\\e[2Jb\\rc\\ad\\te\\nf\\bg\\vh\\fi");
    }

    @Test
    void otherControlsDelC1AndBidiOverridesBecomeHexEscapes() {
        assertThat(TerminalText.safe("\u0000\u0001\u007f\u0085\u009b31m\u202eevil\u2066x\u2069"))
                .isEqualTo("\\x00\\x01\\x7F\\u0085\\u009B31m\\u202Eevil\\u2066x\\u2069");
    }

    @Test
    void escapingTwiceChangesNothingMore() {
        String once = TerminalText.safe("\u001b]0;title\u0007");
        assertThat(TerminalText.safe(once)).isEqualTo(once).doesNotContain("\u001b", "\u0007");
    }

    @Test
    void textOfManyLinesKeepsItsLineFeedsOnly() {
        assertThat(TerminalText.safeLines("one\r\ntwo\u001b\n")).isEqualTo("one\\r\ntwo\\e\n");
        assertThat(TerminalText.safe(null)).isEqualTo("null");
    }
}
