package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SplitTest {

    private static final String SCHEME = "v1";

    private static Subproblem piece(String id, int n) {
        return new Subproblem("halves", SCHEME, id, n, List.of(), 1);
    }

    @Test
    void holdsItsSubproblemsInOrder() {
        Split split = Split.of("halves", 9, SCHEME, List.of(piece("b", 9), piece("a", 9)));

        assertThat(split.solverId()).isEqualTo("halves");
        assertThat(split.boardSize()).isEqualTo(9);
        assertThat(split.scheme()).isEqualTo(SCHEME);
        assertThat(split.subproblems()).extracting(Subproblem::id).containsExactly("b", "a");
        assertThat(split).hasToString("Split[halves n=9, 2 subproblems]");
    }

    @Test
    void theSignatureNamesSolverBoardSchemeAndSizeAndDigestsTheIds() {
        Split split = Split.of("halves", 9, SCHEME, List.of(piece("b", 9), piece("a", 9)));

        assertThat(split.signature()).matches("halves/9/v1/2/[0-9a-f]{16}");
        assertThat(split.signature())
                .as("the order of the subproblems does not matter")
                .isEqualTo(Split.of("halves", 9, SCHEME, List.of(piece("a", 9), piece("b", 9))).signature())
                .as("other ids make another split")
                .isNotEqualTo(Split.of("halves", 9, SCHEME, List.of(piece("a", 9), piece("c", 9))).signature())
                .isNotEqualTo(Split.of("halves", 9, SCHEME, List.of(piece("ab", 9))).signature());
        assertThat(Split.of("halves", 9, SCHEME, List.of()).signature()).startsWith("halves/9/v1/0/");
    }

    @Test
    void refusesSubproblemsOfAnotherSplitAndDuplicateIds() {
        assertThatThrownBy(() -> Split.of("halves", 9, SCHEME, List.of(piece("a", 10))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Subproblem[halves n=10 a] (scheme v1) does not belong to a halves split of n = 9 "
                        + "with scheme v1");
        assertThatThrownBy(() -> Split.of("other", 9, SCHEME, List.of(piece("a", 9))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Split.of("halves", 9, "v2", List.of(piece("a", 9))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Split.of("halves", 9, SCHEME, List.of(piece("a", 9), piece("a", 9))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("two subproblems share the id a");
    }
}
