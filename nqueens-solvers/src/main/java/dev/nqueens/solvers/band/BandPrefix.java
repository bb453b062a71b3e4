package dev.nqueens.solvers.band;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * What a subproblem fixes: the rows of the first {@link BandLayout#fixed} band positions, and where the
 * layout deals row sets into {@linkplain BandLayout#rowSetParts shares}, its share of them (on a board without
 * a band, the share alone).
 *
 * @param layout the board's layout
 * @param rows the rows by position, in an array of length k whose first {@code layout.fixed} entries count
 * @param part the first of the row sets that the subproblem takes, every {@link BandLayout#rowSetParts}-th
 *     from there; 0 where the layout deals no shares
 * @param estimatedWork the log₂ of the product, over the half columns, of the rows these queens leave free
 *     there, in thousandths, less the log₂ of the number of shares: the lists to join grow about as that
 *     product
 */
public record BandPrefix(BandLayout layout, int[] rows, int part, long estimatedWork) {

    /** How the id of a share of the row sets starts, before its number. */
    private static final String PART_ID = "rowsets-";
    /** What separates the rows from the share in the id of a share of a configuration. */
    private static final char SHARE_SEPARATOR = '.';
    /** The bits of a row in a packed configuration: rows are below 32. */
    private static final int ROW_BITS = 5;
    /** The bits of the packed rows of a configuration: 8 positions at most. */
    private static final int ROWS_BITS = 8 * ROW_BITS;
    /** An estimate below this fits above the rows of a packed configuration. */
    private static final long MAX_WORK = 1L << (Long.SIZE - 1 - ROWS_BITS);

    /**
     * Lists the prefixes of a board whose configurations can be the least of their images, the largest
     * estimated work first (ties in order of their rows, so that the list is the same on every run), each
     * dealt into the layout's shares of the row sets, which follow each other.
     *
     * <p>The list holds each configuration packed in a {@code long}, its estimate above its rows, and makes
     * a prefix when asked for one: 8 bytes a configuration, so that the 1.1 million of n = 27 take 9 MB.
     *
     * @param layout the board's layout
     * @param stopCheck called for each prefix; it throws {@link java.util.concurrent.CancellationException}
     *     to stop, since listing the prefixes of a large board takes a second
     * @return the prefixes; unmodifiable
     */
    public static List<BandPrefix> all(BandLayout layout, Runnable stopCheck) {
        if (layout.withoutBand()) {
            // the shares are dealt alike, so they take about as long
            long work = estimateWork(layout, new int[0]);
            List<BandPrefix> shares = new ArrayList<>();
            for (int part = 0; part < layout.rowSetParts; part++) {
                shares.add(new BandPrefix(layout, new int[0], part, work));
            }
            return List.copyOf(shares);
        }
        if (layout.fixed * ROW_BITS > ROWS_BITS || layout.boardSize > 1 << ROW_BITS) {
            throw new IllegalArgumentException("a configuration of " + layout.fixed + " rows below "
                    + layout.boardSize + " does not fit in a packed one");
        }
        Packed packed = new Packed();
        collect(layout, new int[layout.bandWidth], 0, packed, stopCheck);
        long[] configurations = Arrays.copyOf(packed.configurations, packed.size);
        // ascending: the largest estimate first, and rows in order within an estimate, as they were listed
        Arrays.sort(configurations);
        // the shares of a configuration take about as long, and follow each other, so that a thread that
        // counts several of them lists the configuration's halves once
        long shareWork = layout.rowSetParts == 1 ? 0 : Math.round(1000 * Math.log(layout.rowSetParts) / Math.log(2));
        return new Prefixes(layout, configurations, shareWork);
    }

    private static void collect(BandLayout layout, int[] rows, int position, Packed packed, Runnable stopCheck) {
        if (position == layout.fixed) {
            stopCheck.run();
            if (layout.imagesIfLeast(rows, layout.fixed) > 0) {
                long work = estimateWork(layout, rows);
                if (work >= MAX_WORK) {
                    throw new IllegalArgumentException("an estimate of " + work + " does not fit in a packed prefix");
                }
                long rowBits = 0;
                for (int index = 0; index < layout.fixed; index++) {
                    rowBits = rowBits << ROW_BITS | rows[index];
                }
                packed.add((MAX_WORK - 1 - work) << ROWS_BITS | rowBits << (ROWS_BITS - layout.fixed * ROW_BITS));
            }
            return;
        }
        for (int row = 0; row < layout.boardSize; row++) {
            if (!layout.attacked(rows, position, row)) {
                rows[position] = row;
                collect(layout, rows, position + 1, packed, stopCheck);
            }
        }
    }

    /** The packed configurations of a board as they are listed. */
    private static final class Packed {
        long[] configurations = new long[1024];
        int size;

        void add(long configuration) {
            if (size == configurations.length) {
                configurations = Arrays.copyOf(configurations, Math.multiplyExact(size, 2));
            }
            configurations[size++] = configuration;
        }
    }

    /** The prefixes of a board with a band, made from its packed configurations when asked for. */
    private static final class Prefixes extends AbstractList<BandPrefix> implements RandomAccess {

        private final BandLayout layout;
        private final long[] configurations;
        private final long shareWork;
        private final int size;

        Prefixes(BandLayout layout, long[] configurations, long shareWork) {
            this.layout = layout;
            this.configurations = configurations;
            this.shareWork = shareWork;
            this.size = Math.multiplyExact(configurations.length, layout.rowSetParts);
        }

        @Override
        public BandPrefix get(int index) {
            Objects.checkIndex(index, size);
            long configuration = configurations[index / layout.rowSetParts];
            int[] rows = new int[layout.bandWidth];
            long rowBits = configuration >>> (ROWS_BITS - layout.fixed * ROW_BITS);
            for (int position = layout.fixed - 1; position >= 0; position--) {
                rows[position] = (int) (rowBits & ((1 << ROW_BITS) - 1));
                rowBits >>>= ROW_BITS;
            }
            long work = MAX_WORK - 1 - (configuration >>> ROWS_BITS);
            return new BandPrefix(layout, rows, index % layout.rowSetParts, Math.max(0, work - shareWork));
        }

        @Override
        public int size() {
            return size;
        }
    }

    /**
     * @param layout the board's layout
     * @param rows the rows of the fixed band positions, in an array of length k whose later entries this
     *     overwrites
     * @param position the first band position to fill, {@code layout.fixed} for a whole subproblem
     * @return the number of groups in which counting the subproblem reports progress
     */
    public static long countGroups(BandLayout layout, int[] rows, int position) {
        if (position == layout.grouped) {
            return 1;
        }
        long groups = 0;
        for (int row = 0; row < layout.boardSize; row++) {
            if (!layout.attacked(rows, position, row)) {
                rows[position] = row;
                groups += countGroups(layout, rows, position + 1);
            }
        }
        return groups;
    }

    private static long estimateWork(BandLayout layout, int[] rows) {
        double log = 0;
        for (int column = 0; column < layout.boardSize; column++) {
            if (column >= layout.halfWidth && column < layout.halfWidth + layout.bandWidth) {
                continue;
            }
            int attacked = 0;
            for (int position = 0; position < layout.fixed; position++) {
                int distance = Math.abs(layout.bandColumn(position) - column);
                attacked |= 1 << rows[position];
                if (rows[position] - distance >= 0) {
                    attacked |= 1 << (rows[position] - distance);
                }
                if (rows[position] + distance < layout.boardSize) {
                    attacked |= 1 << (rows[position] + distance);
                }
            }
            int free = Integer.bitCount(~attacked & layout.allRows);
            log += Math.log(Math.max(1, free)) / Math.log(2);
        }
        return Math.round(1000 * log);
    }

    /**
     * @param layout the layout of a board whose row sets are dealt into shares
     * @param id a subproblem's id
     * @return the share of the row sets that id names at its end, as {@link #id()} gives it, or -1 if it names
     *     none
     */
    public static int partOf(BandLayout layout, String id) {
        String share = id.substring(id.lastIndexOf(SHARE_SEPARATOR) + 1);
        if (!share.startsWith(PART_ID) || !share.substring(PART_ID.length()).matches("0|[1-9][0-9]{0,8}")) {
            return -1;
        }
        int part = Integer.parseInt(share.substring(PART_ID.length()));
        return part < layout.rowSetParts ? part : -1;
    }

    /**
     * @return the rows of the fixed positions joined by dashes, as in {@code 8-7-9}; {@code whole} if none;
     *     {@code rowsets-} and the part on a board without a band, as in {@code rowsets-17}; on a board with a
     *     band whose configurations are dealt into shares, the rows, a dot and the share, as in
     *     {@code 4.rowsets-3}
     */
    public String id() {
        if (layout.withoutBand()) {
            return PART_ID + part;
        }
        if (layout.fixed == 0) {
            return "whole";
        }
        // an engine asks for the ids of a whole split (millions from n = 25) several times: one builder each
        StringBuilder id = new StringBuilder(3 * layout.fixed + (layout.rowSetParts == 1 ? 0 : 20));
        for (int position = 0; position < layout.fixed; position++) {
            if (position > 0) {
                id.append('-');
            }
            id.append(rows[position]);
        }
        if (layout.rowSetParts > 1) {
            id.append(SHARE_SEPARATOR).append(PART_ID).append(part);
        }
        return id.toString();
    }
}
