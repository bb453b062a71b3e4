package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.IOException;

/**
 * The {@code unicode} format, for people at a terminal: each board framed with box-drawing lines, its
 * dark squares shaded with {@code ░}, queens as {@code ♛}, one blank line between boards. A square is three
 * characters wide, which makes it roughly square in a terminal's tall cells. The top-left square is
 * light, as a chessboard's is. For the first board of n = 4:
 *
 * <pre>
 * ┌────────────┐
 * │   ░♛░   ░░░│
 * │░░░   ░░░ ♛ │
 * │ ♛ ░░░   ░░░│
 * │░░░   ░♛░   │
 * └────────────┘
 * </pre>
 *
 * <p>Every line ends with {@code "\n"}; no blank line follows the last board, and the empty stream gives
 * no output at all. A board takes about 3n² characters, so boards beyond {@value #MAX_BOARD_SIZE} are
 * refused.
 */
public final class UnicodeRenderer extends BoardRenderer {

    /** The largest board drawn: three million characters a board, far wider than any terminal. */
    public static final int MAX_BOARD_SIZE = 1_000;

    private static final char QUEEN = '♛';
    private static final char DARK = '░';
    private static final char LIGHT = ' ';
    private static final int SQUARE_WIDTH = 3;

    /** Creates the format; it holds no state. */
    public UnicodeRenderer() {
        super("unicode", "Framed, checkered boards with ♛ queens, for reading in a terminal", MAX_BOARD_SIZE);
    }

    @Override
    BoardWriter open(AppendableWriter out) {
        return new BlankLineBoardWriter(out) {
            @Override
            void draw(Solution solution) throws IOException {
                int n = solution.size();
                border(out, '┌', '┐', n);
                for (int row = 0; row < n; row++) {
                    out.write('│');
                    int queen = solution.column(row);
                    for (int column = 0; column < n; column++) {
                        char shade = (row + column) % 2 == 0 ? LIGHT : DARK;
                        out.write(shade);
                        out.write(column == queen ? QUEEN : shade);
                        out.write(shade);
                    }
                    out.write('│');
                    out.write('\n');
                }
                border(out, '└', '┘', n);
            }
        };
    }

    private static void border(AppendableWriter out, char left, char right, int n) throws IOException {
        out.write(left);
        out.writeRepeated('─', SQUARE_WIDTH * n);
        out.write(right);
        out.write('\n');
    }
}
