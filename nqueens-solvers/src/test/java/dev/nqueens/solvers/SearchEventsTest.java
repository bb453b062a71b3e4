package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchMasks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The search events of the four backtracking solvers: the same search, step by step, in each, the scan
 * naming the attacker it meets first; and the tests each makes on the way.
 */
class SearchEventsTest {

    /** The searches that test the lines through a square, and so name the same attackers. */
    private static final List<Solver> SEARCHES = List.of(new RecursiveSolver(), new IterativeSolver(),
            new BitmaskSolver());
    private static final List<Solver> ALL = List.of(new ScanSolver(), new RecursiveSolver(), new IterativeSolver(),
            new BitmaskSolver());

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8})
    void theThreeSearchesTakeTheSameSteps(int n) {
        List<String> recursive = steps(new RecursiveSolver(), SolveRequest.builder(n));

        assertThat(steps(new IterativeSolver(), SolveRequest.builder(n))).isEqualTo(recursive);
        assertThat(steps(new BitmaskSolver(), SolveRequest.builder(n))).isEqualTo(recursive);
        assertThat(recursive.stream().filter(step -> step.startsWith("solution")).count())
                .isEqualTo(new RecursiveSolver().count(SolveRequest.of(n)));
    }

    @Test
    void theThreeSearchesTakeTheSameStepsAroundPrePlacedQueens() {
        List<Queen> queens = List.of(new Queen(0, 2), new Queen(4, 1), new Queen(7, 5));
        List<String> recursive = steps(new RecursiveSolver(), SolveRequest.builder(8).presetQueens(queens));

        assertThat(steps(new IterativeSolver(), SolveRequest.builder(8).presetQueens(queens))).isEqualTo(recursive);
        assertThat(steps(new BitmaskSolver(), SolveRequest.builder(8).presetQueens(queens))).isEqualTo(recursive);
        assertThat(recursive).contains("reject 1:5 column 7:5", "place 4:1")
                .noneMatch(step -> step.startsWith("reject 0:") || step.startsWith("reject 4:"));
    }

    @Test
    void theSearchOfFourIsTheOneWorkedByHand() throws IOException {
        List<String> golden = golden("trace-4.txt");
        for (Solver solver : SEARCHES) {
            assertThat(steps(solver, SolveRequest.builder(4))).as(solver.id()).isEqualTo(golden);
        }
        assertThat(steps(new ScanSolver(), SolveRequest.builder(4))).as("scan").isEqualTo(golden("scan-trace-4.txt"));
    }

    private static List<String> golden(String name) throws IOException {
        try (InputStream in = SearchEventsTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("#")).collect(Collectors.toList());
        }
    }

    /** The scan takes the others' steps; a reject names the first queen from the top that attacks the square. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8})
    void theScanTakesTheSameStepsAndNamesTheFirstAttackerFromTheTop(int n) {
        List<SearchEvent> events = new ArrayList<>();
        new ScanSolver().count(SolveRequest.builder(n).searchListener(events::add).build());

        assertThat(events.stream().map(SearchEventsTest::withoutAttacker).toList())
                .isEqualTo(steps(new RecursiveSolver(), SolveRequest.builder(n)).stream()
                        .map(step -> step.startsWith("reject") ? step.substring(0, step.indexOf(' ', 7)) : step)
                        .toList());
        int[] board = new int[n];
        for (SearchEvent event : events) {
            if (event instanceof SearchEvent.Place place) {
                board[place.row()] = place.column();
            } else if (event instanceof SearchEvent.Reject reject) {
                int first = 0;
                while (!new Queen(first, board[first]).attacks(new Queen(reject.row(), reject.column()))) {
                    first++;
                }
                assertThat(reject.attacker()).as(describe(event)).isEqualTo(new Queen(first, board[first]));
            }
        }
    }

    private static String withoutAttacker(SearchEvent event) {
        return event instanceof SearchEvent.Reject reject ? "reject " + reject.row() + ":" + reject.column()
                : describe(event);
    }

    @Test
    void theNodesOfEightAtEachDepthAreTheKnownOnes() {
        for (Solver solver : ALL) {
            assertThat(nodesByDepth(solver, 8)).as(solver.id()).containsExactly(8, 42, 140, 344, 568, 550, 312, 92);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theNodesAtEachDepthAreThePartialPlacementsOfTheFirstRows(int n) {
        long[] expected = partialPlacements(n);

        for (Solver solver : ALL) {
            assertThat(nodesByDepth(solver, n)).as(solver.id()).containsExactly(expected);
        }
    }

    /** The bitmask search's masks are what the queens above each row attack there. */
    @ParameterizedTest
    @ValueSource(ints = {1, 5, 8})
    void theMasksAreWhatTheQueensAboveAttack(int n) {
        int[] board = new int[n];
        Arrays.fill(board, -1);
        List<SearchEvent> events = new ArrayList<>();
        new BitmaskSolver().count(SolveRequest.builder(n).searchListener(events::add).build());

        for (SearchEvent event : events) {
            if (event instanceof SearchEvent.Place place) {
                assertThat(place.masks()).isEqualTo(masksFromQueens(board, place.row()));
                board[place.row()] = place.column();
            } else if (event instanceof SearchEvent.Remove remove) {
                board[remove.row()] = -1;
                assertThat(remove.masks()).isEqualTo(masksFromQueens(board, remove.row()));
            } else if (event instanceof SearchEvent.Reject reject) {
                assertThat(reject.masks()).isEqualTo(masksFromQueens(board, reject.row()));
                assertThat(reject.masks().free() & (1L << reject.column())).isZero();
            }
        }
    }

    /** Independently of the solvers: k-tuples of columns for the first k rows, no two queens attacking. */
    private static long[] partialPlacements(int n) {
        long[] counts = new long[n];
        extend(new int[n], 0, counts);
        return counts;
    }

    private static void extend(int[] queens, int placed, long[] counts) {
        if (placed == queens.length) {
            return;
        }
        for (int column = 0; column < queens.length; column++) {
            boolean safe = true;
            for (int row = 0; row < placed && safe; row++) {
                safe = queens[row] != column && Math.abs(queens[row] - column) != placed - row;
            }
            if (safe) {
                queens[placed] = column;
                counts[placed]++;
                extend(queens, placed + 1, counts);
            }
        }
    }

    private static SearchMasks masksFromQueens(int[] board, int row) {
        int n = board.length;
        long columns = 0;
        long diagonals = 0;
        long antiDiagonals = 0;
        for (int above = 0; above < row; above++) {
            int column = board[above];
            columns |= 1L << column;
            int right = column + (row - above);
            int left = column - (row - above);
            diagonals |= right < n ? 1L << right : 0;
            antiDiagonals |= left >= 0 ? 1L << left : 0;
        }
        long all = (1L << n) - 1;
        return new SearchMasks(columns, diagonals, antiDiagonals, all & ~(columns | diagonals | antiDiagonals));
    }

    private static long[] nodesByDepth(Solver solver, int n) {
        long[] nodes = new long[n];
        solver.count(SolveRequest.builder(n).searchListener(event -> {
            if (event instanceof SearchEvent.Place place) {
                nodes[place.row()]++;
            }
        }).build());
        return nodes;
    }

    /** The steps of a count, one line each, in the golden file's words; masks left out. */
    private static List<String> steps(Solver solver, SolveRequest.Builder request) {
        List<String> steps = new ArrayList<>();
        solver.count(request.searchListener(event -> steps.add(describe(event))).build());
        return steps;
    }

    private static String describe(SearchEvent event) {
        if (event instanceof SearchEvent.Place place) {
            return "place " + place.row() + ":" + place.column();
        } else if (event instanceof SearchEvent.Reject reject) {
            return "reject " + reject.row() + ":" + reject.column() + " "
                    + reject.line().name().toLowerCase(Locale.ROOT).replace('_', '-') + " " + reject.attacker();
        } else if (event instanceof SearchEvent.Remove remove) {
            return "remove " + remove.row() + ":" + remove.column();
        }
        return "solution " + Arrays.stream(((SearchEvent.Found) event).solution().columns())
                .mapToObj(String::valueOf).collect(Collectors.joining(" "));
    }
}
