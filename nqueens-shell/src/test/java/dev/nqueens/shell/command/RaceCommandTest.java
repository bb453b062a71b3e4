package dev.nqueens.shell.command;

import static dev.nqueens.shell.plugin.PluginJars.EXPLODES;
import static dev.nqueens.shell.plugin.PluginJars.GOOD;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.console.Shell;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.plugin.FolderPluginSource;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.time.ManualScheduler;
import dev.nqueens.shell.session.Session;
import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code race}: the table, its agreement marks, failing and disagreeing solvers, budgets and Ctrl-C, on a
 * clock the test solvers move ({@link RaceSolvers}), so that every cell of the table is known in advance.
 */
class RaceCommandTest {

    private final ManualScheduler clock = new ManualScheduler();
    /** Holds the thread of the solver that ignores its cancellation until the test ends. */
    private final CountDownLatch hung = new CountDownLatch(1);
    private final Registry<Solver> builtIn = Registry.installed(ProviderKind.SOLVER);
    private final List<Solver> solvers = new ArrayList<>(List.of(
            paced("hare", "bitmask", 20),
            paced("tortoise", "iterative", 80),
            RaceSolvers.paced("miscount", MiscountingSolver.create(), clock, Duration.ofMillis(40)),
            RaceSolvers.untilCancelled("sloth", clock),
            // its race's budget of 1 s and the grace of 1 s a call has to stop once its budget is spent
            RaceSolvers.ignoringCancellation("stubborn", clock, Duration.ofSeconds(2), hung),
            RaceSolvers.interrupting("ctrl-c", () -> session().interrupts(), Interrupts::cancelRunning),
            RaceSolvers.interrupting("sigterm", () -> session().interrupts(), Interrupts::terminate),
            new PurposeBuiltProviders.FailingSolver(),
            PurposeBuiltProviders.runaway()));
    private Session session;

    private Solver paced(String id, String delegate, long millis) {
        return RaceSolvers.paced(id, builtIn.byId(delegate), clock, Duration.ofMillis(millis));
    }

    private Session session() {
        if (session == null) {
            session = Session.builder(Registry.of(ProviderKind.SOLVER, solvers),
                            Registry.installed(ProviderKind.FORMAT))
                    .hostProcess(new HostProcess(clock, false))
                    .build();
        }
        return session;
    }

    private CommandResult race(String... words) {
        List<String> line = new ArrayList<>(List.of("race"));
        line.addAll(List.of(words));
        return CommandResult.oneShot(session(), line.toArray(String[]::new));
    }

    // NODES: 2056 is the search of n = 8, one node per queen placed, 8 + 42 + 140 + 344 + 568 + 550 + 312 + 92
    // over the depths 1 to 8, the same in bitmask (hare) and iterative (tortoise); miscount does not report its
    // search, and shows -. TESTS/NODE: bitmask computes the free columns of each row it goes down to, once for
    // each queen placed above the last row, 2056 - 92 = 1964 times, 0.96 a node; iterative reads 24,648
    // array elements, 12.0 a node (SearchTestsTest in nqueens-solvers works both out from the events)
    @Test
    void theTableShowsEachResultItsAgreementTimeRateRatioAndWorkInTheOrderOfSolvers() {
        assertThat(race("8", "--solvers", "tortoise,miscount,hare")).isEqualTo(CommandResult.succeeded(""
                + "SOLVER    RESULT  AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "tortoise  92      yes     yes    80 ms  1.15 k       4.0x        2056   12.0\n"
                + "miscount  2113    no      no     40 ms  52.8 k       2.0x        -      -           the known"
                + " count is 92 (OEIS A000170)\n"
                + "hare      92      yes     yes    20 ms  4.60 k       1.0x        2056   0.96\n"));
    }

    @Test
    void timesBelowAMillisecondAreMicrosecondsAndBelowAMicrosecondGiveNoRate() {
        solvers.add(RaceSolvers.paced("quick", builtIn.byId("bitmask"), clock, Duration.ofNanos(640_499)));
        solvers.add(RaceSolvers.paced("instant", builtIn.byId("bitmask"), clock, Duration.ZERO));
        // 92 solutions in 640.499 µs: 143,637 a second
        assertThat(race("8", "--solvers", "quick,hare").out()).isEqualTo(""
                + "SOLVER  RESULT  AGREES  KNOWN  TIME    SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "quick   92      yes     yes    640 µs  144 k        1.0x        2056   0.96\n"
                + "hare    92      yes     yes    20 ms   4.60 k       31.2x       2056   0.96\n");
        assertThat(race("8", "--solvers", "instant,hare").out()).isEqualTo(""
                + "SOLVER   RESULT  AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "instant  92      yes     yes    <1 µs  -            -           2056   0.96\n"
                + "hare     92      yes     yes    20 ms  4.60 k       -           2056   0.96\n");
    }

    @Test
    void withoutAKnownAnswerOnlyTheOthersAreCompared() {
        // 4 solutions keep a queen in the corner of the 8×8 board
        assertThat(race("8", "--place", "0:0", "--solvers", "hare,tortoise,miscount").out()).isEqualTo(""
                + "SOLVER    RESULT  AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "hare      4       yes     -      20 ms  200          1.0x        227    0.98\n"
                + "tortoise  4       yes     -      80 ms  50           4.0x        227    12.6\n"
                + "miscount  2113    no      -      40 ms  52.8 k       2.0x        -      -\n");
    }

    @Test
    void twoSolversThatDisagreeBothDisagreeAndOneAloneAgreesWithNobody() {
        assertThat(race("8", "--solvers", "hare,miscount").out())
                .contains("\nhare      92      no      yes", "\nmiscount  2113    no      no");
        assertThat(race("8", "--solvers", "hare").out()).contains("\nhare    92      -       yes    20 ms");
    }

    @Test
    void aSolverThatFailsIsAFailedRowWithItsReasonAndTheRaceGoesOn() {
        CommandResult result = race("8", "--solvers", "failing,runaway,hare");
        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.err()).isEmpty();
        assertThat(result.out()).isEqualTo(""
                + "SOLVER   RESULT  AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "failing  failed  -       -      <1 µs  -            -           -      -           IllegalStateException:"
                + " the search tree is on fire\n"
                + "runaway  failed  -       -      <1 µs  -            -           -      -           StackOverflowError\n"
                + "hare     92      -       yes    20 ms  4.60 k       1.0x        2056   0.96\n");
    }

    @Test
    void aSolverStillRunningAtTheEndOfItsBudgetIsCancelledAndShownOverBudget() {
        CommandResult result = race("8", "--solvers", "sloth,hare", "--budget", "1.5s");
        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.out()).isEqualTo(""
                + "SOLVER  RESULT       AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "sloth   over budget  -       -      1.5 s  -            -           -      -           cancelled at the"
                + " end of its budget of 1.5 s\n"
                + "hare    92           -       yes    20 ms  4.60 k       1.0x        2056   0.96\n");
    }

    @Test
    void aSolverThatIgnoresItsCancellationIsLeftRunningAndTheRaceGoesOn() {
        try {
            CommandResult result = race("8", "--solvers", "stubborn,hare", "--budget", "1s");
            assertThat(result.status()).isEqualTo(ExitStatus.OK);
            assertThat(result.out()).contains("hare      92 ")
                    .containsPattern("stubborn  over budget .* did not stop when its budget of 1.0 s ran out; left"
                            + " running\n");
        } finally {
            hung.countDown();
        }
    }

    @Test
    void theDefaultBudgetIsTenSeconds() {
        assertThat(race("8", "--solvers", "sloth").out()).contains("sloth   over budget  -       -      10 s ");
    }

    @Test
    void ctrlCEndsTheRaceWithTheTableOfWhatFinishedAndTheSolverInterrupted() {
        CommandResult result = race("8", "--solvers", "hare,ctrl-c,tortoise");
        assertThat(result.status()).isEqualTo(ExitStatus.INTERRUPTED);
        assertThat(result.out()).isEqualTo(""
                + "SOLVER  RESULT       AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "hare    92           -       yes    20 ms  4.60 k       1.0x        2056   0.96\n"
                + "ctrl-c  interrupted  -       -      <1 µs  -            -           -      -           Ctrl-C\n");
        assertThat(result.err()).isEqualTo("nqueens: race cancelled\n");
    }

    @Test
    void theEndOfTheProcessEndsTheRaceTheSameWay() {
        CommandResult result = race("8", "--solvers", "sigterm,hare");
        assertThat(result.status()).isEqualTo(ExitStatus.INTERRUPTED);
        assertThat(result.out()).contains("\nsigterm  interrupted  ").doesNotContain("hare");
    }

    @Test
    void aCtrlCAfterTheBudgetRanOutStillEndsTheRace() {
        // the budget has cancelled the run already: the interrupt must still count as one
        Interrupts interrupts = new Interrupts();
        interrupts.begin("race 8 with sloth").cancel();
        Interrupts.Run run = interrupts.running();
        assertThat(run.interrupted()).isFalse();
        assertThat(run.cancel()).isTrue();
        assertThat(run.interrupted()).isTrue();
    }

    @Test
    void listingCountsTheBoardsOfEachSolver() {
        assertThat(race("6", "--solve", "--solvers", "hare,tortoise").out()).isEqualTo(""
                + "SOLVER    RESULT  AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "hare      4       yes     yes    20 ms  200          1.0x        152    0.97\n"
                + "tortoise  4       yes     yes    80 ms  50           4.0x        152    9.77\n");
        assertThat(race("8", "--solve", "--unique", "--solvers", "hare").out())
                .contains("\nhare    12      -       yes");
        assertThat(race("8", "--unique", "--solvers", "hare,miscount,tortoise").out())
                .contains("\nhare      12      yes     yes", "\nmiscount  13      no      no",
                        "the known count is 12 (OEIS A002562)");
    }

    @Test
    void withoutSolversEveryOneThatCanServeRacesFastestFirstByWhatTheyDeclare() {
        solvers.clear();
        solvers.addAll(List.of(paced("hare", "bitmask", 20), paced("tortoise", "iterative", 80),
                paced("pointer", "construct", 1), paced("tiny", "halves", 5)));
        CommandResult result = race("8", "--solve");
        assertThat(result.out()).startsWith("SOLVER").contains("\nhare ", "\ntortoise ")
                .doesNotContain("tiny", "pointer");
        assertThat(race("8").out()).contains("\ntiny ", "\nhare ", "\ntortoise ").doesNotContain("pointer");
    }

    @Test
    void withoutSolversTheFinishersAreShownFastestFirstThenTheOthers() {
        solvers.clear();
        solvers.addAll(List.of(paced("tortoise", "iterative", 80), RaceSolvers.untilCancelled("sloth", clock),
                paced("hare", "bitmask", 20), paced("middle", "recursive", 50)));
        List<String> rows = race("8", "--budget", "1s").out().lines().skip(1).toList();
        assertThat(rows).extracting(row -> row.split(" +")[0]).containsExactly("hare", "middle", "tortoise", "sloth");
    }

    @Test
    void badRequestsAreUsageErrorsAndNothingRuns() {
        race("8", "--solvers", "hare,nope").assertUsageError("race: unknown solver 'nope'; available: ");
        race("8", "--solvers", "pointer").assertUsageError("race: unknown solver 'pointer'");
        race("8", "--solvers", ",").assertUsageError("race: --solvers names no solver; give ids with commas between "
                + "them, as in --solvers bitmask,iterative");
        race("8", "--solvers", "hare,,tortoise").assertUsageError("race: --solvers has an empty id; give ids");
        race("8", "--solvers", " ,hare").assertUsageError("race: --solvers has an empty id");
        race("8", "--count", "--solve").assertUsageError("race: --count and --solve cannot go together");
        race("8", "-s", "hare").assertUsageError("race: the solvers to race are given with --solvers");
        race("8", "--budget", "0").assertUsageError("race: --budget must be more than 0, not '0'");
        race("8", "--budget", "soon").assertUsageError("race: --budget must be a duration such as 10s");
        race("8", "--unique", "--place", "0:0").assertUsageError("race: --unique takes one solution per symmetry class");
        race("8", "--solvers", "sloth", "--solve").assertUsageError("race: the sloth solver cannot list all solutions");
        race("8", "--solvers", "sloth", "--place", "0:0").assertUsageError("race: the sloth solver cannot take pre-placed");
        race("40", "--solvers", "hare").assertUsageError("race: n = 40 is beyond the hare solver's limit of 32");
        assertThat(clock.nanoTime()).as("time the solvers took").isZero();
    }

    @Test
    void withoutSolversThatServeThereIsNoRace() {
        solvers.clear();
        solvers.addAll(List.of(paced("hare", "bitmask", 20), paced("pointer", "construct", 1)));
        race("33").assertUsageError("race: n = 33 is beyond every solver that can count solutions (the largest"
                + " limit is hare's, 32)");
        race("33", "--solve").assertUsageError("race: n = 33 is beyond every solver that can list all solutions (the"
                + " largest limit is hare's, 32)");
    }

    @Test
    void aScriptRacesAndGoesOn() {
        CapturedStreams streams = new CapturedStreams();
        String script = "race 8 --solvers hare,tortoise\ncount 4 -s hare\n";
        int status = Shell.script(new BufferedReader(new StringReader(script)), session(), streams.streams());
        assertThat(status).isZero();
        assertThat(streams.out()).isEqualTo(""
                + "SOLVER    RESULT  AGREES  KNOWN  TIME   SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "hare      92      yes     yes    20 ms  4.60 k       1.0x        2056   0.96\n"
                + "tortoise  92      yes     yes    80 ms  1.15 k       4.0x        2056   12.0\n"
                + "2\n");
    }

    @Test
    void helpListsTheRace() {
        assertThat(race("--help").out()).contains("--solvers=SOLVER", "--budget=DURATION", "--count", "--solve",
                "--threads", "--place", "--unique", "default: 10s");
        assertThat(CommandResult.oneShot(session(), "help").out()).contains("\n  race ");
    }

    /** With the built-in solvers and a plugin jar's, on the real clock: the table's shape, not its times. */
    @Test
    void aOneShotRaceTakesTheBuiltInsAndThePlugins(@TempDir Path folder) {
        PluginJars.jar(folder.resolve("plugins.jar")).solvers(GOOD, EXPLODES).write();
        Session real = Session.builder(Registry.installed(ProviderKind.SOLVER),
                        Registry.installed(ProviderKind.FORMAT))
                .pluginSource(FolderPluginSource.givenFoldersOnly())
                .build();
        CommandResult result = CommandResult.oneShot(real, "--plugins", folder.toString(), "race", "8");
        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.err()).isEmpty();
        List<String> lines = result.out().lines().toList();
        assertThat(lines.get(0))
                .matches("SOLVER +RESULT +AGREES +KNOWN +TIME +SOLUTIONS/S +VS FASTEST +NODES +TESTS/NODE +NOTE");
        assertThat(lines.subList(1, lines.size()))
                .hasSize(8)
                .anyMatch(line -> line.matches("explodes +failed +- +- +\\d+ [mµ]s +- +- +- +- +IllegalStateException:"
                        + " out of cheese"))
                .filteredOn(line -> !line.startsWith("explodes"))
                .extracting(line -> line.split(" +")[0])
                .containsExactlyInAnyOrder("bitslice", "halves", "bitmask", "iterative", "recursive", "scan", "good");
        assertThat(lines.subList(1, 8)).allMatch(line -> line.matches("[a-z]+ +92 +yes +yes +.*x +(2056 +[0-9.]+|- +-)"),
                "agree");
    }
}
