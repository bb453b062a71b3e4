package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.internal.TestProviders;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The providers a test makes in one expression: what they are given, and the interfaces' refusals for the rest. */
class TestProvidersTest {

    private static final SolveRequest FOUR = SolveRequest.of(4);

    @Test
    void aSolverAnswersWhatItIsGivenAndARegistryAdmitsIt() {
        Solver solver = TestProviders.solver("given").description("Answers what the test gives it").maxBoardSize(9)
                .capabilities(Capability.ALL_SOLUTIONS, Capability.COUNT)
                .solve(request -> Stream.of(Solution.of(1, 3, 0, 2)))
                .count(request -> 7)
                .countUnique(request -> 3)
                .estimatedCountTime(request -> Optional.of(Duration.ofSeconds(request.boardSize())))
                .build();

        assertThat(solver.id()).isEqualTo("given");
        assertThat(solver.description()).isEqualTo("Answers what the test gives it");
        assertThat(solver.maxBoardSize()).isEqualTo(9);
        assertThat(solver.apiVersion()).isEqualTo(Provider.API_VERSION);
        assertThat(solver.capabilities()).containsExactlyInAnyOrder(Capability.ALL_SOLUTIONS, Capability.COUNT);
        assertThat(solver.solve(FOUR)).containsExactly(Solution.of(1, 3, 0, 2));
        assertThat(solver.count(FOUR)).isEqualTo(7);
        assertThat(solver.countUnique(FOUR)).isEqualTo(3);
        assertThat(solver.estimatedCountTime(FOUR)).contains(Duration.ofSeconds(4));
        assertThat(solver).hasToString("solver 'given' (made with TestProviders)");
        assertThat(Registry.of(ProviderKind.SOLVER, List.of(solver)).problems()).isEmpty();
    }

    @Test
    void whatASolverIsNotGivenItRefusesAsTheInterfaceDoes() {
        Solver solver = TestProviders.solver("bare").build();

        assertThat(solver.description()).isEqualTo("A test solver made with TestProviders");
        assertThat(solver.maxBoardSize()).isEqualTo(Integer.MAX_VALUE);
        assertThat(solver.capabilities()).isEmpty();
        assertThat(solver.estimatedCountTime(FOUR)).isEmpty();
        assertThatThrownBy(() -> solver.solve(FOUR)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the bare solver does not list solutions: it only counts");
        assertThatThrownBy(() -> solver.count(FOUR)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the bare solver cannot count: it does not find all solutions");
        assertThatThrownBy(() -> solver.countUnique(FOUR)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the bare solver cannot count unique solutions: it does not find all solutions");
        assertThat(SubproblemSolver.splitting(solver)).isEmpty();
    }

    @Test
    void aSolverBasedOnAnotherAnswersAsItDoesButForWhatIsSetAfter() {
        Solver reference = new ReferenceSolver();
        Solver doubled = TestProviders.solver("doubled").basedOn(reference)
                .count(request -> 2 * reference.count(request))
                .build();

        assertThat(doubled.id()).isEqualTo("doubled");
        assertThat(doubled.description()).isEqualTo(reference.description());
        assertThat(doubled.maxBoardSize()).isEqualTo(reference.maxBoardSize());
        assertThat(doubled.capabilities()).isEqualTo(reference.capabilities());
        assertThat(doubled.solve(SolveRequest.of(6)).toList()).isEqualTo(reference.solve(SolveRequest.of(6)).toList());
        assertThat(doubled.countUnique(SolveRequest.of(8))).isEqualTo(12);
        assertThat(doubled.count(SolveRequest.of(8))).isEqualTo(184);
    }

    @Test
    void aSplittingSolverDeclaresSplitsAndSplitsAsItIsGiven() {
        Split split = Split.of("pieces", 4, "v1", List.of());
        SubproblemSolver solver = TestProviders.splittingSolver("pieces").capabilities(Capability.COUNT,
                Capability.SPLITS).split(n -> split).subcount(request -> new Subcount(2, 0)).build();

        assertThat(SubproblemSolver.splitting(solver)).containsSame(solver);
        assertThat(solver.split(4)).isSameAs(split);
        assertThat(solver.count(SubproblemRequest.of(new ReferenceSplitter().split(4).subproblems().get(0))))
                .isEqualTo(new Subcount(2, 0));
        assertThat(TestProviders.splittingSolver("plain").build().capabilities()).containsExactly(Capability.SPLITS);
        assertThatThrownBy(() -> TestProviders.splittingSolver("plain").build().split(4))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the plain solver was made without split");
    }

    @Test
    void aSplittingSolverBasedOnAnotherTakesItsSplitToo() {
        SubproblemSolver splitter = new ReferenceSplitter();
        SubproblemSolver liar = TestProviders.splittingSolver(splitter.id()).basedOn(splitter)
                .subcount(request -> splitter.count(request).plus(new Subcount(8, 0)))
                .build();

        assertThat(liar.split(6).subproblems()).isEqualTo(splitter.split(6).subproblems());
        assertThat(liar.split(6).signature()).isEqualTo(splitter.split(6).signature());
        assertThat(liar.capabilities()).isEqualTo(splitter.capabilities());
        SubproblemRequest first = SubproblemRequest.of(splitter.split(6).subproblems().get(0));
        assertThat(liar.count(first).solutions()).isEqualTo(splitter.count(first).solutions() + 8);
    }

    @Test
    void onlyASplittingSolverIsGivenASplit() {
        assertThatThrownBy(() -> TestProviders.solver("plain").split(n -> null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the plain solver does not split: make it with TestProviders.splittingSolver to give it"
                        + " split");
    }

    @Test
    void aFormatRendersAsItIsGivenAndARegistryAdmitsIt() throws IOException {
        Renderer count = TestProviders.renderer("count").maxBoardSize(8)
                .render((solutions, out) -> out.append(solutions.count() + " boards"))
                .build();
        StringBuilder out = new StringBuilder();

        count.render(Stream.of(Solution.of(1, 3, 0, 2), Solution.of(2, 0, 3, 1)), out);

        assertThat(out).hasToString("2 boards");
        assertThat(count.maxBoardSize()).isEqualTo(8);
        assertThat(count.description()).isEqualTo("A test format made with TestProviders");
        assertThat(count).hasToString("format 'count' (made with TestProviders)");
        assertThat(Registry.of(ProviderKind.FORMAT, List.of(count)).problems()).isEmpty();
        assertThatThrownBy(() -> TestProviders.renderer("blank").build().render(Stream.of(), out))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("the blank format was made without render");
    }

    @Test
    void eachBuildKeepsWhatTheBuilderHeldThen() {
        TestProviders.SolverBuilder<Solver> builder = TestProviders.solver("first").capabilities(Capability.COUNT)
                .count(request -> 1);
        Solver first = builder.build();
        builder.count(request -> 2).capabilities(Set.of(Capability.COUNT, Capability.PARALLEL));

        assertThat(first.count(FOUR)).isEqualTo(1);
        assertThat(first.capabilities()).containsExactly(Capability.COUNT);
        assertThat(builder.build().count(FOUR)).isEqualTo(2);
    }
}
