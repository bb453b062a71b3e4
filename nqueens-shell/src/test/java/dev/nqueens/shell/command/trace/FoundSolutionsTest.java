package dev.nqueens.shell.command.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.Solution;
import org.junit.jupiter.api.Test;

/** The solutions in the last frame: wrapped to the width, the first 100, and how many more. */
class FoundSolutionsTest {

    @Test
    void theSolutionsAreListedToTheWidthTheFirstHundredAndHowManyMore() {
        FoundSolutions found = new FoundSolutions();
        assertThat(found.lines(4, 60)).containsExactly("no solution found");

        found.add(new SearchEvent.Found(Solution.of(1, 3, 0, 2)));
        assertThat(found.lines(4, 60)).containsExactly("1 solution found, its columns in rows 0 to 3:", "  1 3 0 2");
        for (int i = 0; i < 150; i++) {
            found.add(new SearchEvent.Found(Solution.of(2, 0, 3, 1)));
        }
        assertThat(found.last().solution()).isEqualTo(Solution.of(2, 0, 3, 1));
        assertThat(found.lines(4, 40)).startsWith("151 solutions found, their columns in rows 0 to 3:",
                "  1 3 0 2   2 0 3 1   2 0 3 1   2 0 3 1").endsWith("and 51 more").hasSize(1 + 25 + 1)
                .allMatch(line -> line.length() <= 51);

        found.clear();
        assertThat(found.last()).isNull();
        assertThat(found.lines(4, 60)).containsExactly("no solution found");
    }
}
