package dev.nqueens.render.internal;

import java.util.Arrays;

/**
 * The {@code json} format, the shape LeetCode uses: an array of boards, each an array of row strings of
 * {@code Q} and {@code .}, compact, followed by one line break. For n = 4:
 *
 * <pre>
 * [[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]
 * </pre>
 *
 * <p>The empty stream gives {@code []}. Boards are written one at a time through Jackson's streaming
 * generator, never collected. A board takes about n² characters, so boards beyond
 * {@value #MAX_BOARD_SIZE} are refused.
 */
public final class JsonRenderer extends BoardRenderer {

    /** The largest board drawn: a million characters a board. */
    public static final int MAX_BOARD_SIZE = 1_000;

    /** Creates the format; it holds no state. */
    public JsonRenderer() {
        super("json", "A JSON array of boards, each an array of row strings (the LeetCode shape)", MAX_BOARD_SIZE);
    }

    @Override
    BoardWriter open(AppendableWriter out) {
        return new JsonBoardWriter(out, (generator, solution) -> {
            int n = solution.size();
            char[] row = new char[n];
            Arrays.fill(row, '.');
            generator.writeStartArray();
            for (int r = 0; r < n; r++) {
                int column = solution.column(r);
                row[column] = 'Q';
                generator.writeString(row, 0, n);
                row[column] = '.';
            }
            generator.writeEndArray();
        });
    }
}
