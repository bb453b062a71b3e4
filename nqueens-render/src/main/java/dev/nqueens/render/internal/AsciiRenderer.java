package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.IOException;

/**
 * The {@code ascii} format: each board as n lines of {@code Q} and {@code .}, one blank line between
 * boards, and nothing else. Every line ends with {@code "\n"}; no blank line follows the last board, and
 * the empty stream gives no output at all. For n = 4:
 *
 * <pre>
 * .Q..
 * ...Q
 * Q...
 * ..Q.
 *
 * ..Q.
 * Q...
 * ...Q
 * .Q..
 * </pre>
 *
 * <p>A board takes n² + n characters, so boards beyond {@value #MAX_BOARD_SIZE} are refused.
 */
public final class AsciiRenderer extends BoardRenderer {

    /** The largest board drawn: a million characters a board. */
    public static final int MAX_BOARD_SIZE = 1_000;

    /** Creates the format; it holds no state. */
    public AsciiRenderer() {
        super("ascii", "Each board as n lines of Q and ., boards separated by a blank line", MAX_BOARD_SIZE);
    }

    @Override
    BoardWriter open(AppendableWriter out) {
        return new BlankLineBoardWriter(out) {
            @Override
            void draw(Solution solution) throws IOException {
                int n = solution.size();
                for (int row = 0; row < n; row++) {
                    int column = solution.column(row);
                    out.writeRepeated('.', column);
                    out.write('Q');
                    out.writeRepeated('.', n - 1 - column);
                    out.write('\n');
                }
            }
        };
    }
}
