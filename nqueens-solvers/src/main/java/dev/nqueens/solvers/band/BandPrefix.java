package dev.nqueens.solvers.band;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;

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
 * @param groups the number of ways to fill the band positions after the fixed ones up to
 *     {@link BandLayout#grouped}, the units in which counting the subproblem reports progress
 */
public record BandPrefix(BandLayout layout, int[] rows, int part, long estimatedWork, long groups) {

    /** How the id of a share of the row sets starts, before its number. */
    private static final String PART_ID = "rowsets-";
    /** What separates the rows from the share in the id of a share of a configuration. */
    private static final char SHARE_SEPARATOR = '.';

    /**
     * Lists the prefixes of a board whose configurations can be the least of their images, the largest
     * estimated work first (ties in order of their rows, so that the list is the same on every run), each
     * dealt into the layout's shares of the row sets, which follow each other.
     *
     * @param layout the board's layout
     * @param stopCheck called for each prefix; it throws {@link java.util.concurrent.CancellationException}
     *     to stop, since listing the prefixes of a large board takes a second
     * @return the prefixes
     */
    public static List<BandPrefix> all(BandLayout layout, Runnable stopCheck) {
        List<BandPrefix> prefixes = new ArrayList<>();
        if (layout.withoutBand()) {
            // the shares are dealt alike, so they take about as long
            long work = estimateWork(layout, new int[0]);
            for (int part = 0; part < layout.rowSetParts; part++) {
                prefixes.add(new BandPrefix(layout, new int[0], part, work, 1));
            }
            return prefixes;
        }
        collect(layout, new int[layout.bandWidth], 0, prefixes, stopCheck);
        prefixes.sort(Comparator.comparingLong(BandPrefix::estimatedWork).reversed());
        if (layout.rowSetParts == 1) {
            return prefixes;
        }
        // the shares of a configuration take about as long, and follow each other, so that a thread that
        // counts several of them lists the configuration's halves once
        long shareWork = Math.round(1000 * Math.log(layout.rowSetParts) / Math.log(2));
        List<BandPrefix> shares = new ArrayList<>(prefixes.size() * layout.rowSetParts);
        for (BandPrefix prefix : prefixes) {
            for (int part = 0; part < layout.rowSetParts; part++) {
                shares.add(new BandPrefix(layout, prefix.rows, part, Math.max(0, prefix.estimatedWork - shareWork),
                        prefix.groups));
            }
        }
        return shares;
    }

    private static void collect(BandLayout layout, int[] rows, int position, List<BandPrefix> prefixes,
            Runnable stopCheck) {
        if (position == layout.fixed) {
            stopCheck.run();
            if (layout.imagesIfLeast(rows, layout.fixed) > 0) {
                prefixes.add(new BandPrefix(layout, rows.clone(), 0, estimateWork(layout, rows),
                        countGroups(layout, rows.clone(), layout.fixed)));
            }
            return;
        }
        for (int row = 0; row < layout.boardSize; row++) {
            if (!layout.attacked(rows, position, row)) {
                rows[position] = row;
                collect(layout, rows, position + 1, prefixes, stopCheck);
            }
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
        StringJoiner id = new StringJoiner("-");
        for (int position = 0; position < layout.fixed; position++) {
            id.add(Integer.toString(rows[position]));
        }
        return layout.rowSetParts == 1 ? id.toString() : id.toString() + SHARE_SEPARATOR + PART_ID + part;
    }
}
