package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SubcountTest {

    @Test
    void addsUp() {
        Subcount sum = Subcount.ZERO.plus(new Subcount(80, 0)).plus(new Subcount(4, 4)).plus(new Subcount(8, 0));

        assertThat(sum).isEqualTo(new Subcount(92, 4));
    }

    @Test
    void givesTheFundamentalSolutionsOfAWholeBoardByBurnsidesLemma() {
        // n = 8: 92 solutions in 12 classes, one of them of 4 symmetric solutions, each fixed by the half turn
        Subcount eight = new Subcount(92, 4);

        assertThat(eight.fundamentalSolutions()).isEqualTo(12);
    }

    @Test
    void refusesAPartialSumForFundamentalSolutions() {
        assertThatThrownBy(() -> new Subcount(7, 0).fundamentalSolutions())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("solutions + fixed points = 7 is not a multiple of 8: "
                        + "this is not the sum over a whole split");
    }

    @Test
    void refusesNegativeNumbersAndOverflow() {
        assertThatThrownBy(() -> new Subcount(-1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a subcount cannot be negative: -1 solutions, 0 fixed points");
        assertThatThrownBy(() -> new Subcount(0, -2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Subcount(Long.MAX_VALUE, 0).plus(new Subcount(1, 0)))
                .isInstanceOf(ArithmeticException.class);
    }
}
