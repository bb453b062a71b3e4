package org.example.nqueens.fen;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import java.io.IOException;
import java.util.Iterator;
import java.util.stream.Stream;

/**
 * The {@code fen} output format: each board as the piece placement of Forsyth–Edwards Notation, the line
 * chess programs use to describe a position, one board to a line. The rows go from the top (row 0) down,
 * separated by {@code /}; in each row {@code Q} is the queen and a number counts the empty squares before or
 * after it. The first board of n = 8 is {@code Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4}, eight white queens to a
 * chess program (a whole FEN adds the side to move and the rest, as in {@code ... w - - 0 1}); for other
 * sizes it is the same notation on a board of n files, with numbers of several digits from n = 11 on.
 *
 * <p>A board takes O(n log n) characters, so there is no limit on n. The empty board (n = 0) is an empty
 * line, and no boards at all write nothing.
 */
public final class FenRenderer implements Renderer {

    /** ServiceLoader needs a public no-argument constructor. */
    public FenRenderer() {
    }

    @Override
    public String id() {
        return "fen";
    }

    @Override
    public String description() {
        return "Each board as the piece placement of chess FEN, one line a board, as in Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public void render(Stream<Solution> solutions, Appendable out) throws IOException {
        // one board at a time, and none kept: the stream may hold millions
        Iterator<Solution> boards = solutions.iterator();
        while (boards.hasNext()) {
            append(boards.next(), out);
        }
    }

    private static void append(Solution board, Appendable out) throws IOException {
        int n = board.size();
        for (int row = 0; row < n; row++) {
            if (row > 0) {
                out.append('/');
            }
            int column = board.column(row);
            if (column > 0) {
                out.append(Integer.toString(column));
            }
            out.append('Q');
            if (column < n - 1) {
                out.append(Integer.toString(n - 1 - column));
            }
        }
        out.append('\n');
    }
}
