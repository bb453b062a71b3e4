package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.IOException;

/**
 * The {@code columns} format: one line per board, the column of each row's queen, from 0, separated by
 * single spaces, as in {@code 1 3 0 2}. The empty board is an empty line, and the empty stream gives no
 * output at all.
 *
 * <p>A board takes O(n log n) characters and is written number by number, without building its line,
 * so the format has no size limit: use it, or {@code json-columns}, for boards too large to draw.
 */
public final class ColumnsRenderer extends BoardRenderer {

    /** Creates the format; it holds no state. */
    public ColumnsRenderer() {
        super("columns", "One line per board: the column of each row's queen, from 0", Integer.MAX_VALUE);
    }

    @Override
    BoardWriter open(AppendableWriter out) {
        return new BoardWriter() {
            @Override
            public void write(Solution solution) throws IOException {
                int n = solution.size();
                for (int row = 0; row < n; row++) {
                    if (row > 0) {
                        out.write(' ');
                    }
                    out.writeDecimal(solution.column(row));
                }
                out.write('\n');
            }

            @Override
            public void finish() {
                // every line ends itself
            }
        };
    }
}
