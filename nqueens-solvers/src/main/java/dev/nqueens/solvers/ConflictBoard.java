package dev.nqueens.solvers;

import dev.nqueens.api.Queen;
import dev.nqueens.api.Solution;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The board of {@link MinConflictsSolver}: one queen in every row, the queens' columns always a permutation,
 * so that two queens can only attack each other along a diagonal. Moves swap the columns of two free rows;
 * pre-placed rows never move.
 *
 * <p>For each diagonal the board keeps how many queens lie on it and the exclusive or of their rows. The
 * counts give a square's conflicts and a swap's effect in O(1); the exclusive or names the queen that was
 * alone on a line when a second one arrives, so that both join the list of conflicted rows in O(1). That
 * list may hold rows whose conflicts have since gone; {@link #pickConflictedRow} drops them as it meets
 * them, so every row is added and dropped at most once per conflict it takes part in.
 *
 * <p>Conflicts are counted as attacking pairs: a line holding k queens adds k(k − 1)/2.
 *
 * <p>Memory: about 45 bytes a queen. One instance serves one search, on one thread.
 */
final class ConflictBoard {

    private static final byte LISTED = 1;
    private static final byte PRESET = 2;
    private static final int SHUFFLED_ROWS_LIMIT = 4096;

    private final int size;
    private final List<Queen> presets;
    private final int[] columns;
    /** Rows that may move: in increasing order, or shuffled by each greedy start on small boards. */
    private final int[] freeRows;
    /** The columns no pre-placed queen takes; a permutation of them, reordered by each greedy start. */
    private final int[] freeColumns;
    /** Indexed by row − column + size − 1. */
    private final int[] diagonalCount;
    private final int[] diagonalRows;
    /** Indexed by row + column. */
    private final int[] antiDiagonalCount;
    private final int[] antiDiagonalRows;
    private final byte[] rowFlags;
    private int[] conflictedRows = new int[16];
    private int conflictedRowCount;
    private long conflicts;

    /**
     * @param size n, 1 or more
     * @param presets queens that never move: on the board, none attacking another
     */
    ConflictBoard(int size, List<Queen> presets) {
        this.size = size;
        this.presets = presets;
        this.columns = new int[size];
        this.rowFlags = new byte[size];
        boolean[] columnTaken = new boolean[size];
        for (Queen queen : presets) {
            rowFlags[queen.row()] = PRESET;
            columnTaken[queen.column()] = true;
        }
        int free = size - presets.size();
        this.freeRows = new int[free];
        this.freeColumns = new int[free];
        for (int index = 0, row = 0, column = 0; index < free; index++, row++, column++) {
            while (rowFlags[row] == PRESET) {
                row++;
            }
            while (columnTaken[column]) {
                column++;
            }
            freeRows[index] = row;
            freeColumns[index] = column;
        }
        this.diagonalCount = new int[2 * size - 1];
        this.diagonalRows = new int[2 * size - 1];
        this.antiDiagonalCount = new int[2 * size - 1];
        this.antiDiagonalRows = new int[2 * size - 1];
    }

    /** @return the number of rows the search may move */
    int freeRowCount() {
        return freeRows.length;
    }

    /**
     * @param index 0 to {@link #freeRowCount()} − 1
     * @return that free row
     */
    int freeRow(int index) {
        return freeRows[index];
    }

    /** @return the attacking pairs on the board */
    long conflicts() {
        return conflicts;
    }

    /** Empties the board, then puts the pre-placed queens back. */
    private void clear() {
        Arrays.fill(diagonalCount, 0);
        Arrays.fill(diagonalRows, 0);
        Arrays.fill(antiDiagonalCount, 0);
        Arrays.fill(antiDiagonalRows, 0);
        for (int row : freeRows) {
            rowFlags[row] = 0;
        }
        conflictedRowCount = 0;
        conflicts = 0;
        for (Queen queen : presets) {
            place(queen.row(), queen.column());
        }
    }

    /**
     * Starts afresh: clears the board, then gives each free row in turn the free column, of those not yet
     * given, where its queen meets the fewest queens already placed. Every remaining column is tried while
     * at most {@code sample} remain; before that, {@code sample} columns drawn at random, stopping at the
     * first without conflict. Ties go to a random one of the best.
     *
     * <p>The rows' order: on boards of up to {@value #SHUFFLED_ROWS_LIMIT} free rows, random, which lets each
     * solution of a small board turn up about as often as its mirror images; this matters where a stream
     * can run out of solutions (with the rows in order from the top or the bottom, n = 6 was often left one
     * short of its four). On larger boards, in order from the top or from the bottom, chosen at random:
     * far fewer conflicts then remain (about 15 against 1,000 for a random order at n = 10<sup>6</sup>),
     * and the whole search runs three times faster.
     *
     * @param random the source of the draws
     * @param sample how many columns to look at for one row, 1 or more
     * @param cancellationPoll run between rows, every few thousand rows, to let the caller stop the start
     */
    void greedyStart(SplittableRandom random, int sample, Runnable cancellationPoll) {
        clear();
        int free = freeRows.length;
        boolean shuffled = free <= SHUFFLED_ROWS_LIMIT;
        boolean downwards = random.nextBoolean();
        for (int placed = 0; placed < free; placed++) {
            if ((placed & 0xFFF) == 0) {
                cancellationPoll.run();
            }
            int row;
            if (shuffled) {
                // one step of a Fisher–Yates shuffle of the rows still to place
                int next = placed + random.nextInt(free - placed);
                row = freeRows[next];
                freeRows[next] = freeRows[placed];
                freeRows[placed] = row;
            } else {
                row = freeRows[downwards ? placed : free - 1 - placed];
            }
            int remaining = free - placed;
            int best;
            if (remaining <= sample) {
                best = leastConflictedOfAll(row, placed, random);
            } else {
                best = leastConflictedOfSample(row, placed, remaining, sample, random);
            }
            int column = freeColumns[best];
            freeColumns[best] = freeColumns[placed];
            freeColumns[placed] = column;
            place(row, column);
        }
    }

    private int leastConflictedOfAll(int row, int from, SplittableRandom random) {
        int best = from;
        int bestConflicts = Integer.MAX_VALUE;
        int ties = 0;
        for (int index = from; index < freeColumns.length; index++) {
            int conflictsHere = conflictsAt(row, freeColumns[index]);
            if (conflictsHere < bestConflicts) {
                bestConflicts = conflictsHere;
                best = index;
                ties = 1;
            } else if (conflictsHere == bestConflicts && random.nextInt(++ties) == 0) {
                best = index;
            }
        }
        return best;
    }

    private int leastConflictedOfSample(int row, int from, int remaining, int sample, SplittableRandom random) {
        int best = from;
        int bestConflicts = Integer.MAX_VALUE;
        for (int draw = 0; draw < sample; draw++) {
            // a draw is uniform over the remaining columns, so the first one wins ties fairly
            int index = from + random.nextInt(remaining);
            int conflictsHere = conflictsAt(row, freeColumns[index]);
            if (conflictsHere < bestConflicts) {
                bestConflicts = conflictsHere;
                best = index;
                if (conflictsHere == 0) {
                    break;
                }
            }
        }
        return best;
    }

    /** @return how many queens, other than one in this row, lie on the diagonals through the square */
    private int conflictsAt(int row, int column) {
        return diagonalCount[row - column + size - 1] + antiDiagonalCount[row + column];
    }

    /**
     * A row whose queen is attacked, chosen at random.
     *
     * @param random the source of the choice
     * @return a free row under attack
     * @throws IllegalStateException if none is, which only a board without conflicts may ask
     */
    int pickConflictedRow(SplittableRandom random) {
        while (conflictedRowCount > 0) {
            int index = random.nextInt(conflictedRowCount);
            int row = conflictedRows[index];
            if (isAttacked(row)) {
                return row;
            }
            conflictedRows[index] = conflictedRows[--conflictedRowCount];
            rowFlags[row] = 0;
        }
        throw new IllegalStateException("no free queen is attacked, yet " + conflicts + " conflicts remain");
    }

    private boolean isAttacked(int row) {
        int column = columns[row];
        return diagonalCount[row - column + size - 1] > 1 || antiDiagonalCount[row + column] > 1;
    }

    /**
     * By how much swapping the columns of two free rows would change {@link #conflicts()}, in O(1).
     *
     * <p>Counting the pairs each queen forms with the other n − 2 queens: a queen's new square lies on
     * neither diagonal of the other's old square nor of its own, so the counts there are exact; at the old
     * squares each queen counts itself on both its diagonals and the other queen on any diagonal they share.
     * The two queens attack each other after the swap exactly when they did before (|Δrow| = |Δcolumn|
     * holds or fails alike), so that pair drops out of the difference.
     *
     * @param first a free row
     * @param second another free row
     * @return the change in attacking pairs; negative means fewer
     */
    int swapDelta(int first, int second) {
        int firstColumn = columns[first];
        int secondColumn = columns[second];
        int before = conflictsAt(first, firstColumn) + conflictsAt(second, secondColumn) - 4;
        if (first - firstColumn == second - secondColumn || first + firstColumn == second + secondColumn) {
            before -= 2;
        }
        int after = conflictsAt(first, secondColumn) + conflictsAt(second, firstColumn);
        return after - before;
    }

    /**
     * Swaps the columns of two free rows.
     *
     * @param first a free row
     * @param second another free row
     */
    void swap(int first, int second) {
        int firstColumn = columns[first];
        int secondColumn = columns[second];
        lift(first, firstColumn);
        lift(second, secondColumn);
        place(first, secondColumn);
        place(second, firstColumn);
    }

    private void place(int row, int column) {
        columns[row] = column;
        enter(diagonalCount, diagonalRows, row - column + size - 1, row);
        enter(antiDiagonalCount, antiDiagonalRows, row + column, row);
    }

    private void lift(int row, int column) {
        leave(diagonalCount, diagonalRows, row - column + size - 1, row);
        leave(antiDiagonalCount, antiDiagonalRows, row + column, row);
    }

    private void enter(int[] count, int[] rows, int line, int row) {
        int before = count[line];
        if (before > 0) {
            conflicts += before;
            if (before == 1) {
                // the line's exclusive or is, for now, the row of its only queen
                markConflicted(rows[line]);
            }
            markConflicted(row);
        }
        count[line] = before + 1;
        rows[line] ^= row;
    }

    private void leave(int[] count, int[] rows, int line, int row) {
        int after = count[line] - 1;
        count[line] = after;
        rows[line] ^= row;
        conflicts -= after;
    }

    private void markConflicted(int row) {
        if (rowFlags[row] == 0) {
            rowFlags[row] = LISTED;
            if (conflictedRowCount == conflictedRows.length) {
                conflictedRows = Arrays.copyOf(conflictedRows, 2 * conflictedRowCount);
            }
            conflictedRows[conflictedRowCount++] = row;
        }
    }

    /**
     * A 64-bit digest of the placement, for telling solutions apart without keeping them: equal placements
     * give equal digests, and different ones almost surely differ.
     *
     * @return the digest
     */
    long fingerprint() {
        long hash = size;
        for (int column : columns) {
            hash = (Long.rotateLeft(hash, 23) ^ column) * 0x9E3779B97F4A7C15L;
        }
        // the finaliser of SplitMix64, so that every input bit reaches every output bit
        hash = (hash ^ (hash >>> 30)) * 0xBF58476D1CE4E5B9L;
        hash = (hash ^ (hash >>> 27)) * 0x94D049BB133111EBL;
        return hash ^ (hash >>> 31);
    }

    /** @return the placement as it stands */
    Solution toSolution() {
        return Solution.of(columns);
    }
}
