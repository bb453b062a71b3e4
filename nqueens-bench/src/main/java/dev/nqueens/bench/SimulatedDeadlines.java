package dev.nqueens.bench;

import java.util.Arrays;

/**
 * The deadline of the tasks of a {@link ClusterSimulation}, as {@code TaskDeadlines} in {@code nqueens-cluster}
 * gives it: {@value #FACTOR} times the 90th percentile of the times of the last {@value #SAMPLES} tasks back
 * and the time so far of every task still out, {@value #MIN_SECONDS} s at least; none until {@value
 * #MIN_SAMPLES} tasks are back. The tasks still out are told by the order they were sent in, which is that of
 * their time so far, so that the percentile takes a few steps of a Fenwick tree however many are out.
 */
final class SimulatedDeadlines {

    /** As {@code TaskDeadlines.least()} at the client's own heartbeat timeout. */
    static final double MIN_SECONDS = 20;
    /** As {@code TaskDeadlines.FACTOR}. */
    static final int FACTOR = 4;
    /** As {@code TaskDeadlines.SAMPLES}. */
    static final int SAMPLES = 256;
    /** As {@code TaskDeadlines.MIN_SAMPLES}. */
    static final int MIN_SAMPLES = 4;

    /** The times of the last tasks back, as a ring. */
    private final double[] ring = new double[SAMPLES];
    private int next;
    private int filled;
    /** The same times, in ascending order: the first {@link #filled}. */
    private final double[] sorted = new double[SAMPLES];
    /** When each task was sent, by the order it was sent in, from 0. */
    private double[] sentAt = new double[1024];
    /** Whether each is still out. */
    private boolean[] out = new boolean[1024];
    /** A Fenwick tree over {@link #out}, from 1. */
    private int[] tree = new int[1025];
    private int sent;
    private int stillOut;

    /**
     * @param at when a task was sent
     * @return its number, for {@link #back}
     */
    int sent(double at) {
        if (sent == out.length) {
            grow();
        }
        sentAt[sent] = at;
        out[sent] = true;
        add(sent, 1);
        stillOut++;
        return sent++;
    }

    /** @param number a task {@link #sent} that is no longer out: back, settled by another, or lost */
    void back(int number) {
        if (out[number]) {
            out[number] = false;
            add(number, -1);
            stillOut--;
        }
    }

    /** @param took the time from sending a task to its count, of a task whose count was taken */
    void record(double took) {
        if (filled == SAMPLES) {
            double evicted = ring[next];
            int at = Arrays.binarySearch(sorted, 0, filled, evicted);
            System.arraycopy(sorted, at + 1, sorted, at, filled - at - 1);
            filled--;
        }
        ring[next] = took;
        next = (next + 1) % SAMPLES;
        int at = Arrays.binarySearch(sorted, 0, filled, took);
        int insert = at >= 0 ? at : -at - 1;
        System.arraycopy(sorted, insert, sorted, insert + 1, filled - insert);
        sorted[insert] = took;
        filled++;
    }

    /**
     * @param now the time
     * @return the time a task is given, or a negative value while too few tasks are back to tell
     */
    double deadline(double now) {
        if (filled < MIN_SAMPLES) {
            return -1;
        }
        int rank = (int) (0.9 * (filled + stillOut - 1));
        return Math.max(MIN_SECONDS, FACTOR * smallest(rank, now));
    }

    /**
     * The element of this rank of the times back and the times so far together, by taking j of the first rank
     * + 1 from the times back and the rest from those so far.
     */
    private double smallest(int rank, double now) {
        int lo = Math.max(0, rank + 1 - stillOut);
        int hi = Math.min(filled, rank + 1);
        while (true) {
            int j = (lo + hi) >>> 1;
            int i = rank + 1 - j;
            if (j < filled && i > 0 && soFar(i - 1, now) > sorted[j]) {
                lo = j + 1;
            } else if (j > 0 && i < stillOut && sorted[j - 1] > soFar(i, now)) {
                hi = j - 1;
            } else {
                double fromBack = j > 0 ? sorted[j - 1] : Double.NEGATIVE_INFINITY;
                double fromOut = i > 0 ? soFar(i - 1, now) : Double.NEGATIVE_INFINITY;
                return Math.max(fromBack, fromOut);
            }
        }
    }

    /** @return the time so far of the task still out of this rank, from 0, the shortest first: the last sent */
    private double soFar(int rank, double now) {
        return now - sentAt[nthOut(stillOut - rank)];
    }

    /** @return the number of the task still out that is the n-th of them (from 1) in the order sent */
    private int nthOut(int n) {
        int position = 0;
        int left = n;
        for (int step = Integer.highestOneBit(tree.length - 1); step > 0; step >>= 1) {
            int probe = position + step;
            if (probe < tree.length && tree[probe] < left) {
                position = probe;
                left -= tree[probe];
            }
        }
        return position;
    }

    private void add(int number, int delta) {
        for (int i = number + 1; i < tree.length; i += i & -i) {
            tree[i] += delta;
        }
    }

    private void grow() {
        int capacity = 2 * out.length;
        sentAt = Arrays.copyOf(sentAt, capacity);
        out = Arrays.copyOf(out, capacity);
        tree = new int[capacity + 1];
        for (int i = 1; i <= capacity; i++) {
            tree[i] += out[i - 1] ? 1 : 0;
            int parent = i + (i & -i);
            if (parent <= capacity) {
                tree[parent] += tree[i];
            }
        }
    }
}
