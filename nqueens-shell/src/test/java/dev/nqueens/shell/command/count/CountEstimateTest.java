package dev.nqueens.shell.command.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Split;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.shell.command.count.CountEstimate.Elsewhere;
import dev.nqueens.shell.command.count.CountEstimate.Projection;
import dev.nqueens.shell.command.count.CountEstimate.Timed;
import dev.nqueens.testkit.internal.TestProviders;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class CountEstimateTest {

    @Test
    void aWholeSampleIsAMeasurement() {
        Projection projection = CountEstimate.project(new long[] {1, 2, 3},
                List.of(new Timed(1, 1.0, true), new Timed(2, 2.5), new Timed(3, 2.5)), 0.5);

        assertThat(projection.whole()).isTrue();
        assertThat(projection.seconds()).isEqualTo(6.0);
        assertThat(projection.low()).isEqualTo(6.0);
        assertThat(projection.high()).isEqualTo(6.0);
        // the first subproblem counts, and the start-up adds to the time
        assertThat(projection.wallSeconds(2)[0]).isEqualTo(3.5);
    }

    @Test
    void timesInProportionToTheEstimatesProjectExactly() {
        long[] all = {10, 20, 30, 40, 50, 60};
        Projection projection = CountEstimate.project(all, List.of(new Timed(20, 2.0), new Timed(50, 5.0)), 0);

        assertThat(projection.seconds()).isCloseTo(21.0, within(1e-9));
        assertThat(projection.low()).isCloseTo(21.0, within(1e-9));
        assertThat(projection.high()).isCloseTo(21.0, within(1e-9));
        // the longest subproblem bounds the time on many threads
        assertThat(projection.longest()).isCloseTo(6.0, within(1e-9));
        assertThat(projection.wallSeconds(100)[0]).isCloseTo(6.0, within(1e-9));
    }

    @Test
    void theFirstSubproblemOfEachThreadIsLeftOutWhereTwoOthersRemain() {
        long[] all = {1, 1, 1, 1, 1, 1};
        List<Timed> sample = List.of(new Timed(1, 9.0, true), new Timed(1, 1.0), new Timed(1, 1.0));

        assertThat(CountEstimate.project(all, sample, 0).seconds()).isCloseTo(6.0, within(1e-9));
        assertThat(CountEstimate.project(all, sample, 0).sampled()).isEqualTo(3);
        // with one other only, the first stays
        assertThat(CountEstimate.project(all, sample.subList(0, 2), 0).seconds()).isCloseTo(30.0, within(1e-9));
    }

    @Test
    void withoutEstimatesTheMeanPerSubproblemProjects() {
        Projection projection = CountEstimate.project(new long[] {0, 0, 0, 0},
                List.of(new Timed(0, 1.0), new Timed(0, 3.0)), 0);

        assertThat(projection.seconds()).isCloseTo(8.0, within(1e-9));
        assertThat(projection.low()).isLessThan(8.0);
        assertThat(projection.high()).isGreaterThan(8.0);
    }

    @Test
    void theIntervalHoldsTheTruthAboutNineTimesInTen() {
        Random random = new Random(7);
        int population = 2_000;
        long[] all = new long[population];
        double[] cost = new double[population];
        double truth = 0;
        for (int i = 0; i < population; i++) {
            all[i] = 1 + random.nextInt(1_000);
            // the real cost follows the estimate, with noise of a third either way
            cost[i] = all[i] * (0.67 + 0.66 * random.nextDouble());
            truth += cost[i];
        }
        int held = 0;
        int trials = 400;
        for (int trial = 0; trial < trials; trial++) {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < population; i++) {
                order.add(i);
            }
            Collections.shuffle(order, random);
            List<Timed> sample = order.subList(0, 40).stream().map(i -> new Timed(all[i], cost[i])).toList();
            Projection projection = CountEstimate.project(all, sample, 0);
            held += projection.low() <= truth && truth <= projection.high() ? 1 : 0;
        }
        assertThat(held).isBetween((int) (0.83 * trials), (int) (0.97 * trials));
    }

    @Test
    void theSampleTimesSubproblemsInARandomOrderUntilTheTimeIsUp() {
        SubproblemSolver solver = bitslice();
        Split split = solver.split(12);
        // a clock that moves a second at each reading of the counting thread: two subproblems start before the
        // time (5 s) is up
        AtomicLong now = new AtomicLong();
        List<Timed> sample = CountEstimate.sample(solver, split, 1, Duration.ofSeconds(5), new Cancellation(),
                new Random(1), () -> Thread.currentThread().getName().startsWith("nqueens-estimate")
                        ? now.getAndAdd(1_000_000_000L) : now.get()).timed();

        assertThat(sample).hasSize(2).allSatisfy(timed -> assertThat(timed.seconds()).isEqualTo(1.0));
        assertThat(sample).extracting(Timed::first).containsExactly(true, false);
        assertThat(CountEstimate.sample(solver, split, 2, Duration.ofHours(1), new Cancellation(), new Random(2),
                System::nanoTime).timed()).hasSize(split.subproblems().size());
    }

    @Test
    void subproblemsUnderWayAtTwiceTheTimeAreStoppedAndLeftOut() {
        // a solver whose subproblems take until they are cancelled
        SubproblemSolver endless = TestProviders.splittingSolver("endless").basedOn(bitslice()).subcount(request -> {
            while (!request.cancellation().isCancelled()) {
                LockSupport.parkNanos(1_000_000);
            }
            throw new CancellationException();
        }).build();

        CountEstimate.Sample sample = CountEstimate.sample(endless, endless.split(12), 2, Duration.ofSeconds(1),
                new Cancellation(), new Random(4), System::nanoTime);

        assertThat(sample.timed()).isEmpty();
        // each thread started one, unless the machine kept it from starting for the whole second
        assertThat(sample.stopped()).isBetween(1, 2);
    }

    @Test
    void aHugeTimeIsAYear() {
        SubproblemSolver solver = bitslice();

        assertThat(CountEstimate.sample(solver, solver.split(10), 1, Duration.ofSeconds(Long.MAX_VALUE),
                new Cancellation(), new Random(5), System::nanoTime).timed()).hasSize(solver.split(10).subproblems()
                .size());
    }

    @Test
    void aCancelledSampleIsEmpty() {
        SubproblemSolver solver = bitslice();
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();

        assertThat(CountEstimate.sample(solver, solver.split(12), 2, Duration.ofHours(1), cancelled, new Random(3),
                System::nanoTime).timed()).isEmpty();
    }

    @Test
    void theLinesSayTheWorkAndTheTimeWithTheirIntervals() {
        Projection projection = new Projection(1_760, 14, 7_200, 6_480, 7_920, 40, 0);
        String text = CountEstimate.describe("count 22 with bitslice", projection, 2,
                List.of(new Elsewhere("on 8 members of 2 threads", 16)), Duration.ofSeconds(31));

        assertThat(text.lines()).containsExactly(
                "count 22 with bitslice: 1,760 subproblems, 14 counted in 31 s on 2 threads",
                "work: 2.0 core-hours (90 % interval 1.8 to 2.2)",
                "on 2 threads: 1:00:00 (54:00 to 1:06:00)",
                "on 8 members of 2 threads: 7:30 (6:45 to 8:15)");
    }

    private static SubproblemSolver bitslice() {
        return SubproblemSolver.splitting(Registry.installed(ProviderKind.SOLVER).byId("bitslice")).orElseThrow();
    }
}
