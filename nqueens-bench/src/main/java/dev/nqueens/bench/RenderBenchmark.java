package dev.nqueens.bench;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The streaming throughput of {@code solve(n)} through each renderer into a sink that counts bytes. The
 * secondary results are rates per second: {@code boards}, and {@code bytes} of UTF-8 output (divide by 10⁶
 * for MB/s). {@code solveOnly} streams the same solutions without rendering them, the baseline.
 * {@link BenchmarkMain} sets {@code renderer} to every installed renderer.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class RenderBenchmark {

    /** n: 12 has 14,200 solutions, enough to measure the stream rather than its start. */
    @Param({"12"})
    public int n;

    /** The id of the solver that lists the solutions. */
    @Param({"bitmask"})
    public String lister;

    private Solver source;

    /** Creates the benchmark's state; JMH needs the public constructor. */
    public RenderBenchmark() {
    }

    /** Looks the solver up. */
    @Setup
    public void lookUp() {
        source = Registry.installed(ProviderKind.SOLVER).byId(lister);
        RequestChecks.requireSupported(source, SolveRequest.of(n));
    }

    /** The renderer under test: a state of its own, so that {@code solveOnly} runs once, not per renderer. */
    @State(Scope.Benchmark)
    public static class Format {

        /** The id of the renderer to measure. */
        @Param({"ascii"})
        public String renderer;

        private Renderer format;

        /** Creates the state; JMH needs the public constructor. */
        public Format() {
        }

        /** Looks the renderer up. */
        @Setup
        public void lookUp() {
            format = Registry.installed(ProviderKind.FORMAT).byId(renderer);
        }
    }

    /** What one thread rendered: JMH reports each field as a rate per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Output {

        /** Boards rendered. */
        public long boards;

        /** UTF-8 bytes written. */
        public long bytes;

        /** Creates the counters; JMH needs the public constructor. */
        public Output() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            boards = 0;
            bytes = 0;
        }
    }

    /** What one thread streamed: JMH reports the field as a rate per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Streamed {

        /** Boards streamed. */
        public long boards;

        /** Creates the counter; JMH needs the public constructor. */
        public Streamed() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            boards = 0;
        }
    }

    /**
     * Renders all the solutions of n.
     *
     * @param format the renderer
     * @param output where the boards and bytes are counted
     * @throws IOException never: the sink does not fail
     */
    @Benchmark
    public void solveAndRender(Format format, Output output) throws IOException {
        ByteCounter sink = new ByteCounter();
        try (Stream<Solution> solutions = source.solve(SolveRequest.of(n))) {
            format.format.render(solutions.peek(solution -> output.boards++), sink);
        }
        output.bytes += sink.bytes();
    }

    /**
     * Streams the same solutions without rendering them.
     *
     * @param streamed where the boards are counted
     * @param blackhole keeps the solutions from being optimised away
     */
    @Benchmark
    public void solveOnly(Streamed streamed, Blackhole blackhole) {
        try (Stream<Solution> solutions = source.solve(SolveRequest.of(n))) {
            solutions.forEach(solution -> {
                blackhole.consume(solution);
                streamed.boards++;
            });
        }
    }
}
