package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchMasks;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * One search event as one line of JSON, for {@code trace} over a pipe (JSON Lines): {@code step}, counted
 * from 1, and {@code event}, one of {@code place}, {@code reject}, {@code remove}, {@code solution}, come
 * first, as in {@code {"step":1,"event":"place","row":0,"column":0}}. A reject adds {@code cause} (
 * {@code column}, {@code diagonal}, {@code anti-diagonal}) and the attacking queen's {@code byRow} and
 * {@code byColumn}; a solution its {@code number} and {@code columns}; a bit-mask search its {@code masks},
 * numbers whose bit c stands for column c. Every value is a number or a fixed word, so nothing needs
 * escaping.
 */
final class TraceJson {

    private TraceJson() {
    }

    /**
     * @param step the event's number in the trace, from 1
     * @param solutions the solutions so far, this one included if the event is one
     * @param event the event
     * @return the line, without its line break
     */
    static String line(long step, long solutions, SearchEvent event) {
        StringBuilder line = new StringBuilder(96).append("{\"step\":").append(step).append(",\"event\":");
        if (event instanceof SearchEvent.Place place) {
            square(line, "place", place.row(), place.column());
            masks(line, place.masks());
        } else if (event instanceof SearchEvent.Reject reject) {
            square(line, "reject", reject.row(), reject.column());
            line.append(",\"cause\":\"").append(TraceBoard.cause(reject.line())).append("\",\"byRow\":")
                    .append(reject.attacker().row()).append(",\"byColumn\":").append(reject.attacker().column());
            masks(line, reject.masks());
        } else if (event instanceof SearchEvent.Remove remove) {
            square(line, "remove", remove.row(), remove.column());
            masks(line, remove.masks());
        } else if (event instanceof SearchEvent.Found found) {
            line.append("\"solution\",\"number\":").append(solutions).append(",\"columns\":[")
                    .append(Arrays.stream(found.solution().columns()).mapToObj(String::valueOf)
                            .collect(Collectors.joining(",")))
                    .append(']');
        }
        return line.append('}').toString();
    }

    private static void square(StringBuilder line, String kind, int row, int column) {
        line.append('"').append(kind).append("\",\"row\":").append(row).append(",\"column\":").append(column);
    }

    private static void masks(StringBuilder line, SearchMasks masks) {
        if (masks != null) {
            line.append(",\"masks\":{\"columns\":").append(masks.columns())
                    .append(",\"diagonals\":").append(masks.diagonals())
                    .append(",\"antiDiagonals\":").append(masks.antiDiagonals())
                    .append(",\"free\":").append(masks.free()).append('}');
        }
    }
}
