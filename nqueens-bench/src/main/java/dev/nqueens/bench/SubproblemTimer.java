package dev.nqueens.bench;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Times a random sample of a split's subproblems, one at a time on the calling thread, and writes them as
 * {@link SubproblemTimes}: the measured input of {@link ClusterSimulationMain}. As {@code count N --estimate}
 * does, the subproblems are taken in a random order (seeded, so that a rerun takes the same ones) and counted
 * until the time is up; the one under way then finishes, so that long subproblems are not left out more often
 * than short ones. The first is marked: the JIT compiled the solver's code while it ran.
 *
 * <p>Usage: {@code java [--add-modules jdk.incubator.vector] -cp benchmarks.jar dev.nqueens.bench.SubproblemTimer
 * SOLVER N SECONDS SEED FILE}, e.g. {@code bitslice 23 120 1 bench/subproblem-times/bitslice-23.tsv}. The file
 * says the machine, the time, the Java and whether the Vector API was there.
 */
public final class SubproblemTimer {

    private static final String USAGE = "usage: SubproblemTimer SOLVER N SECONDS SEED FILE";

    private SubproblemTimer() {
    }

    /** @param args the solver, n, the seconds to start subproblems in, the seed of the order, the file */
    public static void main(String[] args) {
        Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
        SubproblemSolver solver;
        int n;
        int seconds;
        int seed;
        try {
            if (args.length != 5) {
                throw new IllegalArgumentException(USAGE);
            }
            solver = SubproblemSolver.splitting(solvers.byId(args[0]))
                    .orElseThrow(() -> new IllegalArgumentException(args[0] + " does not split its counts"));
            n = BenchArguments.number(args[1], "N", 0, USAGE);
            seconds = BenchArguments.number(args[2], "SECONDS", 1, USAGE);
            seed = BenchArguments.number(args[3], "SEED", 0, USAGE);
        } catch (IllegalArgumentException e) {
            System.err.println("SubproblemTimer: " + e.getMessage());
            System.exit(2);
            return;
        }
        Instant began = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Split split = solver.split(n);
        List<SubproblemTimes.Timed> timed = time(solver, split, seconds, new Random(seed));
        Map<String, String> about = new LinkedHashMap<>();
        about.put("machine", machine());
        about.put("date", began.toString());
        about.put("java", Runtime.version().toString());
        about.put("vectors", ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent() ? "on" : "off");
        about.put("signature", split.signature());
        about.put("sampled", "SubproblemTimer " + String.join(" ", args) + ": a random order, seed " + seed
                + ", for " + seconds + " s, on one thread");
        SubproblemTimes times = new SubproblemTimes(about, solver.id(), n, split.subproblems().size(), timed);
        times.write(Path.of(args[4]));
        System.out.printf(Locale.ROOT, "%s, n = %d: %d of %,d subproblems timed, written to %s%n", solver.id(), n,
                timed.size(), split.subproblems().size(), args[4]);
    }

    private static List<SubproblemTimes.Timed> time(SubproblemSolver solver, Split split, int seconds,
            Random random) {
        List<Subproblem> order = new ArrayList<>(split.subproblems());
        Collections.shuffle(order, random);
        List<SubproblemTimes.Timed> timed = new ArrayList<>();
        long start = System.nanoTime();
        for (Subproblem subproblem : order) {
            if (System.nanoTime() - start >= seconds * 1_000_000_000L) {
                break;
            }
            long began = System.nanoTime();
            long solutions = solver.count(SubproblemRequest.of(subproblem)).solutions();
            double took = (System.nanoTime() - began) / 1e9;
            timed.add(new SubproblemTimes.Timed(subproblem.id(), subproblem.estimatedWork(), took, timed.isEmpty()));
            System.out.printf(Locale.ROOT, "%s: estimated work %d, %d solutions, %.3f s%n", subproblem.id(),
                    subproblem.estimatedWork(), solutions, took);
        }
        return timed;
    }

    /** @return the processor's model and how many this JVM sees, where Linux says them */
    private static String machine() {
        String model = "unknown processor";
        try {
            model = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(line -> line.startsWith("model name")).map(line -> line.substring(line.indexOf(':') + 1)
                            .strip()).findFirst().orElse(model);
        } catch (IOException | RuntimeException e) {
            // not Linux: the model stays unknown
        }
        return model + ", " + Runtime.getRuntime().availableProcessors() + " processors, "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch");
    }
}
