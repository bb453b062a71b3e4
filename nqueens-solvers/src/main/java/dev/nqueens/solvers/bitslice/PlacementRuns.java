package dev.nqueens.solvers.bitslice;

import dev.nqueens.solvers.band.EntryList;
import java.util.Arrays;

/**
 * A list of half placements made in runs, each run the placements of one bottom column set: what the join
 * of a board without a band needs to weigh them by the transpose (see
 * {@link dev.nqueens.solvers.band.RowSetSymmetry}). A join reuses its lists from one row set to the next.
 */
final class PlacementRuns {

    /** The ints of a run in {@link #runs}: where it starts, where it ends, and its bottom column set. */
    private static final int RUN_INTS = 3;
    private static final int RUN_START = 0;
    private static final int RUN_END = 1;
    private static final int RUN_COLUMNS = 2;

    private long[] entries = new long[1 << 10];
    private int length;
    /** The runs, {@link #RUN_INTS} ints each. */
    private int[] runs = new int[RUN_INTS * 64];
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
        if (runs.length == RUN_INTS * runCount) {
            runs = Arrays.copyOf(runs, 2 * runs.length);
        }
        int at = RUN_INTS * runCount;
        runs[at + RUN_START] = length;
        runs[at + RUN_END] = end;
        runs[at + RUN_COLUMNS] = bottomColumns;
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

    /** @return all the entries, as a list to join, none taken as flagged */
    EntryList all() {
        return EntryList.unflagged(entries, 0, length);
    }

    /** @return the entries of a run, as a list to join, none taken as flagged */
    EntryList run(int run) {
        return EntryList.unflagged(entries, runStart(run), runEnd(run));
    }

    /** @return the number of runs */
    int runs() {
        return runCount;
    }

    /** @return where a run starts */
    int runStart(int run) {
        return runs[RUN_INTS * run + RUN_START];
    }

    /** @return where a run ends */
    int runEnd(int run) {
        return runs[RUN_INTS * run + RUN_END];
    }

    /** @return a run's bottom column set, from the centre line outwards */
    int runColumns(int run) {
        return runs[RUN_INTS * run + RUN_COLUMNS];
    }
}
