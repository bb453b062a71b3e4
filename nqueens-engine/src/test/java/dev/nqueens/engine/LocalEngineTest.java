package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.testkit.internal.TestProviders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LocalEngineTest {

    private static final long PARTS = CountingEngine.PARTS_PER_SUBPROBLEM;
    /** A checkpoint line's subproblem id. */
    private static final Pattern ID = Pattern.compile("^\\{\"id\":\"([^\"]+)\"");

    private final LocalEngine engine = new LocalEngine(2, RowPairs.solvers());

    @TempDir
    Path folder;

    @AfterEach
    void close() {
        engine.close();
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14})
    void countsAllAndFundamentalSolutions(int n) {
        CountResult result = engine.count(CountJob.of(RowPairs.split(n)));

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(n));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(n));
        assertThat(result.counted()).isEqualTo(result.subproblems()).isEqualTo(RowPairs.split(n).subproblems().size());
        assertThat(result.resumed()).isZero();
    }

    @Test
    void countsAWholeBoardOnTheThreadsTheRequestAsksFor() {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        SubproblemSolver watched = new RowPairSolver() {
            @Override
            public Subcount count(SubproblemRequest request) {
                threads.add(Thread.currentThread().getName());
                return super.count(request);
            }
        };
        List<long[]> reports = new CopyOnWriteArrayList<>();

        CountResult result = LocalEngine.countBoard(watched, SolveRequest.builder(12).parallelism(2)
                .progress((done, total) -> reports.add(new long[] {done, total})).build());

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(12));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(12));
        assertThat(threads).isNotEmpty().allMatch(name -> name.startsWith("nqueens-count-"))
                .doesNotContain(Thread.currentThread().getName());
        long size = RowPairs.split(12).subproblems().size() * PARTS;
        assertThat(reports.get(reports.size() - 1)).containsExactly(size, size);
    }

    @Test
    void aWholeBoardCountRefusesPrePlacedQueensAndStopsWhenCancelled() {
        SolveRequest placed = SolveRequest.builder(8).presetQueens(List.of(new Queen(0, 0))).build();
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        assertThatThrownBy(() -> LocalEngine.countBoard(RowPairs.SOLVER, placed))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LocalEngine.countBoard(RowPairs.SOLVER,
                SolveRequest.builder(12).cancellation(cancellation).build()))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void reportsSubproblemsDoneInOrderUpToAll() {
        Split split = RowPairs.split(12);
        List<long[]> reports = new CopyOnWriteArrayList<>();

        engine.count(CountJob.builder(split).progress((done, total) -> reports.add(new long[] {done, total})).build());

        assertThat(reports).isNotEmpty();
        long size = split.subproblems().size() * PARTS;
        assertThat(reports.get(0)).containsExactly(0, size);
        assertThat(reports.get(reports.size() - 1)).containsExactly(size, size);
        for (int i = 1; i < reports.size(); i++) {
            assertThat(reports.get(i)[0]).isGreaterThan(reports.get(i - 1)[0]);
        }
    }

    @Test
    void skipsWhatTheCheckpointHoldsAndAddsTheRest() {
        Split split = RowPairs.split(13);
        Path file = folder.resolve("13.checkpoint");
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            for (Subproblem subproblem : split.subproblems().subList(0, 100)) {
                checkpoint.append(subproblem.id(),
                        MemberCount.here(RowPairs.SOLVER.count(SubproblemRequest.of(subproblem))));
            }
        }
        AtomicLong lastTotal = new AtomicLong();

        CountResult result;
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            result = engine.count(CountJob.builder(split).checkpoint(checkpoint)
                    .progress((done, total) -> lastTotal.set(total)).build());
        }

        assertThat(result.solutions()).isEqualTo(KnownCounts.total(13));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(13));
        assertThat(result.resumed()).isEqualTo(100);
        assertThat(result.counted()).isEqualTo(split.subproblems().size() - 100);
        assertThat(lastTotal).hasValue((split.subproblems().size() - 100) * PARTS);
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            assertThat(checkpoint.resumed()).isEqualTo(split.subproblems().size());
            CountResult again = engine.count(CountJob.builder(split).checkpoint(checkpoint).build());
            assertThat(again.solutions()).isEqualTo(KnownCounts.total(13));
            assertThat(again.counted()).isZero();
        }
    }

    @Test
    void stopsSoonWhenCancelledAndKeepsWhatFinished() {
        Split split = RowPairs.split(16);
        Path file = folder.resolve("16.checkpoint");
        Cancellation cancellation = new Cancellation();
        AtomicLong cancelledAt = new AtomicLong();
        long stoppedAt;
        try (LocalEngine oneThread = new LocalEngine(1, RowPairs.solvers());
             Checkpoint checkpoint = Checkpoint.open(file, split)) {
            CountJob job = CountJob.builder(split).checkpoint(checkpoint).cancellation(cancellation)
                    .progress((done, total) -> {
                        if (done >= 5 * PARTS && cancelledAt.get() == 0) {
                            cancelledAt.set(System.nanoTime());
                            cancellation.cancel();
                        }
                    }).build();
            assertThatThrownBy(() -> oneThread.count(job)).isInstanceOf(CancellationException.class);
            stoppedAt = System.nanoTime();
        }

        assertThat((stoppedAt - cancelledAt.get()) / 1_000_000).as("milliseconds to stop").isLessThan(500);
        try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
            assertThat(checkpoint.resumed()).isBetween(5, split.subproblems().size() - 1);
            assertThat(checkpoint.droppedTornLine()).isFalse();
            CountResult result = engine.count(CountJob.builder(split).checkpoint(checkpoint).build());
            assertThat(result.solutions()).isEqualTo(KnownCounts.total(16));
            assertThat(result.resumed()).isEqualTo(checkpoint.resumed());
        }
    }

    @Test
    void progressMovesWithinASubproblemAsItsSolverReportsIt() {
        CountDownLatch halfwayReported = new CountDownLatch(1);
        SubproblemSolver solver = halfway(halfwayReported);
        List<long[]> reports = new CopyOnWriteArrayList<>();

        try (LocalEngine oneThread = new LocalEngine(1, Registry.of(ProviderKind.SOLVER, List.of(solver)))) {
            oneThread.count(CountJob.builder(solver.split(1)).progress((done, total) -> {
                reports.add(new long[] {done, total});
                if (done == PARTS / 2) {
                    halfwayReported.countDown();
                }
            }).build());
        }

        assertThat(reports).extracting(report -> report[0]).containsExactly(0L, PARTS / 2, PARTS);
        assertThat(reports).allSatisfy(report -> assertThat(report[1]).isEqualTo(PARTS));
    }

    @Test
    void startsTheSubproblemsLargestEstimatedWorkFirstAndTiesInTheSplitsOrder() throws IOException {
        Split split = RowPairs.split(8);
        Path file = folder.resolve("8.checkpoint");

        // on one thread, the checkpoint's lines follow the order in which the subproblems started
        try (LocalEngine oneThread = new LocalEngine(1, RowPairs.solvers());
                Checkpoint checkpoint = Checkpoint.open(file, split)) {
            oneThread.count(CountJob.builder(split).checkpoint(checkpoint).build());
        }

        List<Long> estimates = split.subproblems().stream().map(Subproblem::estimatedWork).toList();
        assertThat(estimates).as("the split's own order, which the engine must not keep")
                .isNotEqualTo(estimates.stream().sorted(Comparator.reverseOrder()).toList());
        // a stable sort: of equal estimates, the one the split lists first starts first
        assertThat(Files.readAllLines(file).stream().map(ID::matcher).filter(Matcher::find).map(id -> id.group(1)))
                .containsExactlyElementsOf(split.subproblems().stream()
                        .sorted(Comparator.comparingLong(Subproblem::estimatedWork).reversed()).map(Subproblem::id)
                        .toList());
    }

    @Test
    void refusesAJobThatIsAlreadyCancelled() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        assertThatThrownBy(() -> engine.count(CountJob.builder(RowPairs.split(8)).cancellation(cancellation).build()))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void passesOnWhatTheSolverRefuses() {
        Subproblem stale = new Subproblem(RowPairSolver.ID, "v0", "x", 12, List.of(), 1);
        Split split = Split.of(RowPairSolver.ID, 12, "v0", List.of(stale));

        assertThatThrownBy(() -> engine.count(CountJob.of(split)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Subproblem[row-pairs n=12 x] was split with scheme 'v0', but this solver");
    }

    @Test
    void needsTheSolverTheSplitNames() {
        try (LocalEngine empty = new LocalEngine(1, Registry.of(ProviderKind.SOLVER, List.of()))) {
            assertThatThrownBy(() -> empty.count(CountJob.of(RowPairs.split(8))))
                    .hasMessage("unknown solver 'row-pairs'; no solver is installed");
        }
        try (LocalEngine installed = new LocalEngine(1, Registry.of(ProviderKind.SOLVER, List.of(RowPairs.SOLVER,
                // a stand-in for the bitmask solver, which lists its solutions and does not split its work
                TestProviders.solver("bitmask").capabilities(Capability.ALL_SOLUTIONS).build())))) {
            assertThatThrownBy(() -> installed.count(CountJob.builder(Split.of("bitmask", 8, "v", List.of())).build()))
                    .hasMessage("the bitmask solver does not split its work into subproblems");
        }
    }

    @Test
    void needsAThread() {
        assertThatThrownBy(() -> new LocalEngine(0, RowPairs.solvers()))
                .hasMessage("the number of threads must be 1 or more, not 0");
    }

    /**
     * @param halfwayReported counted down by the test once the job's listener has heard of the first half
     * @return a solver that splits a board into one subproblem, and counts it in two halves: it reports the
     *     first, then waits until the job's listener has heard of it before it finishes
     */
    private static SubproblemSolver halfway(CountDownLatch halfwayReported) {
        return TestProviders.splittingSolver("halfway").description("Counts one subproblem in two halves")
                .capabilities(Capability.COUNT, Capability.SPLITS)
                .split(boardSize -> Split.of("halfway", boardSize, "halves", List.of(new Subproblem("halfway",
                        "halves", "all", boardSize, List.of(), 1))))
                .subcount(request -> {
                    request.progress().progress(1, 2);
                    try {
                        if (!halfwayReported.await(10, TimeUnit.SECONDS)) {
                            throw new IllegalStateException("the engine did not report the first half within 10 s");
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new CancellationException("interrupted");
                    }
                    request.progress().progress(2, 2);
                    return new Subcount(1, 7);
                })
                .build();
    }
}
