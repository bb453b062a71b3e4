package dev.nqueens.shell.command.trace;

import dev.nqueens.shell.io.TextTable;
import java.math.BigInteger;
import java.util.Locale;

/**
 * {@code trace --summary}'s table: the nodes the search visited at each depth beside the size of the trees it
 * did not search, n^k nodes at depth k when each row takes a queen anywhere, n!/(n − k)! when each column takes
 * one too, and their totals. Sizes of more than 15 digits are written as {@code 1.8e+19}.
 */
final class TreeSizes {

    private static final BigInteger EXACT_BELOW = BigInteger.TEN.pow(15);

    private TreeSizes() {
    }

    /**
     * @param nodes the nodes visited at each depth, depth 1 first: the length is the board size
     * @return the table, a row for each depth and one of totals
     */
    static TextTable table(long[] nodes) {
        int n = nodes.length;
        BigInteger size = BigInteger.valueOf(n);
        TextTable table = new TextTable("DEPTH", "NODES", "n^k", "n!/(n-k)!");
        BigInteger anywhere = BigInteger.ONE;
        BigInteger permutations = BigInteger.ONE;
        long visited = 0;
        BigInteger allAnywhere = BigInteger.ZERO;
        BigInteger allPermutations = BigInteger.ZERO;
        for (int depth = 1; depth <= n; depth++) {
            anywhere = anywhere.multiply(size);
            permutations = permutations.multiply(BigInteger.valueOf(n - depth + 1));
            visited += nodes[depth - 1];
            allAnywhere = allAnywhere.add(anywhere);
            allPermutations = allPermutations.add(permutations);
            table.row(String.valueOf(depth), String.valueOf(nodes[depth - 1]), text(anywhere), text(permutations));
        }
        if (n > 0) {
            table.row("all", String.valueOf(visited), text(allAnywhere), text(allPermutations));
        }
        return table;
    }

    private static String text(BigInteger count) {
        if (count.compareTo(EXACT_BELOW) < 0) {
            return count.toString();
        }
        return String.format(Locale.ROOT, "%.1e", count.doubleValue());
    }
}
