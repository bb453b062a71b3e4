package dev.nqueens.shell.command.help;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RoffTest {

    @Test
    void roffsSpecialCharactersAreEscaped() {
        assertThat(Roff.line("-s, --solver")).isEqualTo("\\-s, \\-\\-solver");
        assertThat(Roff.line("a\\b")).isEqualTo("a\\eb");
        assertThat(Roff.line("say \"hi\"")).isEqualTo("say \\(dqhi\\(dq");
    }

    @Test
    void aLineThatWouldBeARequestStartsWithAZeroWidthCharacter() {
        assertThat(Roff.line(".nqueens/plugins")).isEqualTo("\\&.nqueens/plugins");
        assertThat(Roff.line("'quoted'")).isEqualTo("\\&'quoted'");
        assertThat(Roff.line("a.b")).isEqualTo("a.b");
    }

    @Test
    void charactersBeyondAsciiBecomeGroffEscapes() {
        assertThat(Roff.line("n×n")).isEqualTo("n\\(mun");
        assertThat(Roff.line("café")).isEqualTo("caf\\[u00E9]");
        assertThat(Roff.line("\uD83D\uDC4D")).isEqualTo("\\[u1F44D]");
    }

    @Test
    void controlCharactersAreShownNotObeyed() {
        assertThat(Roff.line("a\nb\u001b[2J")).isEqualTo("a\\enb\\ee[2J");
    }
}
