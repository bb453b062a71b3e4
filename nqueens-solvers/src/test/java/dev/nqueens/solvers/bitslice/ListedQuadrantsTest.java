package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Subcount;
import dev.nqueens.solvers.band.BandPrefix;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The quadrants of a configuration whose row sets are dealt into shares are listed once for all threads:
 * threads that count shares of one configuration at once count right, a thread waiting for another's listing
 * lists the configuration itself when that one stops, and a waiting thread stops when it is cancelled.
 */
class ListedQuadrantsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    /** n = 12 and 14 have no band (one configuration), n = 13 and 15 a band of one column (a configuration a row). */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {12, 13, 14, 15})
    void threadsCountingSharesOfOneConfigurationAtOnceCountRight(int n) throws Exception {
        BitsliceLayout layout = BitsliceLayout.of(n);
        assertThat(layout.rowSetParts).as("shares per configuration").isGreaterThan(1);
        List<BandPrefix> prefixes = BandPrefix.all(layout, () -> { });
        int threads = 3;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Subcount>> sums = new ArrayList<>();
            for (int thread = 0; thread < threads; thread++) {
                int first = thread;
                sums.add(pool.submit(() -> {
                    QuadrantJoin join = new QuadrantJoin(layout);
                    Subcount sum = Subcount.ZERO;
                    // neighbouring shares, those of one configuration, go to different threads
                    for (int i = first; i < prefixes.size(); i += threads) {
                        BandPrefix prefix = prefixes.get(i);
                        sum = sum.plus(join.count(prefix.rows(), prefix.part(), () -> { }, () -> { }));
                    }
                    return sum;
                }));
            }
            Subcount total = Subcount.ZERO;
            for (Future<Subcount> sum : sums) {
                total = total.plus(sum.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS));
            }
            assertThat(total.solutions()).isEqualTo(KnownCounts.total(n));
            assertThat(total.fundamentalSolutions()).isEqualTo(KnownCounts.unique(n));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The east quadrants made as the west ones' mirror images are those a listing makes, cell by cell and
     * placement by placement, the sieve's choice of diagonals included: on boards without a band and with a
     * band of one column.
     */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {10, 11, 12, 13, 16, 17})
    void mirroredQuadrantsAreThoseAListingMakes(int n) {
        BitsliceLayout layout = BitsliceLayout.of(n);
        BandPrefix prefix = BandPrefix.all(layout, () -> { }).get(0);
        ListedQuadrants mirrored = listing(layout, prefix, true);
        ListedQuadrants listed = listing(layout, prefix, false);
        try {
            assertThat(mirrored.quadrantsListed()).as("quadrants listed, the others mirrored").isEqualTo(2);
            assertThat(listed.quadrantsListed()).as("quadrants listed without mirroring").isEqualTo(4);
            for (int which = 0; which < ListedQuadrants.QUADRANTS; which++) {
                Quadrant expected = listed.quadrant(which);
                Quadrant actual = mirrored.quadrant(which);
                for (int rows = 0; rows < 1 << layout.halfWidth; rows++) {
                    assertThat(actual.firstCell(rows)).as("quadrant %d, row set %d", which, rows)
                            .isEqualTo(expected.firstCell(rows));
                    assertThat(actual.endCell(rows)).isEqualTo(expected.endCell(rows));
                }
                int cells = expected.endCell((1 << layout.halfWidth) - 1);
                for (int cell = 0; cell < cells; cell++) {
                    int at = Quadrant.CELL_INTS * cell;
                    assertThat(List.of(actual.cells()[at], actual.cells()[at + 1], actual.cells()[at + 2],
                            actual.cells()[at + 3])).as("quadrant %d, cell %d", which, cell).isEqualTo(
                                    List.of(expected.cells()[at], expected.cells()[at + 1], expected.cells()[at + 2],
                                            expected.cells()[at + 3]));
                }
                int placements = cells == 0 ? 0 : expected.cells()[Quadrant.CELL_INTS * (cells - 1) + 3];
                assertThat(placements).as("quadrant %d's placements", which).isPositive();
                for (int i = 0; i < placements; i++) {
                    assertThat(actual.entries()[i]).as("quadrant %d, placement %d", which, i)
                            .isEqualTo(expected.entries()[i]);
                }
            }
        } finally {
            mirrored.release();
            listed.release();
        }
    }

    /** @return the listing of the prefix's configuration, once a join has counted it, held until released */
    private static ListedQuadrants listing(BitsliceLayout layout, BandPrefix prefix, boolean mirrors) {
        QuadrantJoin join = new QuadrantJoin(layout, PairCounter.MIN_PAIRS, layout.sieveBits, 0, mirrors);
        join.count(prefix.rows(), prefix.part(), () -> { }, () -> { });
        ListedQuadrants listing = ListedQuadrants.shared(layout, layout.sieveBits, 0, mirrors, prefix.rows());
        assertThat(listing.await(() -> { })).as("the listing is complete").isTrue();
        return listing;
    }

    @Test
    void theSameConfigurationIsOneListingUntilItFails() {
        BitsliceLayout layout = BitsliceLayout.of(10);
        // a key of its own: another test's listing of n = 10, complete, stays shared while the collector keeps it
        int sieveBits = layout.sieveBits + 13;
        ListedQuadrants listing = ListedQuadrants.shared(layout, sieveBits, 0, true, new int[0]);
        try {
            assertThat(ListedQuadrants.shared(layout, sieveBits, 0, true, new int[0])).isSameAs(listing);
            assertThat(ListedQuadrants.shared(layout, sieveBits + 1, 0, true, new int[0])).isNotSameAs(listing);
            assertThat(ListedQuadrants.shared(layout, sieveBits, 0, false, new int[0])).isNotSameAs(listing);
            assertThat(ListedQuadrants.shared(BitsliceLayout.of(11), sieveBits, 0, true, new int[] {2}))
                    .isNotSameAs(listing);
            int all = ListedQuadrants.QUADRANTS;
            assertThat(List.of(listing.claim(all), listing.claim(all), listing.claim(all), listing.claim(all),
                    listing.claim(all))).containsExactly(ListedQuadrants.WEST_TOP, ListedQuadrants.WEST_BOTTOM,
                            ListedQuadrants.EAST_TOP, ListedQuadrants.EAST_BOTTOM, -1);
        } finally {
            listing.fail();
        }
        assertThat(listing.await(() -> { })).as("a failed listing's wait").isFalse();
        assertThat(ListedQuadrants.shared(layout, sieveBits, 0, true, new int[0])).isNotSameAs(listing);
    }

    @Test
    void aThreadWaitingForAnotherListingListsItselfWhenThatOneStops() throws Exception {
        BitsliceLayout layout = BitsliceLayout.of(12);
        BandPrefix prefix = BandPrefix.all(layout, () -> { }).get(0);
        Subcount expected = new QuadrantJoin(layout).count(prefix.rows(), prefix.part(), () -> { }, () -> { });
        // a new count of the configuration finds a listing whose four quadrants another lister has claimed
        ListedQuadrants.shared(layout, layout.sieveBits, 0, true, new int[0]).fail();
        ListedQuadrants stalled = ListedQuadrants.shared(layout, layout.sieveBits, 0, true, new int[0]);
        try {
            while (stalled.claim(ListedQuadrants.QUADRANTS) >= 0) {
                // claims all four, as a lister that has not finished yet
            }
            AtomicReference<Thread> counting = new AtomicReference<>();
            CompletableFuture<Subcount> count = CompletableFuture.supplyAsync(() -> {
                counting.set(Thread.currentThread());
                return new QuadrantJoin(layout).count(prefix.rows(), prefix.part(), () -> { }, () -> { });
            });
            Eventually.holds(() -> counting.get() != null && counting.get().getState() == Thread.State.TIMED_WAITING,
                    "the count waits for the stalled listing", TIMEOUT);
            assertThat(count).isNotDone();

            stalled.fail();

            assertThat(count.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isEqualTo(expected);
        } finally {
            stalled.fail();
        }
    }

    @Test
    void aThreadWaitingForAnotherListingStopsWhenCancelled() throws Exception {
        BitsliceLayout layout = BitsliceLayout.of(14);
        BandPrefix prefix = BandPrefix.all(layout, () -> { }).get(0);
        ListedQuadrants.shared(layout, layout.sieveBits, 0, true, new int[0]).fail();
        ListedQuadrants stalled = ListedQuadrants.shared(layout, layout.sieveBits, 0, true, new int[0]);
        try {
            while (stalled.claim(ListedQuadrants.QUADRANTS) >= 0) {
                // claims all four, as a lister that has not finished yet
            }
            AtomicBoolean cancelled = new AtomicBoolean();
            Runnable stopCheck = () -> {
                if (cancelled.get()) {
                    throw new CancellationException("cancelled");
                }
            };
            CompletableFuture<Subcount> count = CompletableFuture.supplyAsync(
                    () -> new QuadrantJoin(layout).count(prefix.rows(), prefix.part(), stopCheck, () -> { }));
            assertThat(count).isNotDone();

            cancelled.set(true);

            assertThatThrownBy(() -> count.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS))
                    .as("the waiting count's end").isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(CancellationException.class);
        } finally {
            stalled.fail();
        }
    }
}
