package dev.nqueens.solvers.band;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.testkit.internal.Eventually;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every band counter must do, held by each counter's test: counts, splits, progress, cancellation,
 * the checks of a subproblem and the limits. A subclass names its counter, the version of its scheme and
 * the number of band positions its largest board fixes.
 */
public abstract class BandCounterTest {

    /** The progress of a count of a whole board: thousandths of a subproblem, as the solvers' javadoc says. */
    private static final long PARTS_PER_SUBPROBLEM = 1000;

    private final BandCounter<?> solver;
    private final String id;
    private final int limit;
    private final String schemeOf13;
    private final int largestBoardFixed;

    /**
     * @param solver the counter
     * @param schemeOf13 the scheme of its split of n = 13, as in {@code "v1 half=5 band=3 fixed=3"}
     * @param largestBoardFixed how many band positions the subproblems of its largest board fix
     */
    protected BandCounterTest(BandCounter<?> solver, String schemeOf13, int largestBoardFixed) {
        this.solver = solver;
        this.id = solver.id();
        this.limit = solver.maxBoardSize();
        this.schemeOf13 = schemeOf13;
        this.largestBoardFixed = largestBoardFixed;
    }

    static IntStream boardsUpTo16() {
        return IntStream.rangeClosed(0, 16);
    }

    /** n = 16 takes about a second on one thread, so every board up to it is checked. */
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("boardsUpTo16")
    void countsAllAndFundamentalSolutions(int n) {
        SolveRequest request = SolveRequest.of(n);

        assertThat(solver.count(request)).as("count(n = %d)", n).isEqualTo(KnownCounts.total(n));
        assertThat(solver.countUnique(request)).as("countUnique(n = %d)", n).isEqualTo(KnownCounts.unique(n));
    }

    @Test
    void describesItselfAsACountingSolver() {
        assertThat(solver.description()).doesNotContain("\n").doesNotEndWith(".");
        assertThat(solver.capabilities()).containsExactlyInAnyOrder(Capability.COUNT, Capability.UNIQUE_COUNT,
                Capability.SPLITS);
    }

    static IntStream joinableBoards() {
        return IntStream.rangeClosed(4, 14);
    }

    @ParameterizedTest(name = "n = {0}")
    @MethodSource("joinableBoards")
    void theSubcountsOfASplitAddUpToTheKnownCounts(int n) {
        Split split = solver.split(n);

        Subcount sum = Subcount.ZERO;
        for (Subproblem subproblem : split.subproblems()) {
            sum = sum.plus(solver.count(SubproblemRequest.of(subproblem)));
        }

        assertThat(sum.solutions()).as("solutions of n = %d", n).isEqualTo(KnownCounts.total(n));
        assertThat(sum.fundamentalSolutions()).as("fundamental solutions of n = %d", n)
                .isEqualTo(KnownCounts.unique(n));
    }

    @Test
    void aSplitIsTheSameEveryTime() {
        Split first = solver.split(13);
        Split second = solver.split(13);

        assertThat(second.subproblems()).isEqualTo(first.subproblems());
        assertThat(second.signature()).isEqualTo(first.signature());
        assertThat(first.subproblems()).extracting(Subproblem::id).doesNotHaveDuplicates()
                .allMatch(id -> id.matches("\\d+(-\\d+)*(\\.rowsets-\\d+)?"));
        assertThat(first.signature())
                .startsWith(id + "/13/" + schemeOf13 + "/" + first.subproblems().size() + "/");
    }

    @Test
    void splitsOfOtherBoardsHaveOtherSignatures() {
        assertThat(IntStream.rangeClosed(0, 16).mapToObj(n -> solver.split(n).signature()))
                .doesNotHaveDuplicates();
    }

    @Test
    void theLargestSubproblemsComeFirst() {
        List<Subproblem> subproblems = solver.split(15).subproblems();

        assertThat(subproblems).extracting(Subproblem::estimatedWork).isSortedAccordingTo((a, b) -> Long.compare(b, a));
    }

    @Test
    void subproblemsMadeAgainFromTheirFieldsCountTheSame() {
        // as an engine sends one to another machine: its fields, and the constructor on the other side
        for (Subproblem subproblem : solver.split(11).subproblems()) {
            Subproblem copy = new Subproblem(subproblem.solverId(), subproblem.scheme(), subproblem.id(),
                    subproblem.boardSize(), List.copyOf(subproblem.queens()), subproblem.estimatedWork());

            assertThat(copy).isEqualTo(subproblem);
            assertThat(solver.count(SubproblemRequest.of(copy)))
                    .isEqualTo(solver.count(SubproblemRequest.of(subproblem)));
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {2, 3})
    void boardsWithoutSolutionsSplitIntoNothing(int n) {
        Split split = solver.split(n);

        assertThat(split.subproblems()).isEmpty();
        assertThat(solver.count(SolveRequest.of(n))).isZero();
    }

    @Test
    void aCountRunsOnTheCallingThreadWhateverTheParallelism() {
        List<Thread> reporting = new CopyOnWriteArrayList<>();

        long count = solver.count(SolveRequest.builder(14).parallelism(4)
                .progress((done, total) -> reporting.add(Thread.currentThread())).build());

        assertThat(count).isEqualTo(KnownCounts.total(14));
        assertThat(reporting).isNotEmpty().containsOnly(Thread.currentThread());
    }

    @Test
    void progressCountsFinishedSubproblemsFromNoneToAll() {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        int subproblems = solver.split(13).subproblems().size();

        solver.count(SolveRequest.builder(13)
                .progress((done, total) -> reports.add(new long[] {done, total})).build());

        long parts = subproblems * PARTS_PER_SUBPROBLEM;
        assertThat(reports).isNotEmpty().allSatisfy(report -> assertThat(report[1]).isEqualTo(parts));
        assertThat(reports.get(0)[0]).isZero();
        assertThat(reports.get(reports.size() - 1)[0]).isEqualTo(parts);
        assertThat(reports).extracting(report -> report[0]).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void progressShowsWithinSubproblemsOfLargeBoards() throws InterruptedException {
        List<long[]> reports = new CopyOnWriteArrayList<>();
        Cancellation cancellation = new Cancellation();
        CompletableFuture<Long> count = CompletableFuture.supplyAsync(() -> solver.count(SolveRequest.builder(21)
                .cancellation(cancellation).progress((done, total) -> reports.add(new long[] {done, total})).build()));
        try {
            Eventually.holds(() -> reports.stream().anyMatch(report -> report[0] > 0), "progress of the count",
                    Duration.ofSeconds(20));
        } finally {
            cancellation.cancel();
        }

        assertThat(reports).as("progress of a count of n = 21, which takes an hour or two")
                .anySatisfy(report -> assertThat(report[0]).isPositive())
                .allSatisfy(report -> assertThat(report[1]).isEqualTo(solver.split(21).subproblems().size()
                        * PARTS_PER_SUBPROBLEM));
        // a report between two subproblems' ends: the progress comes from within one
        assertThat(reports).as("a report within a subproblem")
                .anySatisfy(report -> assertThat(report[0] % PARTS_PER_SUBPROBLEM).isPositive());
        assertThatThrownBy(count::join).hasCauseInstanceOf(CancellationException.class);
    }

    @Test
    void countingASubproblemStopsWhenCancelled() throws InterruptedException, ExecutionException {
        Subproblem large = solver.split(22).subproblems().get(0);
        Cancellation cancellation = new Cancellation();
        CountDownLatch progressed = new CountDownLatch(1);
        CompletableFuture<Subcount> count = CompletableFuture.supplyAsync(() -> solver.count(SubproblemRequest
                .builder(large).cancellation(cancellation).progress((done, total) -> progressed.countDown()).build()));
        // cancelled once it is seen counting, not after a fixed time that a loaded machine may not give it
        assertThat(progressed.await(30, TimeUnit.SECONDS)).as("progress within 30 s").isTrue();
        assertThat(count).as("a subproblem of n = 22 that should run for minutes").isNotDone();

        cancellation.cancel();

        assertThatThrownBy(() -> count.get(1, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(CancellationException.class);
    }

    @Test
    void aCountStopsWithinASecondOfCancel() throws InterruptedException {
        Cancellation cancellation = new Cancellation();
        CountDownLatch progressed = new CountDownLatch(1);
        CompletableFuture<Long> count = CompletableFuture.supplyAsync(() -> solver.count(SolveRequest.builder(22)
                .cancellation(cancellation).progress((done, total) -> progressed.countDown()).build()));
        assertThat(progressed.await(30, TimeUnit.SECONDS)).as("progress within 30 s").isTrue();
        assertThat(count).as("a count of n = 22, which takes hours").isNotDone();

        cancellation.cancel();

        assertThatThrownBy(() -> count.get(1, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(CancellationException.class);
    }

    @Test
    void aCountCancelledBeforehandStopsAtOnce() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        assertThatThrownBy(() -> solver.count(SolveRequest.builder(limit).cancellation(cancellation).build()))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void concurrentCallsOnOneInstanceAgree() {
        List<CompletableFuture<Long>> counts = IntStream.range(0, 4)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> solver.count(SolveRequest.of(12)))).toList();

        assertThat(counts).extracting(CompletableFuture::join).containsOnly(KnownCounts.total(12));
    }

    @Test
    void aSubproblemCancelledBeforehandIsNotCounted() {
        Subproblem subproblem = solver.split(8).subproblems().get(0);
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        SubproblemRequest cancelled = SubproblemRequest.builder(subproblem).cancellation(cancellation).build();

        assertThatThrownBy(() -> solver.count(cancelled)).isInstanceOf(CancellationException.class);
    }

    @Test
    void aFailingProgressListenerSurfaces() {
        IllegalStateException broken = new IllegalStateException("listener broke");
        SolveRequest request = SolveRequest.builder(15).progress((done, total) -> {
            if (done > 3) {
                throw broken;
            }
        }).build();

        assertThatThrownBy(() -> solver.count(request)).isSameAs(broken);
    }

    @Test
    void refusesSubproblemsItDidNotMake() {
        Subproblem own = solver.split(13).subproblems().get(0);

        assertThatThrownBy(() -> solver.count(SubproblemRequest.of(
                new Subproblem("bitmask", own.scheme(), own.id(), 13, own.queens(), 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Subproblem[bitmask n=13 " + own.id() + "] belongs to the bitmask solver, not to " + id);
        assertThatThrownBy(() -> solver.count(SubproblemRequest.of(
                new Subproblem(id, "v0", own.id(), 13, own.queens(), 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Subproblem[" + id + " n=13 " + own.id() + "] was split with scheme 'v0', but this "
                        + "version splits n = 13 with '" + schemeOf13 + "'");
        assertThatThrownBy(() -> solver.count(SubproblemRequest.of(new Subproblem(id, own.scheme(), "x", 13,
                List.of(new Queen(0, 0)), 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Subproblem[" + id + " n=13 x] has queens [0:0] that do not fill the band positions "
                        + "of its scheme");
        Subproblem tooLarge = new Subproblem(id, schemeOf13, "x", limit + 1, List.of(), 0);
        assertThatThrownBy(() -> solver.count(SubproblemRequest.of(tooLarge)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Subproblem[" + id + " n=" + (limit + 1) + " x] is beyond the " + id + " solver's limit of "
                        + limit);
    }

    @Test
    void solveSaysThatThisSolverOnlyCounts() {
        assertThatThrownBy(() -> solver.solve(SolveRequest.of(8)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the " + id + " solver does not list solutions: it only counts");
        // the operation is refused before the request: whatever n, this solver lists nothing
        assertThatThrownBy(() -> solver.solve(SolveRequest.of(limit + 1))).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void refusesBoardsBeyondItsLimitBeforeAnyWork() {
        assertThatThrownBy(() -> solver.count(SolveRequest.of(limit + 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n = " + (limit + 1) + " is beyond the " + id + " solver's limit of " + limit);
        assertThatThrownBy(() -> solver.split(limit + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theLargestBoardSplitsQuickly() throws InterruptedException, ExecutionException, TimeoutException {
        CompletableFuture<Split> split = CompletableFuture.supplyAsync(() -> solver.split(limit));

        assertThat(split.get(10, TimeUnit.SECONDS).subproblems()).isNotEmpty()
                .allSatisfy(subproblem -> assertThat(subproblem.queens()).hasSize(largestBoardFixed));
    }
}
