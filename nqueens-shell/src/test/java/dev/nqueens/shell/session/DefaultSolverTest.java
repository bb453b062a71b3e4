package dev.nqueens.shell.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.testkit.internal.TestProviders;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which solver a command takes when the user names none, and that a solver named always wins. */
class DefaultSolverTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    private static SolverChoice.Task count(long n) {
        return SolverChoice.Task.count(n);
    }

    private static SolverChoice.Task list(long n) {
        return SolverChoice.Task.list(n);
    }

    private static SolverChoice.Task task(String action, long n, boolean presets, boolean unique) {
        SolverChoice.Task task = action.equals("COUNT") ? count(n) : list(n);
        task = presets ? task.withPresetQueens() : task;
        return unique ? task.unique() : task;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            COUNT | 0     | false | false | bitslice
            COUNT | 8     | false | false | bitslice
            COUNT | 17    | false | false | bitslice
            COUNT | 18    | false | false | bitslice
            COUNT | 27    | false | false | bitslice
            COUNT | 28    | false | false | bitslice
            COUNT | 29    | false | false | bitmask
            COUNT | 32    | false | false | bitmask
            COUNT | 33    | false | false | iterative
            COUNT | 10000 | false | false | iterative
            COUNT | 8     | true  | false | bitmask
            COUNT | 40    | true  | false | iterative
            COUNT | 12    | false | true  | bitslice
            COUNT | 30    | false | true  | bitmask
            LIST  | 8     | false | false | bitmask
            LIST  | 32    | false | false | bitmask
            LIST  | 33    | false | false | iterative
            LIST  | 8     | true  | false | bitmask
            LIST  | 8     | false | true  | bitmask
            """)
    void withoutAChoiceTheTaskDecides(String action, long n, boolean presets, boolean unique, String expected) {
        assertThat(session.solverFor(null, task(action, n, presets, unique)).id()).isEqualTo(expected);
    }

    @Test
    void aSolverNamedWinsEvenWhereItCannotServe() {
        assertThat(session.solverFor("recursive", count(8)).id()).isEqualTo("recursive");
        assertThat(session.solverFor("construct", count(8)).id()).isEqualTo("construct");
        assertThat(session.solverFor("halves", list(8)).id()).isEqualTo("halves");
    }

    @Test
    void theSessionsChoiceWinsOverTheDefaults() {
        session.chooseSolver("iterative");
        assertThat(session.solverFor(null, count(8)).id()).isEqualTo("iterative");
        assertThat(session.solverFor(null, list(8)).id()).isEqualTo("iterative");
        assertThat(session.solverFor("bitmask", count(8)).id()).isEqualTo("bitmask");
    }

    @Test
    void globalOptionsWithoutACommandAreAChoiceButOnlyWhenTheyNameASolver() {
        session.applyGlobalOptions(null, "json", false);
        assertThat(session.solverFor(null, count(8)).id()).isEqualTo("bitslice");
        session.applyGlobalOptions("recursive", null, false);
        assertThat(session.solverFor(null, count(8)).id()).isEqualTo("recursive");
        session.applyGlobalOptions(null, "ascii", false);
        assertThat(session.solverFor(null, count(8)).id()).isEqualTo("recursive");
    }

    @Test
    void theSessionsSolverShownIsBitmaskUntilOneIsChosen() {
        assertThat(session.solverId()).isEqualTo("bitmask");
        session.chooseSolver("recursive");
        assertThat(session.solverId()).isEqualTo("recursive");
    }

    @Test
    void noSolverServingTheNeedsIsAUsageErrorNamingTheLargestLimit() {
        assertThatThrownBy(() -> session.solverFor(null, count(10_001))).isInstanceOf(UsageException.class)
                .hasMessage("n = 10001 is beyond every solver that can count solutions (the largest limit is"
                        + " iterative's, 10000)");
        assertThatThrownBy(() -> session.solverFor(null, list(20_000_000).withPresetQueens())).isInstanceOf(UsageException.class)
                .hasMessage("n = 20000000 is beyond every solver that can list all solutions with pre-placed queens"
                        + " (the largest limit is iterative's, 10000)");
    }

    @Test
    void withoutAnyExhaustiveSolverSolvePointsToThoseThatFindSome() {
        Registry<Solver> installed = Registry.installed(ProviderKind.SOLVER);
        Session some = Session.builder(Registry.of(ProviderKind.SOLVER, List.of(installed.byId("construct"),
                installed.byId("halves"))), Registry.installed(ProviderKind.FORMAT)).build();
        assertThatThrownBy(() -> some.solverFor(null, list(8))).isInstanceOf(UsageException.class)
                .hasMessage("no installed solver can list all solutions; for some solutions, choose one of construct"
                        + " with --solver");
        assertThat(some.solverFor(null, count(8)).id()).isEqualTo("halves");
    }

    @Test
    void countRanksDirectCountersFirstThenParallelOnesThenByEstimatedTimeThenTheId() {
        List<Solver> solvers = new ArrayList<>(Registry.installed(ProviderKind.SOLVER).all());
        solvers.add(declaring("a-lister", Capability.ALL_SOLUTIONS, Capability.PARALLEL));
        solvers.add(declaring("b-counter", Capability.COUNT));
        solvers.add(declaring("z-parallel", Capability.COUNT, Capability.PARALLEL));
        List<String> ranked = SolverChoice.choose(solvers, count(8)).ranked().stream().map(Solver::id).toList();
        // the API's order: what a solver declares, then the id, which puts bitmask before iterative, recursive and
        // scan, the slowest last
        assertThat(ranked).containsExactly("bitslice", "halves", "z-parallel", "b-counter", "bitmask", "iterative", "recursive",
                "scan", "a-lister");
    }

    @Test
    void countingClassesRanksThoseThatCountThemDirectlyFirst() {
        List<Solver> solvers = List.of(declaring("a-counter", Capability.COUNT, Capability.PARALLEL),
                declaring("b-lister", Capability.ALL_SOLUTIONS),
                declaring("c-unique", Capability.UNIQUE_COUNT));
        assertThat(SolverChoice.choose(solvers, count(8).unique()).ranked()).extracting(Solver::id)
                .containsExactly("c-unique", "b-lister");
    }

    /** @return a solver that only declares capabilities; the choice never calls it */
    private static Solver declaring(String id, Capability... capabilities) {
        return TestProviders.solver(id).description("Declares " + Set.of(capabilities)).capabilities(capabilities)
                .solve(request -> {
                    throw new AssertionError("the choice of a solver never runs it");
                })
                .build();
    }
}
