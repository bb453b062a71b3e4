package org.example.nqueens.prefix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

class PrefixSplitTest {

    private final PrefixSplitSolver solver = new PrefixSplitSolver();

    @Test
    void seventeenSplitsIntoTheWaysToPlaceItsFirstSixQueens() {
        Split split = solver.split(17);

        // the number of ways to place 6 non-attacking queens in the first 6 rows of 17 columns
        assertThat(split.subproblems()).hasSize(1_448_002);
        Subproblem first = split.subproblems().get(0);
        assertThat(first.id()).isEqualTo("c0-2-4-1-3-8");
        assertThat(first.queens()).containsExactly(new Queen(0, 0), new Queen(1, 2), new Queen(2, 4), new Queen(3, 1),
                new Queen(4, 3), new Queen(5, 8));
        assertThat(split.subproblems().get(1_448_001).id()).startsWith("c16-");
    }

    @Test
    void aSampleOfTheSubproblemsOfTwelveAddsUpWhereTheWholeSplitIsCounted() {
        Split split = solver.split(12);
        Subcount sum = Subcount.ZERO;
        for (Subproblem subproblem : split.subproblems()) {
            sum = sum.plus(solver.count(SubproblemRequest.of(subproblem)));
        }
        assertThat(sum.solutions()).isEqualTo(KnownCounts.total(12));
    }

    @Test
    void aSubproblemThatSkipsARowIsRefused() {
        Subproblem skipping = new Subproblem("prefix-split", "first-rows-v1", "c0-2-4-1-3-9", 12,
                List.of(new Queen(0, 0), new Queen(1, 2), new Queen(2, 4), new Queen(3, 1), new Queen(4, 3),
                        new Queen(6, 9)), 1);
        assertThatThrownBy(() -> solver.count(SubproblemRequest.of(skipping)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not place one queen in each of its first 6 rows");
    }
}
