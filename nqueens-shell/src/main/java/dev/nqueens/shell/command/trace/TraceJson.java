package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import dev.nqueens.shell.text.TerminalText;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A trace as JSON Lines, for {@code trace} over a pipe, in version {@value #VERSION} of the schema that
 * docs/learning.md ("The JSON Lines") documents: a first line that names the schema, its version, the board,
 * the solver and the pre-placed queens, then one line per event. An event's {@code step}, counted from 1, and
 * {@code event}, one of {@code enter}, {@code place}, {@code reject}, {@code remove}, {@code solution}, come
 * first, as in {@code {"step":1,"event":"place","row":0,"column":0}}; then its square or row, a reject's
 * {@code cause} and attacker, a solution's {@code number} and {@code columns}, the {@code tests} the search
 * made for the step, and its {@code state}, of the search's kind. Every value is a number, a fixed word or a
 * solver's id, which is escaped; nothing else needs escaping.
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
        return "{\"schema\":\"" + SCHEMA + "\",\"version\":" + VERSION + ",\"n\":" + n + ",\"solver\":"
                + TerminalText.jsonString(solverId) + ",\"placed\":[" + presetQueens.stream()
                        .map(queen -> "{\"row\":" + queen.row() + ",\"column\":" + queen.column() + "}")
                        .collect(Collectors.joining(",")) + "]}";
    }

    /**
     * @param step the event's number in the trace, from 1
     * @param solutions the solutions so far, this one included if the event is one
     * @param tests the tests the search reported since the last event
     * @param event the event
     * @return the line, without its line break
     */
    String line(long step, long solutions, long tests, SearchEvent event) {
        StringBuilder line = new StringBuilder(160).append("{\"step\":").append(step).append(",\"event\":");
        if (event instanceof SearchEvent.Enter enter) {
            line.append("\"enter\",\"row\":").append(enter.row());
        } else if (event instanceof SearchEvent.Place place) {
            square(line, "place", place.row(), place.column());
        } else if (event instanceof SearchEvent.Reject reject) {
            square(line, "reject", reject.row(), reject.column());
            line.append(",\"cause\":\"").append(TraceBoard.cause(reject.line())).append("\",\"byRow\":")
                    .append(reject.attacker().row()).append(",\"byColumn\":").append(reject.attacker().column());
        } else if (event instanceof SearchEvent.Remove remove) {
            square(line, "remove", remove.row(), remove.column());
        } else if (event instanceof SearchEvent.Found found) {
            line.append("\"solution\",\"number\":").append(solutions).append(",\"columns\":")
                    .append(Arrays.toString(found.solution().columns()).replace(" ", ""));
        }
        if (tests > 0) {
            line.append(",\"tests\":").append(tests);
        }
        SearchState state = event.state();
        if (state != null) {
            line.append(",\"state\":");
            state(line, state, event);
        }
        return line.append('}').toString();
    }

    private static void square(StringBuilder line, String kind, int row, int column) {
        line.append('"').append(kind).append("\",\"row\":").append(row).append(",\"column\":").append(column);
    }

    private void state(StringBuilder line, SearchState state, SearchEvent event) {
        if (state instanceof SearchState.Masks masks) {
            line.append("{\"kind\":\"masks\"");
            mask(line, "columns", masks.columns());
            mask(line, "diagonals", masks.diagonals());
            mask(line, "antiDiagonals", masks.antiDiagonals());
            mask(line, "all", masks.all());
            mask(line, "free", masks.free());
            mask(line, "bit", masks.bit());
            line.append('}');
        } else if (state instanceof SearchState.Recursion recursion) {
            line.append("{\"kind\":\"recursion\",\"depth\":").append(recursion.depth()).append(",\"lines\":");
            lines(line, recursion.lines(), event);
            line.append('}');
        } else if (state instanceof SearchState.Stack stack) {
            line.append("{\"kind\":\"stack\",\"stack\":[");
            List<Integer> columns = stack.stack();
            for (int row = 0; row < columns.size(); row++) {
                line.append(row == 0 ? "" : ",").append("{\"row\":").append(row).append(",\"column\":")
                        .append(columns.get(row)).append(",\"resume\":").append(columns.get(row) + 1).append('}');
            }
            line.append("],\"lines\":");
            lines(line, stack.lines(), event);
            line.append('}');
        } else if (state instanceof SearchState.Scan scan) {
            line.append("{\"kind\":\"scan\",\"queens\":").append(scan.queens().toString().replace(" ", ""))
                    .append(",\"compared\":").append(scan.compared()).append('}');
        }
    }

    private void mask(StringBuilder line, String name, long value) {
        line.append(",\"").append(name).append("\":{\"value\":").append(Long.toUnsignedString(value))
                .append(",\"bits\":\"").append(MaskText.binary(value, MaskText.width(n))).append("\"}");
    }

    private static void lines(StringBuilder line, SearchState.LineArrays lines, SearchEvent event) {
        line.append("{\"columns\":\"").append(ArrayText.entries(lines.columns()))
                .append("\",\"diagonals\":\"").append(ArrayText.entries(lines.diagonals()))
                .append("\",\"antiDiagonals\":\"").append(ArrayText.entries(lines.antiDiagonals()))
                .append("\",\"reads\":[");
        List<ArrayText.Read> reads = ArrayText.reads(lines, event);
        for (int i = 0; i < reads.size(); i++) {
            ArrayText.Read read = reads.get(i);
            line.append(i == 0 ? "" : ",").append("{\"array\":\"").append(read.array().jsonName())
                    .append("\",\"index\":").append(read.index()).append(",\"value\":").append(read.value())
                    .append('}');
        }
        line.append("]}");
    }
}
