package dev.nqueens.api;

/**
 * What counting one {@link Subproblem} found: its share of the solutions and of the symmetries that fix
 * them. Subcounts add up; the sum over all subproblems of a {@link Split} gives both the number of
 * solutions (OEIS A000170) and, through {@link #fundamentalSolutions()}, the number of fundamental
 * solutions (OEIS A002562).
 *
 * <p>Why two numbers rather than a total and a unique count: the fundamental solutions are the classes of
 * solutions under the eight {@link Symmetry symmetries} of the square, and a class does not always fall
 * within one subproblem, so a subproblem's share of them need not be a whole number. Burnside's lemma gives
 * the number of classes as the average number of solutions each symmetry fixes:
 * <pre>
 *     classes = (solutions + fixedPoints) / 8
 * </pre>
 * where {@code fixedPoints} counts the pairs (solution, symmetry other than the identity) in which the
 * symmetry maps the solution onto itself. Both terms are sums over solutions, so each subproblem contributes
 * its whole-number part of each, and only the grand total is divided by 8.
 *
 * <p>Instances are immutable values, and not {@code Serializable}: an engine that ships them between machines
 * or keeps them in checkpoints writes the two components, as the engines' checkpoints and the cluster do.
 *
 * @apiNote A solver that counts one representative per class, with the size s of its class (8, 4 or 2),
 *     adds s to {@code solutions} and {@code 8 - s} to {@code fixedPoints} for each: the class's s solutions
 *     are each fixed by {@code 8 / s} symmetries, the identity among them.
 *
 * @param solutions the number of solutions counted, 0 or more
 * @param fixedPoints the number of pairs (solution, symmetry other than the identity) where the symmetry maps
 *     the solution onto itself, over the solutions counted; 0 or more
 */
public record Subcount(long solutions, long fixedPoints) {

    /** Nothing counted yet: the identity of {@link #plus(Subcount)}. */
    public static final Subcount ZERO = new Subcount(0, 0);

    /**
     * Makes a subcount from what a subproblem's count found.
     *
     * @param solutions the number of solutions counted, 0 or more
     * @param fixedPoints the number of pairs (solution, symmetry other than the identity) where the symmetry maps
     *     the solution onto itself, over the solutions counted; 0 or more
     * @throws IllegalArgumentException if either number is negative
     */
    public Subcount {
        if (solutions < 0 || fixedPoints < 0) {
            throw new IllegalArgumentException("a subcount cannot be negative: " + solutions + " solutions, "
                    + fixedPoints + " fixed points");
        }
    }

    /**
     * Adds two subcounts, solutions to solutions and fixed points to fixed points.
     *
     * @param other another subcount
     * @return the sum of the two
     * @throws ArithmeticException if a sum overflows a {@code long}
     */
    public Subcount plus(Subcount other) {
        return new Subcount(Math.addExact(solutions, other.solutions), Math.addExact(fixedPoints, other.fixedPoints));
    }

    /**
     * The number of fundamental solutions, by Burnside's lemma. Meaningful for the sum over a whole split (or
     * a whole board); the share of a single subproblem is in general not a whole number.
     *
     * @return {@code (solutions + fixedPoints) / 8}
     * @throws IllegalStateException if {@code solutions + fixedPoints} is not a multiple of 8, which means
     *     this is not the sum over a whole split
     */
    public long fundamentalSolutions() {
        long sum = Math.addExact(solutions, fixedPoints);
        if (sum % 8 != 0) {
            throw new IllegalStateException("solutions + fixed points = " + sum
                    + " is not a multiple of 8: this is not the sum over a whole split");
        }
        return sum / 8;
    }
}
