package dev.nqueens.bench;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemSolver;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Replays whole splits on simulated clusters ({@link ClusterSimulation}) from measured samples of their
 * subproblems' times ({@link SubproblemTimes}, written by {@link SubproblemTimer}), and prints a table per
 * sample: for each number of members, failure rate and way of dispatching, the makespan (the median and range
 * of the runs), the ideal time, the efficiency, the idle tail and the work that failures cost.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.nqueens.bench.ClusterSimulationMain [--members 100,1000,10000]
 * [--threads 1] [--runs 10] [--seed 1] [--hangs 25] [--replace SECONDS] FILE...}. Each run draws the
 * subproblems' times ({@link ReplayedTimes}) and the failures with its own seed, {@code seed}, {@code seed + 1}
 * and so on, so that the same command prints the same table. The failure rates are none, one per member-week
 * and one per member-day; {@code --hangs} is the percentage of failures that are hangs; with {@code --replace}, a
 * member joins that many seconds after a failed one has left. The split is made again from the solver and n
 * the file names, and must have as many subproblems as the file says.
 *
 * <p>With {@code --board N --core-hours H}, a board that was not sampled is extrapolated: its split is made,
 * and the sample's seconds per unit of work, all multiplied by one factor so that the replayed work is
 * {@code H} core-hours, are drawn for its subproblems. That keeps the sample's scatter and assumes the
 * projected total; it measures nothing of that board.
 */
public final class ClusterSimulationMain {

    private static final String USAGE = "usage: ClusterSimulationMain [--members M,...] [--threads T] [--runs R]"
            + " [--seed S] [--hangs PERCENT] [--replace SECONDS] [--board N --core-hours H] FILE...";

    /** The failure rates of the table: a member's mean time between failures, and its name. */
    private static final double[] MTBF = {Double.POSITIVE_INFINITY, 7 * SimulatedCluster.DAY, SimulatedCluster.DAY};
    private static final String[] MTBF_NAMES = {"none", "1 / member-week", "1 / member-day"};

    private ClusterSimulationMain() {
    }

    /** @param args the options and the sample files */
    public static void main(String[] args) {
        Options options;
        try {
            options = Options.of(args);
        } catch (IllegalArgumentException e) {
            System.err.println("ClusterSimulationMain: " + e.getMessage());
            System.exit(2);
            return;
        }
        Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
        for (Path file : options.files()) {
            SubproblemTimes times = SubproblemTimes.read(file);
            SubproblemSolver solver = SubproblemSolver.splitting(solvers.byId(times.solver())).orElseThrow(
                    () -> new IllegalArgumentException(times.solver() + " does not split its counts"));
            if (options.board() > 0) {
                // an extrapolation: the sample's scatter on another board's split, scaled to a projected work
                long[] work = solver.split(options.board()).subproblems().stream()
                        .mapToLong(Subproblem::estimatedWork).toArray();
                print(System.out, times, work, options);
                continue;
            }
            Split split = solver.split(times.boardSize());
            if (split.subproblems().size() != times.subproblems()) {
                System.err.printf(Locale.ROOT, "ClusterSimulationMain: %s was measured on a split of %d subproblems;"
                        + " this version splits n = %d into %d: measure it again%n", file, times.subproblems(),
                        times.boardSize(), split.subproblems().size());
                System.exit(1);
            }
            long[] work = split.subproblems().stream().mapToLong(Subproblem::estimatedWork).toArray();
            print(System.out, times, work, options);
        }
    }

    /**
     * Simulates every scenario of the options on one split and prints its table. With {@code --board}, the
     * split is another board's, and the sample's seconds per unit of work are all multiplied by one factor, so
     * that the first run's replayed work is {@code --core-hours}.
     */
    static void print(PrintStream out, SubproblemTimes times, long[] work, Options options) {
        double[] ratios = times.secondsPerWork();
        double total = Arrays.stream(ReplayedTimes.of(work, ratios, options.seed())).sum();
        String board = "n = " + times.boardSize();
        if (options.board() > 0) {
            double factor = options.coreHours() * 3600.0 / total;
            ratios = Arrays.stream(ratios).map(ratio -> ratio * factor).toArray();
            total = options.coreHours() * 3600.0;
            board = String.format(Locale.ROOT, "n = %d, extrapolated from n = %d's scatter (times %.4g)",
                    options.board(), times.boardSize(), factor);
        }
        out.printf(Locale.ROOT, "%s, %s: %,d subproblems, %d timed (%s, %s); replayed work %.1f core-hours;"
                + " %d runs each, seeds %d to %d; %d thread(s) a member; hangs %.0f %% of failures; %s%n%n",
                times.solver(), board, work.length, times.timed().size(), times.about().get("machine"),
                times.about().get("date"), total / 3600, options.runs(), options.seed(),
                options.seed() + options.runs() - 1, options.threads(), 100 * options.hangs(),
                options.replace() < 0 ? "no replacements" : "a replacement " + options.replace() + " s after");
        out.println("| members | failures | dispatch | makespan | (range) | ideal | efficiency | idle tail |"
                + " idle core-h in tail | lost, core-min | losing copies, core-min | crashes, hangs | copies |");
        out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        for (int members : options.members()) {
            for (int f = 0; f < MTBF.length; f++) {
                for (SimulatedCluster.Dispatch dispatch : SimulatedCluster.Dispatch.values()) {
                    SimulatedCluster cluster = SimulatedCluster.reliable(members, options.threads(), dispatch)
                            .failing(MTBF[f], options.hangs(), options.replace());
                    List<SimulationOutcome> runs = runs(work, ratios, cluster, options.runs(), options.seed());
                    out.println(row(members, MTBF_NAMES[f], dispatch, runs));
                }
            }
        }
        out.println();
    }

    /** @return the outcomes of the runs of one scenario, each with its own seed */
    static List<SimulationOutcome> runs(long[] work, double[] ratios, SimulatedCluster cluster, int count,
            long firstSeed) {
        List<SimulationOutcome> runs = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            long seed = firstSeed + r;
            runs.add(ClusterSimulation.run(ReplayedTimes.of(work, ratios, seed), cluster, seed));
        }
        return runs;
    }

    private static String row(int members, String failures, SimulatedCluster.Dispatch dispatch,
            List<SimulationOutcome> runs) {
        double[] makespans = runs.stream().mapToDouble(SimulationOutcome::makespan).sorted().toArray();
        return String.format(Locale.ROOT, "| %,d | %s | %s | %s | %s to %s | %s | %.2f | %s | %.1f | %.1f | %.1f |"
                + " %.1f, %.1f | %.1f |", members, failures, dispatch.label(),
                duration(median(runs, SimulationOutcome::makespan)), duration(makespans[0]),
                duration(makespans[makespans.length - 1]), duration(median(runs, SimulationOutcome::ideal)),
                median(runs, SimulationOutcome::efficiency), duration(median(runs, SimulationOutcome::tail)),
                median(runs, SimulationOutcome::idleTailCoreHours),
                60 * median(runs, SimulationOutcome::lostCoreHours),
                60 * median(runs, SimulationOutcome::duplicateCoreHours),
                mean(runs, SimulationOutcome::crashes), mean(runs, SimulationOutcome::hangs),
                mean(runs, SimulationOutcome::copies));
    }

    /** @return the median of a figure over the runs */
    static double median(List<SimulationOutcome> runs, ToDoubleFunction<SimulationOutcome> figure) {
        double[] values = runs.stream().mapToDouble(figure).sorted().toArray();
        int half = values.length / 2;
        return values.length % 2 == 1 ? values[half] : (values[half - 1] + values[half]) / 2;
    }

    private static double mean(List<SimulationOutcome> runs, ToDoubleFunction<SimulationOutcome> figure) {
        return runs.stream().mapToDouble(figure).average().orElse(Double.NaN);
    }

    /** @return a time in seconds, minutes, hours or days, whichever reads best */
    static String duration(double seconds) {
        if (seconds < 120) {
            return String.format(Locale.ROOT, "%.0f s", seconds);
        }
        if (seconds < 7_200) {
            return String.format(Locale.ROOT, "%.1f min", seconds / 60);
        }
        if (seconds < 2 * SimulatedCluster.DAY) {
            return String.format(Locale.ROOT, "%.1f h", seconds / 3_600);
        }
        return String.format(Locale.ROOT, "%.1f days", seconds / SimulatedCluster.DAY);
    }

    /**
     * The command line.
     *
     * @param members the numbers of members to simulate
     * @param threads the threads of each member
     * @param runs the runs of each scenario
     * @param seed the first run's seed
     * @param hangs the fraction of failures that are hangs
     * @param replace how long after a failed member has left one joins in its place, in seconds; negative for
     *     none
     * @param board the board whose split to replay the samples' scatter on, or 0 for the samples' own
     * @param coreHours with {@code board}, the work of its count, in core-hours
     * @param files the samples
     */
    record Options(List<Integer> members, int threads, int runs, int seed, double hangs, int replace, int board,
            int coreHours, List<Path> files) {

        /**
         * @param args the command line
         * @return its options
         * @throws IllegalArgumentException with a message of one line if it is wrong
         */
        static Options of(String[] args) {
            List<Integer> members = List.of(100, 1_000, 10_000);
            int threads = 1;
            int runs = 10;
            int seed = 1;
            double hangs = 0.25;
            int replace = -1;
            int board = 0;
            int coreHours = 0;
            List<Path> files = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (!arg.startsWith("--")) {
                    files.add(Path.of(arg));
                    continue;
                }
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(arg + " needs a value; " + USAGE);
                }
                String value = args[++i];
                switch (arg) {
                    case "--members" -> members = Arrays.stream(value.split(","))
                            .map(word -> BenchArguments.number(word, "--members", 1, USAGE)).toList();
                    case "--threads" -> threads = BenchArguments.number(value, "--threads", 1, USAGE);
                    case "--runs" -> runs = BenchArguments.number(value, "--runs", 1, USAGE);
                    case "--seed" -> seed = BenchArguments.number(value, "--seed", 0, USAGE);
                    case "--hangs" -> hangs = BenchArguments.number(value, "--hangs (in percent)", 0, USAGE) / 100.0;
                    case "--replace" -> replace = BenchArguments.number(value, "--replace", 0, USAGE);
                    case "--board" -> board = BenchArguments.number(value, "--board", 1, USAGE);
                    case "--core-hours" -> coreHours = BenchArguments.number(value, "--core-hours", 1, USAGE);
                    default -> throw new IllegalArgumentException("unknown option " + arg + "; " + USAGE);
                }
            }
            if (files.isEmpty()) {
                throw new IllegalArgumentException(USAGE);
            }
            if (hangs > 1) {
                throw new IllegalArgumentException("--hangs is a percentage, 0 to 100, not " + Math.round(hangs * 100));
            }
            if ((board > 0) != (coreHours > 0)) {
                throw new IllegalArgumentException("--board and --core-hours go together");
            }
            return new Options(members, threads, runs, seed, hangs, replace, board, coreHours, List.copyOf(files));
        }
    }
}
