package dev.nqueens.shell.command.trace;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigInteger;
import java.util.List;

/**
 * The lines of a trace's JSON Lines as records, which {@link TraceJson} makes and databind writes: each
 * record's components are the members of its JSON object, in their order, and an event's {@code tests} and
 * {@code state}, when null, are left out. One record for each shape of line, the header's and each kind of
 * event's, and one for each kind of search state ({@link State}).
 */
sealed interface TraceLine {

    /**
     * The first line, which names the schema.
     *
     * @param schema the schema's name
     * @param version its version
     * @param n the board size
     * @param solver the solver traced
     * @param placed the pre-placed queens
     */
    record Header(String schema, int version, int n, String solver, List<Square> placed) implements TraceLine {
    }

    /**
     * A row the search comes to.
     *
     * @param step the event's number, from 1
     * @param event {@code enter}
     * @param row the row
     * @param tests the tests the search made for the step, or null for none
     * @param state the search's state, or null for a search without one
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Enter(long step, String event, int row, Long tests, State state) implements TraceLine {
    }

    /**
     * A queen placed or removed.
     *
     * @param step the event's number, from 1
     * @param event {@code place} or {@code remove}
     * @param row the queen's row
     * @param column its column
     * @param tests the tests the search made for the step, or null for none
     * @param state the search's state, or null for a search without one
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Move(long step, String event, int row, int column, Long tests, State state) implements TraceLine {
    }

    /**
     * A square rejected, and the queen that attacks it.
     *
     * @param step the event's number, from 1
     * @param event {@code reject}
     * @param row the square's row
     * @param column its column
     * @param cause the line along which it is attacked: {@code column}, {@code diagonal}, {@code anti-diagonal}
     * @param byRow the attacker's row
     * @param byColumn the attacker's column
     * @param tests the tests the search made for the step, or null for none
     * @param state the search's state, or null for a search without one
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Reject(long step, String event, int row, int column, String cause, int byRow, int byColumn, Long tests,
            State state) implements TraceLine {
    }

    /**
     * A solution.
     *
     * @param step the event's number, from 1
     * @param event {@code solution}
     * @param number the solution's number, from 1
     * @param columns the queen's column of each row
     * @param tests the tests the search made for the step, or null for none
     * @param state the search's state, or null for a search without one
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Solution(long step, String event, long number, int[] columns, Long tests, State state)
            implements TraceLine {
    }

    /**
     * A square of the board.
     *
     * @param row its row
     * @param column its column
     */
    record Square(int row, int column) {
    }

    /** The state of a search after a step, of the search's kind, named by its first member, {@code kind}. */
    sealed interface State permits Masks, Recursion, Stack, Scan {
    }

    /**
     * The masks of {@code bitmask}.
     *
     * @param kind {@code masks}
     * @param columns the columns attacked along a column
     * @param diagonals those attacked along a diagonal
     * @param antiDiagonals those attacked along an anti-diagonal
     * @param all the board's columns
     * @param free the free columns after the step
     * @param bit the bit taken
     */
    record Masks(String kind, Mask columns, Mask diagonals, Mask antiDiagonals, Mask all, Mask free, Mask bit)
            implements State {
    }

    /**
     * A mask.
     *
     * @param value its value, unsigned
     * @param bits its binary digits, the most significant first
     */
    record Mask(BigInteger value, String bits) {
    }

    /**
     * The calls of {@code recursive}.
     *
     * @param kind {@code recursion}
     * @param depth the call depth
     * @param lines its arrays
     */
    record Recursion(String kind, int depth, Lines lines) implements State {
    }

    /**
     * The explicit stack of {@code iterative}.
     *
     * @param kind {@code stack}
     * @param stack a frame per row, the first row's first
     * @param lines its arrays
     */
    record Stack(String kind, List<Frame> stack, Lines lines) implements State {
    }

    /**
     * A row's entry on the stack.
     *
     * @param row the row
     * @param column its queen's column
     * @param resume the column the row resumes at
     */
    record Frame(int row, int column, int resume) {
    }

    /**
     * The board of {@code scan}.
     *
     * @param kind {@code scan}
     * @param queens each row's queen's column, the first row's first
     * @param compared the queens the step compared
     */
    record Scan(String kind, List<Integer> queens, int compared) implements State {
    }

    /**
     * The boolean arrays of a search over arrays.
     *
     * @param columns the columns' entries as digits, index 0 first
     * @param diagonals the diagonals'
     * @param antiDiagonals the anti-diagonals'
     * @param reads the entries the step read, in order
     */
    record Lines(String columns, String diagonals, String antiDiagonals, List<Read> reads) {
    }

    /**
     * An entry a step read.
     *
     * @param array the array's name
     * @param index the entry's index
     * @param value what the step read there
     */
    record Read(String array, int index, boolean value) {
    }
}
