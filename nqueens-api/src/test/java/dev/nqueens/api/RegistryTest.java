package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How lookup succeeds, and every way a provider is skipped without failing the lookup: none installed,
 * duplicate, malformed and unknown ids, a class that cannot be loaded, a method that throws, another API
 * version.
 */
class RegistryTest {

    @Test
    void findsProvidersByIdInIdOrder() {
        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER,
                List.of(new NamedSolver("zebra"), new NamedSolver("alpha")));

        assertThat(solvers.ids()).containsExactly("alpha", "zebra");
        assertThat(solvers.all()).extracting(Solver::id).containsExactly("alpha", "zebra");
        assertThat(solvers.byId("zebra").id()).isEqualTo("zebra");
        assertThat(solvers.find("zebra")).isPresent();
        assertThat(solvers.find("missing")).isEmpty();
        assertThat(solvers.problems()).isEmpty();
        assertThat(solvers.kind()).isSameAs(ProviderKind.SOLVER);
    }

    @Test
    void unknownIdListsTheAvailableOnes() {
        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER,
                List.of(new NamedSolver("bitmask"), new NamedSolver("iterative")));

        assertThatThrownBy(() -> solvers.byId("fast"))
                .isInstanceOf(UnknownIdException.class)
                .hasMessage("unknown solver 'fast'; available: bitmask, iterative")
                .satisfies(e -> {
                    UnknownIdException unknown = (UnknownIdException) e;
                    assertThat(unknown.id()).isEqualTo("fast");
                    assertThat(unknown.available()).containsExactly("bitmask", "iterative");
                });
    }

    @Test
    void unknownFormatSaysFormat() {
        Registry<Renderer> renderers = Registry.of(ProviderKind.FORMAT, List.of(new NamedRenderer("ascii")));

        assertThatThrownBy(() -> renderers.byId("xml"))
                .isInstanceOf(UnknownIdException.class)
                .hasMessage("unknown format 'xml'; available: ascii");
    }

    @Test
    void noProvidersInstalledIsSaidPlainly() {
        // the API module's own test run has no provider module on its path
        Registry<Solver> none = Registry.installed(ProviderKind.SOLVER);

        assertThat(none.all()).isEmpty();
        assertThat(none.problems()).isEmpty();
        assertThat(Registry.installed(ProviderKind.FORMAT).all()).isEmpty();
        assertThatThrownBy(() -> none.byId("bitmask"))
                .isInstanceOf(UnknownIdException.class)
                .hasMessage("unknown solver 'bitmask'; no solver is installed");
    }

    @Test
    void aDuplicateIdIsSkippedNamingBothClassesAndTheFirstIsKept() {
        NamedSolver first = new NamedSolver("bitmask");
        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER, List.of(first, new OtherSolver("bitmask")));

        assertThat(solvers.all()).containsExactly(first);
        assertThat(solvers.problems()).extracting(ProviderProblem::message).containsExactly(
                "solver bitmask skipped: two solvers share the id 'bitmask': " + NamedSolver.class.getName()
                        + " and " + OtherSolver.class.getName() + "; the first is kept");
    }

    @Test
    void providersAddedLaterLoseAClashToThoseThere() {
        NamedSolver builtIn = new NamedSolver("bitmask");
        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER, List.of(builtIn))
                .plus(List.of(new OtherSolver("bitmask"), new NamedSolver("extra")));

        assertThat(solvers.ids()).containsExactly("bitmask", "extra");
        assertThat(solvers.byId("bitmask")).isSameAs(builtIn);
        assertThat(solvers.problems()).hasSize(1);
    }

    @Test
    void malformedIdsAreSkipped() {
        for (String id : new String[] {"Bitmask", "", "two words", "-lead", "trail-", "a--b"}) {
            Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER, List.of(new NamedSolver(id)));
            assertThat(solvers.all()).as(id).isEmpty();
            assertThat(solvers.problems()).singleElement().extracting(ProviderProblem::message).asString()
                    .as(id)
                    .contains("invalid solver id '" + id + "'")
                    .endsWith("use lower-case letters and digits, in words joined by single dashes");
        }
        assertThat(Registry.of(ProviderKind.FORMAT, List.of(new NamedRenderer(null))).problems())
                .singleElement().extracting(ProviderProblem::reason).asString()
                .contains("invalid format id null");
        assertThat(Registry.of(ProviderKind.SOLVER, List.of(new NamedSolver("min-conflicts"), new NamedSolver("n2")))
                .ids()).containsExactly("min-conflicts", "n2");
    }

    @Test
    void aProviderThatCannotBeLoadedIsReportedAndTheLoaderStepsPastIt(@TempDir Path folder) throws IOException {
        Path services = folder.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(Solver.class.getName()),
                "com.example.MissingSolver\ncom.example.AlsoMissing\n");

        try (URLClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()},
                RegistryTest.class.getClassLoader())) {
            Registry<Solver> solvers = Registry.load(ProviderKind.SOLVER, loader);

            assertThat(solvers.all()).isEmpty();
            assertThat(solvers.problems()).extracting(ProviderProblem::message).containsExactly(
                    "solver skipped: provider com.example.MissingSolver not found",
                    "solver skipped: provider com.example.AlsoMissing not found");
            assertThat(solvers.problems()).allSatisfy(problem -> {
                assertThat(problem.provider()).isEmpty();
                assertThat(problem.cause()).isPresent();
            });
        }
    }

    @Test
    void aMethodThatThrowsOrAnswersNullSkipsTheProviderNamingTheMethod() {
        Solver mute = new NamedSolver("mute") {
            @Override
            public String description() {
                throw new UnsupportedOperationException("no words");
            }
        };
        Solver vague = new NamedSolver("vague") {
            @Override
            public Set<Capability> capabilities() {
                return null;
            }
        };

        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER, List.of(mute, vague));

        assertThat(solvers.all()).isEmpty();
        assertThat(solvers.problems()).extracting(ProviderProblem::message).containsExactly(
                "solver mute skipped: " + mute.getClass().getName() + ".description() threw"
                        + " java.lang.UnsupportedOperationException: no words",
                "solver vague skipped: " + vague.getClass().getName() + ".capabilities() returned null");
    }

    @Test
    void aProviderBuiltForAnotherApiVersionIsSkippedInOneLine() {
        Solver newer = new NamedSolver("newer") {
            @Override
            public int apiVersion() {
                return API_VERSION + 1;
            }
        };
        // what the JVM throws when a class compiled before apiVersion() existed is asked for it
        Solver older = new NamedSolver("older") {
            @Override
            public int apiVersion() {
                throw new AbstractMethodError("Receiver class does not define or inherit an implementation");
            }
        };

        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER, List.of(newer, older));

        assertThat(solvers.all()).isEmpty();
        assertThat(solvers.problems()).extracting(ProviderProblem::message).containsExactly(
                "solver newer skipped: " + newer.getClass().getName() + " was built for nqueens API version "
                        + (Provider.API_VERSION + 1) + ", not " + Provider.API_VERSION
                        + ": rebuild it against this one",
                "solver older skipped: " + older.getClass().getName() + " was built for an nqueens API older than version "
                        + Provider.API_VERSION + ", which it does not implement: rebuild it against this one");
        // named, so that a user who asks for it is told why it is not there
        assertThat(solvers.problems()).extracting(problem -> problem.id().orElseThrow()).containsExactly("newer", "older");
    }

    @Test
    void boardSizeBeyondTheLimitIsRefusedWithTheSolversName() {
        Solver small = new NamedSolver("small");

        assertThatThrownBy(() -> RequestChecks.requireSupported(small, SolveRequest.of(9)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n = 9 is beyond the small solver's limit of 8");
        assertThatThrownBy(() -> small.solve(SolveRequest.of(9)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void presetQueensAreRefusedBySolversThatIgnoreThem() {
        Solver small = new NamedSolver("small");
        SolveRequest withPresets = SolveRequest.builder(8).presetQueens(List.of(new Queen(0, 0))).build();

        assertThatThrownBy(() -> RequestChecks.requireSupported(small, withPresets))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the small solver does not take pre-placed queens");
    }

    @Test
    void defaultCountsNeedAllSolutions() {
        Solver some = new NamedSolver("some");

        assertThatThrownBy(() -> some.count(SolveRequest.of(4)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the some solver cannot count: it does not find all solutions");
        assertThatThrownBy(() -> some.countUnique(SolveRequest.of(4)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the some solver cannot count unique solutions: it does not find all solutions");
    }

    @Test
    void aSolverOfAllSolutionsThatDoesNotImplementTheCountsIsToldWhichMethodItLacks() {
        Solver lister = new NamedSolver("lister", 8, Capability.ALL_SOLUTIONS);

        // its fault, not a refusal: the shell names its jar and exits 1, as for a solver that throws
        assertThatThrownBy(() -> lister.count(SolveRequest.of(4)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the lister solver cannot count: it finds all solutions, but does not implement"
                        + " count(SolveRequest)");
        assertThatThrownBy(() -> lister.countUnique(SolveRequest.of(4)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the lister solver cannot count unique solutions: it finds all solutions, but does not"
                        + " implement countUnique(SolveRequest)");
    }

    @Test
    void aSolverThatDeclaresACountItDoesNotImplementIsAtFault() {
        Solver counter = new NamedSolver("claims", 8, Capability.SOME_SOLUTIONS, Capability.COUNT,
                Capability.UNIQUE_COUNT);

        assertThatThrownBy(() -> counter.count(SolveRequest.of(4)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the claims solver cannot count: it declares COUNT, but does not implement"
                        + " count(SolveRequest)");
        assertThatThrownBy(() -> counter.countUnique(SolveRequest.of(4)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the claims solver cannot count unique solutions: it declares UNIQUE_COUNT, but does"
                        + " not implement countUnique(SolveRequest)");
    }

    @Test
    void aSolverThatDeclaresSolutionsButDoesNotListThemIsAtFault() {
        Solver lister = new BareSolver("claims", Capability.ALL_SOLUTIONS);

        assertThatThrownBy(() -> lister.solve(SolveRequest.of(4)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the claims solver cannot list solutions: it declares ALL_SOLUTIONS, but does not"
                        + " implement solve(SolveRequest)");
    }

    @Test
    void aSolverThatOnlyCountsNeedNotWriteSolve() {
        Solver counter = new BareSolver("counter", Capability.COUNT) {
            @Override
            public long count(SolveRequest request) {
                return 2;
            }
        };

        assertThat(counter.count(SolveRequest.of(4))).isEqualTo(2);
        assertThatThrownBy(() -> counter.solve(SolveRequest.of(4)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the counter solver does not list solutions: it only counts");
    }

    @Test
    void aRendererWritesBytesInTheCharsetAskedForAndFlushes() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Renderer.renderBytes(new NamedRenderer("count"), Stream.of(Solution.of(1, 3, 0, 2), Solution.of(2, 0, 3, 1)),
                bytes, StandardCharsets.UTF_16BE);

        assertThat(bytes.toString(StandardCharsets.UTF_16BE)).isEqualTo("2 boards ♛");
    }

    static final class OtherSolver extends NamedSolver {
        OtherSolver(String id) {
            super(id);
        }
    }

    static final class NamedRenderer implements Renderer {
        private final String id;

        NamedRenderer(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return "a test double";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            out.append(solutions.count() + " boards ♛");
        }
    }
}
