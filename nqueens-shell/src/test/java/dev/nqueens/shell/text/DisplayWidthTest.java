package dev.nqueens.shell.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DisplayWidthTest {

    @Test
    void wideCharactersTakeTwoColumnsAndCombiningMarksNone() {
        assertThat(DisplayWidth.of("bitmask")).isEqualTo(7);
        assertThat(DisplayWidth.of("八皇后")).isEqualTo(6);
        assertThat(DisplayWidth.of("ＡＢ")).isEqualTo(4);
        // e and a combining acute accent: one letter on the screen
        assertThat(DisplayWidth.of("e\u0301te\u0301")).isEqualTo(3);
        // outside the Basic Multilingual Plane: two chars, one wide character
        assertThat(DisplayWidth.of("\uD83D\uDC4D")).isEqualTo(2);
        assertThat(DisplayWidth.of("")).isZero();
    }

    @Test
    void aCutNeverSplitsACharacterNorLeavesItsMarksBehind() {
        assertThat(DisplayWidth.cut("八皇后问题", 5)).isEqualTo("八皇");
        assertThat(DisplayWidth.cut("八皇后问题", 6)).isEqualTo("八皇后");
        assertThat(DisplayWidth.cut("e\u0301e\u0301e\u0301", 2)).isEqualTo("e\u0301e\u0301");
        assertThat(DisplayWidth.cut("\uD83D\uDC4Dok", 3)).isEqualTo("\uD83D\uDC4Do");
        assertThat(DisplayWidth.cut("short", 10)).isEqualTo("short");
        assertThat(DisplayWidth.cut("八", 1)).isEmpty();
    }

    @Test
    void aFitTakesOneCharacterAtLeastSoThatLinesMoveOn() {
        assertThat(DisplayWidth.fit("八皇后", 0, 1)).isEqualTo(1);
        assertThat(DisplayWidth.fit("八皇后", 1, 4)).isEqualTo(3);
        assertThat(DisplayWidth.fit("a\u0301\u0302b", 0, 1)).isEqualTo(3);
        assertThat(DisplayWidth.fit("abc", 3, 2)).isEqualTo(3);
    }
}
