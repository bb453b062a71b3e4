package dev.nqueens.solvers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchListener;
import dev.nqueens.api.SearchState;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The search events of the four backtracking solvers: the steps each really takes, with its own state, held
 * to a trace of n = 4 worked by hand for each; the same nodes in all four.
 */
class SearchEventsTest {

    private static final List<Solver> ALL = List.of(new ScanSolver(), new RecursiveSolver(), new IterativeSolver(),
            new BitmaskSolver());

    /** The recursion and the loop over a stack test the same squares in the same order. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8})
    void theSearchesOverArraysTakeTheSameSteps(int n) {
        List<String> recursive = steps(new RecursiveSolver(), SolveRequest.builder(n));

        assertThat(steps(new IterativeSolver(), SolveRequest.builder(n))).isEqualTo(recursive);
        assertThat(recursive.stream().filter(step -> step.startsWith("solution")).count())
                .isEqualTo(new RecursiveSolver().count(SolveRequest.of(n)));
    }

    /**
     * The bit masks place and remove the queens the arrays do, in the same order, but test no square alone:
     * they enter each row they come to, and reject nothing.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8})
    void theBitMasksPlaceAndRemoveAsTheArraysDoAndRejectNothing(int n) {
        List<String> bitmask = steps(new BitmaskSolver(), SolveRequest.builder(n));
        List<String> recursive = steps(new RecursiveSolver(), SolveRequest.builder(n));

        assertThat(bitmask.stream().filter(PLACE_REMOVE_OR_SOLUTION).toList())
                .isEqualTo(recursive.stream().filter(PLACE_REMOVE_OR_SOLUTION).toList());
        assertThat(bitmask).noneMatch(step -> step.startsWith("reject"));
        long placedAboveTheLastRow = recursive.stream()
                .filter(step -> step.startsWith("place") && !step.startsWith("place " + (n - 1) + ":")).count();
        assertThat(bitmask.stream().filter(step -> step.startsWith("enter")).count())
                .as("row 0, and a row below each queen above the last row")
                .isEqualTo(n == 0 ? 0 : 1 + placedAboveTheLastRow);
    }

    private static final Predicate<String> PLACE_REMOVE_OR_SOLUTION = step -> step.startsWith("place")
            || step.startsWith("remove") || step.startsWith("solution");

    @Test
    void theSearchesTakeTheSameStepsAroundPrePlacedQueens() {
        List<Queen> queens = List.of(new Queen(0, 2), new Queen(4, 1), new Queen(7, 5));
        List<String> recursive = steps(new RecursiveSolver(), SolveRequest.builder(8).presetQueens(queens));

        assertThat(steps(new IterativeSolver(), SolveRequest.builder(8).presetQueens(queens))).isEqualTo(recursive);
        assertThat(steps(new BitmaskSolver(), SolveRequest.builder(8).presetQueens(queens)).stream()
                .filter(PLACE_REMOVE_OR_SOLUTION).toList())
                .isEqualTo(recursive.stream().filter(PLACE_REMOVE_OR_SOLUTION).toList());
        assertThat(recursive).contains("reject 1:5 column 7:5", "place 4:1")
                .noneMatch(step -> step.startsWith("reject 0:") || step.startsWith("reject 4:"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"scan", "recursive", "iterative", "bitmask"})
    void theSearchOfFourIsTheOneWorkedByHand(String id) throws IOException {
        Solver solver = ALL.stream().filter(each -> each.id().equals(id)).findFirst().orElseThrow();

        assertThat(traced(solver, SolveRequest.builder(4))).isEqualTo(golden(id + "-trace-4.txt"));
    }

    private static List<String> golden(String name) throws IOException {
        try (InputStream in = SearchEventsTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("#")).collect(Collectors.toList());
        }
    }

    /** A listener that reads no state gets the same steps, each without one: the copies are spared. */
    @ParameterizedTest
    @ValueSource(strings = {"scan", "recursive", "iterative", "bitmask"})
    void aListenerThatReadsNoStateGetsTheStepsWithout(String id) {
        Solver solver = ALL.stream().filter(each -> each.id().equals(id)).findFirst().orElseThrow();
        List<SearchEvent> events = new ArrayList<>();
        solver.count(SolveRequest.builder(6).searchListener(new SearchListener() {
            @Override
            public void onEvent(SearchEvent event) {
                events.add(event);
            }

            @Override
            public boolean wantsState() {
                return false;
            }
        }).build());

        assertThat(events).allMatch(event -> event.state() == null);
        assertThat(events.stream().map(SearchEventsTest::describe).toList())
                .isEqualTo(steps(solver, SolveRequest.builder(6)));
    }

    /** The scan takes the arrays' steps; a reject names the first queen from the top that attacks the square. */
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
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
    void theNodesAtEachDepthAreThePartialPlacementsOfTheFirstRows(int n) {
        long[] expected = partialPlacements(n);

        for (Solver solver : ALL) {
            assertThat(nodesByDepth(solver, n)).as(solver.id()).containsExactly(expected);
        }
    }

    /**
     * The masks are the program's own: what the queens above attack, the diagonals' bits shifted past the
     * board kept as far as an {@code int} holds them, the free columns as the search has them, and the bit taken
     * the lowest of them. n = 20 for its first 20,000 steps, where d1 loses the bits shifted past bit 31.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 5, 8, 20})
    void theMasksAreTheProgramsOwn(int n) {
        int[] board = new int[n];
        Arrays.fill(board, -1);
        List<SearchEvent> events = new ArrayList<>();
        try {
            new BitmaskSolver().count(SolveRequest.builder(n).searchListener(event -> {
                events.add(event);
                if (events.size() == 20_000) {
                    throw new CancellationException("enough");
                }
            }).build());
        } catch (CancellationException enough) {
            assertThat(n).isEqualTo(20);
        }

        boolean shiftedPastTheBoard = false;
        for (SearchEvent event : events) {
            if (event instanceof SearchEvent.Place place) {
                board[place.row()] = place.column();
                SearchState.Masks masks = masksOf(event, board, place.row());
                long before = masks.free() | masks.bit();
                assertThat(masks.bit()).as("%s: free & -free", event).isEqualTo(before & -before)
                        .isEqualTo(1L << place.column());
            } else if (event instanceof SearchEvent.Remove remove) {
                board[remove.row()] = -1;
                assertThat(masksOf(event, board, remove.row()).bit()).isEqualTo(1L << remove.column());
            } else if (event instanceof SearchEvent.Enter enter) {
                SearchState.Masks masks = masksOf(event, board, enter.row());
                assertThat(masks.free()).as("%s: ~(cols | d1 | d2) & all", event)
                        .isEqualTo(~(masks.columns() | masks.diagonals() | masks.antiDiagonals()) & masks.all());
                shiftedPastTheBoard |= masks.diagonals() >= 1L << n;
            }
        }
        assertThat(shiftedPastTheBoard).as("some d1 with bits past the board").isEqualTo(n >= 5);
    }

    /** @return the event's masks, after checking those the queens above the row make */
    private static SearchState.Masks masksOf(SearchEvent event, int[] board, int row) {
        int n = board.length;
        long columns = 0;
        long diagonals = 0;
        long antiDiagonals = 0;
        for (int above = 0; above < row; above++) {
            int column = board[above];
            columns |= 1L << column;
            int right = column + (row - above);
            int left = column - (row - above);
            diagonals |= right < Integer.SIZE ? 1L << right : 0;
            antiDiagonals |= left >= 0 ? 1L << left : 0;
        }
        SearchState.Masks masks = (SearchState.Masks) event.state();
        assertThat(masks).as("%s", event).isNotNull();
        assertThat(List.of(masks.columns(), masks.diagonals(), masks.antiDiagonals(), masks.all()))
                .as("%s: cols, d1, d2, all", event).containsExactly(columns, diagonals, antiDiagonals, (1L << n) - 1);
        return masks;
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

    private static long[] nodesByDepth(Solver solver, int n) {
        long[] nodes = new long[n];
        solver.count(SolveRequest.builder(n).searchListener(event -> {
            if (event instanceof SearchEvent.Place place) {
                nodes[place.row()]++;
            }
        }).build());
        return nodes;
    }

    /** The steps of a count, one line each, in the golden files' words; states left out. */
    private static List<String> steps(Solver solver, SolveRequest.Builder request) {
        List<String> steps = new ArrayList<>();
        solver.count(request.searchListener(event -> steps.add(describe(event))).build());
        return steps;
    }

    /** The steps of a count with the state each carries, in the golden files' words. */
    private static List<String> traced(Solver solver, SolveRequest.Builder request) {
        int n = request.build().boardSize();
        List<String> steps = new ArrayList<>();
        solver.count(request.searchListener(event -> steps.add(describe(event) + state(event, n))).build());
        return steps;
    }

    private static String describe(SearchEvent event) {
        if (event instanceof SearchEvent.Enter enter) {
            return "enter " + enter.row();
        } else if (event instanceof SearchEvent.Place place) {
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

    private static String state(SearchEvent event, int n) {
        SearchState state = event.state();
        if (state instanceof SearchState.Masks masks) {
            int width = 2 * n - 1;
            return event instanceof SearchEvent.Enter
                    ? " cols " + bits(masks.columns(), width) + " d1 " + bits(masks.diagonals(), width)
                            + " d2 " + bits(masks.antiDiagonals(), width) + " free " + bits(masks.free(), width)
                    : " bit " + bits(masks.bit(), width) + " free " + bits(masks.free(), width);
        } else if (state instanceof SearchState.Recursion recursion) {
            return " depth " + recursion.depth() + reads(event, recursion.lines(), n);
        } else if (state instanceof SearchState.Stack stack) {
            return " stack [" + stack.stack().stream().map(String::valueOf).collect(Collectors.joining(" ")) + "]"
                    + reads(event, stack.lines(), n);
        } else if (state instanceof SearchState.Scan scan) {
            return " compared " + scan.compared();
        }
        return "";
    }

    private static String bits(long value, int width) {
        String binary = Long.toBinaryString(value);
        return "0".repeat(Math.max(0, width - binary.length())) + binary;
    }

    private static String reads(SearchEvent event, SearchState.LineArrays lines, int n) {
        if (lines.reads() == 0) {
            return " read nothing";
        }
        int row = event instanceof SearchEvent.Place place ? place.row() : ((SearchEvent.Reject) event).row();
        int column = event instanceof SearchEvent.Place place ? place.column() : ((SearchEvent.Reject) event).column();
        List<String> entries = List.of("cols[" + column + "]", "diag[" + (row - column + n - 1) + "]",
                "anti[" + (row + column) + "]");
        return " read " + IntStream.range(0, lines.reads()).mapToObj(entries::get).collect(Collectors.joining(" "));
    }
}
