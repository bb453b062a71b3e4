package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Boards for the tests, written out by hand: the renderers never depend on a solver. */
final class SampleBoards {

    /** Both solutions of n = 4, in lexicographic order. */
    static final List<Solution> FOUR = List.of(Solution.of(1, 3, 0, 2), Solution.of(2, 0, 3, 1));

    /** The first solution of n = 8. */
    static final Solution EIGHT = Solution.of(0, 4, 7, 5, 2, 6, 1, 3);

    private SampleBoards() {
    }

    /**
     * A valid solution for large n by the classic explicit construction, which holds when n mod 6 is 0 or
     * 4: first the odd columns in order, then the even ones.
     */
    static Solution explicit(int n) {
        if (n % 6 != 0 && n % 6 != 4) {
            throw new IllegalArgumentException("the construction needs n mod 6 in {0, 4}, not n = " + n);
        }
        int[] columns = new int[n];
        for (int i = 0; i < n / 2; i++) {
            columns[i] = 2 * i + 1;
            columns[n / 2 + i] = 2 * i;
        }
        return Solution.of(columns);
    }

    /** A board of size n with its queens anywhere: renderers draw placements without judging them. */
    static Solution anyPlacement(Random random, int n) {
        int[] columns = new int[n];
        for (int row = 0; row < n; row++) {
            columns[row] = random.nextInt(n);
        }
        return Solution.of(columns);
    }

    /** Up to 20 random placements of up to 12 queens each, sizes mixed. */
    static List<Solution> anyPlacements(long seed) {
        Random random = new Random(seed);
        List<Solution> boards = new ArrayList<>();
        int count = random.nextInt(21);
        for (int i = 0; i < count; i++) {
            boards.add(anyPlacement(random, random.nextInt(13)));
        }
        return boards;
    }
}
