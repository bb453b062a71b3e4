package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solution;
import dev.nqueens.api.Symmetry;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The options of {@code solve} and {@code count} for issues 5 and 6 as a user meets them: {@code --threads},
 * {@code --unique}, {@code --place}, {@code --seed}, the default {@code --limit} of a solver that finds some
 * solutions, the message when there is no board, and the default solver of {@code count}.
 */
class CountAndSolveOptionsTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    private CommandResult oneShot(String... words) {
        return CommandResult.oneShot(session, words);
    }

    /** @return the boards of {@code columns} output */
    private static List<Solution> boards(String columns) {
        return columns.lines()
                .map(line -> line.isEmpty() ? Solution.empty()
                        : Solution.of(Arrays.stream(line.split(" ")).mapToInt(Integer::parseInt).toArray()))
                .toList();
    }

    // --threads

    @ParameterizedTest
    @CsvSource({"halves, 1", "halves, 2", "halves, 7", "bitmask, 1", "bitmask, 3"})
    void theThreadsOptionChangesNothingButTheThreads(String solver, int threads) {
        assertThat(oneShot("count", "12", "-s", solver, "--threads", Integer.toString(threads)))
                .isEqualTo(CommandResult.succeeded("14200\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count 8 --threads 0        | count: --threads must be 1 or more, not 0
            count 8 --threads -2       | count: --threads must be 1 or more, not -2
            count 8 --threads two      | count: --threads must be a whole number, not 'two'
            count 8 --threads 2.5      | count: --threads must be a whole number, not '2.5'
            solve 8 --threads 0        | solve: --threads must be 1 or more, not 0
            count 8 --threads          | count: missing required parameter for option '--threads' (K); see
            """)
    void aBadNumberOfThreadsIsAUsageError(String words, String message) {
        oneShot(words.split(" ")).assertUsageError(message);
    }

    // --estimate

    @Test
    void anEstimateSaysTheWorkAndTheTimeHereAndOnKMembers() {
        CommandResult result = oneShot("count", "14", "--estimate", "1s", "--threads", "2", "--members", "4");

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(result.out().lines()).hasSize(4).satisfies(lines -> {
            assertThat(lines.get(0)).matches("count 14 with bitslice: [0-9,]+ subproblems, ([0-9,]+|all) counted in .+ "
                    + "on 2 threads");
            assertThat(lines.get(1)).startsWith("work: ");
            assertThat(lines.get(2)).startsWith("on 2 threads: ");
            assertThat(lines.get(3)).startsWith("on 4 members of 2 threads: ");
        });
    }

    // --unique

    @ParameterizedTest
    @CsvSource({"0, 1", "1, 1", "2, 0", "3, 0", "4, 1", "5, 2", "6, 1", "7, 6", "8, 12", "9, 46", "10, 92"})
    void countUniqueMatchesOeisA002562(int n, long fundamental) {
        assertThat(oneShot("count", Integer.toString(n), "--unique")).isEqualTo(CommandResult.succeeded(fundamental + "\n"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"halves", "bitmask", "iterative", "recursive", "scan"})
    void everySolverThatCountsClassesCountsAlike(String solver) {
        assertThat(oneShot("count", "11", "--unique", "-s", solver)).isEqualTo(CommandResult.succeeded("341\n"));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 4, 5, 6, 7, 8, 9})
    void solveUniquePrintsTheSmallestBoardOfEachClassInOrder(int n) {
        CommandResult result = oneShot("solve", Integer.toString(n), "--unique", "-f", "json-columns");
        assertThat(result.status()).isZero();
        List<Solution> unique = boards(oneShot("solve", Integer.toString(n), "--unique", "-f", "columns").out());
        assertThat(unique).hasSize(Integer.parseInt(oneShot("count", Integer.toString(n), "--unique").out().strip()));
        assertThat(unique).isSorted().doesNotHaveDuplicates().allSatisfy(board -> {
            assertThat(board.isCanonical()).isTrue();
            assertThat(Arrays.stream(Symmetry.values()).map(board::transformed)).allSatisfy(
                    image -> assertThat(image.compareTo(board)).isNotNegative());
        });
        // the classes of the boards printed hold every solution, each once
        Set<Solution> covered = new HashSet<>();
        for (Solution board : unique) {
            Set<Solution> images = Arrays.stream(Symmetry.values())
                    .map(board::transformed)
                    .collect(Collectors.toSet());
            assertThat(covered).doesNotContainAnyElementsOf(images);
            covered.addAll(images);
        }
        assertThat(covered).containsExactlyInAnyOrderElementsOf(
                boards(oneShot("solve", Integer.toString(n), "-f", "columns").out()));
    }

    @Test
    void solveUniqueOfSixIsItsOneClass() {
        assertThat(oneShot("solve", "6", "--unique", "-f", "columns")).isEqualTo(CommandResult.succeeded("1 3 5 0 2 4\n"));
    }

    @Test
    void theLimitCountsTheBoardsPrinted() {
        assertThat(oneShot("solve", "8", "--unique", "--limit", "2", "-f", "columns"))
                .isEqualTo(CommandResult.succeeded("0 4 7 5 2 6 1 3\n0 5 7 2 6 3 1 4\n"));
    }

    // --place

    @ParameterizedTest
    @ValueSource(strings = {"bitmask", "iterative", "recursive", "scan"})
    void everyExhaustiveSolverCompletesAPrePlacedQueen(String solver) {
        assertThat(oneShot("count", "8", "--place", "0:0", "-s", solver)).isEqualTo(CommandResult.succeeded("4\n"));
        assertThat(oneShot("solve", "8", "--place", "0:0", "-s", solver, "-f", "columns").out())
                .isEqualTo(oneShot("solve", "8", "--place", "0:0", "-f", "columns").out());
    }

    @Test
    void countWithPrePlacedQueensTakesASolverThatHonoursThem() {
        assertThat(oneShot("count", "8", "--place", "0:0")).isEqualTo(CommandResult.succeeded("4\n"));
        assertThat(oneShot("count", "10", "--place", "3:1,0:5")).isEqualTo(CommandResult.succeeded(Long.toString(
                boards(oneShot("solve", "10", "-f", "columns").out()).stream()
                        .filter(board -> board.column(0) == 5 && board.column(3) == 1).count()) + "\n"));
    }

    @Test
    void solveWithPrePlacedQueensListsTheSolutionsThatHoldThem() {
        List<Solution> all = boards(oneShot("solve", "8", "-f", "columns").out());
        List<Solution> completed = boards(oneShot("solve", "8", "--place", "1:4", "--place", "6:3", "-f", "columns")
                .out());
        assertThat(completed).isNotEmpty().isEqualTo(all.stream()
                .filter(board -> board.column(1) == 4 && board.column(6) == 3)
                .toList());
    }

    @Test
    void minConflictsNeverMovesAPrePlacedQueen() {
        CommandResult result = oneShot("solve", "8", "-s", "min-conflicts", "--place", "0:0", "--limit", "10", "--seed",
                "5", "-f", "columns");
        assertThat(result.status()).isZero();
        // four boards of 8 hold a queen in the corner, and the search finds them all before it gives up
        assertThat(boards(result.out())).hasSize(4).doesNotHaveDuplicates()
                .allSatisfy(board -> assertThat(board.isValid()).isTrue())
                .allSatisfy(board -> assertThat(board.column(0)).isZero());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            count 8 --place 0:0,1:1           | count: --place: pre-placed queens 0:0 and 1:1 attack each other
            count 8 --place 0:0,0:5           | count: --place: pre-placed queens 0:0 and 0:5 attack each other
            solve 8 --place 2:3,6:3           | solve: --place: pre-placed queens 2:3 and 6:3 attack each other
            count 8 --place 8:0               | count: --place: queen 8:0 lies off a board of size 8
            count 8 --place 3:12              | count: --place: queen 3:12 lies off a board of size 8
            count 8 --place 3                 | count: --place: '3' is not ROW:COLUMN, two whole numbers
            count 8 --place 3:x               | count: --place: '3:x' is not ROW:COLUMN
            count 8 --place 1:2,,3:0          | count: --place: '' is not ROW:COLUMN
            count 8 --place ,                 | count: --place: '' is not ROW:COLUMN
            count 8 --place ,,                | count: --place: '' is not ROW:COLUMN
            count 8 --place 0:0,              | count: --place: '' is not ROW:COLUMN
            count 8 --place 99999999999:0     | count: --place: queen 99999999999:0 lies off any board
            solve 8 --place 0:0 -s construct  | solve: the construct solver cannot take pre-placed queens; solvers that
            count 8 --place 0:0 -s halves     | count: the halves solver cannot take pre-placed queens; solvers that can:
            count 8 --place 0:0 --unique      | count: --unique takes one solution per symmetry class of the whole board
            solve 8 --unique -s min-conflicts | solve: the min-conflicts solver cannot list one solution per symmetry class
            """)
    void badPrePlacementsAreOneLineAndExitStatus2(String words, String message) {
        oneShot(words.split(" ")).assertUsageError(message);
    }

    @Test
    void aSolverWithoutPrePlacementsNamesThoseWith() {
        assertThat(oneShot("solve", "8", "--place", "0:0", "-s", "construct")).isEqualTo(new CommandResult(ExitStatus.USAGE,
                "", "nqueens: solve: the construct solver cannot take pre-placed queens; solvers that can: bitmask, iterative,"
                        + " min-conflicts, recursive, scan\n"));
        assertThat(oneShot("count", "8", "--place", "0:0", "--unique").err()).isEqualTo("nqueens: count: --unique takes one"
                + " solution per symmetry class of the whole board, which pre-placed queens break; give --unique or"
                + " --place, not both\n");
    }

    // --seed, --limit and solvers that find some solutions

    @Test
    void theSameSeedGivesTheSameBoards() {
        CommandResult first = oneShot("solve", "40", "-s", "min-conflicts", "--seed", "7", "--limit", "3", "-f", "columns");
        assertThat(first.status()).isZero();
        assertThat(first.err()).isEmpty();
        assertThat(boards(first.out())).hasSize(3).doesNotHaveDuplicates()
                .allSatisfy(board -> assertThat(board.isValid()).isTrue());
        assertThat(oneShot("solve", "40", "-s", "min-conflicts", "--seed", "7", "--limit", "3", "-f", "columns"))
                .isEqualTo(first);
    }

    @Test
    void withoutASeedOneIsChosenAndPrintedSoThatTheRunCanBeRepeated() {
        CommandResult chosen = oneShot("solve", "50", "-s", "min-conflicts", "-f", "columns");
        assertThat(chosen.status()).isZero();
        assertThat(chosen.err()).matches("seed: \\d+\n");
        String seed = chosen.err().strip().substring("seed: ".length());
        assertThat(oneShot("solve", "50", "-s", "min-conflicts", "-f", "columns", "--seed", seed))
                .isEqualTo(CommandResult.succeeded(chosen.out()));
    }

    @Test
    void aSolverThatListsAllSolutionsGetsNoSeed() {
        assertThat(oneShot("solve", "5", "--limit", "1", "-f", "columns")).isEqualTo(CommandResult.succeeded("0 2 4 1 3\n"));
        assertThat(oneShot("solve", "5", "--seed", "7")).isEqualTo(new CommandResult(ExitStatus.USAGE, "",
                "nqueens: solve: --seed: the bitmask solver lists every solution in a fixed order, which no seed changes;"
                        + " a seed is for randomised solvers (min-conflicts)\n"));
        // construct finds its one board without a random choice: no seed is printed, and none taken
        assertThat(oneShot("solve", "8", "-s", "construct", "-f", "columns").err()).isEmpty();
        assertThat(oneShot("solve", "8", "-s", "construct", "--seed", "7")).isEqualTo(new CommandResult(
                ExitStatus.USAGE, "", "nqueens: solve: --seed: the construct solver makes no random choice, which no"
                        + " seed changes; a seed is for randomised solvers (min-conflicts)\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            solve 8 --seed x    | solve: --seed must be a whole number, not 'x'
            solve 8 --seed 1e5  | solve: --seed must be a whole number, not '1e5'
            solve 8 --seed 99999999999999999999 | solve: --seed = 99999999999999999999 is too large
            """)
    void aBadSeedIsAUsageError(String words, String message) {
        assertThat(oneShot(words.split(" "))).isEqualTo(new CommandResult(ExitStatus.USAGE, "", "nqueens: " + message + "\n"));
    }

    @Test
    void aNegativeSeedIsASeed() {
        CommandResult result = oneShot("solve", "12", "-s", "min-conflicts", "--seed", "-3", "-f", "columns");
        assertThat(result.status()).isZero();
        assertThat(boards(result.out())).singleElement().satisfies(board -> assertThat(board.isValid()).isTrue());
    }

    @ParameterizedTest
    @CsvSource({"construct, 1000", "min-conflicts, 1000", "construct, 1", "min-conflicts, 4"})
    void aSolverThatFindsSomeSolutionsGivesOneWithoutALimit(String solver, int n) {
        CommandResult result = oneShot("solve", Integer.toString(n), "-s", solver, "-f", "columns");
        assertThat(result.status()).isZero();
        assertThat(boards(result.out())).singleElement().satisfies(board -> {
            assertThat(board.size()).isEqualTo(n);
            assertThat(board.isValid()).isTrue();
        });
    }

    @Test
    void minConflictsGivesDistinctBoardsUpToTheLimitAndStopsWhenItFindsNoMore() {
        List<Solution> five = boards(oneShot("solve", "10", "-s", "min-conflicts", "--limit", "5", "-f", "columns")
                .out());
        assertThat(five).hasSize(5).doesNotHaveDuplicates().allSatisfy(board -> assertThat(board.isValid()).isTrue());
        // n = 6 has four solutions: asked for ten, it gives those four
        List<Solution> six = boards(oneShot("solve", "6", "-s", "min-conflicts", "--limit", "10", "--seed", "2", "-f",
                "columns").out());
        assertThat(six).containsExactlyInAnyOrderElementsOf(boards(oneShot("solve", "6", "-f", "columns").out()));
    }

    // no board

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            solve 3                            | ''   | no solution exists for n = 3
            solve 2 -f json                    | []   | no solution exists for n = 2
            solve 3 -f json-columns --unique   | []   | no solution exists for n = 3
            solve 6 --place 0:0 -f json        | []   | no solution exists for n = 6 with queens at 0:0
            solve 4 --place 0:0,1:2 -s iterative | '' | no solution exists for n = 4 with queens at 0:0, 1:2
            """)
    void anExhaustiveSolverWithoutABoardSaysThatNoneExists(String words, String out, String err) {
        CommandResult result = oneShot(words.split(" "));
        assertThat(result).isEqualTo(new CommandResult(ExitStatus.OK, out.isEmpty() ? "" : out + "\n", err + "\n"));
    }

    @ParameterizedTest
    @CsvSource({"construct, false", "min-conflicts, true"})
    void aSolverThatFindsSomeSolutionsWithoutABoardSaysThatItFoundNone(String solver, boolean randomized) {
        CommandResult result = oneShot("solve", "3", "-s", solver, "-f", "json");
        assertThat(result.status()).isZero();
        assertThat(result.out()).isEqualTo("[]\n");
        // only a randomised solver is given a seed, and says which
        assertThat(result.err()).matches((randomized ? "seed: \\d+\n" : "") + "no solution found\n");
    }

    @Test
    void aLimitOfZeroAsksForNoBoardAndGetsNoMessage() {
        assertThat(oneShot("solve", "3", "--limit", "0", "-f", "json")).isEqualTo(CommandResult.succeeded("[]\n"));
    }

    // formats whose boards grow with n²

    @ParameterizedTest
    @CsvSource({"ascii, 1000", "unicode, 1000", "json, 1000", "svg, 100"})
    void aBoardBeyondADrawingFormatsLimitIsRefusedBeforeTheSolveNamingColumns(String format, int limit) {
        int n = limit + 1;
        CommandResult result = oneShot("solve", Integer.toString(n), "-s", "construct", "-f", format);
        assertThat(result).isEqualTo(new CommandResult(ExitStatus.USAGE, "", "nqueens: solve: n = " + n + " is beyond the " + format
                + " format's limit of " + limit + "; formats without a limit: columns, json-columns\n"));
    }

    // the default solvers

    @Test
    void countTakesTheFastestSolverAndSolveTakesBitmask() {
        CapturedStreams console = new CapturedStreams(true);
        CommandRunner runner = new CommandRunner(session, console.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK);
        assertThat(runner.run("", List.of("count", "9"))).isZero();
        assertThat(runner.run("", List.of("count", "9", "--place", "2:2"))).isZero();
        assertThat(runner.run("", List.of("count", "9", "--unique"))).isZero();
        assertThat(runner.run("", List.of("solve", "9", "--limit", "1", "-f", "columns"))).isZero();
        long completions = count(9, board -> board.column(2) == 2);
        assertThat(console.out()).isEqualTo("352\n" + completions + "\n46\n0 2 5 7 1 3 8 6 4\n");
        assertThat(console.err().lines().map(line -> line.replaceFirst(" in .*", ""))).containsExactly(
                "count 9 with bitslice: 352 solutions",
                "count 9 with bitmask: " + completions + " solutions",
                "count 9 --unique with bitslice: 46 fundamental solutions",
                "solve 9 with bitmask as columns: 1 board");
    }

    private long count(int n, Predicate<Solution> filter) {
        return boards(oneShot("solve", Integer.toString(n), "-f", "columns").out()).stream().filter(filter).count();
    }

    @Test
    void solveBeyondEveryExhaustiveSolverPointsToThoseThatFindSome() {
        assertThat(oneShot("solve", "20000")).isEqualTo(new CommandResult(ExitStatus.USAGE, "", "nqueens: solve: n = 20000 is"
                + " beyond every solver that can list all solutions (the largest limit is iterative's, 10000); for"
                + " some solutions, choose one of construct, min-conflicts with --solver\n"));
        assertThat(oneShot("count", "20000")).isEqualTo(new CommandResult(ExitStatus.USAGE, "", "nqueens: count: n = 20000 is"
                + " beyond every solver that can count solutions (the largest limit is iterative's, 10000)\n"));
    }
}
