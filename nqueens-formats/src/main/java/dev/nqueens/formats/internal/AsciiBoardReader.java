package dev.nqueens.formats.internal;

import dev.nqueens.api.Solution;
import dev.nqueens.formats.BoardReader;
import dev.nqueens.formats.UnreadableInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads the {@code ascii} form: each board as lines of {@code Q} and {@code .}, one per row, boards
 * separated by blank lines. Blanks at the end of a line are ignored; so are blank lines before the first
 * board and after the last.
 */
public final class AsciiBoardReader implements BoardReader {

    private final BufferedReader in;
    private final DrawnBoard board = new DrawnBoard();
    /** The line read last, from 1. */
    private long line;

    /** @param in the text, read from where it stands, through a buffer of its own unless it has one */
    public AsciiBoardReader(Reader in) {
        this.in = in instanceof BufferedReader buffered ? buffered : new BufferedReader(in);
    }

    @Override
    public Solution next() throws IOException {
        String row = readLine();
        while (row != null && row.isBlank()) {
            row = readLine();
        }
        if (row == null) {
            return null;
        }
        board.start();
        while (row != null && !row.isBlank()) {
            String squares = row.stripTrailing();
            int stray = board.addRow(squares);
            if (stray >= 0) {
                throw new UnreadableInputException(line, stray + 1, "unexpected "
                        + Characters.shown(squares.charAt(stray))
                        + "; the rows of an ascii board hold Q and . only");
            }
            row = readLine();
        }
        return board.finish();
    }

    private String readLine() throws IOException {
        String row = in.readLine();
        if (row != null) {
            line++;
        }
        return row;
    }
}
