package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubproblemTest {

    private static final String SCHEME = "v1 half=7 band=3 fixed=3";

    private static Subproblem subproblem(String id, List<Queen> queens) {
        return new Subproblem("halves", SCHEME, id, 17, queens, 42);
    }

    @Test
    void holdsWhatItIsGiven() {
        List<Queen> queens = new ArrayList<>(List.of(new Queen(8, 8), new Queen(6, 7), new Queen(10, 9)));
        Subproblem piece = subproblem("8-6-10", queens);
        queens.clear();

        assertThat(piece.solverId()).isEqualTo("halves");
        assertThat(piece.scheme()).isEqualTo(SCHEME);
        assertThat(piece.id()).isEqualTo("8-6-10");
        assertThat(piece.boardSize()).isEqualTo(17);
        assertThat(piece.queens()).containsExactly(new Queen(8, 8), new Queen(6, 7), new Queen(10, 9));
        assertThat(piece.estimatedWork()).isEqualTo(42);
        assertThat(piece).hasToString("Subproblem[halves n=17 8-6-10]");
        assertThat(piece).isEqualTo(subproblem("8-6-10", List.of(new Queen(8, 8), new Queen(6, 7), new Queen(10, 9))))
                .hasSameHashCodeAs(subproblem("8-6-10", List.of(new Queen(8, 8), new Queen(6, 7), new Queen(10, 9))))
                .isNotEqualTo(subproblem("8-6-11", List.of(new Queen(8, 8), new Queen(6, 7), new Queen(11, 9))));
    }

    @Test
    void refusesMalformedValuesWithOneLineMessages() {
        assertThatThrownBy(() -> subproblem("a b", List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("subproblem id 'a b' must be letters, digits, dots, dashes and underscores");
        for (String id : List.of("", "a/b", "caf\u00e9", "\u0661", "x\u0000", "a:b", "[a]", "{z}", "@")) {
            assertThatThrownBy(() -> subproblem(id, List.of())).as(id)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must be letters, digits");
        }
        assertThat(subproblem("Az09._-", List.of()).id()).isEqualTo("Az09._-");
        assertThatThrownBy(() -> new Subproblem("halves", "two\nlines", "x", 8, List.of(), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the scheme of a subproblem must be one non-blank line, not 'two\\nlines'");
        assertThatThrownBy(() -> new Subproblem(" ", SCHEME, "x", 8, List.of(), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Subproblem("halves", SCHEME, "x", -1, List.of(), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the board size of subproblem x is negative: -1");
        assertThatThrownBy(() -> subproblem("x", List.of(new Queen(17, 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("subproblem x has queen 17:0 off a board of size 17");
        assertThatThrownBy(() -> subproblem("x", List.of(new Queen(1, 1), new Queen(3, 3))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("subproblem x has queens 1:1 and 3:3 attacking each other");
        assertThatThrownBy(() -> new Subproblem("halves", SCHEME, "x", 8, List.of(), -5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the estimated work of subproblem x is negative: -5");
    }
}
