package dev.nqueens.solvers.bitslice;

import java.util.Arrays;

/**
 * The placements of one quadrant of a band configuration, grouped by <em>cell</em>: the rows they take,
 * as a set over the quadrant's h key rows, and the columns they take, as a set over the half's h columns.
 * A quadrant is one half of the board cut by rows: its top part, the first h of the 2h rows the band leaves
 * free, or its bottom part, the other h. Each placement puts at most one queen in each of those rows and
 * columns, none attacking another or a band queen, and is kept as its entry bits (its crossing diagonals
 * and edge flag) and its <em>inner</em> bits: the diagonals of the half that also reach the other part's
 * rows, the only ones on which a queen of the other quadrant of the same half can attack it.
 *
 * <p>Filled by {@link #add} in any order, then {@link #group}ed; the buffers only grow, from one
 * configuration to the next.
 */
final class Quadrant {

    /**
     * The ints of a cell in {@link #cells()}: its column set ({@link #CELL_COLUMNS}), where its placements
     * start in {@link #entries()} ({@link #CELL_START}), where those with the edge flag start
     * ({@link #CELL_FLAGGED}) and where they end ({@link #CELL_END}).
     */
    static final int CELL_INTS = 4;
    static final int CELL_COLUMNS = 0;
    static final int CELL_START = 1;
    static final int CELL_FLAGGED = 2;
    static final int CELL_END = 3;

    /**
     * The most placements {@link #bitShares} counts, evenly spread: a share estimated from a sample of 2^13 to
     * 2^14 placements has a standard error of at most 0.6 percentage points, close enough for the sieve's choice
     * of its densest diagonals, which only makes a count faster, at a fraction of the cost of the exact shares
     * ({@code docs/performance.md}, "Figures behind the code").
     */
    static final int SHARE_SAMPLE = 1 << 14;

    private final int halfWidth;
    private final int flagShift;
    /**
     * For each cell {@code rows << h | columns}, where its placements without the edge flag start, at
     * {@code key(cell, 0)}, and those with it, at {@code key(cell, 1)}; one more for the end. As
     * the cells follow each other, a cell's end is the next cell's start.
     */
    private final int[] cellStarts;
    /** For each row set, where its non-empty cells start in {@link #cells}, counted in cells; one more for the end. */
    private final int[] rowSetStarts;
    /**
     * The non-empty cells, by row set, then column set, {@link #CELL_INTS} ints each. The same bounds as in
     * {@link #cellStarts}, packed: a half going through its row set's cells reads a few cache lines.
     */
    private int[] cells = new int[CELL_INTS * 256];

    private long[] entries = new long[1024];
    /** The placements as added, before {@link #group}. */
    private int[] addedCells = new int[1024];
    private long[] addedEntries = new long[1024];
    private int added;

    /**
     * @param halfWidth h, up to 10: the cells take 2 · 4^h ints, 2 MB at h = 9 and 8 MB at h = 10
     * @param flagShift where an entry's edge flag is
     */
    Quadrant(int halfWidth, int flagShift) {
        this.halfWidth = halfWidth;
        this.flagShift = flagShift;
        this.cellStarts = new int[(2 << 2 * halfWidth) + 1];
        this.rowSetStarts = new int[(1 << halfWidth) + 1];
    }

    /** Empties the quadrant for the next configuration. */
    void clear() {
        added = 0;
    }

    /**
     * @param rows the rows of a placement, over the quadrant's h key rows
     * @param columns its columns, over the half's h columns
     * @param entry its crossing diagonals and edge flag, and its inner diagonals above them
     */
    void add(int rows, int columns, long entry) {
        if (added == addedCells.length) {
            int length = 2 * added;
            addedCells = Arrays.copyOf(addedCells, length);
            addedEntries = Arrays.copyOf(addedEntries, length);
        }
        addedCells[added] = key(cell(rows, columns), (int) (entry >>> flagShift) & 1);
        addedEntries[added] = entry;
        added++;
    }

    /**
     * Groups the placements added by cell, those without the edge flag first (a counting sort), and lists
     * the non-empty cells of each row set.
     */
    void group() {
        int[] starts = cellStarts;
        Arrays.fill(starts, 0);
        for (int i = 0; i < added; i++) {
            starts[addedCells[i] + 1]++;
        }
        int filledCells = 0;
        int columnsPerRowSet = 1 << halfWidth;
        for (int cell = 0; key(cell, 0) < starts.length - 1; cell++) {
            if (cell % columnsPerRowSet == 0) {
                rowSetStarts[cell / columnsPerRowSet] = filledCells;
            }
            int plain = key(cell, 0);
            int flagged = key(cell, 1);
            int next = key(cell + 1, 0);
            // the counts sit one key up, at the next key's start; the sums turn them into the starts
            boolean empty = starts[flagged] + starts[next] == 0;
            starts[flagged] += starts[plain];
            starts[next] += starts[flagged];
            if (!empty) {
                if (CELL_INTS * filledCells == cells.length) {
                    cells = Arrays.copyOf(cells, 2 * cells.length);
                }
                int at = CELL_INTS * filledCells++;
                cells[at + CELL_COLUMNS] = cell % columnsPerRowSet;
                cells[at + CELL_START] = starts[plain];
                cells[at + CELL_FLAGGED] = starts[flagged];
                cells[at + CELL_END] = starts[next];
            }
        }
        rowSetStarts[columnsPerRowSet] = filledCells;
        if (entries.length < added) {
            entries = new long[addedEntries.length];
        }
        // place each at its group's next free index, then shift the starts back
        for (int i = 0; i < added; i++) {
            int at = starts[addedCells[i]]++;
            entries[at] = addedEntries[i];
        }
        System.arraycopy(starts, 0, starts, 1, starts.length - 1);
        starts[0] = 0;
    }

    /**
     * Makes this quadrant the mirror image of another, listed and grouped, as the mirror through the vertical
     * axis maps it: the same cells, in the same order, and each placement's bits mapped bit by bit, which a
     * listing of the mirrored squares would give too ({@code QuadrantJoin} says when a quadrant is such).
     *
     * @param source the quadrant to mirror, of the same h
     * @param byteImages the image of each value of each byte of a placement's bits: at {@code byte << 8 | value},
     *     for the 8 bytes of a {@code long}
     */
    void mirror(Quadrant source, long[] byteImages) {
        int count = source.added;
        if (entries.length < count) {
            entries = new long[source.entries.length];
        }
        long[] from = source.entries;
        for (int i = 0; i < count; i++) {
            entries[i] = image(from[i], byteImages);
        }
        added = count;
        System.arraycopy(source.cellStarts, 0, cellStarts, 0, cellStarts.length);
        System.arraycopy(source.rowSetStarts, 0, rowSetStarts, 0, rowSetStarts.length);
        int cellInts = CELL_INTS * source.rowSetStarts[source.rowSetStarts.length - 1];
        if (cells.length < cellInts) {
            cells = new int[source.cells.length];
        }
        System.arraycopy(source.cells, 0, cells, 0, cellInts);
    }

    /**
     * @param bits a placement's bits
     * @param byteImages the image of each value of each byte, as {@link #mirror} takes them
     * @return the OR of its bytes' images
     */
    static long image(long bits, long[] byteImages) {
        return byteImages[(int) bits & 0xff]
                | byteImages[1 << 8 | (int) (bits >>> 8) & 0xff]
                | byteImages[2 << 8 | (int) (bits >>> 16) & 0xff]
                | byteImages[3 << 8 | (int) (bits >>> 24) & 0xff]
                | byteImages[4 << 8 | (int) (bits >>> 32) & 0xff]
                | byteImages[5 << 8 | (int) (bits >>> 40) & 0xff]
                | byteImages[6 << 8 | (int) (bits >>> 48) & 0xff]
                | byteImages[7 << 8 | (int) (bits >>> 56)];
    }

    /** @return where the non-empty cells of a row set start in {@link #cells()}, counted in cells */
    int firstCell(int rows) {
        return rowSetStarts[rows];
    }

    /** @return where they end */
    int endCell(int rows) {
        return rowSetStarts[rows + 1];
    }

    /** @return the non-empty cells, {@link #CELL_INTS} ints each, by row set, then column set */
    int[] cells() {
        return cells;
    }

    /** @return where the placements of a cell start in {@link #entries()} */
    int cellStart(int rows, int columns) {
        return cellStarts[key(cell(rows, columns), 0)];
    }

    /** @return where those of a cell with the edge flag start */
    int cellFlagged(int rows, int columns) {
        return cellStarts[key(cell(rows, columns), 1)];
    }

    /** @return where the placements of a cell end */
    int cellEnd(int rows, int columns) {
        return cellStarts[key(cell(rows, columns) + 1, 0)];
    }

    /** @return the cell of a row set and a column set */
    private int cell(int rows, int columns) {
        return rows << halfWidth | columns;
    }

    /**
     * @param flag 1 for the placements with the edge flag, 0 for the others
     * @return the sort key of a cell's placements with or without the edge flag
     */
    private static int key(int cell, int flag) {
        return cell << 1 | flag;
    }

    /**
     * @param bits how many low bits to count
     * @return for each of them, the share of the placements that have it, estimated from at most
     *     {@value #SHARE_SAMPLE} placements evenly spread over the cells: 0 for an empty quadrant
     */
    double[] bitShares(int bits) {
        int stride = Math.max(1, (added + SHARE_SAMPLE - 1) / SHARE_SAMPLE);
        long[] counts = new long[bits];
        int sampled = 0;
        for (int i = 0; i < added; i += stride, sampled++) {
            for (long rest = entries[i] & (1L << bits) - 1; rest != 0; rest &= rest - 1) {
                counts[Long.numberOfTrailingZeros(rest)]++;
            }
        }
        double[] shares = new double[bits];
        for (int bit = 0; bit < bits; bit++) {
            shares[bit] = sampled == 0 ? 0 : (double) counts[bit] / sampled;
        }
        return shares;
    }

    /** @return the OR of every placement's bits: the bits that some placement holds */
    long heldBits() {
        long held = 0;
        for (int i = 0; i < added; i++) {
            held |= entries[i];
        }
        return held;
    }

    /**
     * Maps every placement's bits as {@link #image} does; its cell stays as it is.
     *
     * @param byteImages the image of each value of each byte, as {@link #mirror} takes them
     */
    void permute(long[] byteImages) {
        for (int i = 0; i < added; i++) {
            entries[i] = image(entries[i], byteImages);
        }
    }

    /**
     * @param bitImages for each bit of a {@code long}, the bits it maps onto
     * @return the image of each value of each byte, as {@link #mirror} takes them: the OR of its bits' images
     */
    static long[] byteImages(long[] bitImages) {
        long[] byteImages = new long[8 << 8];
        for (int bit = 0; bit < Long.SIZE; bit++) {
            long image = bitImages[bit];
            int at = bit >>> 3 << 8;
            for (int value = 0; value < 256; value++) {
                if ((value >>> (bit & 7) & 1) != 0) {
                    byteImages[at | value] |= image;
                }
            }
        }
        return byteImages;
    }

    /** @return the placements' bits, by cell */
    long[] entries() {
        return entries;
    }
}
