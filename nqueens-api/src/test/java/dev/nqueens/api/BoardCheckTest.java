package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one check of a sequence of boards: size, conflicts, pre-placed queens, order, and the first fault. */
class BoardCheckTest {

    /** @param boards boards as columns separated by spaces, "null", or "" for the empty board */
    private static List<Optional<BoardFault>> check(BoardCheck check, String... boards) {
        List<Optional<BoardFault>> faults = new ArrayList<>();
        for (String board : boards) {
            faults.add(check.next(board.equals("null") ? null : board.isEmpty() ? Solution.empty()
                    : Solution.of(Arrays.stream(board.split(" ")).mapToInt(Integer::parseInt).toArray())));
        }
        return faults;
    }

    private static String lastFault(BoardCheck check, String... boards) {
        List<Optional<BoardFault>> faults = check(check, boards);
        assertThat(faults.subList(0, faults.size() - 1)).allMatch(Optional::isEmpty);
        BoardFault fault = faults.get(faults.size() - 1).orElseThrow();
        return "board " + fault.board() + " " + fault.describe();
    }

    @Test
    void byDefaultBoardsOfAnySizeMustBeSolutions() {
        BoardCheck check = BoardCheck.builder().build();

        assertThat(check(check, "", "0", "1 3 0 2", "2 4 1 3 0", "2 0 3 1")).allMatch(Optional::isEmpty);
        assertThat(check.boards()).isEqualTo(5);
        assertThat(lastFault(check, "0 2 4 1 3", "1 1 0 2")).isEqualTo(
                "board 7 is not a solution: rows 0 and 1 both have their queen in column 1");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            1 3 0 2, 0 2 1 3   | board 2 is not a solution: rows 1 and 2 share an anti-diagonal (columns 2 and 1)
            1 3 0 2, 2 0 1     | board 2 has 3 rows, not 4
            null               | board 1 is null
            1 3 0 2, 1 3 0 2   | board 2 repeats board 1
            2 0 3 1, 1 3 0 2   | board 2 comes before board 1 in lexicographic order
            0 1 2 3            | board 1 is not a solution: rows 0 and 1 share a diagonal (columns 0 and 1)
            """)
    void theFirstFaultOfABoardIsNamed(String boards, String fault) {
        BoardCheck check = BoardCheck.builder().boardSize(4).inLexicographicOrder(true).build();

        assertThat(lastFault(check, boards.split(", "))).isEqualTo(fault);
    }

    @Test
    void withoutAnOrderBoardsMayRepeatAndGoBack() {
        BoardCheck check = BoardCheck.builder().boardSize(4).build();

        assertThat(check(check, "2 0 3 1", "1 3 0 2", "1 3 0 2")).allMatch(Optional::isEmpty);
    }

    @Test
    void everyBoardKeepsThePrePlacedQueens() {
        List<Queen> placed = List.of(new Queen(0, 1));

        assertThat(lastFault(BoardCheck.builder().boardSize(4).presetQueens(placed).build(), "1 3 0 2", "2 0 3 1"))
                .isEqualTo("board 2 moves the pre-placed queen 0:1 (row 0 has its queen in column 2)");
        assertThat(lastFault(BoardCheck.builder().presetQueens(List.of(new Queen(4, 2))).build(), "1 3 0 2"))
                .isEqualTo("board 1 lacks the pre-placed queen 4:2 (the board has no row 4)");
    }

    @Test
    void aFaultCarriesTheBoardsItIsAbout() {
        BoardCheck check = BoardCheck.builder().inLexicographicOrder(true).build();
        Solution later = Solution.of(2, 0, 3, 1);
        Solution earlier = Solution.of(1, 3, 0, 2);

        check.next(later);

        assertThat(check.next(earlier)).contains(new BoardFault.OutOfOrder(2, earlier, later));
    }

    @Test
    void aBoardFoundWrongIsNotTheOneTheNextFollows() {
        BoardCheck check = BoardCheck.builder().inLexicographicOrder(true).build();

        assertThat(check(check, "1 3 0 2", "3 3 3 3", "2 0 3 1")).containsExactly(Optional.empty(),
                Optional.of(new BoardFault.Conflicting(2, Solution.of(3, 3, 3, 3), new Conflict(0, 3, 1, 3,
                        Conflict.Line.COLUMN))), Optional.empty());
    }

    @Test
    void aMillionQueenBoardIsCheckedWhole() {
        // the explicit construction for n mod 6 in {0, 4}: the odd columns in order, then the even ones
        int n = 1_000_000;
        int[] columns = IntStream.range(0, n).map(row -> row < n / 2 ? 2 * row + 1 : 2 * (row - n / 2)).toArray();
        BoardCheck check = BoardCheck.builder().boardSize(n).build();

        assertThat(check.next(Solution.of(columns))).isEmpty();
        columns[n - 1] = columns[0];
        assertThat(check.next(Solution.of(columns))).map(BoardFault::describe).contains(
                "is not a solution: rows 0 and 999999 both have their queen in column 1");
    }

    @Test
    void aNegativeBoardSizeIsRefused() {
        assertThatThrownBy(() -> BoardCheck.builder().boardSize(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the board size must be 0 or more, not -1");
    }
}
