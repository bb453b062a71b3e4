package org.example.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.LongStream;
import org.example.nqueens.dlx.ExactCoverProblems.RandomProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class ExactCoverSearchTest {

    private static ExactCoverSearch search(DancingLinks links, BranchingRule rule) {
        return new ExactCoverSearch(links, rule, new Cancellation(), ProgressListener.NONE,
                ExactCoverSearch.Observer.NONE);
    }

    /** Every cover the search finds, each as its options sorted. */
    private static List<List<Integer>> allCovers(ExactCoverSearch search) {
        List<List<Integer>> covers = new ArrayList<>();
        while (search.next()) {
            covers.add(Arrays.stream(search.chosenOptions()).sorted().boxed().toList());
        }
        return covers;
    }

    @ParameterizedTest
    @EnumSource(BranchingRule.class)
    void findsTheOneCoverOfKnuthsExample(BranchingRule rule) {
        ExactCoverSearch search = search(ExactCoverProblems.knuthsExample(), rule);

        assertThat(allCovers(search)).containsExactly(List.of(0, 3, 4));
        assertThat(search.next()).as("next() once the search is over").isFalse();
    }

    @ParameterizedTest
    @EnumSource(BranchingRule.class)
    void coversSecondaryItemsAtMostOnce(BranchingRule rule) {
        // primary items 1 and 2; secondary item 3 may stay uncovered, but not be covered twice
        List<int[]> options = List.of(new int[] {1, 3}, new int[] {2, 3}, new int[] {1}, new int[] {2});

        List<List<Integer>> covers = allCovers(search(new DancingLinks(2, 1, options), rule));

        assertThat(covers).containsExactlyInAnyOrder(List.of(0, 3), List.of(1, 2), List.of(2, 3));
    }

    @ParameterizedTest
    @EnumSource(BranchingRule.class)
    void aProblemWithoutPrimaryItemsHasOneEmptyCover(BranchingRule rule) {
        ExactCoverSearch search = search(new DancingLinks(0, 2, List.of()), rule);

        assertThat(allCovers(search)).containsExactly(List.of());
    }

    static LongStream seeds() {
        return LongStream.range(0, 60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void bothRulesFindExactlyTheCoversThatTryingEverySubsetFinds(long seed) {
        RandomProblem problem = RandomProblem.from(seed);
        List<List<Integer>> expected = coversByTryingEverySubset(problem);

        for (BranchingRule rule : BranchingRule.values()) {
            assertThat(allCovers(search(problem.links(), rule))).as("covers found with %s", rule)
                    .containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    @Test
    void inOrderFindsTheQueensInLexicographicOrder() {
        QueensCover cover = new QueensCover(6);
        ExactCoverSearch search = search(cover.links(), BranchingRule.IN_ORDER);

        List<String> solutions = new ArrayList<>();
        while (search.next()) {
            solutions.add(cover.solution(List.of(), search.chosenOptions()).toString());
        }

        assertThat(solutions).containsExactly("Solution[1, 3, 5, 0, 2, 4]", "Solution[2, 5, 1, 4, 0, 3]",
                "Solution[3, 0, 4, 1, 5, 2]", "Solution[4, 2, 0, 5, 3, 1]");
    }

    @ParameterizedTest
    @EnumSource(BranchingRule.class)
    void theEstimateOfWorkDoneNeverDecreases(BranchingRule rule) {
        ExactCoverSearch search = search(new QueensCover(9).links(), rule);
        double previous = 0;
        int covers = 0;
        while (search.next()) {
            double done = search.fractionDone();
            assertThat(done).as("fraction done at cover %d", covers).isBetween(previous, 1.0);
            previous = done;
            covers++;
        }
        assertThat(covers).isEqualTo(352);
        assertThat(previous).as("the estimate at the last cover").isGreaterThan(0.9);
    }

    @Test
    void aCancelledSearchThrowsAtItsNextStep() {
        Cancellation cancellation = new Cancellation();
        ExactCoverSearch search = new ExactCoverSearch(new QueensCover(8).links(), BranchingRule.IN_ORDER,
                cancellation, ProgressListener.NONE, ExactCoverSearch.Observer.NONE);
        assertThat(search.next()).isTrue();

        cancellation.cancel();

        assertThatThrownBy(search::next).isInstanceOf(CancellationException.class);
    }

    @Test
    void progressEndsWithTheWholeTotal() {
        List<long[]> reports = new ArrayList<>();
        ExactCoverSearch search = new ExactCoverSearch(new QueensCover(8).links(),
                BranchingRule.MINIMUM_REMAINING_VALUES, new Cancellation(),
                (done, total) -> reports.add(new long[] {done, total}), ExactCoverSearch.Observer.NONE);

        while (search.next()) {
            assertThat(reports).as("reports before the end of a search shorter than 10 ms").allMatch(
                    report -> report[0] < report[1]);
        }

        assertThat(reports.get(reports.size() - 1))
                .containsExactly(Checkpoint.PROGRESS_TOTAL, Checkpoint.PROGRESS_TOTAL);
    }

    private static List<List<Integer>> coversByTryingEverySubset(RandomProblem problem) {
        int items = problem.primaryItems() + problem.secondaryItems();
        List<int[]> options = problem.options();
        List<List<Integer>> covers = new ArrayList<>();
        for (int subset = 0; subset < 1 << options.size(); subset++) {
            int[] times = new int[items + 1];
            List<Integer> chosen = new ArrayList<>();
            for (int k = 0; k < options.size(); k++) {
                if ((subset & 1 << k) != 0) {
                    chosen.add(k);
                    for (int item : options.get(k)) {
                        times[item]++;
                    }
                }
            }
            boolean exact = true;
            for (int item = 1; item <= items; item++) {
                int allowed = item <= problem.primaryItems() ? 1 : times[item];
                exact &= times[item] <= 1 && times[item] == allowed;
            }
            if (exact) {
                covers.add(chosen);
            }
        }
        return covers;
    }
}
