package dev.nqueens.solvers.band;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;

/**
 * The band queens a subproblem fixes: the rows of the first {@link BandLayout#fixed} band positions.
 *
 * @param layout the board's layout
 * @param rows the rows by position, in an array of length k whose first {@code layout.fixed} entries count
 * @param estimatedWork the log₂ of the product, over the half columns, of the rows these queens leave free
 *     there, in thousandths: the lists to join grow about as that product
 * @param groups the number of ways to fill the band positions after the fixed ones up to
 *     {@link BandLayout#grouped}, the units in which counting the subproblem reports progress
 */
public record BandPrefix(BandLayout layout, int[] rows, long estimatedWork, long groups) {

    /**
     * Lists the prefixes of a board whose configurations can be the least of their images, the largest
     * estimated work first (ties in order of their rows, so that the list is the same on every run).
     *
     * @param layout the board's layout
     * @param stopCheck called for each prefix; it throws {@link java.util.concurrent.CancellationException}
     *     to stop, since listing the prefixes of a large board takes a second
     * @return the prefixes
     */
    public static List<BandPrefix> all(BandLayout layout, Runnable stopCheck) {
        List<BandPrefix> prefixes = new ArrayList<>();
        collect(layout, new int[layout.bandWidth], 0, prefixes, stopCheck);
        prefixes.sort(Comparator.comparingLong(BandPrefix::estimatedWork).reversed());
        return prefixes;
    }

    private static void collect(BandLayout layout, int[] rows, int position, List<BandPrefix> prefixes,
            Runnable stopCheck) {
        if (position == layout.fixed) {
            stopCheck.run();
            if (layout.imagesIfLeast(rows, layout.fixed) > 0) {
                prefixes.add(new BandPrefix(layout, rows.clone(), estimateWork(layout, rows),
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

    /** @return the rows of the fixed positions joined by dashes, as in {@code 8-7-9}; {@code whole} if none */
    public String id() {
        if (layout.fixed == 0) {
            return "whole";
        }
        StringJoiner id = new StringJoiner("-");
        for (int position = 0; position < layout.fixed; position++) {
            id.add(Integer.toString(rows[position]));
        }
        return id.toString();
    }
}
