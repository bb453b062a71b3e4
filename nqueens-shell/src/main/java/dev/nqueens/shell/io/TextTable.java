package dev.nqueens.shell.io;

import dev.nqueens.shell.text.DisplayWidth;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Rows of text in aligned columns, separated by two spaces, for the listing commands. The last column is
 * not padded, so that lines carry no trailing spaces. On a terminal the table fits its width, long cells
 * wrapped within their columns; elsewhere every row is one line, however long. Widths are columns of the
 * terminal ({@link DisplayWidth}), not characters: a column of Chinese descriptions, accented letters or emoji
 * lines up like one of ASCII.
 */
public final class TextTable {

    /** The spaces between two columns. */
    private static final int GAP = 2;

    /** The narrowest a column is cut to, if it is wider, when even its words cannot fit. */
    private static final int NARROWEST = 4;

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
     * Writes the table, one line per row, or, fitted to a terminal, one or more: a cell too long for its
     * column is wrapped within it, at a space where it can be (else after a comma or a slash, else anywhere),
     * its further lines standing under its first. The columns narrower than the terminal allows
     * stay whole; the widest share what is left. Where even the longest words cannot fit, they are broken;
     * a terminal too narrow even for that gets lines as short as four columns a cell make them.
     *
     * @param out where to write the table
     * @param columns the width of the terminal that shows it, in columns; 0 (not a terminal) to write every
     *     cell whole on its row's one line
     * @throws IOException if writing fails
     */
    public void writeTo(Writer out, int columns) throws IOException {
        int count = rows.get(0).length;
        int[] natural = new int[count];
        for (String[] row : rows) {
            for (int column = 0; column < count; column++) {
                natural[column] = Math.max(natural[column], DisplayWidth.of(row[column]));
            }
        }
        int[] widths = columns > 0 ? fit(natural, columns - GAP * (count - 1)) : natural;
        StringBuilder line = new StringBuilder();
        for (String[] row : rows) {
            List<List<String>> cells = new ArrayList<>();
            int height = 0;
            for (int column = 0; column < count; column++) {
                List<String> cell = wrap(row[column], widths[column]);
                cells.add(cell);
                height = Math.max(height, cell.size());
            }
            for (int part = 0; part < height; part++) {
                line.setLength(0);
                for (int column = 0; column < count; column++) {
                    List<String> cell = cells.get(column);
                    String text = part < cell.size() ? cell.get(part) : "";
                    line.append(text);
                    if (column < count - 1) {
                        line.append(" ".repeat(Math.max(0, widths[column] - DisplayWidth.of(text)) + GAP));
                    }
                }
                out.write(line.toString().stripTrailing());
                out.write('\n');
            }
        }
    }

    /**
     * @param natural the width of each column's widest cell
     * @param available the width the columns may take together, the gaps between them left out
     * @return the width of each column: the columns narrower than the widest level that the columns fit stay
     *     whole, and the others share the rest; none is narrower than its longest word where the words fit,
     *     else than {@value #NARROWEST}
     */
    private int[] fit(int[] natural, int available) {
        if (Arrays.stream(natural).sum() <= available) {
            return natural;
        }
        int[] floors = new int[natural.length];
        for (int column = 0; column < natural.length; column++) {
            int longestWord = 0;
            for (String[] row : rows) {
                // a cell breaks at its spaces, and after its commas and slashes, which end the line they break
                for (String word : row[column].split("(?<=[,/])|\\s+")) {
                    longestWord = Math.max(longestWord, DisplayWidth.of(word));
                }
            }
            floors[column] = Math.min(natural[column], longestWord);
        }
        if (Arrays.stream(floors).sum() > available) {
            for (int column = 0; column < natural.length; column++) {
                floors[column] = Math.min(natural[column], NARROWEST);
            }
        }
        int[] widths = new int[natural.length];
        for (int level = 1; level <= Arrays.stream(natural).max().orElse(0); level++) {
            int[] atLevel = new int[natural.length];
            for (int column = 0; column < natural.length; column++) {
                atLevel[column] = Math.max(floors[column], Math.min(natural[column], level));
            }
            if (level > 1 && Arrays.stream(atLevel).sum() > available) {
                break;
            }
            widths = atLevel;
        }
        share(widths, natural, floors, available);
        // what is left over goes to the columns still cut, the last first
        int left = available - Arrays.stream(widths).sum();
        for (int column = natural.length - 1; column >= 0 && left > 0; column--) {
            int more = Math.min(left, natural[column] - widths[column]);
            widths[column] += more;
            left -= more;
        }
        return widths;
    }

    /**
     * Shares the room of the columns that the level cuts among them in proportion to their widest cells, so
     * that a long description takes more of it than a short list; none narrower than its floor.
     */
    private static void share(int[] widths, int[] natural, int[] floors, int available) {
        List<Integer> open = new ArrayList<>();
        int room = available;
        for (int column = 0; column < natural.length; column++) {
            if (widths[column] < natural[column]) {
                open.add(column);
            } else {
                room -= widths[column];
            }
        }
        boolean floored = true;
        while (floored && !open.isEmpty()) {
            floored = false;
            long total = open.stream().mapToLong(column -> natural[column]).sum();
            for (int column : List.copyOf(open)) {
                if ((long) room * natural[column] / total < floors[column]) {
                    widths[column] = floors[column];
                    room -= floors[column];
                    open.remove(Integer.valueOf(column));
                    floored = true;
                }
            }
            if (!floored) {
                for (int column : open) {
                    widths[column] = (int) ((long) room * natural[column] / total);
                }
            }
        }
    }

    /**
     * @param text a cell
     * @param columns its column's width, in columns of the terminal
     * @return the cell's lines, none wider than the width but for a character wider than the whole column,
     *     which stands alone on its line
     */
    static List<String> wrap(String text, int columns) {
        return wrap(text, columns, columns);
    }

    /**
     * Cuts text into lines at its spaces where it can be, else after a comma or a slash, else anywhere, by
     * the columns of the terminal that the text takes ({@link DisplayWidth}).
     *
     * @param text one line of text
     * @param first the width of the first line
     * @param rest the width of the lines after it
     * @return the lines, none wider than its width but for a character wider than the whole width, which
     *     stands alone on its line
     */
    public static List<String> wrap(String text, int first, int rest) {
        List<String> lines = new ArrayList<>();
        String left = text;
        int width = Math.max(1, first);
        while (DisplayWidth.of(left) > width) {
            // the longest start that fits, and within it the last space, else the last comma or slash
            int fits = DisplayWidth.fit(left, 0, width);
            if (fits == left.length()) {
                // one character wider than the column
                break;
            }
            int space = left.lastIndexOf(' ', fits);
            if (space > 0) {
                lines.add(left.substring(0, space).stripTrailing());
                left = left.substring(space + 1).stripLeading();
            } else {
                int cut = fits;
                for (int i = fits - 1; i > 0; i--) {
                    char c = left.charAt(i);
                    if (c == ',' || c == '/') {
                        cut = i + 1;
                        break;
                    }
                }
                lines.add(left.substring(0, cut));
                left = left.substring(cut);
            }
            width = Math.max(1, rest);
        }
        lines.add(left);
        return lines;
    }
}
