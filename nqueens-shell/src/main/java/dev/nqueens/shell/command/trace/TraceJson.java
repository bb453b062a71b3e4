package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import dev.nqueens.shell.text.TerminalJson;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A trace as JSON Lines, for {@code trace} over a pipe, in version {@value #VERSION} of the schema that
 * docs/learning.md ("The JSON Lines") documents: a first line that names the schema, its version, the board,
 * the solver and the pre-placed queens, then one line per event. An event's {@code step}, counted from 1, and
 * {@code event}, one of {@code enter}, {@code place}, {@code reject}, {@code remove}, {@code solution}, come
 * first, as in {@code {"step":1,"event":"place","row":0,"column":0}}; then its square or row, a reject's
 * {@code cause} and attacker, a solution's {@code number} and {@code columns}, the {@code tests} the search
 * made for the step, and its {@code state}, of the search's kind. Each line is a {@link TraceLine}, written by
 * databind ({@link TerminalJson}) as the event comes, so that no more than one event is held.
 */
final class TraceJson {

    /** The schema's name, in the first line. */
    static final String SCHEMA = "nqueens-trace";
    /**
     * The schema's version: 2 added the first line, {@code enter}, {@code tests} and {@code state}, in place
     * of {@code masks}; the lines of version 1 had no first line.
     */
    static final int VERSION = 2;

    private final int n;

    /** @param n the board size */
    TraceJson(int n) {
        this.n = n;
    }

    /**
     * @param solverId the solver traced
     * @param presetQueens the pre-placed queens
     * @return the first line, without its line break
     */
    String header(String solverId, List<Queen> presetQueens) {
        return TerminalJson.write(new TraceLine.Header(SCHEMA, VERSION, n, solverId, presetQueens.stream()
                .map(queen -> new TraceLine.Square(queen.row(), queen.column()))
                .toList()));
    }

    /**
     * @param step the event's number in the trace, from 1
     * @param solutions the solutions so far, this one included if the event is one
     * @param tests the tests the search reported since the last event
     * @param event the event
     * @return the line, without its line break
     */
    String line(long step, long solutions, long tests, SearchEvent event) {
        Long testsMade = tests > 0 ? tests : null;
        TraceLine.State state = event.state() == null ? null : state(event.state(), event);
        TraceLine line;
        if (event instanceof SearchEvent.Enter enter) {
            line = new TraceLine.Enter(step, "enter", enter.row(), testsMade, state);
        } else if (event instanceof SearchEvent.Place place) {
            line = new TraceLine.Move(step, "place", place.row(), place.column(), testsMade, state);
        } else if (event instanceof SearchEvent.Reject reject) {
            line = new TraceLine.Reject(step, "reject", reject.row(), reject.column(), TraceBoard.cause(reject.line()),
                    reject.attacker().row(), reject.attacker().column(), testsMade, state);
        } else if (event instanceof SearchEvent.Remove remove) {
            line = new TraceLine.Move(step, "remove", remove.row(), remove.column(), testsMade, state);
        } else if (event instanceof SearchEvent.Found found) {
            line = new TraceLine.Solution(step, "solution", solutions, found.solution().columns(), testsMade, state);
        } else {
            throw new IllegalArgumentException("not an event of a trace: " + event);
        }
        return TerminalJson.write(line);
    }

    private TraceLine.State state(SearchState state, SearchEvent event) {
        if (state instanceof SearchState.Masks masks) {
            return new TraceLine.Masks("masks", mask(masks.columns()), mask(masks.diagonals()),
                    mask(masks.antiDiagonals()), mask(masks.all()), mask(masks.free()), mask(masks.bit()));
        } else if (state instanceof SearchState.Recursion recursion) {
            return new TraceLine.Recursion("recursion", recursion.depth(), lines(recursion.lines(), event));
        } else if (state instanceof SearchState.Stack stack) {
            List<Integer> columns = stack.stack();
            List<TraceLine.Frame> frames = IntStream.range(0, columns.size())
                    .mapToObj(row -> new TraceLine.Frame(row, columns.get(row), columns.get(row) + 1))
                    .toList();
            return new TraceLine.Stack("stack", frames, lines(stack.lines(), event));
        } else if (state instanceof SearchState.Scan scan) {
            return new TraceLine.Scan("scan", scan.queens(), scan.compared());
        }
        throw new IllegalArgumentException("not a state of a trace: " + state);
    }

    private TraceLine.Mask mask(long value) {
        return new TraceLine.Mask(new BigInteger(Long.toUnsignedString(value)),
                MaskText.binary(value, MaskText.width(n)));
    }

    private static TraceLine.Lines lines(SearchState.LineArrays lines, SearchEvent event) {
        return new TraceLine.Lines(ArrayText.entries(lines.columns()), ArrayText.entries(lines.diagonals()),
                ArrayText.entries(lines.antiDiagonals()), ArrayText.reads(lines, event).stream()
                        .map(read -> new TraceLine.Read(read.array().jsonName(), read.index(), read.value()))
                        .toList());
    }
}
