package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.shell.console.Shell;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.testkit.internal.TestProviders;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One solver choice for every command and option (#44): in a session, {@code use} wins over the command's own
 * default, and a command's {@code --solver} over {@code use}, for that command only. Where the command cannot run
 * the solver chosen, it says so in one line, naming it, rather than run another in its place; {@code race} compares
 * solvers, those of {@code --solvers} or else every one that serves, whatever {@code use} chose.
 */
class SolverChoiceCommandsTest {

    /** Counts 1 for every board: a count of 1 shows that it counted. */
    private static final Solver MARKED = TestProviders.solver("marked").description("Counts one solution, always")
            .capabilities(Capability.COUNT).count(request -> 1).build();

    private final Registry<Solver> installed = Registry.installed(ProviderKind.SOLVER);

    @TempDir
    Path folder;

    /** Runs the lines in one session, as a script does. */
    private CommandResult script(String... lines) {
        List<Solver> solvers = new ArrayList<>(installed.all());
        solvers.add(MARKED);
        Session session = Session.builder(Registry.of(ProviderKind.SOLVER, solvers),
                Registry.installed(ProviderKind.FORMAT)).build();
        CapturedStreams streams = new CapturedStreams();
        String text = String.join("\n", lines) + "\n";
        int status = Shell.script(new BufferedReader(new StringReader(text)), session, streams.streams());
        return new CommandResult(status, streams.out(), streams.err());
    }

    @Test
    void countTakesTheSolverOfUseAndItsOwnSolverOverUse() {
        CommandResult result = script("count 8", "use marked", "count 8", "count 8 -s bitmask", "count 8");

        assertThat(result.out()).isEqualTo("92\n1\n92\n1\n");
        // the known count's warning names the solver that counted
        assertThat(result.err()).contains("marked").doesNotContain("bitmask");
    }

    @Test
    void aCheckpointsHeaderNamesTheSolverOfUseOrOfItsOwnSolver() throws IOException {
        Path byDefault = folder.resolve("default.ckpt");
        Path used = folder.resolve("used.ckpt");
        Path named = folder.resolve("named.ckpt");

        CommandResult result = script("count 10 --checkpoint " + byDefault, "use halves",
                "count 10 --checkpoint " + used, "count 10 --checkpoint " + named + " -s bitslice");

        assertThat(result.out()).isEqualTo("724\n724\n724\n");
        assertThat(header(byDefault)).contains("\"solver\":\"bitslice\"");
        assertThat(header(used)).contains("\"solver\":\"halves\"");
        assertThat(header(named)).contains("\"solver\":\"bitslice\"");
    }

    private static String header(Path checkpoint) throws IOException {
        return Files.readAllLines(checkpoint, StandardCharsets.UTF_8).get(0);
    }

    @Test
    void aRecheckChecksTheSubproblemsOfTheSolverOfUseOrOfItsOwnSolver() {
        int halves = ((SubproblemSolver) installed.byId("halves")).split(10).subproblems().size();
        int bitslice = ((SubproblemSolver) installed.byId("bitslice")).split(10).subproblems().size();
        assertThat(halves).isNotEqualTo(bitslice);

        CommandResult result = script("use halves", "count 10 --recheck 100", "count 10 --recheck 100 -s bitslice");

        assertThat(result.out()).isEqualTo("724\n724\n");
        assertThat(result.err()).isEqualTo("nqueens: rechecked " + halves + " of " + halves
                + " subproblems: all agree\n" + "nqueens: rechecked " + bitslice + " of " + bitslice
                + " subproblems: all agree\n");
    }

    /** Refused before any connection: the solver refused is the one of use, or the command's own over use. */
    @Test
    void aCountOnAClusterTakesTheSolverOfUseOrOfItsOwnSolver() {
        assertThat(script("use iterative", "count 8 --cluster 127.0.0.1:1").err())
                .isEqualTo("nqueens: line 2: count: --cluster needs a solver that splits its work into subproblems,"
                        + " which the iterative solver does not; solvers that do: bitslice, halves\n");
        assertThat(script("use halves", "count 8 --cluster 127.0.0.1:1 -s recursive").err())
                .isEqualTo("nqueens: line 2: count: --cluster needs a solver that splits its work into subproblems,"
                        + " which the recursive solver does not; solvers that do: bitslice, halves\n");
    }

    @Test
    void anEstimateSamplesTheSolverOfUseOrItsOwnSolver() {
        CommandResult result = script("use halves", "count 12 --estimate 200ms --threads 1",
                "count 12 --estimate 200ms --threads 1 -s bitslice");

        assertThat(result.status()).as(result.err()).isEqualTo(ExitStatus.OK);
        assertThat(result.out().lines().filter(line -> line.startsWith("count 12 with ")).map(line -> line.split(":")[0]))
                .containsExactly("count 12 with halves", "count 12 with bitslice");

        assertThat(script("use iterative", "count 12 --estimate 200ms").err()).isEqualTo("nqueens: line 2: count:"
                + " --estimate needs a solver that splits its work into subproblems, which iterative does not\n");
    }

    @Test
    void solveListsWithTheSolverOfUseAndItsOwnSolverOverUse() {
        // construct lists one board unless told; bitmask all 92
        CommandResult result = script("format columns", "use construct", "solve 8", "solve 8 -s bitmask", "solve 8");

        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        List<String> boards = result.out().lines().toList();
        assertThat(boards).hasSize(1 + 92 + 1);
        assertThat(boards.get(0)).isEqualTo(boards.get(93)).isNotEqualTo(boards.get(1));
    }

    /** The solver a trace's first line names. */
    private static final Pattern TRACED = Pattern.compile("\"solver\":\"([a-z-]+)\"");

    @Test
    void traceTracesTheSolverOfUseAndItsOwnSolverOverUse() {
        CommandResult result = script("trace 4 --limit 1", "use iterative", "trace 4 --limit 1",
                "trace 4 --limit 1 -s bitmask");

        // each trace's first line names its solver, and its step carries that solver's state
        assertThat(result.out().lines()).hasSize(6);
        assertThat(result.out().lines().filter(line -> line.startsWith("{\"schema\"")).map(TRACED::matcher)
                .map(header -> header.find() ? header.group(1) : "?")).containsExactly("bitmask", "iterative", "bitmask");
        assertThat(result.out().lines().filter(line -> line.startsWith("{\"step\"")).map(line -> line.contains(
                "\"kind\":\"masks\""))).containsExactly(true, false, true);
    }

    @Test
    void traceAfterUseOfASolverThatCannotReportItsSearchSaysSoNamingIt() {
        CommandResult refused = script("use halves", "trace 4");
        assertThat(refused.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(refused.out()).isEmpty();
        assertThat(refused.err()).isEqualTo("nqueens: line 2: trace: the halves solver cannot report its search;"
                + " solvers that can: bitmask, iterative, recursive, scan\n");

        CommandResult named = script("use halves", "trace 4 --limit 1 -s iterative");
        assertThat(named.status()).isEqualTo(ExitStatus.OK);
        assertThat(named.out()).startsWith("{\"schema\":\"nqueens-trace\",\"version\":2,\"n\":4,\"solver\":\"iterative\"")
                .contains("{\"step\":1,");
    }

    /** Beyond bitmask's limit, the default is a solver that reports its search, not one that lists faster. */
    @Test
    void traceWithoutAChoiceBeyondBitmasksLimitTracesAnotherThatReportsItsSearch() {
        CommandResult result = script("trace 33 --limit 1");

        assertThat(result.status()).isEqualTo(ExitStatus.OK);
        assertThat(result.out()).startsWith("{\"schema\":\"nqueens-trace\",\"version\":2,\"n\":33,\"solver\":\"iterative\"")
                .contains("{\"step\":1,\"event\":\"place\"");
    }

    @Test
    void useDoesNotNarrowARaceAndItsSolverPointsToSolvers() {
        CommandResult raced = script("use halves", "race 6");
        assertThat(raced.status()).isEqualTo(ExitStatus.OK);
        assertThat(raced.out().lines().skip(1).map(row -> row.split(" ")[0]))
                .contains("halves", "bitmask", "bitslice", "iterative", "recursive");

        CommandResult named = script("use halves", "race 6 --solvers iterative");
        assertThat(named.out().lines().skip(1).map(row -> row.split(" ")[0])).containsExactly("iterative");

        CommandResult refused = script("race 6 -s halves");
        assertThat(refused.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(refused.err()).isEqualTo("nqueens: line 1: race: the solvers to race are given with --solvers, as in"
                + " race 6 --solvers halves,bitmask; --solver chooses the solver of other commands\n");
    }
}
