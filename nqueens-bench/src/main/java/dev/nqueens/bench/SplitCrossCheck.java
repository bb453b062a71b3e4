package dev.nqueens.bench;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Counts a sample of one splitting solver's configurations a second way, with another splitting solver that
 * fixes the same queens: every k-th of the queen placements the two splits have in common, each counted by
 * both (all the subproblems of the placement on each side, where a solver deals one placement into several
 * shares), and the two subcounts compared. It is how a sample of a board too large to count whole is checked
 * against an independent count: {@code bitslice} against {@code halves} at n = 23 and 24, where both fix the
 * queens of the same middle columns.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.nqueens.bench.SplitCrossCheck SOLVER OTHER N EVERY}, e.g.
 * {@code bitslice halves 23 400}. It prints each placement's two subcounts and times, and exits with 1 at the
 * first disagreement, with 2 on a wrong command line or two splits with no placement in common.
 */
public final class SplitCrossCheck {

    private static final String USAGE = "usage: SplitCrossCheck SOLVER OTHER N EVERY";

    private SplitCrossCheck() {
    }

    /** @param args the solver, the other solver, n, every how many common placements to count */
    public static void main(String[] args) {
        Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
        Check check;
        try {
            check = Check.of(args, solvers);
        } catch (IllegalArgumentException e) {
            System.err.println("SplitCrossCheck: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.exit(check.run() ? 0 : 1);
    }

    /**
     * The placements to count twice.
     *
     * @param solver the solver whose counts are checked
     * @param other the solver that checks them
     * @param boardSize n
     * @param placements every k-th placement both splits fix, in the first solver's order
     * @param common how many placements the two splits have in common
     * @param every k
     */
    record Check(SubproblemSolver solver, SubproblemSolver other, int boardSize, List<Placement> placements,
            int common, int every) {

        /**
         * @param args the command line
         * @param solvers where to find the solvers
         * @return the check the command line asks for
         * @throws IllegalArgumentException with a message of one line if the command line is wrong, or the two
         *     splits fix no placement in common
         */
        static Check of(String[] args, Registry<Solver> solvers) {
            if (args.length != 4) {
                throw new IllegalArgumentException(USAGE);
            }
            SubproblemSolver solver = splitting(args[0], solvers);
            SubproblemSolver other = splitting(args[1], solvers);
            int n = BenchArguments.number(args[2], "N", 0, USAGE);
            int every = BenchArguments.number(args[3], "EVERY", 1, USAGE);
            Map<List<Queen>, Placement> byQueens = new LinkedHashMap<>();
            for (Subproblem subproblem : solver.split(n).subproblems()) {
                byQueens.computeIfAbsent(subproblem.queens(), Placement::new).subproblems.add(subproblem);
            }
            for (Subproblem subproblem : other.split(n).subproblems()) {
                Placement placement = byQueens.get(subproblem.queens());
                if (placement != null) {
                    placement.others.add(subproblem);
                }
            }
            List<Placement> common = byQueens.values().stream().filter(placement -> !placement.others.isEmpty())
                    .toList();
            if (common.isEmpty()) {
                throw new IllegalArgumentException("the splits of " + solver.id() + " and " + other.id()
                        + " fix no placement of queens in common at n = " + n);
            }
            List<Placement> sampled = new ArrayList<>();
            for (int i = 0; i < common.size(); i += every) {
                sampled.add(common.get(i));
            }
            return new Check(solver, other, n, sampled, common.size(), every);
        }

        private static SubproblemSolver splitting(String id, Registry<Solver> solvers) {
            return SubproblemSolver.splitting(solvers.byId(id))
                    .orElseThrow(() -> new IllegalArgumentException(id + " does not split its counts"));
        }

        /**
         * Counts each placement with both solvers and prints the subcounts.
         *
         * @return true if they all agree
         */
        boolean run() {
            System.out.printf(Locale.ROOT, "%s against %s, n = %d: %d of the %d placements in common (every %d), %s%n",
                    solver.id(), other.id(), boardSize, placements.size(), common, every, Runtime.version());
            for (Placement placement : placements) {
                long start = System.nanoTime();
                Subcount mine = count(solver, placement.subproblems);
                long middle = System.nanoTime();
                Subcount theirs = count(other, placement.others);
                long end = System.nanoTime();
                boolean agree = mine.equals(theirs);
                System.out.printf(Locale.ROOT, "%s: %s %d solutions, %d fixed points (%d subproblems, %.1f s); "
                        + "%s %d, %d (%d, %.1f s)%s%n", placement.queens, solver.id(), mine.solutions(),
                        mine.fixedPoints(), placement.subproblems.size(), (middle - start) / 1e9, other.id(),
                        theirs.solutions(), theirs.fixedPoints(), placement.others.size(), (end - middle) / 1e9,
                        agree ? "" : ": DISAGREE");
                if (!agree) {
                    return false;
                }
            }
            System.out.println("all agree");
            return true;
        }

        private static Subcount count(SubproblemSolver solver, List<Subproblem> subproblems) {
            Subcount sum = Subcount.ZERO;
            for (Subproblem subproblem : subproblems) {
                sum = sum.plus(solver.count(SubproblemRequest.of(subproblem)));
            }
            return sum;
        }
    }

    /** One placement of queens that a split fixes, and the subproblems of each solver that fix it. */
    static final class Placement {
        final List<Queen> queens;
        final List<Subproblem> subproblems = new ArrayList<>();
        final List<Subproblem> others = new ArrayList<>();

        Placement(List<Queen> queens) {
            this.queens = queens;
        }
    }
}
