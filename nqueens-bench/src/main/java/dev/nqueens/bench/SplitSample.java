package dev.nqueens.bench;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.LocalEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Times the count of a splitting solver's subproblems through {@link LocalEngine} on several thread counts,
 * in one JVM, alternating: the whole split, or every k-th of its subproblems where the whole count would take
 * too long. Each round counts the sample once on each thread count, in the order given; the first round also
 * compiles the code, so give at least two and read the later ones. JMH's {@code CountBenchmark} does the same
 * for whole counts of up to a few minutes; this is for the long ones, n = 20 and beyond.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.nqueens.bench.SplitSample SOLVER N EVERY ROUNDS [THREADS ...]},
 * e.g. {@code bitslice 21 20 3 1 2}: every 20th subproblem of n = 21, three rounds of one and then two
 * threads. EVERY may also be {@code KxR}: every K-th run of R consecutive subproblems, as in {@code 11x16},
 * for a solver whose consecutive subproblems share work that a whole count does once for them all (the 16
 * shares of one of {@code bitslice}'s band configurations, from n = 5 to 22, share the listing of its
 * quadrants): a sample of single subproblems would do that work once for each. A plugin's solver is found when its jar is on the class path. It prints each count's wall time
 * and its solutions, which must be the same on every thread count, and the median time of each thread count
 * over the rounds after the first.
 */
public final class SplitSample {

    private static final String USAGE = "usage: SplitSample SOLVER N EVERY[xRUN] ROUNDS [THREADS ...]";

    private SplitSample() {
    }

    /**
     * @param args the solver, n, every how many subproblems (or runs of them) to count, the rounds, the thread
     *     counts (default 1 and 2)
     */
    public static void main(String[] args) {
        Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
        Sample sample;
        try {
            sample = Sample.of(args, solvers);
        } catch (IllegalArgumentException e) {
            System.err.println("SplitSample: " + e.getMessage());
            System.exit(2);
            return;
        }
        sample.run(solvers);
    }

    /**
     * What to time: every {@code every}-th run of {@code run} consecutive subproblems of a split (one subproblem
     * each unless told otherwise), counted {@code rounds} times on each thread count.
     */
    record Sample(SubproblemSolver solver, Split split, int wholeSize, int every, int run, int rounds,
            List<Integer> threadCounts) {

        /**
         * @param args the command line
         * @param solvers where to find the solver
         * @return the sample the command line asks for
         * @throws IllegalArgumentException with a message of one line if the command line is wrong
         */
        static Sample of(String[] args, Registry<Solver> solvers) {
            if (args.length < 4) {
                throw new IllegalArgumentException(USAGE);
            }
            SubproblemSolver solver = SubproblemSolver.splitting(solvers.byId(args[0]))
                    .orElseThrow(() -> new IllegalArgumentException(args[0] + " does not split its counts"));
            int n = BenchArguments.number(args[1], "N", 0, USAGE);
            String[] everyAndRun = args[2].split("x", -1);
            if (everyAndRun.length > 2) {
                throw new IllegalArgumentException("EVERY must be K or KxR, not '" + args[2] + "'; " + USAGE);
            }
            int every = BenchArguments.number(everyAndRun[0], "EVERY", 1, USAGE);
            int run = everyAndRun.length == 2 ? BenchArguments.number(everyAndRun[1], "RUN", 1, USAGE) : 1;
            int rounds = BenchArguments.number(args[3], "ROUNDS", 0, USAGE);
            List<Integer> threadCounts = args.length > 4
                    ? Arrays.stream(args, 4, args.length)
                            .map(word -> BenchArguments.number(word, "THREADS", 1, USAGE)).toList()
                    : List.of(1, 2);
            Split whole = solver.split(n);
            List<Subproblem> sampled = new ArrayList<>();
            int size = whole.subproblems().size();
            for (long first = 0; first < size; first += (long) every * run) {
                for (int i = (int) first; i < Math.min(size, first + run); i++) {
                    sampled.add(whole.subproblems().get(i));
                }
            }
            return new Sample(solver, Split.of(whole.solverId(), n, whole.scheme(), sampled), size, every, run,
                    rounds, threadCounts);
        }

        /** Counts the sample and prints the times, as the class comment says. */
        void run(Registry<Solver> solvers) {
            System.out.printf(Locale.ROOT, "%s, n = %d: %d of %d subproblems (every %s), %s%n", solver.id(),
                    split.boardSize(), split.subproblems().size(), wholeSize,
                    run == 1 ? Integer.toString(every) : "run of " + run + ", one in " + every, Runtime.version());
            double[][] seconds = new double[threadCounts.size()][rounds];
            long solutions = -1;
            for (int round = 0; round < rounds; round++) {
                for (int t = 0; t < threadCounts.size(); t++) {
                    try (LocalEngine engine = new LocalEngine(threadCounts.get(t), solvers)) {
                        long start = System.nanoTime();
                        CountResult result = engine.count(CountJob.of(split));
                        seconds[t][round] = (System.nanoTime() - start) / 1e9;
                        System.out.printf(Locale.ROOT, "round %d, %d threads: %.3f s, %d solutions%n", round,
                                threadCounts.get(t), seconds[t][round], result.solutions());
                        if (solutions >= 0 && result.solutions() != solutions) {
                            throw new IllegalStateException("the thread counts disagree: " + solutions
                                    + " against " + result.solutions());
                        }
                        solutions = result.solutions();
                    }
                }
            }
            if (rounds > 1) {
                for (int t = 0; t < threadCounts.size(); t++) {
                    double[] later = Arrays.copyOfRange(seconds[t], 1, rounds);
                    Arrays.sort(later);
                    double median = later.length % 2 == 1 ? later[later.length / 2]
                            : (later[later.length / 2 - 1] + later[later.length / 2]) / 2;
                    System.out.printf(Locale.ROOT, "%d threads: median %.3f s of rounds 1 to %d%n",
                            threadCounts.get(t), median, rounds - 1);
                }
            }
        }
    }
}
