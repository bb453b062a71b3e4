package dev.nqueens.bench;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import org.openjdk.jmh.Main;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * The main class of {@code benchmarks.jar}: JMH's command line, with the solvers and renderers filled in.
 * Unless the command line sets them with {@code -p}, {@code solver} becomes every installed solver that
 * counts and {@code renderer} every installed renderer. JMH's own listing and help options ({@code -l},
 * {@code -h}, ...) go to JMH's main unchanged.
 *
 * <p>Examples: {@code java -jar benchmarks.jar CountBenchmark -p n=16} measures every counting solver on
 * n = 16; {@code java -jar benchmarks.jar RenderBenchmark} measures every renderer.
 */
public final class BenchmarkMain {

    private BenchmarkMain() {
    }

    /**
     * @param args JMH's command-line options
     * @throws Exception if JMH fails to parse them or to run the benchmarks
     */
    public static void main(String[] args) throws Exception {
        CommandLineOptions given;
        try {
            given = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            System.err.println("benchmarks: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (given.shouldHelp() || given.shouldList() || given.shouldListWithParams() || given.shouldListProfilers()
                || given.shouldListResultFormats()) {
            Main.main(args);
            return;
        }
        run(given);
    }

    private static void run(CommandLineOptions given) throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder().parent(given);
        if (!given.getParameter("solver").hasValue()) {
            options.param("solver", Registry.installed(ProviderKind.SOLVER).all().stream()
                    .filter(solver -> solver.capabilities().contains(Capability.COUNT))
                    .map(Solver::id).toArray(String[]::new));
        }
        if (!given.getParameter("renderer").hasValue()) {
            options.param("renderer", Registry.installed(ProviderKind.FORMAT).all().stream().map(Renderer::id)
                    .toArray(String[]::new));
        }
        new Runner(options.build()).run();
    }
}
