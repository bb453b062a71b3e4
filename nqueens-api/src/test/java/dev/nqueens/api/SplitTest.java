package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
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

    @Test
    void anIndexedSplitMakesEachSubproblemWhenAskedForAndHoldsNone() {
        AtomicInteger made = new AtomicInteger();
        Split split = Split.indexed("halves", 9, SCHEME, 3_000_000, index -> {
            made.incrementAndGet();
            return piece("p" + index, 9);
        });

        assertThat(made).hasValue(0);
        assertThat(split.subproblems()).hasSize(3_000_000);
        assertThat(split.subproblems().get(2_999_999).id()).isEqualTo("p2999999");
        assertThat(split.subproblems().get(7)).isEqualTo(piece("p7", 9));
        assertThat(made).hasValue(2);
        assertThat(split).hasToString("Split[halves n=9, 3000000 subproblems]");
        assertThatThrownBy(() -> split.subproblems().get(3_000_000)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> split.subproblems().add(piece("q", 9))).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void anIndexedSplitHasTheSignatureOfTheListOfTheSameSubproblemsInAnyOrder() {
        List<Subproblem> pieces = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            pieces.add(piece("p" + i, 9));
        }
        Split indexed = Split.indexed("halves", 9, SCHEME, pieces.size(), index -> pieces.get(pieces.size() - 1 - index));

        assertThat(indexed.signature()).isEqualTo(Split.of("halves", 9, SCHEME, pieces).signature());
        assertThat(indexed.subproblems().get(0).id()).isEqualTo("p999");
        assertThat(Split.indexed("halves", 9, SCHEME, 999, pieces::get).signature())
                .startsWith("halves/9/v1/999/")
                .isEqualTo(Split.of("halves", 9, SCHEME, pieces.subList(0, 999)).signature())
                .isNotEqualTo(indexed.signature());
    }

    @Test
    void anIndexedSplitRefusesANegativeSizeAndSubproblemsOfAnotherSplit() {
        assertThatThrownBy(() -> Split.indexed("halves", 9, SCHEME, -1, index -> piece("a", 9)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a split has 0 subproblems or more, not -1");
        Split foreign = Split.indexed("halves", 9, SCHEME, 2, index -> piece("a", 10));
        assertThatThrownBy(() -> foreign.subproblems().get(1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("subproblem 1 of a halves split of n = 9 with scheme v1 is Subproblem[halves n=10 a]"
                        + " (scheme v1)");
        assertThatThrownBy(foreign::signature).isInstanceOf(IllegalStateException.class);
    }
}
