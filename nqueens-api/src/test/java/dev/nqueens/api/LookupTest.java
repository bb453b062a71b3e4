package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How lookup succeeds, and every way it fails: none installed, duplicate, malformed and unknown ids. */
class LookupTest {

    @Test
    void findsProvidersByIdInIdOrder() {
        Solvers solvers = Solvers.of(List.of(new NamedSolver("zebra"), new NamedSolver("alpha")));

        assertThat(solvers.ids()).containsExactly("alpha", "zebra");
        assertThat(solvers.all()).extracting(Solver::id).containsExactly("alpha", "zebra");
        assertThat(solvers.byId("zebra").id()).isEqualTo("zebra");
        assertThat(solvers.find("zebra")).isPresent();
        assertThat(solvers.find("missing")).isEmpty();
    }

    @Test
    void unknownIdListsTheAvailableOnes() {
        Solvers solvers = Solvers.of(List.of(new NamedSolver("bitmask"), new NamedSolver("iterative")));

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
        Renderers renderers = Renderers.of(List.of(new NamedRenderer("ascii")));

        assertThatThrownBy(() -> renderers.byId("xml"))
                .isInstanceOf(UnknownIdException.class)
                .hasMessage("unknown format 'xml'; available: ascii");
    }

    @Test
    void noProvidersInstalledIsSaidPlainly() {
        // the API module's own test run has no provider module on its path
        Solvers none = Solvers.installed();

        assertThat(none.all()).isEmpty();
        assertThat(Renderers.installed().all()).isEmpty();
        assertThatThrownBy(() -> none.byId("bitmask"))
                .isInstanceOf(UnknownIdException.class)
                .hasMessage("unknown solver 'bitmask'; no solver is installed");
    }

    @Test
    void duplicateIdsFailLoudlyNamingBothClasses() {
        List<Solver> clash = List.of(new NamedSolver("bitmask"), new OtherSolver("bitmask"));

        assertThatThrownBy(() -> Solvers.of(clash))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("two solvers share the id 'bitmask': " + NamedSolver.class.getName() + " and "
                        + OtherSolver.class.getName());
    }

    @Test
    void malformedIdsAreRefused() {
        for (String id : new String[] {"Bitmask", "", "two words", "-lead", "trail-", "a--b"}) {
            assertThatThrownBy(() -> Solvers.of(List.of(new NamedSolver(id))))
                    .as(id)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("invalid solver id '" + id + "'");
        }
        assertThatThrownBy(() -> Renderers.of(List.of(new NamedRenderer(null))))
                .hasMessageContaining("invalid format id null");
        assertThat(Solvers.of(List.of(new NamedSolver("min-conflicts"), new NamedSolver("n2")))).isNotNull();
    }

    @Test
    void aProviderThatCannotBeLoadedIsReported(@TempDir Path folder) throws IOException {
        Path services = folder.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(Solver.class.getName()), "com.example.MissingSolver\n");

        try (URLClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()},
                LookupTest.class.getClassLoader())) {
            assertThatThrownBy(() -> Solvers.load(loader))
                    .isInstanceOf(ServiceConfigurationError.class)
                    .hasMessageContaining("com.example.MissingSolver");
        }
    }

    @Test
    void boardSizeBeyondTheLimitIsRefusedWithTheSolversName() {
        Solver small = new NamedSolver("small");

        assertThatThrownBy(() -> small.checkSupported(SolveRequest.of(9)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n = 9 is beyond the small solver's limit of 8");
    }

    @Test
    void presetQueensAreRefusedBySolversThatIgnoreThem() {
        Solver small = new NamedSolver("small");
        SolveRequest withPresets = SolveRequest.builder(8).presetQueens(List.of(new Queen(0, 0))).build();

        assertThatThrownBy(() -> small.checkSupported(withPresets))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the small solver does not take pre-placed queens");
    }

    @Test
    void uniqueCountsRefusePresetQueens() {
        Solver all = new NamedSolver("all") {
            @Override
            public Set<Capability> capabilities() {
                return Set.of(Capability.ALL_SOLUTIONS, Capability.PRESET_QUEENS);
            }
        };
        SolveRequest withPresets = SolveRequest.builder(4).presetQueens(List.of(new Queen(0, 1))).build();

        assertThat(all.count(withPresets)).isEqualTo(1);
        assertThatThrownBy(() -> all.countUnique(withPresets))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unique solutions are counted on the whole board only, not with pre-placed queens");
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

    /** A test double: yields the 4-queens answer it was written with, and promises only that. */
    static class NamedSolver implements Solver {
        private final String id;

        NamedSolver(String id) {
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
        public Set<Capability> capabilities() {
            return Set.of(Capability.SOME_SOLUTIONS);
        }

        @Override
        public int maxBoardSize() {
            return 8;
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            checkSupported(request);
            return Stream.of(Solution.of(1, 3, 0, 2));
        }
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
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            out.append(String.valueOf(solutions.count()));
        }
    }
}
