package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
import dev.nqueens.engine.internal.Recheck;
import dev.nqueens.engine.internal.Recount;
import dev.nqueens.engine.internal.RunLedger;
import dev.nqueens.testkit.internal.TestProviders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rechecks on the local engine, which counts every recount in this process, the judge: counts in a checkpoint
 * that a member got wrong, a count that a flipped bit changed here, a checkpoint that distrusts a member; and
 * the recheck's waves driven by hand, as an engine of several members drives them.
 */
class RecheckTest {

    private static final Split SPLIT = RowPairs.split(10);
    private static final int SUBPROBLEMS = SPLIT.subproblems().size();
    private static final String HONEST = "10.0.0.2:5701";
    private static final String LIAR = "10.0.0.3:5701";
    private static final String HERE = MemberNames.thisProcess();

    private final LocalEngine engine = new LocalEngine(2, RowPairs.solvers());
    private final List<Mismatch> heard = new CopyOnWriteArrayList<>();

    @TempDir
    Path folder;

    @AfterEach
    void close() {
        engine.close();
    }

    private Path file() {
        return folder.resolve("ten.ckpt");
    }

    private static Subcount right(Subproblem subproblem) {
        return RowPairs.SOLVER.count(SubproblemRequest.of(subproblem));
    }

    /** One solution too many, and so one fundamental solution too many in the total. */
    private static Subcount wrong(Subproblem subproblem) {
        Subcount right = right(subproblem);
        return new Subcount(right.solutions() + 8, right.fixedPoints());
    }

    /**
     * Writes a checkpoint of the whole split: the liar counted the subproblems at the indices it takes, and
     * those it is to get wrong wrong; the honest member counted the others right.
     */
    private void writeCheckpoint(IntPredicate byLiar, IntPredicate wrongly) {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            for (int i = 0; i < SUBPROBLEMS; i++) {
                Subproblem subproblem = SPLIT.subproblems().get(i);
                checkpoint.append(subproblem.id(), byLiar.test(i)
                        ? new MemberCount(wrongly.test(i) ? wrong(subproblem) : right(subproblem), LIAR)
                        : new MemberCount(right(subproblem), HONEST));
            }
        }
    }

    private CountResult count(double percent) {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            return engine.count(CountJob.builder(SPLIT).checkpoint(checkpoint).recheck(percent, 17)
                    .mismatches(heard::add).build());
        }
    }

    private static void assertRight(CountResult result) {
        assertThat(result.solutions()).isEqualTo(KnownCounts.total(10));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(10));
    }

    private List<String> lines() throws IOException {
        return Files.readAllLines(file(), StandardCharsets.UTF_8);
    }

    @Test
    void aRecheckOfEverySubproblemNamesTheMemberThatMiscountedAndCountsAllItsCountsAgain() throws IOException {
        writeCheckpoint(i -> i % 3 == 0, i -> i == 3);
        Subproblem miscounted = SPLIT.subproblems().get(3);
        int byLiar = (SUBPROBLEMS + 2) / 3;

        CountResult result = count(100);

        assertRight(result);
        assertThat(result.resumed()).isEqualTo(SUBPROBLEMS);
        Mismatch mismatch = new Mismatch(LIAR, miscounted.id(), wrong(miscounted), right(miscounted), List.of(HERE));
        assertThat(heard).containsExactly(mismatch);
        assertThat(result.recheck()).isEqualTo(new RecheckReport(SUBPROBLEMS, SUBPROBLEMS, List.of(mismatch),
                List.of(LIAR), byLiar - 1, 0));
        long fixedPoints = right(miscounted).fixedPoints();
        assertThat(mismatch.describe()).isEqualTo(LIAR + " miscounted subproblem " + miscounted.id() + ": "
                + wrong(miscounted).solutions() + " solutions and " + fixedPoints
                + (fixedPoints == 1 ? " fixed point" : " fixed points") + ", where " + HERE + " (this process)"
                + " counts " + right(miscounted).solutions() + " and " + fixedPoints
                + "; its other counts are made again");
        assertThat(result.recheck().describe()).isEqualTo("rechecked 72 of 72 subproblems: 1 disagreed; recounted"
                + " the 23 other subproblems of " + LIAR + ", 0 of them wrong; the total has the right counts");
        // every count of the liar is replaced, by a line that names it
        List<String> lines = lines();
        assertThat(lines).hasSize(1 + SUBPROBLEMS + byLiar);
        assertThat(lines.subList(1 + SUBPROBLEMS, lines.size()))
                .allMatch(line -> line.contains("\"member\":\"" + HERE + "\",\"replaces\":\"" + LIAR + "\""));
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.distrusted()).containsExactly(LIAR);
            assertThat(checkpoint.doubtful()).isZero();
            assertThat(checkpoint.finished(miscounted.id())).isEqualTo(MemberCount.here(right(miscounted)));
        }
    }

    @Test
    void aSmallSampleFindsAMemberThatMiscountsMostOfTheSubproblems() {
        // the honest member counted 2 subproblems, and a sample of 4 takes at least 2 of the liar's
        writeCheckpoint(i -> i >= 2, i -> true);

        CountResult result = count(5);

        assertRight(result);
        RecheckReport report = result.recheck();
        assertThat(report.rechecked()).isEqualTo(4);
        assertThat(report.mismatches()).hasSizeBetween(2, 4).allMatch(mismatch -> mismatch.member().equals(LIAR));
        assertThat(heard).isEqualTo(report.mismatches());
        assertThat(report.distrusted()).containsExactly(LIAR);
        assertThat(report.recounted()).isEqualTo(SUBPROBLEMS - 2 - report.mismatches().size());
        assertThat(report.corrected()).isEqualTo(report.recounted());
    }

    @Test
    void aSampleThatAgreesChangesNothing() throws IOException {
        writeCheckpoint(i -> i % 2 == 0, i -> false);
        List<String> before = lines();

        CountResult result = count(0.5);

        assertRight(result);
        assertThat(result.recheck()).isEqualTo(new RecheckReport(SUBPROBLEMS, 1, List.of(), List.of(), 0, 0));
        assertThat(result.recheck().describe()).isEqualTo("rechecked 1 of 72 subproblems: all agree");
        assertThat(heard).isEmpty();
        assertThat(lines()).isEqualTo(before);
    }

    @Test
    void aResumedCheckpointCountsAgainWhatAMemberItDistrustsCounted() throws IOException {
        writeCheckpoint(i -> i % 4 == 0, i -> true);
        Subproblem first = SPLIT.subproblems().get(0);
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            checkpoint.replace(first.id(), new MemberCount(right(first), "4242@judge"), LIAR);
        }
        int doubtful = SUBPROBLEMS / 4 - 1;

        CountResult result;
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.doubtful()).isEqualTo(doubtful);
            result = engine.count(CountJob.builder(SPLIT).checkpoint(checkpoint).build());
        }

        assertRight(result);
        assertThat(result.counted()).isEqualTo(doubtful);
        assertThat(result.resumed()).isEqualTo(SUBPROBLEMS - doubtful);
        assertThat(result.recheck()).isEqualTo(RecheckReport.none(SUBPROBLEMS));
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.doubtful()).isZero();
        }
        assertThat(lines()).hasSize(1 + SUBPROBLEMS + 1 + doubtful);
    }

    @Test
    void aCountThatAFlippedBitChangedHereIsFoundAndEverythingCountedHereIsCountedAgain() {
        Subproblem flipped = SPLIT.subproblems().get(5);
        SubproblemSolver solver = miscountingOnce(flipped.id());

        CountResult result;
        try (LocalEngine flaky = new LocalEngine(2, Registry.of(ProviderKind.SOLVER, List.of(solver)))) {
            result = flaky.count(CountJob.builder(SPLIT).recheck(100, 3).mismatches(heard::add).build());
        }

        assertRight(result);
        assertThat(heard).containsExactly(new Mismatch(HERE, flipped.id(), wrong(flipped), right(flipped),
                List.of(HERE)));
        assertThat(result.recheck().distrusted()).containsExactly(HERE);
        assertThat(result.recheck().recounted()).isEqualTo(SUBPROBLEMS - 1);
        assertThat(result.recheck().corrected()).isZero();
    }

    @Test
    void theSampleIsPartOfTheProgress() {
        List<long[]> reports = new CopyOnWriteArrayList<>();

        engine.count(CountJob.builder(SPLIT).recheck(50, 1).progress((done, total) -> reports.add(new long[] {done,
                total})).build());

        long total = (SUBPROBLEMS + SUBPROBLEMS / 2) * CountingEngine.PARTS_PER_SUBPROBLEM;
        assertThat(reports).allMatch(report -> report[1] == total);
        assertThat(reports.get(0)[0]).isZero();
        assertThat(reports.get(reports.size() - 1)[0]).isEqualTo(total);
    }

    @Test
    void aWholeCountedHereIsRecheckedHereWithoutACheckpoint() {
        CountResult result = engine.count(CountJob.builder(SPLIT).recheck(100, 5).build());

        assertRight(result);
        assertThat(result.recheck().describe()).isEqualTo("rechecked 72 of 72 subproblems: all agree");
    }

    @Test
    void aDisagreementBetweenTwoMembersIsJudgedHereAndWhoeverDiffersIsDistrusted() {
        // B miscounts the subproblem at index 1 of the first count; C, which rechecks, miscounts index 2
        CountJob job = CountJob.builder(SPLIT).recheck(100, 9).mismatches(heard::add).build();
        RunLedger ledger = new RunLedger(job);
        List<Subproblem> pending = ledger.pending();
        for (int p = 0; p < pending.size(); p++) {
            Subproblem subproblem = pending.get(p);
            int i = SPLIT.subproblems().indexOf(subproblem);
            ledger.record(p, new MemberCount(i == 1 ? wrong(subproblem) : right(subproblem),
                    i % 2 == 0 ? "A" : "B"));
        }
        Subproblem second = SPLIT.subproblems().get(1);
        Subproblem third = SPLIT.subproblems().get(2);
        Recheck recheck = new Recheck(job, ledger.underRecheck());

        List<Recount> sample = recheck.next();
        assertThat(sample).hasSize(SUBPROBLEMS).noneMatch(Recount::hereOnly)
                .allMatch(recount -> recount.avoid().equals(Set.of(
                        SPLIT.subproblems().indexOf(recount.subproblem()) % 2 == 0 ? "A" : "B")));
        for (Recount recount : sample) {
            Subproblem subproblem = recount.subproblem();
            recheck.arrived(recount, new MemberCount(subproblem == third ? wrong(subproblem) : right(subproblem), "C"));
        }
        List<Recount> judgements = recheck.next();
        assertThat(judgements).extracting(Recount::subproblem).containsExactlyInAnyOrder(second, third);
        assertThat(judgements).allMatch(Recount::hereOnly);
        assertThatThrownBy(recheck::next).isInstanceOf(IllegalStateException.class);
        for (Recount recount : judgements) {
            recheck.arrived(recount, MemberCount.here(right(recount.subproblem())));
        }
        assertThat(heard).containsExactlyInAnyOrder(
                new Mismatch("B", second.id(), wrong(second), right(second), List.of("C", HERE)),
                new Mismatch("C", third.id(), wrong(third), right(third), List.of("A", HERE)));
        List<Recount> sweep = recheck.next();
        List<Subproblem> byB = new ArrayList<>();
        for (int i = 3; i < SUBPROBLEMS; i += 2) {
            byB.add(SPLIT.subproblems().get(i));
        }
        assertThat(sweep).extracting(Recount::subproblem).containsExactlyInAnyOrderElementsOf(byB);
        assertThat(sweep).allMatch(recount -> recount.avoid().equals(Set.of("B", "C")) && !recount.hereOnly());
        for (Recount recount : sweep) {
            recheck.arrived(recount, new MemberCount(right(recount.subproblem()), "A"));
        }
        assertThatThrownBy(() -> recheck.arrived(sweep.get(0), new MemberCount(right(second), "A")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(recheck.next()).isEmpty();

        CountResult result = ledger.result(recheck.report());
        assertThat(result.solutions()).isEqualTo(KnownCounts.total(10));
        assertThat(result.recheck().distrusted()).containsExactlyInAnyOrder("B", "C");
        assertThat(result.recheck().recounted()).isEqualTo(byB.size());
        assertThat(ledger.underRecheck().count(1)).isEqualTo(MemberCount.here(right(second)));
    }

    @Test
    void theResultWaitsForTheRecheck() {
        RunLedger ledger = new RunLedger(CountJob.builder(SPLIT).recheck(1, 0).build());
        for (int p = 0; p < SUBPROBLEMS; p++) {
            ledger.record(p, right(ledger.pending().get(p)));
        }

        assertThatThrownBy(() -> ledger.result(RecheckReport.none(SUBPROBLEMS)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("recheck");
    }

    @Test
    void theSampleIsThePercentageRoundedUpAndAtLeastOne() {
        assertThat(RunLedger.sampleSize(1, 1476)).isEqualTo(15);
        assertThat(RunLedger.sampleSize(0.5, 1476)).isEqualTo(8);
        assertThat(RunLedger.sampleSize(0.001, 10)).isEqualTo(1);
        assertThat(RunLedger.sampleSize(100, 10)).isEqualTo(10);
        assertThat(RunLedger.sampleSize(0, 10)).isZero();
        assertThat(RunLedger.sampleSize(50, 0)).isZero();
    }

    @Test
    void aJobRechecksFromNoneToAll() {
        for (double percent : new double[] {-1, 100.5, Double.NaN}) {
            assertThatThrownBy(() -> CountJob.builder(SPLIT).recheck(percent, 0))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the percentage of subproblems to recheck must be from 0 to 100, not " + percent);
        }
        assertThat(CountJob.builder(SPLIT).recheck(0.5, 7).build().recheckPercent()).isEqualTo(0.5);
    }

    /**
     * @param flipped the id of the subproblem whose first count has a flipped bit
     * @return the row-pairs solver with a flipped bit: its first count of that subproblem has 8 solutions too
     *     many
     */
    private static SubproblemSolver miscountingOnce(String flipped) {
        AtomicBoolean miscounted = new AtomicBoolean();
        return TestProviders.splittingSolver(RowPairs.SOLVER.id()).basedOn(RowPairs.SOLVER)
                .description("The row-pairs solver with a flipped bit")
                .subcount(request -> {
                    Subcount right = RowPairs.SOLVER.count(request);
                    if (request.subproblem().id().equals(flipped) && miscounted.compareAndSet(false, true)) {
                        return new Subcount(right.solutions() + 8, right.fixedPoints());
                    }
                    return right;
                })
                .build();
    }
}
