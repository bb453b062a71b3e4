package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Subcount;
import dev.nqueens.solvers.band.BandPrefix;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The join's tuning never changes a count: however many parts a configuration's lists are cut into, and
 * whichever buckets go to the matcher rather than to a test of each pair, the subcounts add up to the known
 * counts. The solver's own settings are checked by its count tests; these are the extremes.
 */
class SlicedJoinTest {

    static Stream<Arguments> variants() {
        return Stream.of(10, 11, 12, 13, 14).flatMap(n -> {
            int keyBits = 2 * Layout.of(n).halfWidth;
            return Stream.of(0, 1, keyBits / 2, keyBits).flatMap(partBits -> Stream.of(1, Integer.MAX_VALUE)
                    .map(minMatchedPairs -> Arguments.of(n, partBits, minMatchedPairs)));
        });
    }

    @ParameterizedTest(name = "n = {0}, {1} part bits, matcher from {2} pairs")
    @MethodSource("variants")
    void everyVariantCountsTheSame(int n, int partBits, int minMatchedPairs) {
        Layout layout = Layout.withPartBits(n, partBits);
        SlicedJoin join = new SlicedJoin(layout, minMatchedPairs);

        Subcount sum = Subcount.ZERO;
        for (BandPrefix prefix : BandPrefix.all(layout, () -> { })) {
            sum = sum.plus(join.count(prefix.rows(), () -> { }, () -> { }));
        }

        assertThat(sum.solutions()).isEqualTo(KnownCounts.total(n));
        assertThat(sum.fundamentalSolutions()).isEqualTo(KnownCounts.unique(n));
    }
}
