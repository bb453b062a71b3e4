package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Subcount;
import dev.nqueens.solvers.band.BandPrefix;
import dev.nqueens.testkit.Eventually;
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

    @Test
    void theSameConfigurationIsOneListingUntilItFails() {
        BitsliceLayout layout = BitsliceLayout.of(10);
        ListedQuadrants listing = ListedQuadrants.shared(layout, layout.sieveBits, new int[0]);
        try {
            assertThat(ListedQuadrants.shared(layout, layout.sieveBits, new int[0])).isSameAs(listing);
            assertThat(ListedQuadrants.shared(layout, layout.sieveBits + 1, new int[0])).isNotSameAs(listing);
            assertThat(ListedQuadrants.shared(BitsliceLayout.of(11), layout.sieveBits, new int[] {2}))
                    .isNotSameAs(listing);
            assertThat(List.of(listing.claim(), listing.claim(), listing.claim(), listing.claim(), listing.claim()))
                    .containsExactly(ListedQuadrants.WEST_TOP, ListedQuadrants.WEST_BOTTOM, ListedQuadrants.EAST_TOP,
                            ListedQuadrants.EAST_BOTTOM, -1);
        } finally {
            listing.fail();
        }
        assertThat(listing.await(() -> { })).as("a failed listing's wait").isFalse();
        assertThat(ListedQuadrants.shared(layout, layout.sieveBits, new int[0])).isNotSameAs(listing);
    }

    @Test
    void aThreadWaitingForAnotherListingListsItselfWhenThatOneStops() throws Exception {
        BitsliceLayout layout = BitsliceLayout.of(12);
        BandPrefix prefix = BandPrefix.all(layout, () -> { }).get(0);
        Subcount expected = new QuadrantJoin(layout).count(prefix.rows(), prefix.part(), () -> { }, () -> { });
        // a new count of the configuration finds a listing whose four quadrants another lister has claimed
        ListedQuadrants.shared(layout, layout.sieveBits, new int[0]).fail();
        ListedQuadrants stalled = ListedQuadrants.shared(layout, layout.sieveBits, new int[0]);
        try {
            while (stalled.claim() >= 0) {
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
        ListedQuadrants.shared(layout, layout.sieveBits, new int[0]).fail();
        ListedQuadrants stalled = ListedQuadrants.shared(layout, layout.sieveBits, new int[0]);
        try {
            while (stalled.claim() >= 0) {
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
