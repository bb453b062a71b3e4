package dev.nqueens.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.nqueens.bench.ClusterSimulation.Failure;
import dev.nqueens.bench.SimulatedCluster.Dispatch;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@link ClusterSimulation} on small hand-made splits, whose outcome can be worked out by hand. */
class ClusterSimulationTest {

    private static final double EPSILON = 1e-9;

    @ParameterizedTest
    @EnumSource(Dispatch.class)
    void oneMemberOfOneThreadTakesTheSumOfTheTimes(Dispatch dispatch) {
        double[] seconds = {5, 1, 3, 2};

        SimulationOutcome outcome = ClusterSimulation.run(seconds, SimulatedCluster.reliable(1, 1, dispatch), 1);

        assertThat(outcome.makespan()).isCloseTo(11, within(EPSILON));
        assertThat(outcome.ideal()).isCloseTo(11, within(EPSILON));
        assertThat(outcome.efficiency()).isCloseTo(1, within(EPSILON));
        assertThat(outcome.longest()).isEqualTo(5);
        assertThat(outcome.tail()).isZero();
        assertThat(outcome.idleTailCoreHours()).isZero();
        assertThat(List.of(outcome.copies(), outcome.resent(), outcome.crashes(), outcome.hangs())).containsOnly(0);
    }

    @ParameterizedTest
    @EnumSource(Dispatch.class)
    void equalTasksTakeTheirShareRoundedUp(Dispatch dispatch) {
        double[] seconds = new double[10];
        Arrays.fill(seconds, 3);

        // ceil(10 / 4) tasks of 3 s, on 4 members of one thread or 2 of two threads
        SimulationOutcome single = ClusterSimulation.run(seconds, SimulatedCluster.reliable(4, 1, dispatch), 1);
        SimulationOutcome pairs = ClusterSimulation.run(seconds, SimulatedCluster.reliable(2, 2, dispatch), 1);

        for (SimulationOutcome outcome : List.of(single, pairs)) {
            assertThat(outcome.makespan()).isCloseTo(9, within(EPSILON));
            assertThat(outcome.ideal()).isCloseTo(7.5, within(EPSILON));
            // two threads count 2 tasks, two count 3: idle from 6 s to 9 s
            assertThat(outcome.tailStart()).isCloseTo(6, within(EPSILON));
            assertThat(outcome.idleTailCoreHours()).isCloseTo(2 * 3 / 3600.0, within(EPSILON));
        }
    }

    @Test
    void moreMembersThanSubproblemsLeaveSomeIdleFromTheStart() {
        double[] seconds = {8, 4, 2};

        SimulationOutcome outcome = ClusterSimulation.run(seconds,
                SimulatedCluster.reliable(5, 1, Dispatch.FEWEST_HELD), 1);

        assertThat(outcome.makespan()).isEqualTo(8);
        assertThat(outcome.tailStart()).isZero();
        assertThat(outcome.idleTailCoreHours()).isCloseTo((0 + 4 + 6 + 8 + 8) / 3600.0, within(EPSILON));
        assertThat(outcome.ideal()).isCloseTo(14 / 5.0, within(EPSILON));
    }

    @Test
    void aTaskQueuesBehindALongOneWhereAFreeThreadWouldNot() {
        // largest first: 10 s, then 6 of 1 s on 2 members of one thread, two tasks each in flight
        double[] seconds = {10, 1, 1, 1, 1, 1, 1};

        SimulationOutcome fewest = onReliable(seconds, List.of(1, 1), Dispatch.FEWEST_HELD);
        SimulationOutcome inTurn = onReliable(seconds, List.of(1, 1), Dispatch.IN_TURN);
        SimulationOutcome free = onReliable(seconds, List.of(1, 1), Dispatch.FREE_THREAD);

        assertThat(free.makespan()).isEqualTo(10);
        // task 2 went to member 0 behind task 0 at the start, when both held one; member 1 took the rest
        assertThat(fewest.makespan()).isEqualTo(11);
        // in turn, member 0 got tasks 4 and 6 too
        assertThat(inTurn.makespan()).isEqualTo(13);
    }

    @Test
    void fewestHeldSendsAMemberOfThreeThreadsThreeTimesTheWorkOfOneOfOne() {
        double[] seconds = new double[40];
        Arrays.fill(seconds, 1);

        SimulationOutcome fewest = onReliable(seconds, List.of(3, 1), Dispatch.FEWEST_HELD);
        SimulationOutcome inTurn = onReliable(seconds, List.of(3, 1), Dispatch.IN_TURN);

        // 30 tasks on the three threads, 10 on the one: all four threads busy to the end
        assertThat(fewest.makespan()).isEqualTo(10);
        assertThat(fewest.idleTailCoreHours()).isZero();
        // in turn, 20 each: the member of one thread counts for 20 s, and the other, sent two tasks a second,
        // leaves a thread idle from 2 s on
        assertThat(inTurn.makespan()).isEqualTo(20);
        assertThat(inTurn.tailStart()).isEqualTo(2);
    }

    @Test
    void fewestHeldSendsTheNextTaskToTheMemberThatFreedUp() {
        // member 0 counts task 0 for 10 s with task 2 queued; member 1 is through tasks 1 and 3 at 3 s
        double[] seconds = {10, 2, 1, 1, 1};

        SimulationOutcome fewest = onReliable(seconds, List.of(1, 1), Dispatch.FEWEST_HELD);
        SimulationOutcome inTurn = onReliable(seconds, List.of(1, 1), Dispatch.IN_TURN);

        // task 4 is sent at 2 s, when member 1 holds one and member 0 two: member 1 counts it from 3 s to 4 s
        assertThat(fewest.makespan()).isEqualTo(11);
        assertThat(fewest.tailStart()).isEqualTo(4);
        // in turn, it is member 0's: queued behind tasks 0 and 2
        assertThat(inTurn.makespan()).isEqualTo(12);
        assertThat(inTurn.tailStart()).isEqualTo(3);
    }

    @Test
    void aCrashedMembersTaskIsSentAgainOnceTheCrashIsNoticed() {
        SimulatedCluster cluster = new SimulatedCluster(2, 1, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 10,
                10, 60, -1);

        // task 0 on member 0, task 1 on member 1; member 0 crashes at 5 s, noticed at 15 s: task 0 again on 1
        SimulationOutcome outcome = ClusterSimulation.run(new double[] {10, 10}, cluster, 1,
                List.of(new Failure(0, 5, false)));

        assertThat(outcome.makespan()).isCloseTo(25, within(EPSILON));
        assertThat(outcome.crashes()).isEqualTo(1);
        assertThat(outcome.resent()).isEqualTo(1);
        assertThat(outcome.lostCoreHours()).isCloseTo(5 / 3600.0, within(EPSILON));
        assertThat(outcome.copies()).isZero();
    }

    @Test
    void aTaskOnAHungMemberIsCopiedAfterItsDeadlineAndTheFirstCountWins() {
        SimulatedCluster cluster = new SimulatedCluster(2, 1, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 5,
                15, 60, -1);
        // four short tasks to learn the deadline, then one on member 0, which hangs at 1 s
        double[] seconds = {0.1, 0.1, 0.1, 0.1, 2};

        SimulationOutcome outcome = ClusterSimulation.run(seconds, cluster, 1, List.of(new Failure(0, 1, true)));

        // task 4 went to member 0 at 0.1 s and started at 0.2 s; overdue from 20.1 s (four times the 0.2 s of
        // the 90th percentile of the four times back and its own, 20 s at least), found so at the client's look
        // at 21 s, copied to member 1, counted there in 2 s
        assertThat(outcome.makespan()).isCloseTo(23, within(EPSILON));
        assertThat(outcome.hangs()).isEqualTo(1);
        assertThat(outcome.copies()).isEqualTo(1);
        assertThat(outcome.resent()).isZero();
        assertThat(outcome.lostCoreHours()).isCloseTo(0.8 / 3600, within(EPSILON));
    }

    @Test
    void aTaskIsCopiedTwiceAtMostThenWaitsForItsMemberToBeDropped() {
        // every member hangs at 1 s; dropped at 1,001 s, each replaced 5 s later
        SimulatedCluster cluster = new SimulatedCluster(3, 1, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 5,
                15, 1_000, 5);
        // twenty quick tasks back, so that the 90th percentile is theirs while the last one and its copy are out
        double[] seconds = new double[21];
        Arrays.fill(seconds, 0.1);
        seconds[20] = 10;
        List<Failure> hangs = List.of(new Failure(0, 1, true), new Failure(1, 1, true), new Failure(2, 1, true));

        SimulationOutcome outcome = ClusterSimulation.run(seconds, cluster, 1, hangs);

        // task 20, sent before 1 s: copied at 21 s to another member and at 41 s to the third, then no more;
        // sent again as its members are dropped at 1,001 s, and counted in 10 s by a replacement that joins at
        // 1,006 s
        assertThat(outcome.copies()).isEqualTo(2);
        assertThat(outcome.resent()).isPositive();
        assertThat(outcome.makespan()).isCloseTo(1_016, within(EPSILON));
    }

    @Test
    void aTaskAndItsCopyOutAmongFewAreNotCopiedAgain() {
        SimulatedCluster cluster = new SimulatedCluster(3, 1, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 5,
                15, 1_000, 5);
        double[] seconds = {0.1, 0.1, 0.1, 0.1, 10};
        List<Failure> hangs = List.of(new Failure(0, 1, true), new Failure(1, 1, true), new Failure(2, 1, true));

        SimulationOutcome outcome = ClusterSimulation.run(seconds, cluster, 1, hangs);

        // task 4 copied at 20 s; then it and its copy are two of six times, and the 90th percentile is the
        // copy's own time so far: four times that never passes
        assertThat(outcome.copies()).isEqualTo(1);
        assertThat(outcome.makespan()).isCloseTo(1_016, within(EPSILON));
    }

    @Test
    void quickTasksBackFirstDoNotMakeLongOnesOverdueWhileTheyAreOut() {
        SimulationOutcome outcome = ClusterSimulation.run(longThenQuick(), fourMembersOfTwoThreads(), 1);

        // 12 times back, of 0.1 to 0.3 s, and the four long tasks out: the 90th percentile of the 16 is the time
        // so far of a long one, and four times that is always longer
        assertThat(outcome.copies()).isZero();
        assertThat(outcome.makespan()).isCloseTo(100, within(EPSILON));
    }

    @Test
    void aHungMembersTaskIsOverdueOnceTheOthersAreBack() {
        SimulationOutcome outcome = ClusterSimulation.run(longThenQuick(), fourMembersOfTwoThreads(), 1,
                List.of(new Failure(0, 1, true)));

        // member 0 hangs at 1 s, its long task out; the other three are back at 100 s, and the 90th percentile
        // of the 16 times is theirs: the hung task is overdue at 400 s, copied, and counted by 500 s
        assertThat(outcome.hangs()).isEqualTo(1);
        assertThat(outcome.copies()).isEqualTo(1);
        assertThat(outcome.makespan()).isCloseTo(500, within(EPSILON));
        assertThat(outcome.lostCoreHours()).isCloseTo(1 / 3600.0, within(EPSILON));
    }

    @Test
    void aSilentMemberWhoseLateAnswerArrivesIsSentTasksAgain() {
        // one task of 100 s, then 6,000 of 0.1 s, on three members of one thread
        double[] seconds = new double[6_001];
        Arrays.fill(seconds, 0.1);
        seconds[0] = 100;

        SimulationOutcome outcome = onReliable(seconds, List.of(1, 1, 1), Dispatch.FEWEST_HELD);

        // the long task is copied at 20 s and 40 s, and the second time the member of the first copy is marked
        // silent with its own: that copy loses to the original, and the tasks queued behind it, overdue, lose to
        // theirs; all that member answers comes too late to be taken. It answers all the same, and is sent tasks
        // again: every thread counts to within a task of the end
        assertThat(outcome.copies()).isGreaterThanOrEqualTo(2);
        assertThat(outcome.makespan()).isGreaterThan(200);
        assertThat(outcome.tail()).isLessThan(0.2 + EPSILON);
    }

    @Test
    void theCopyThatLosesIsDuplicateWork() {
        SimulatedCluster cluster = new SimulatedCluster(2, 1, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 5,
                15, 60, -1);
        // task 4 takes 30 s: sent at 0.1 s, started at 0.2 s, copied at 21 s, and the original wins at 30.2 s
        double[] seconds = {0.1, 0.1, 0.1, 0.1, 30};

        SimulationOutcome outcome = ClusterSimulation.run(seconds, cluster, 1);

        assertThat(outcome.copies()).isEqualTo(1);
        assertThat(outcome.makespan()).isCloseTo(30.2, within(EPSILON));
        // the copy, on member 1 from 21 s, was still counting at the end
        assertThat(outcome.duplicateCoreHours()).isCloseTo(9.2 / 3600.0, within(EPSILON));
    }

    @Test
    void theSameSeedGivesTheSameOutcomeAndAnotherSeedOtherFailures() {
        double[] seconds = ReplayedTimes.of(work(2_000), new double[] {0.5, 1, 2}, 7);
        SimulatedCluster cluster = SimulatedCluster.reliable(50, 2, Dispatch.FEWEST_HELD).failing(200, 0.25, 30);

        SimulationOutcome first = ClusterSimulation.run(seconds, cluster, 3);
        SimulationOutcome again = ClusterSimulation.run(seconds, cluster, 3);
        SimulationOutcome other = ClusterSimulation.run(seconds, cluster, 4);

        assertThat(again).isEqualTo(first);
        assertThat(first.crashes() + first.hangs()).isPositive();
        assertThat(other).isNotEqualTo(first);
        assertThat(first.makespan()).isGreaterThanOrEqualTo(first.ideal());
    }

    @Test
    void aClusterWhoseMembersAllFailAndAreNotReplacedCannotFinish() {
        SimulatedCluster cluster = new SimulatedCluster(1, 1, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 5,
                5, 60, -1);

        assertThatThrownBy(() -> ClusterSimulation.run(new double[] {10, 10}, cluster, 1,
                List.of(new Failure(0, 1, false))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("2 subproblems left and no member to count them");
    }

    /** @return the outcome of the tasks of equal estimates on members of these threads that never fail */
    private static SimulationOutcome onReliable(double[] seconds, List<Integer> threads, Dispatch dispatch) {
        return ClusterSimulation.run(seconds, SimulatedCluster.reliable(threads, dispatch), 1);
    }

    /**
     * @return the four long tasks, of 100 s, then twelve quick ones, of 0.1 s: on {@link
     *     #fourMembersOfTwoThreads}, one long and three quick on each member, all sent at the start
     */
    private static double[] longThenQuick() {
        double[] seconds = new double[16];
        Arrays.fill(seconds, 0, 4, 100);
        Arrays.fill(seconds, 4, 16, 0.1);
        return seconds;
    }

    /** @return four members of two threads each, hung ones dropped after 1,000 s and not replaced */
    private static SimulatedCluster fourMembersOfTwoThreads() {
        return new SimulatedCluster(4, 2, Dispatch.FEWEST_HELD, Double.POSITIVE_INFINITY, 0, 5, 15, 1_000, -1);
    }

    /** @return estimates of 1 each, for {@link ReplayedTimes} */
    private static long[] work(int subproblems) {
        long[] work = new long[subproblems];
        Arrays.fill(work, 1);
        return work;
    }
}
