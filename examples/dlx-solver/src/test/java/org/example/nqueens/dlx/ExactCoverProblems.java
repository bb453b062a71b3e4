package org.example.nqueens.dlx;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Exact-cover problems for the tests of the links and the search. */
final class ExactCoverProblems {

    /**
     * Knuth's first example in TAOCP 7.2.2.1: items a to g (1 to 7), all primary, and six options. Its only
     * exact cover is options 0 ({@code c e}), 3 ({@code a d f}) and 4 ({@code b g}).
     */
    static final List<int[]> KNUTH_OPTIONS = List.of(
            new int[] {3, 5},        // c e
            new int[] {1, 4, 7},     // a d g
            new int[] {2, 3, 6},     // b c f
            new int[] {1, 4, 6},     // a d f
            new int[] {2, 7},        // b g
            new int[] {4, 5, 7});    // d e g

    static final int KNUTH_ITEMS = 7;

    private ExactCoverProblems() {
    }

    static DancingLinks knuthsExample() {
        return new DancingLinks(KNUTH_ITEMS, 0, KNUTH_OPTIONS);
    }

    /** A problem with up to 5 primary and 3 secondary items, and up to a dozen options. */
    record RandomProblem(int primaryItems, int secondaryItems, List<int[]> options) {

        static RandomProblem from(long seed) {
            Random random = new Random(seed);
            int primary = random.nextInt(6);
            int secondary = random.nextInt(4);
            int items = primary + secondary;
            List<int[]> options = new ArrayList<>();
            int count = primary == 0 ? 0 : 1 + random.nextInt(12);
            for (int k = 0; k < count; k++) {
                List<Integer> option = new ArrayList<>();
                for (int item = 1; item <= items; item++) {
                    if (random.nextInt(3) == 0) {
                        option.add(item);
                    }
                }
                if (option.stream().noneMatch(item -> item <= primary)) {
                    option.add(0, 1 + random.nextInt(primary));
                }
                options.add(option.stream().mapToInt(Integer::intValue).toArray());
            }
            return new RandomProblem(primary, secondary, options);
        }

        DancingLinks links() {
            return new DancingLinks(primaryItems, secondaryItems, options);
        }
    }
}
