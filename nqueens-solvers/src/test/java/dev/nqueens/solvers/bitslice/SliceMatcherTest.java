package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.nqueens.solvers.band.EntryList;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The matcher, and the test of each pair that it stands in for, against a plain count of every pair, on
 * random lists of every shape the matcher meets, with its blocks in groups, looked up on vectors and not, and two
 * at a time, and lists in runs whose pairs weigh as their runs say.
 */
class SliceMatcherTest {

    @ParameterizedTest(name = "{0} diagonal bits, {1} sieved, {2} x {3} entries, density {4}")
    @CsvSource({
        "26, 0, 1, 1, 0.3", "26, 0, 8, 256, 0.3", "30, 0, 63, 64, 0.2", "30, 0, 64, 65, 0.4",
        "30, 0, 200, 300, 0.35", "34, 0, 129, 1000, 0.25", "34, 0, 500, 500, 0.1", "4, 0, 70, 90, 0.5",
        "1, 0, 100, 100, 0.5", "58, 0, 300, 301, 0.15", "34, 4, 1500, 1400, 0.45", "34, 4, 3, 200, 0.45",
        "30, 2, 700, 90, 0.3", "4, 4, 100, 100, 0.5", "38, 8, 2000, 2000, 0.4", "34, 5, 1000, 1200, 0.45",
        "34, 6, 129, 300, 0.45", "33, 3, 65, 64, 0.3", "34, 6, 1100, 3000, 0.45", "34, 6, 520, 600, 0.3",
        "32, 4, 2000, 2100, 0.4", "30, 2, 1030, 1100, 0.5", "30, 0, 250, 400, 0.35", "30, 0, 1030, 700, 0.3",
        "29, 0, 520, 300, 0.35", "28, 0, 600, 500, 0.3", "26, 0, 129, 200, 0.3", "25, 0, 700, 64, 0.3",
        "30, 0, 150, 90, 0.3", "34, 6, 3000, 1500, 0.5", "34, 6, 2600, 800, 0.2", "33, 4, 1200, 1500, 0.4",
        "30, 1, 800, 900, 0.4"})
    void countsTheDisjointPairsLikeATestOfEachPair(int diagonalBits, int sieveBits, int patterns, int queries,
            double density) {
        Random random = new Random(diagonalBits * 1_000_003L + patterns * 1009L + queries);
        // the lists sit inside larger arrays, with keys above the diagonal bits that the matcher must ignore
        long[] first = randomEntries(random, diagonalBits, patterns + 7, density);
        long[] second = randomEntries(random, diagonalBits, queries + 5, density);
        int firstStart = 3;
        int firstFlagged = firstStart + random.nextInt(patterns + 1);
        int secondStart = 2;
        int secondFlagged = secondStart + random.nextInt(queries + 1);
        EntryList patternList = new EntryList(first, firstStart, firstFlagged, firstStart + patterns);
        EntryList queryList = new EntryList(second, secondStart, secondFlagged, secondStart + queries);
        long mask = (1L << diagonalBits) - 1;

        for (boolean weighed : new boolean[] {false, true}) {
            long expected = 0;
            for (int q = secondStart; q < secondStart + queries; q++) {
                for (int p = firstStart; p < firstStart + patterns; p++) {
                    if ((first[p] & second[q] & mask) == 0) {
                        expected += weighed && p < firstFlagged && q < secondFlagged ? 2 : 1;
                    }
                }
            }

            assertThat(new SliceMatcher(diagonalBits, sieveBits, false, false).count(patternList, queryList, weighed))
                    .as("blocks two at a time, weighed: %s", weighed).isEqualTo(expected);
            for (boolean vectors : new boolean[] {false, true}) {
                assertThat(new SliceMatcher(diagonalBits, sieveBits, true, vectors)
                        .count(patternList, queryList, weighed))
                        .as("groups, vectors: %s, weighed: %s", vectors, weighed).isEqualTo(expected);
            }
            assertThat(EntryList.testEachPair(patternList, queryList, mask, weighed))
                    .as("tested, weighed: %s", weighed).isEqualTo(expected);
        }
    }

    /**
     * A count whose lists leave enough of the matched diagonals out between them (one list never holds them) is
     * matched in 4 chunks of 7 bits without them: the same count as a test of each pair, whether the holes are
     * the patterns', the queries', at the top, at the bottom or side by side, and when there are too few.
     */
    @ParameterizedTest(name = "{0} diagonal bits, {1} sieved, patterns without {2}, queries without {3}")
    @CsvSource({
        "38, 8, 29 3, 17", "38, 8, 0 1, ''", "38, 8, '', 29 28", "38, 8, 5, 22 9 14", "38, 8, 0, ''",
        "37, 8, '', 28", "37, 8, 12, ''", "37, 8, '', ''", "33, 4, '', 28", "33, 4, 7, ''", "33, 4, '', ''"})
    void countsAlikeWhereTheListsLeaveDiagonalsOut(int diagonalBits, int sieveBits, String patternHoles,
            String queryHoles) {
        Random random = new Random(diagonalBits * 7919L + patternHoles.hashCode() * 31L + queryHoles.hashCode());
        long[] patterns = randomEntries(random, diagonalBits, 700, 0.4);
        long[] queries = randomEntries(random, diagonalBits, 1500, 0.4);
        leaveOut(patterns, patternHoles);
        leaveOut(queries, queryHoles);
        EntryList patternList = new EntryList(patterns, 0, 300, patterns.length);
        EntryList queryList = new EntryList(queries, 0, 1000, queries.length);
        long mask = (1L << diagonalBits) - 1;

        for (boolean weighed : new boolean[] {false, true}) {
            for (boolean vectors : new boolean[] {false, true}) {
                assertThat(new SliceMatcher(diagonalBits, sieveBits, true, vectors)
                        .count(patternList, queryList, weighed))
                        .as("vectors: %s, weighed: %s", vectors, weighed)
                        .isEqualTo(EntryList.testEachPair(patternList, queryList, mask, weighed));
            }
        }
    }

    /** Clears the given bits, numbers separated by spaces, of every entry. */
    private static void leaveOut(long[] entries, String bits) {
        for (String bit : bits.split(" ")) {
            if (!bit.isEmpty()) {
                for (int i = 0; i < entries.length; i++) {
                    entries[i] &= ~(1L << Integer.parseInt(bit));
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} diagonal bits, {1} x {2} runs of up to {3} entries")
    @CsvSource({"30, 1, 1, 1", "30, 7, 12, 20", "30, 20, 5, 9", "26, 3, 40, 70", "30, 12, 30, 150", "16, 9, 9, 64"})
    void countsRunsEachPairWeighedByItsRunsLikeATestOfEachPair(int diagonalBits, int patternRuns, int queryRuns,
            int longestRun) {
        Random random = new Random(diagonalBits * 31L + patternRuns * 1009L + queryRuns);
        PlacementRuns patterns = randomRuns(random, diagonalBits, patternRuns, longestRun);
        PlacementRuns queries = randomRuns(random, diagonalBits, queryRuns, longestRun);
        int[] weights = new int[patternRuns * queryRuns];
        long mask = (1L << diagonalBits) - 1;
        long expected = 0;
        for (int run = 0; run < patternRuns; run++) {
            for (int other = 0; other < queryRuns; other++) {
                int weight = random.nextInt(3);
                weights[run * queryRuns + other] = weight;
                for (int p = patterns.runStart(run); p < patterns.runEnd(run); p++) {
                    for (int q = queries.runStart(other); q < queries.runEnd(other); q++) {
                        if ((patterns.entries()[p] & queries.entries()[q] & mask) == 0) {
                            expected += weight;
                        }
                    }
                }
            }
        }

        assertThat(new SliceMatcher(diagonalBits, 0, true).countByRuns(patterns, queries, weights))
                .as("matched").isEqualTo(expected);
        for (int minPairs : new int[] {1, Integer.MAX_VALUE}) {
            assertThat(new PairCounter(diagonalBits, 0, true, minPairs).countByRuns(patterns, queries, weights))
                    .as("counted, fewest pairs to match %d", minPairs).isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "{0} diagonal bits, {1} sieved, {2} patterns x {3} runs of up to {4} entries")
    @CsvSource({"34, 6, 1, 5, 30", "34, 6, 40, 12, 200", "34, 6, 64, 20, 100", "34, 6, 65, 9, 300",
        "38, 8, 150, 15, 120", "38, 8, 7, 1, 1", "42, 2, 70, 6, 80"})
    void countsAListAgainstRunsEachWeighedLikeATestOfEachPair(int diagonalBits, int sieveBits, int patternCount,
            int queryRuns, int longestRun) {
        Random random = new Random(diagonalBits * 131L + patternCount * 7L + queryRuns);
        long[] patternEntries = randomEntries(random, diagonalBits, patternCount + 3, 0.3);
        EntryList patterns = EntryList.unflagged(patternEntries, 2, patternCount + 2);
        PlacementRuns queries = randomRuns(random, diagonalBits, queryRuns, longestRun);
        int[] weights = new int[queryRuns + 4];
        long mask = (1L << diagonalBits) - 1;
        long expected = 0;
        for (int run = 0; run < queryRuns; run++) {
            weights[run] = random.nextInt(3);
            for (int q = queries.runStart(run); q < queries.runEnd(run); q++) {
                for (int p = patterns.start(); p < patterns.end(); p++) {
                    if ((patternEntries[p] & queries.entries()[q] & mask) == 0) {
                        expected += weights[run];
                    }
                }
            }
        }

        assertThat(new SliceMatcher(diagonalBits, sieveBits, true).countByRunWeights(patterns, queries, weights, 0))
                .as("matched").isEqualTo(expected);
        for (int minPairs : new int[] {1, Integer.MAX_VALUE}) {
            assertThat(new PairCounter(diagonalBits, sieveBits, true, minPairs)
                    .countByRunWeights(patterns, queries, weights, 0))
                    .as("counted, fewest pairs to match %d", minPairs).isEqualTo(expected);
        }
    }

    /**
     * The build runs these tests with the Vector API's module (the surefire argLine), so that the vector
     * look-ups are counted against a test of each pair above on every JDK, whether or not the processor has
     * 512-bit vectors (without, they are slower, and the solver does not take them).
     */
    @Test
    void theTestsReadTheVectorModule() {
        assertThat(SliceMatcher.readsVectorModule()).isTrue();
    }

    @Test
    void onlyAMatcherWithASieveCountsByTheWeightsOfRuns() {
        PlacementRuns runs = randomRuns(new Random(7), 30, 2, 10);

        assertThatIllegalStateException().isThrownBy(() -> new SliceMatcher(30, 0, true)
                .countByRunWeights(runs.all(), runs, new int[] {1, 2}, 0));
        assertThatIllegalStateException().isThrownBy(() -> new SliceMatcher(44, 4, true)
                .countByRunWeights(runs.all(), runs, new int[] {1, 2}, 0));
    }

    @Test
    void aMatcherWithASieveRefusesToCountRunsAtOnce() {
        Random random = new Random(5);
        PlacementRuns runs = randomRuns(random, 34, 3, 10);
        SliceMatcher matcher = new SliceMatcher(34, 6, true);

        assertThatIllegalStateException()
                .isThrownBy(() -> matcher.countByRuns(runs, runs, new int[9]));
        assertThat(new PairCounter(34, 6, true, 1).countsRunsAtOnce()).isFalse();
        assertThat(new PairCounter(30, 0, true, 1).countsRunsAtOnce()).isTrue();
    }

    /** @return {@code runs} runs of 1 to {@code longestRun} random entries */
    private static PlacementRuns randomRuns(Random random, int diagonalBits, int runs, int longestRun) {
        PlacementRuns list = new PlacementRuns();
        for (int run = 0; run < runs; run++) {
            int size = 1 + random.nextInt(longestRun);
            long[] entries = list.room(size);
            long[] made = randomEntries(random, diagonalBits, size, 0.25);
            System.arraycopy(made, 0, entries, list.length(), size);
            list.endRun(list.length() + size, random.nextInt(1 << 8));
        }
        return list;
    }

    private static long[] randomEntries(Random random, int diagonalBits, int length, double density) {
        long[] entries = new long[length];
        for (int i = 0; i < length; i++) {
            long entry = (long) random.nextInt(1 << 4) << diagonalBits;
            for (int bit = 0; bit < diagonalBits; bit++) {
                if (random.nextDouble() < density) {
                    entry |= 1L << bit;
                }
            }
            entries[i] = entry;
        }
        return entries;
    }
}
