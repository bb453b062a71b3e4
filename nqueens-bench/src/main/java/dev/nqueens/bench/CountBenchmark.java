package dev.nqueens.bench;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.LocalEngine;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The time of one {@code count(n)} call, per solver and board size. {@link BenchmarkMain} sets
 * {@link #solver} to every installed solver that counts; a run of JMH's own main measures {@code bitmask}
 * unless told otherwise with {@code -p solver=...}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class CountBenchmark {

    /** n. */
    @Param({"8", "9", "10", "11", "12", "13", "14", "15", "16"})
    public int n;

    /** The id of the solver to measure. */
    @Param({"bitmask"})
    public String solver;

    /**
     * The threads to count on: those a {@link Capability#PARALLEL} solver may use, or those of the engine
     * that counts a splitting solver's subproblems ({@link LocalEngine#countBoard}, as the shell's
     * {@code count} does); one by default, so that solvers compare on their algorithms.
     */
    @Param({"1"})
    public int threads;

    private Solver counter;
    /** The counter if it splits its work and {@link #threads} is more than one; else null. */
    private SubproblemSolver onEngine;
    private SolveRequest request;

    /** Creates the benchmark's state; JMH needs the public constructor. */
    public CountBenchmark() {
    }

    /**
     * Looks the solver up.
     *
     * @throws IllegalArgumentException if it does not count, or not boards of size n
     */
    @Setup
    public void lookUp() {
        counter = Registry.installed(ProviderKind.SOLVER).byId(solver);
        if (!counter.capabilities().contains(Capability.COUNT)) {
            throw new IllegalArgumentException("the " + solver + " solver does not count");
        }
        request = SolveRequest.builder(n).parallelism(threads).build();
        RequestChecks.requireSupported(counter, request);
        onEngine = threads > 1 ? SubproblemSolver.splitting(counter).orElse(null) : null;
    }

    /** @return the number of solutions, so that JMH keeps the call */
    @Benchmark
    public long count() {
        return onEngine == null ? counter.count(request) : LocalEngine.countBoard(onEngine, request).solutions();
    }
}
