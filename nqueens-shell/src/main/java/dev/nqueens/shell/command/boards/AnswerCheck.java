package dev.nqueens.shell.command.boards;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Holds boards to being one answer to LeetCode 51 for n ({@code verify --all N}): every solution of the n×n
 * board, each once, and nothing else. Each board is checked as it comes, after {@code verify}'s own check that
 * it is a solution: its size, and whether an earlier board is the same; at the end, how many are missing of
 * the known count, and, up to {@link #LISTED_UP_TO}, the first missing in the order a solver lists them.
 *
 * <p>The boards read are held, to name a repeated one by both its numbers: no more than the count of n, since
 * a board beyond it is a repeat or of another size.
 */
final class AnswerCheck {

    /** The largest n for which the first missing board is named, found by listing every solution. */
    static final int LISTED_UP_TO = 12;
    /** The solver that lists the solutions, in lexicographic order, to find the first missing. */
    static final String LISTING_SOLVER = "bitmask";

    private final int n;
    private final long expected;
    /** Each board read, with its number. */
    private final Map<Solution, Long> read = new HashMap<>();

    /**
     * @param n the board size, from 0 to {@link KnownCounts#LARGEST_BOARD_SIZE}
     */
    AnswerCheck(int n) {
        this.n = n;
        this.expected = KnownCounts.total(n);
    }

    /**
     * @param number the board's number, from 1
     * @param board a board, already found to be a solution of its size
     * @return what is wrong with it in an answer for n, worded to follow {@code "board K: "}, or empty
     */
    Optional<String> next(long number, Solution board) {
        if (board.size() != n) {
            return Optional.of("it has " + rows(board.size()) + ", and --all " + n + " checks boards of " + n);
        }
        Long earlier = read.putIfAbsent(board, number);
        if (earlier != null) {
            return Optional.of("boards " + earlier + " and " + number + " are the same board");
        }
        return Optional.empty();
    }

    /**
     * @param solver the solver that lists every solution in lexicographic order
     * @param cancellation stops the listing
     * @return the line that ends the check: every solution there, or how many are missing and, for n up to
     *     {@link #LISTED_UP_TO}, the first of them
     */
    Optional<String> missing(Solver solver, Cancellation cancellation) {
        long missing = expected - read.size();
        if (missing == 0) {
            return Optional.empty();
        }
        String line = "missing " + missing + " of the " + expected + " solutions of n = " + n;
        if (n > LISTED_UP_TO) {
            return Optional.of(line);
        }
        try (Stream<Solution> all = solver.solve(SolveRequest.builder(n).cancellation(cancellation).build())) {
            Solution first = all.filter(solution -> !read.containsKey(solution)).findFirst().orElseThrow();
            return Optional.of(line + "; the first, in the solvers' order: " + drawn(first) + " (columns "
                    + columns(first) + ")");
        }
    }

    /** @return the line of a complete answer, as in {@code "ok: all 2 solutions of n = 4, each once"} */
    String complete() {
        if (expected == 0) {
            return "ok: no boards, and n = " + n + " has no solutions";
        }
        return expected == 1 ? "ok: the one solution of n = " + n
                : "ok: all " + expected + " solutions of n = " + n + ", each once";
    }

    /** @return the board as LeetCode 51 draws it, as in {@code [".Q..","...Q","Q...","..Q."]} */
    static String drawn(Solution board) {
        return board.rows().stream().map(row -> "\"" + row + "\"").collect(Collectors.joining(",", "[", "]"));
    }

    private static String columns(Solution board) {
        return board.size() == 0 ? "none" : Arrays.stream(board.columns()).mapToObj(Integer::toString)
                .collect(Collectors.joining(" "));
    }

    private static String rows(int count) {
        return count + (count == 1 ? " row" : " rows");
    }
}
