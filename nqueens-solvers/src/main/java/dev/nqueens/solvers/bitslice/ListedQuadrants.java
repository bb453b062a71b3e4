package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.BandLayout;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The four quadrants of one band configuration, and their listing, which the threads that need them share.
 *
 * <p>Where the layout deals a configuration's row sets into shares, one subproblem each (on a board without a
 * band, and with a band of one column: {@link BandLayout#rowSetParts}), several
 * threads count shares of the same configuration at once, and each would list its four quadrants and hold
 * them, in time and memory for each thread ({@code docs/performance.md}, "Two threads against one", has the
 * figures). There the joins take the configuration's listing
 * from {@link #shared}: each thread claims a quadrant not yet claimed,
 * lists it and claims the next, so that two threads list two quadrants each (one each where the east quadrants are
 * the west ones' mirror images, and only those are listed); the thread that lists the last one finishes the
 * listing (the mirror images, and the sieve's choice of diagonals, which needs all four), and the others wait for it,
 * polling their cancellation. A listing whose lister stops (cancelled, or out of memory) fails: it is forgotten,
 * and the threads waiting for it list the configuration afresh.
 *
 * <p>A join {@linkplain #release releases} a shared listing when it moves to another configuration; once no
 * join holds it, its quadrants are kept as spares (softly, two a layout at most) for the next configuration's
 * listing, so that their buffers, some 90 MB at h = 9, are not made again for each configuration. The listings
 * are found through weak references, so that one whose joins are gone without releasing it (those of a count's
 * threads when the count ends) is freed by the collector.
 *
 * <p>Elsewhere (the configurations of bands of 4 columns or more are each in one subproblem, or in part) a join lists its configurations
 * alone, into a listing of its own that it keeps from one configuration to the next ({@link #own}), so that its
 * buffers grow only at first.
 *
 * <p>Instances are safe for concurrent use. Once {@link #await} has returned true, the quadrants are not
 * changed again and any thread may read them.
 */
final class ListedQuadrants {

    /** The quadrants, in the order they are claimed. */
    static final int WEST_TOP = 0;
    static final int WEST_BOTTOM = 1;
    static final int EAST_TOP = 2;
    static final int EAST_BOTTOM = 3;
    /** All of them: the quadrants to list, unless the east ones are the west ones' mirror images. */
    static final int QUADRANTS = 4;
    /** The quadrants to list where the east ones are the west ones' mirror images: the west ones. */
    static final int WEST_QUADRANTS = 2;

    /** How long a waiting thread sleeps between polls of its cancellation: well within 100 ms. */
    private static final long WAIT_MILLIS = 10;

    /** The most spare quadrants kept for each layout. */
    private static final int MAX_SPARES = 2;

    /**
     * The shared listings, by layout, sieve and configuration; a few at a time (one per thread at most). This
     * map's lock guards it, {@link #SPARES} and every listing's {@link #users}.
     */
    private static final Map<Key, WeakReference<ListedQuadrants>> SHARED = new HashMap<>();
    /** The quadrants of the shared listings no join holds, by layout, for the next ones. */
    private static final Map<BandLayout, List<SoftReference<Quadrant[]>>> SPARES = new HashMap<>();

    private final Quadrant[] quadrants;
    /** Its key among the shared listings; null for a join's own. */
    private final Key key;
    /** How many joins hold this shared listing. */
    private int users;
    /** How many quadrants have been claimed, up to {@link #QUADRANTS} and beyond. */
    private final AtomicInteger claimed = new AtomicInteger();
    /** How many have been listed; guarded by {@code this}. */
    private int listed;
    /** Whether the listing is complete; guarded by {@code this}. */
    private boolean ready;
    /** Whether a lister stopped before it was complete; guarded by {@code this}. */
    private boolean failed;
    /** The sieve bits of the configuration's arrangement ({@link DiagonalArrangement}); guarded by {@code this}. */
    private int sieveBits;

    private ListedQuadrants(Quadrant[] quadrants, Key key) {
        this.quadrants = quadrants;
        this.key = key;
    }

    private static Quadrant[] newQuadrants(int halfWidth, int flagShift) {
        Quadrant[] quadrants = new Quadrant[QUADRANTS];
        for (int i = 0; i < QUADRANTS; i++) {
            quadrants[i] = new Quadrant(halfWidth, flagShift);
        }
        return quadrants;
    }

    /**
     * @param halfWidth h
     * @param flagShift where an entry's edge flag is
     * @return an empty listing of a join's own, to be {@linkplain #restart() restarted} for each configuration
     */
    static ListedQuadrants own(int halfWidth, int flagShift) {
        return new ListedQuadrants(newQuadrants(halfWidth, flagShift), null);
    }

    /**
     * Holds a configuration's shared listing, until {@link #release}.
     *
     * @param layout the board's layout
     * @param sieveBits the sieve bits of the join that lists it, which decide the sieve's choice
     * @param reducedMatchedBits the matched bits of its reduced arrangements, likewise
     * @param mirrors whether the join that lists it makes the east quadrants as mirror images of the west ones
     *     where it may, which decides how many quadrants are claimed
     * @param configuration the rows by position of the configuration
     * @return the configuration's shared listing: one that is listed, being listed, or new
     */
    static ListedQuadrants shared(BandLayout layout, int sieveBits, int reducedMatchedBits, boolean mirrors,
            int[] configuration) {
        Key key = new Key(layout, sieveBits, reducedMatchedBits, mirrors,
                Arrays.stream(configuration).boxed().toList());
        synchronized (SHARED) {
            SHARED.values().removeIf(held -> held.get() == null);
            WeakReference<ListedQuadrants> held = SHARED.get(key);
            ListedQuadrants listing = held == null ? null : held.get();
            if (listing == null) {
                listing = new ListedQuadrants(spareOrNew(layout), key);
                SHARED.put(key, new WeakReference<>(listing));
            }
            listing.users++;
            return listing;
        }
    }

    /** A layout's spare quadrants, or new ones; under the lock of {@link #SHARED}. */
    private static Quadrant[] spareOrNew(BandLayout layout) {
        List<SoftReference<Quadrant[]>> spares = SPARES.getOrDefault(layout, List.of());
        while (!spares.isEmpty()) {
            Quadrant[] spare = spares.remove(spares.size() - 1).get();
            if (spare != null) {
                return spare;
            }
        }
        return newQuadrants(layout.halfWidth, layout.diagonalBits);
    }

    /**
     * Lets go of a shared listing, once the join that holds it reads its quadrants no more, lists none of them
     * and waits for it no more; once no join holds it, it is forgotten and its quadrants become spares. A join's
     * own listing is kept.
     */
    void release() {
        if (key == null) {
            return;
        }
        synchronized (SHARED) {
            if (--users > 0) {
                return;
            }
            WeakReference<ListedQuadrants> held = SHARED.get(key);
            if (held != null && held.get() == this) {
                SHARED.remove(key);
            }
            List<SoftReference<Quadrant[]>> spares = SPARES.computeIfAbsent(key.layout(), layout -> new ArrayList<>());
            spares.removeIf(spare -> spare.get() == null);
            if (spares.size() < MAX_SPARES) {
                spares.add(new SoftReference<>(quadrants));
            }
        }
    }

    /**
     * Empties a join's own listing for its next configuration.
     *
     * @return this listing
     * @throws IllegalStateException if it is shared
     */
    ListedQuadrants restart() {
        if (key != null) {
            throw new IllegalStateException("a shared listing is never restarted");
        }
        synchronized (this) {
            claimed.set(0);
            listed = 0;
            ready = false;
            failed = false;
        }
        return this;
    }

    /** @return one of the quadrants, {@link #WEST_TOP} to {@link #EAST_BOTTOM} */
    Quadrant quadrant(int which) {
        return quadrants[which];
    }

    /**
     * @param toList how many of the quadrants are listed, in the order above: {@link #QUADRANTS}, or
     *     {@link #WEST_QUADRANTS}; the same for every thread of the listing
     * @return a quadrant no thread has claimed yet, which the caller must now list; -1 if none is left
     */
    int claim(int toList) {
        int which = claimed.getAndIncrement();
        return which < toList ? which : -1;
    }

    /**
     * Tells that a claimed quadrant is listed.
     *
     * @param toList how many of the quadrants are listed, as for {@link #claim}
     * @return true if it was the last one: the caller must then {@link #finish} the listing
     */
    synchronized boolean listed(int toList) {
        return ++listed == toList;
    }

    /** @return the sieve bits of the configuration's arrangement, once the listing is complete */
    synchronized int sieveBits() {
        return sieveBits;
    }

    /** @return how many quadrants were listed so far, rather than made as mirror images */
    synchronized int quadrantsListed() {
        return listed;
    }

    /**
     * Marks the listing complete, after the last quadrant and the sieve's choice, and wakes the waiting threads.
     *
     * @param sieveBits the sieve bits that the configuration's arrangement chose
     */
    synchronized void finish(int sieveBits) {
        this.sieveBits = sieveBits;
        ready = true;
        notifyAll();
    }

    /**
     * Marks the listing failed: its lister stopped before it was complete. A shared one is forgotten, so that
     * the next thread to ask for the configuration gets a new one.
     */
    void fail() {
        synchronized (this) {
            failed = true;
            notifyAll();
        }
        if (key != null) {
            synchronized (SHARED) {
                WeakReference<ListedQuadrants> held = SHARED.get(key);
                if (held != null && held.get() == this) {
                    SHARED.remove(key);
                }
            }
        }
    }

    /**
     * Waits until the listing is complete or has failed.
     *
     * @param stopCheck polled every few milliseconds; it throws to stop the wait
     * @return true if the listing is complete, false if it failed
     * @throws CancellationException if the thread is interrupted
     */
    synchronized boolean await(Runnable stopCheck) {
        while (!ready && !failed) {
            try {
                wait(WAIT_MILLIS);
            } catch (InterruptedException e) {
                // an interrupted thread is being told to stop, as a cancelled one is
                Thread.currentThread().interrupt();
                CancellationException stopped = new CancellationException("interrupted while the quadrants are listed");
                stopped.initCause(e);
                throw stopped;
            }
            stopCheck.run();
        }
        return ready;
    }

    /** The identity of a shared listing. */
    private record Key(BandLayout layout, int sieveBits, int reducedMatchedBits, boolean mirrors,
            List<Integer> configuration) {
    }
}
