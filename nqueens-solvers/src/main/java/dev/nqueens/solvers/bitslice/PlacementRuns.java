package dev.nqueens.solvers.bitslice;

import java.util.Arrays;

/**
 * A list of half placements made in runs, each run the placements of one bottom column set: what the join
 * of a board without a band needs to weigh them by the transpose (see
 * {@link dev.nqueens.solvers.band.RowSetSymmetry}). A join reuses its lists from one row set to the next.
 */
final class PlacementRuns {

    private long[] entries = new long[1 << 10];
    private int length;
    /** Three ints a run: where it starts, where it ends and its bottom column set. */
    private int[] runs = new int[3 * 64];
    private int runCount;

    /** Empties the list for the next row set. */
    void clear() {
        length = 0;
        runCount = 0;
    }

    /**
     * @param more how many entries the next run may take
     * @return the entries' array, with room for that many after {@link #length()}; write them there and
     *     call {@link #endRun}
     */
    long[] room(int more) {
        if (entries.length < length + more) {
            entries = Arrays.copyOf(entries, Math.max(2 * entries.length, length + more));
        }
        return entries;
    }

    /**
     * Ends the run written from {@link #length()}, if it took any entry.
     *
     * @param end where it ends
     * @param bottomColumns its placements' column set in the bottom rows, from the centre line outwards
     */
    void endRun(int end, int bottomColumns) {
        if (end == length) {
            return;
        }
        if (runs.length == 3 * runCount) {
            runs = Arrays.copyOf(runs, 2 * runs.length);
        }
        runs[3 * runCount] = length;
        runs[3 * runCount + 1] = end;
        runs[3 * runCount + 2] = bottomColumns;
        runCount++;
        length = end;
    }

    /** @return the entries, the first {@link #length()} of them in use */
    long[] entries() {
        return entries;
    }

    /** @return the number of entries */
    int length() {
        return length;
    }

    /** @return the number of runs */
    int runs() {
        return runCount;
    }

    /** @return where a run starts */
    int runStart(int run) {
        return runs[3 * run];
    }

    /** @return where a run ends */
    int runEnd(int run) {
        return runs[3 * run + 1];
    }

    /** @return a run's bottom column set, from the centre line outwards */
    int runColumns(int run) {
        return runs[3 * run + 2];
    }
}
