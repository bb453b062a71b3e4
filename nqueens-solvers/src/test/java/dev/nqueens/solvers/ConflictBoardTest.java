package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.nqueens.api.Queen;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The board's bookkeeping against recounting from scratch, under seeded random swaps. */
class ConflictBoardTest {

    private static final Runnable NO_CANCELLATION = () -> { };

    /** Boards of 5 to 60, some with pre-placed queens, each with its own seed. */
    static Stream<Arguments> boards() {
        SplittableRandom random = new SplittableRandom(1969);
        return IntStream.range(0, 24).mapToObj(i -> {
            int n = 5 + random.nextInt(56);
            List<Queen> presets = new ArrayList<>();
            int wanted = i % 3 == 0 ? 0 : 1 + random.nextInt(Math.max(1, n / 4));
            for (int tries = 0; presets.size() < wanted && tries < 1000; tries++) {
                Queen queen = new Queen(random.nextInt(n), random.nextInt(n));
                if (presets.stream().noneMatch(queen::attacks)) {
                    presets.add(queen);
                }
            }
            presets.sort((a, b) -> Integer.compare(a.row(), b.row()));
            return Arguments.of(n, List.copyOf(presets), random.nextLong());
        });
    }

    @ParameterizedTest(name = "n = {0}, queens {1}")
    @MethodSource("boards")
    void bookkeepingMatchesARecountAfterEverySwap(int n, List<Queen> presets, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        ConflictBoard board = new ConflictBoard(n, presets);
        for (int start = 0; start < 3; start++) {
            // a sample of 1 leaves a poor start, with plenty of conflicts to track
            board.greedyStart(random, start == 0 ? 1 : 64, NO_CANCELLATION);
            assertConsistent(board, n, presets);
            int free = board.freeRowCount();
            for (int swap = 0; swap < 200 && free >= 2; swap++) {
                int first = board.freeRow(random.nextInt(free));
                int second = board.freeRow(random.nextInt(free));
                if (first == second) {
                    continue;
                }
                long before = board.conflicts();
                int delta = board.swapDelta(first, second);
                board.swap(first, second);
                if (board.conflicts() != before + delta) {
                    fail("swapping rows " + first + " and " + second + " changed the conflicts from " + before
                            + " to " + board.conflicts() + ", not by the " + delta + " predicted");
                }
                if (swap % 8 == 0) {
                    assertConsistent(board, n, presets);
                }
            }
        }
    }

    @Test
    void aGreedyStartOfALargeBoardLeavesFewConflicts() {
        ConflictBoard board = new ConflictBoard(100_000, List.of());
        board.greedyStart(new SplittableRandom(3), 64, NO_CANCELLATION);
        assertThat(board.conflicts()).isLessThan(100);
    }

    @Test
    void equalPlacementsHaveEqualFingerprints() {
        ConflictBoard first = new ConflictBoard(12, List.of());
        ConflictBoard second = new ConflictBoard(12, List.of());
        first.greedyStart(new SplittableRandom(5), 64, NO_CANCELLATION);
        second.greedyStart(new SplittableRandom(5), 64, NO_CANCELLATION);
        assertThat(first.fingerprint()).isEqualTo(second.fingerprint());
        second.greedyStart(new SplittableRandom(6), 64, NO_CANCELLATION);
        assertThat(first.toSolution()).isNotEqualTo(second.toSolution());
        assertThat(first.fingerprint()).isNotEqualTo(second.fingerprint());
    }

    /**
     * The columns are a permutation holding the pre-placed queens, the conflict count is the number of
     * attacking pairs, and every attacked free queen is among those {@code pickConflictedRow} can return.
     */
    private static void assertConsistent(ConflictBoard board, int n, List<Queen> presets) {
        int[] columns = board.toSolution().columns();
        assertThat(IntStream.of(columns).sorted().toArray()).isEqualTo(IntStream.range(0, n).toArray());
        for (Queen queen : presets) {
            assertThat(columns[queen.row()]).as("column of pre-placed %s", queen).isEqualTo(queen.column());
        }
        long pairs = 0;
        boolean[] attacked = new boolean[n];
        for (int upper = 0; upper < n; upper++) {
            for (int lower = upper + 1; lower < n; lower++) {
                if (lower - upper == Math.abs(columns[lower] - columns[upper])) {
                    pairs++;
                    attacked[upper] = true;
                    attacked[lower] = true;
                }
            }
        }
        assertThat(board.conflicts()).as("attacking pairs").isEqualTo(pairs);
        boolean[] preset = new boolean[n];
        presets.forEach(queen -> preset[queen.row()] = true);
        List<Integer> attackedFreeRows = IntStream.range(0, n).filter(row -> attacked[row] && !preset[row])
                .boxed().toList();
        if (pairs > 0) {
            // many picks, each at random, should meet every attacked free queen and nothing else
            SplittableRandom random = new SplittableRandom(pairs);
            List<Integer> picked = IntStream.range(0, 100 * attackedFreeRows.size())
                    .map(i -> board.pickConflictedRow(random)).distinct().sorted().boxed().toList();
            assertThat(picked).isEqualTo(attackedFreeRows);
        }
    }
}
