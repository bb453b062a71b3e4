package dev.nqueens.api;

import java.util.OptionalLong;

/**
 * The known numbers of solutions of the n-queens problem for n = 0 to {@value #LARGEST_BOARD_SIZE}: all
 * solutions (OEIS A000170) and fundamental solutions, the classes under the eight symmetries of the square
 * (OEIS A002562). By convention the empty board, n = 0, has one solution.
 *
 * <p>For checking a count against the answer where there is one: the test kit holds every solver to these
 * numbers, and the shell's {@code count} says when a solver's count differs from them.
 *
 * <pre>{@code
 * OptionalLong known = KnownCounts.of(request, false);     // empty with pre-placed queens, or n > 27
 * }</pre>
 */
public final class KnownCounts {

    /** The largest n whose counts are known here. */
    public static final int LARGEST_BOARD_SIZE = 27;

    /** {@code TOTAL[n]} is A000170(n). */
    private static final long[] TOTAL = {
        1L, 1L, 0L, 0L, 2L, 10L, 4L, 40L, 92L, 352L,
        724L, 2_680L, 14_200L, 73_712L, 365_596L, 2_279_184L, 14_772_512L, 95_815_104L, 666_090_624L,
        4_968_057_848L, 39_029_188_884L, 314_666_222_712L, 2_691_008_701_644L, 24_233_937_684_440L,
        227_514_171_973_736L, 2_207_893_435_808_352L, 22_317_699_616_364_044L, 234_907_967_154_122_528L,
    };

    /** {@code UNIQUE[n]} is A002562(n). */
    private static final long[] UNIQUE = {
        1L, 1L, 0L, 0L, 1L, 2L, 1L, 6L, 12L, 46L,
        92L, 341L, 1_787L, 9_233L, 45_752L, 285_053L, 1_846_955L, 11_977_939L, 83_263_591L,
        621_012_754L, 4_878_666_808L, 39_333_324_973L, 336_376_244_042L, 3_029_242_658_210L,
        28_439_272_956_934L, 275_986_683_743_434L, 2_789_712_466_510_289L, 29_363_495_934_315_694L,
    };

    private KnownCounts() {
    }

    /**
     * Looks up how many solutions the n×n board has.
     *
     * @param n the board size, from 0 to {@value #LARGEST_BOARD_SIZE}
     * @return the number of solutions of the n×n board, OEIS A000170(n)
     * @throws IllegalArgumentException if n is outside the known range
     */
    public static long total(int n) {
        return TOTAL[checked(n)];
    }

    /**
     * Looks up how many fundamental solutions the n×n board has, one per class under the symmetries of the square.
     *
     * @param n the board size, from 0 to {@value #LARGEST_BOARD_SIZE}
     * @return the number of fundamental solutions of the n×n board, OEIS A002562(n)
     * @throws IllegalArgumentException if n is outside the known range
     */
    public static long unique(int n) {
        return UNIQUE[checked(n)];
    }

    /**
     * Looks up the answer to a count, so that a caller can check a solver's.
     *
     * @param request a request to count
     * @param unique true for fundamental solutions
     * @return the answer to the request where it is known: the whole board (no pre-placed queens) and n up
     *     to {@value #LARGEST_BOARD_SIZE}; empty otherwise
     */
    public static OptionalLong of(SolveRequest request, boolean unique) {
        int n = request.boardSize();
        if (!request.presetQueens().isEmpty() || n > LARGEST_BOARD_SIZE) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(unique ? unique(n) : total(n));
    }

    /**
     * Names the table a count is checked against, for messages.
     *
     * @param unique true for fundamental solutions
     * @return the OEIS sequence of the counts, {@code "A002562"} or {@code "A000170"}, for messages
     */
    public static String sequence(boolean unique) {
        return unique ? "A002562" : "A000170";
    }

    private static int checked(int n) {
        if (n < 0 || n > LARGEST_BOARD_SIZE) {
            throw new IllegalArgumentException("counts are known for n = 0 to " + LARGEST_BOARD_SIZE + ", not " + n);
        }
        return n;
    }
}
