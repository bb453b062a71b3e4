package dev.nqueens.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The known numbers of solutions of the n-queens problem for n = 0 to {@value #LARGEST_BOARD_SIZE}: all
 * solutions (OEIS A000170) and fundamental solutions, the classes under the eight symmetries of the square
 * (OEIS A002562). By convention the empty board, n = 0, has one solution.
 *
 * <p>The numbers are read once from the resource {@code nqueens-counts.txt} next to this class.
 */
public final class KnownCounts {

    /** The largest n whose counts are known here. */
    public static final int LARGEST_BOARD_SIZE = 27;

    private static final String RESOURCE = "nqueens-counts.txt";

    /** {@code TOTAL[n]} is A000170(n). */
    private static final long[] TOTAL;
    /** {@code UNIQUE[n]} is A002562(n). */
    private static final long[] UNIQUE;

    static {
        List<long[]> rows = read();
        TOTAL = rows.stream().mapToLong(row -> row[0]).toArray();
        UNIQUE = rows.stream().mapToLong(row -> row[1]).toArray();
    }

    private KnownCounts() {
    }

    /**
     * @param n the board size, from 0 to {@value #LARGEST_BOARD_SIZE}
     * @return the number of solutions of the n×n board, OEIS A000170(n)
     * @throws IllegalArgumentException if n is outside the known range
     */
    public static long total(int n) {
        return TOTAL[checked(n)];
    }

    /**
     * @param n the board size, from 0 to {@value #LARGEST_BOARD_SIZE}
     * @return the number of fundamental solutions of the n×n board, OEIS A002562(n)
     * @throws IllegalArgumentException if n is outside the known range
     */
    public static long unique(int n) {
        return UNIQUE[checked(n)];
    }

    private static int checked(int n) {
        if (n < 0 || n > LARGEST_BOARD_SIZE) {
            throw new IllegalArgumentException("counts are known for n = 0 to " + LARGEST_BOARD_SIZE + ", not " + n);
        }
        return n;
    }

    /** @return {total, unique} for n = 0, 1, 2, ... in order */
    private static List<long[]> read() {
        try (InputStream in = KnownCounts.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + RESOURCE + " is missing from the test kit");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<long[]> rows = new ArrayList<>();
            int lineNumber = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                rows.add(parse(line, lineNumber, rows.size()));
            }
            if (rows.size() != LARGEST_BOARD_SIZE + 1) {
                throw new IllegalStateException(RESOURCE + " holds counts for n = 0 to " + (rows.size() - 1)
                        + ", not 0 to " + LARGEST_BOARD_SIZE);
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    private static long[] parse(String line, int lineNumber, int expectedN) {
        String[] fields = line.trim().split("\\s+");
        try {
            if (fields.length != 3 || Integer.parseInt(fields[0]) != expectedN) {
                throw new IllegalStateException(RESOURCE + " line " + lineNumber + ": expected 'n total unique' for n = "
                        + expectedN + ", found '" + line + "'");
            }
            return new long[] {Long.parseLong(fields[1]), Long.parseLong(fields[2])};
        } catch (NumberFormatException e) {
            throw new IllegalStateException(RESOURCE + " line " + lineNumber + ": not a number in '" + line + "'", e);
        }
    }
}
