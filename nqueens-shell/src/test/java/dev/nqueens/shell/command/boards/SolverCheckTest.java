package dev.nqueens.shell.command.boards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.command.run.SolverFaultException;
import dev.nqueens.testkit.internal.TestProviders;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What {@code solve --check} holds each board to, and the line that names the first bad one. */
class SolverCheckTest {

    /** A solver that claims the given capabilities; the check only asks for its id and capabilities. */
    private static Solver claiming(Capability capability) {
        return TestProviders.solver("liar").description("Yields what the test gives it").capabilities(capability)
                .solve(request -> {
                    throw new UnsupportedOperationException("the test feeds the check itself");
                })
                .build();
    }

    /** @param boards boards as columns separated by spaces, or "null" */
    private static void check(Capability capability, int n, String... boards) {
        check(capability, n, List.of(), boards);
    }

    private static void check(Capability capability, int n, List<Queen> placed, String... boards) {
        SolverCheck check = new SolverCheck(claiming(capability), n, placed);
        for (String board : boards) {
            check.accept(board.equals("null") ? null
                    : Solution.of(Arrays.stream(board.split(" ")).mapToInt(Integer::parseInt).toArray()));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 4, 6, 8})
    void everyBoardOfAnExhaustiveSolverPasses(int n) {
        SolverCheck check = new SolverCheck(Registry.installed(ProviderKind.SOLVER).byId("iterative"), n, List.of());
        List<Solution> boards = Registry.installed(ProviderKind.SOLVER).byId("iterative").solve(SolveRequest.of(n)).toList();
        boards.forEach(check);
        assertThat(boards).isNotEmpty();
    }

    @ParameterizedTest
    @MethodSource("badBoards")
    void theFirstBadBoardStopsTheRunWithOneLineNamingTheSolverAndTheBoard(Capability capability, String boards,
            String fault) {
        assertThatThrownBy(() -> check(capability, 4, boards.split(", ")))
                .isInstanceOf(SolverFaultException.class)
                .hasMessage("the liar solver's " + fault);
    }

    static Stream<Arguments> badBoards() {
        return Stream.of(
                Arguments.of(Capability.ALL_SOLUTIONS, "1 3 0 2, 0 2 1 3",
                        "board 2 is not a solution: rows 1 and 2 share an anti-diagonal (columns 2 and 1)"),
                Arguments.of(Capability.ALL_SOLUTIONS, "1 3 0 2, 2 0 1", "board 2 has 3 rows, not 4"),
                Arguments.of(Capability.SOME_SOLUTIONS, "null", "board 1 is null"),
                Arguments.of(Capability.ALL_SOLUTIONS, "1 3 0 2, 1 3 0 2", "board 2 repeats board 1"),
                Arguments.of(Capability.ALL_SOLUTIONS, "2 0 3 1, 1 3 0 2", "board 2 comes before board 1 in"
                        + " lexicographic order, which the solver promises with all-solutions"),
                Arguments.of(Capability.SOME_SOLUTIONS, "0 1 2 3",
                        "board 1 is not a solution: rows 0 and 1 share a diagonal (columns 0 and 1)"));
    }

    @Test
    void everyBoardKeepsThePrePlacedQueens() {
        List<Queen> placed = List.of(new Queen(0, 1));
        assertThatCode(() -> check(Capability.ALL_SOLUTIONS, 4, placed, "1 3 0 2")).doesNotThrowAnyException();
        assertThatThrownBy(() -> check(Capability.ALL_SOLUTIONS, 4, placed, "1 3 0 2", "2 0 3 1"))
                .isInstanceOf(SolverFaultException.class)
                .hasMessage("the liar solver's board 2 moves the pre-placed queen 0:1 (row 0 has its queen in"
                        + " column 2)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"2 0 3 1, 1 3 0 2", "1 3 0 2, 1 3 0 2"})
    void aSolverThatFindsSomeSolutionsIsNotHeldToAnOrder(String boards) {
        assertThatCode(() -> check(Capability.SOME_SOLUTIONS, 4, boards.split(", "))).doesNotThrowAnyException();
    }
}
