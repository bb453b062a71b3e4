package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Subcount;
import dev.nqueens.solvers.band.BandPrefix;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The join's tuning never changes a count: whichever row sets go to the matcher rather than to a test of
 * each pair, and however many diagonals the matcher sieves by, the subcounts add up to the known counts. The
 * solver's own settings are checked by its count tests; these are the extremes, on boards whose halves are 0
 * to 7 columns wide, and the cut of the large boards on small ones.
 */
class QuadrantJoinTest {

    static Stream<Arguments> variants() {
        return IntStream.rangeClosed(0, 14).boxed().flatMap(n -> Stream.of(
                Arguments.of(n, 1, 0, true), Arguments.of(n, Integer.MAX_VALUE, 0, true),
                Arguments.of(n, 1, Math.min(4, BitsliceLayout.of(n).diagonalBits), true),
                Arguments.of(n, 1, Math.min(4, BitsliceLayout.of(n).diagonalBits), false)));
    }

    @ParameterizedTest(name = "n = {0}, matcher from {1} pairs, {2} sieve bits, mirrored quadrants: {3}")
    @MethodSource("variants")
    void everyVariantCountsTheSame(int n, int minMatchedPairs, int sieveBits, boolean mirrors) {
        BitsliceLayout layout = BitsliceLayout.of(n);
        assertCountsRight(layout, new QuadrantJoin(layout, minMatchedPairs, sieveBits, 0, mirrors));
    }

    /**
     * The boards from n = 22 on have a band of 2 columns or more, whose configurations that the half turn keeps
     * count half their row sets, and n = 22's and 23's bands of 2 and 3 columns deal each configuration into
     * shares of its row sets: the same cut on small boards.
     */
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("boards")
    void aWideBandCountsTheSame(int n) {
        BitsliceLayout layout = BitsliceLayout.withWideBand(n);
        assertThat(layout.bandWidth).isEqualTo(2 + n % 2);
        assertThat(layout.rowSetParts).isGreaterThan(1);
        assertCountsRight(layout, new QuadrantJoin(layout));
    }

    /**
     * A configuration whose live diagonals allow it sieves by fewer bits than the layout, its dead diagonals
     * left out ({@link DiagonalArrangement}): every count the same, with and without a wide band, however many
     * diagonals the reduced arrangement matches.
     */
    @ParameterizedTest(name = "n = {0}, a wide band: {1}, {2} matched where the sieve is reduced")
    @MethodSource("reductions")
    void aReducedSieveCountsTheSame(int n, boolean wideBand, int matchedBits) {
        BitsliceLayout layout = wideBand ? BitsliceLayout.withWideBand(n) : BitsliceLayout.of(n);
        int sieveBits = Math.min(6, layout.diagonalBits - 1);
        assertCountsRight(layout, new QuadrantJoin(layout, 1, sieveBits, matchedBits, true));
    }

    static Stream<Arguments> reductions() {
        return IntStream.rangeClosed(6, 14).boxed().flatMap(n -> Stream.of(true, false).flatMap(wideBand -> {
            BitsliceLayout layout = wideBand ? BitsliceLayout.withWideBand(n) : BitsliceLayout.of(n);
            int layoutMatched = layout.diagonalBits - Math.min(6, layout.diagonalBits - 1);
            return IntStream.of(1, layoutMatched / 2, layoutMatched - 1).filter(m -> m > 0).distinct()
                    .mapToObj(m -> Arguments.of(n, wideBand, m));
        }));
    }

    static IntStream boards() {
        return IntStream.rangeClosed(4, 15);
    }

    private static void assertCountsRight(BitsliceLayout layout, QuadrantJoin join) {
        int n = layout.boardSize;
        Subcount sum = Subcount.ZERO;
        for (BandPrefix prefix : BandPrefix.all(layout, () -> { })) {
            sum = sum.plus(join.count(prefix.rows(), prefix.part(), () -> { }, () -> { }));
        }

        assertThat(sum.solutions()).isEqualTo(KnownCounts.total(n));
        assertThat(sum.fundamentalSolutions()).isEqualTo(KnownCounts.unique(n));
    }
}
