package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.internal.Eventually;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the four exhaustive built-in solvers have in common beyond the contract: agreement, limits, progress,
 * registration.
 */
class BuiltInSolversTest {

    private static final List<Solver> SOLVERS = List.of(new ScanSolver(), new RecursiveSolver(), new IterativeSolver(),
            new BitmaskSolver());

    static IntStream smallBoards() {
        return IntStream.rangeClosed(0, 10);
    }

    static Stream<Solver> solvers() {
        return SOLVERS.stream();
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("smallBoards")
    void allFourYieldTheSameSequence(int n) {
        List<Solution> recursive = solutions(new RecursiveSolver(), n);

        assertThat(solutions(new ScanSolver(), n)).as("scan, n = %d", n).isEqualTo(recursive);
        assertThat(solutions(new IterativeSolver(), n)).as("iterative, n = %d", n).isEqualTo(recursive);
        assertThat(solutions(new BitmaskSolver(), n)).as("bitmask, n = %d", n).isEqualTo(recursive);
    }

    private static List<Solution> solutions(Solver solver, int n) {
        try (Stream<Solution> solutions = solver.solve(SolveRequest.of(n))) {
            return solutions.toList();
        }
    }

    static Stream<Arguments> limits() {
        return Stream.of(
                Arguments.of(new ScanSolver(), 1_000),
                Arguments.of(new RecursiveSolver(), 1_000),
                Arguments.of(new IterativeSolver(), 10_000),
                Arguments.of(new BitmaskSolver(), 32));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("limits")
    void refusesBoardsBeyondItsDocumentedLimit(Solver solver, int limit) {
        assertThat(solver.maxBoardSize()).isEqualTo(limit);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> solver.solve(SolveRequest.of(limit + 1)))
                .withMessage("n = " + (limit + 1) + " is beyond the " + solver.id() + " solver's limit of " + limit);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void progressOfACountRisesToTheTotal(Solver solver) {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        long count = solver.count(SolveRequest.builder(11).progress((done, total) -> reports.add(new long[] {done, total}))
                .build());

        assertThat(count).isEqualTo(2680);
        assertThat(reports).isNotEmpty();
        assertRisingWithin(reports, 11 * 11);
        assertThat(reports.get(reports.size() - 1)).containsExactly(121, 121);
    }

    /** Runs a long count for a while, so that progress comes from the search, not from its end. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void progressOfALongCountComesAboutEveryTenMilliseconds(Solver solver) throws InterruptedException {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        Cancellation cancellation = new Cancellation();
        SolveRequest request = SolveRequest.builder(20).cancellation(cancellation)
                .progress((done, total) -> reports.add(new long[] {done, total})).build();
        Thread counter = new Thread(() -> {
            try {
                solver.count(request);
            } catch (CancellationException expected) {
                // the way this count ends
            }
        });
        long start = System.nanoTime();
        counter.start();
        // as many reports as the check below needs, however long a loaded machine takes to give them
        try {
            Eventually.holds(() -> reports.size() >= 6 || !counter.isAlive(), "six progress reports",
                    Duration.ofSeconds(30));
        } finally {
            cancellation.cancel();
        }
        counter.join();
        long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertThat(reports.size()).as("reports in %d ms", elapsedMillis)
                .isGreaterThanOrEqualTo(5).isLessThanOrEqualTo((int) (elapsedMillis / 10) + 1);
        assertRisingWithin(reports, 20 * 20);
    }

    private static void assertRisingWithin(List<long[]> reports, long total) {
        long previous = 0;
        for (long[] report : reports) {
            assertThat(report[1]).as("total").isEqualTo(total);
            assertThat(report[0]).as("done").isBetween(previous, total);
            previous = report[0];
        }
    }

    @Test
    void theServiceLoaderFindsAllFour() {
        assertThat(Registry.installed(ProviderKind.SOLVER).ids()).contains("bitmask", "iterative", "recursive", "scan");
        assertThat(Registry.installed(ProviderKind.SOLVER).byId("bitmask")).isInstanceOf(BitmaskSolver.class);
    }

    /** The class path reads the services file, the module path the module descriptor: both must list the same. */
    @Test
    void theServicesFileAndTheModuleDescriptorListTheSameSolvers() throws IOException {
        ModuleDescriptor descriptor = BitmaskSolver.class.getModule().getDescriptor();
        assumeTrue(descriptor != null, "the tests run on the class path, where the module descriptor is not read");
        List<String> provided = descriptor.provides().stream()
                .filter(provides -> provides.service().equals(Solver.class.getName()))
                .flatMap(provides -> provides.providers().stream())
                .sorted().toList();

        assertThat(servicesFile()).isEqualTo(provided).isNotEmpty();
    }

    private static List<String> servicesFile() throws IOException {
        try (InputStream in = BitmaskSolver.class.getResourceAsStream("/META-INF/services/" + Solver.class.getName())) {
            assertThat(in).as("the services file").isNotNull();
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#")).sorted().toList();
        }
    }
}
