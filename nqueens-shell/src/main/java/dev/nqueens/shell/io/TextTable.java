package dev.nqueens.shell.io;

import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Rows of text in aligned columns, separated by two spaces, for the listing commands. The last column is
 * not padded, so that lines carry no trailing spaces.
 */
public final class TextTable {

    private final List<String[]> rows = new ArrayList<>();

    /** @param headings the first row */
    public TextTable(String... headings) {
        rows.add(safe(headings));
    }

    /**
     * @param cells one cell per column
     * @return this table
     * @throws IllegalArgumentException if the number of cells differs from the number of headings
     */
    public TextTable row(String... cells) {
        if (cells.length != rows.get(0).length) {
            throw new IllegalArgumentException("a row of " + cells.length + " cells in a table of "
                    + rows.get(0).length + " columns");
        }
        rows.add(safe(cells));
        return this;
    }

    /** Cells hold providers' ids and descriptions: their control characters must not reach the terminal. */
    private static String[] safe(String[] cells) {
        String[] safe = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            safe[i] = TerminalText.safe(cells[i]);
        }
        return safe;
    }

    /**
     * @param out where to write the table, one line per row
     * @throws IOException if writing fails
     */
    public void writeTo(Writer out) throws IOException {
        int columns = rows.get(0).length;
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int column = 0; column < columns; column++) {
                widths[column] = Math.max(widths[column], row[column].length());
            }
        }
        StringBuilder line = new StringBuilder();
        for (String[] row : rows) {
            line.setLength(0);
            for (int column = 0; column < columns; column++) {
                line.append(row[column]);
                if (column < columns - 1) {
                    line.append(" ".repeat(widths[column] - row[column].length() + 2));
                }
            }
            out.write(line.toString().stripTrailing());
            out.write('\n');
        }
    }
}
