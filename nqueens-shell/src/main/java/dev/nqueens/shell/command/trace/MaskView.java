package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import dev.nqueens.api.SearchState;
import java.util.ArrayList;
import java.util.List;

/**
 * A search over bit masks, under the board: {@code cols}, {@code d1}, {@code d2}, {@code all}, {@code free}
 * and {@code bit} as the program holds them, each in binary, the most significant bit first, with its decimal
 * value and, where there is room, the statement that made it at the last step.
 *
 * <pre>
 *             6543210
 *       cols  0000001    1  cols | bit
 *       d1    0000010    2  (d1 | bit) &lt;&lt; 1
 *       d2    0000000    0  (d2 | bit) &gt;&gt;&gt; 1
 *       all   0001111   15
 *       free  0001100   12  ~(cols | d1 | d2) &amp; all
 *       bit   0000000    0
 * </pre>
 * The digits above the masks number their bits; bit c is column c, and the bits from n up, past the board,
 * hold what the diagonals' mask shifted there.
 */
final class MaskView extends StateView {

    private static final String[] NAMES = {"cols", "d1", "d2", "all", "free", "bit"};
    private static final String INDENT = "  ";
    private static final int NAME_WIDTH = 4;

    private final int width;
    private final int valueWidth;
    private final List<String> bitNumbers;

    MaskView(int n) {
        super(SearchState.Masks.class);
        this.width = MaskText.width(n);
        this.valueWidth = digits((1L << width) - 1);
        this.bitNumbers = numbering(width, cell -> width - 1 - cell, "");
    }

    @Override
    int belowHeight() {
        return bitNumbers.size() + NAMES.length;
    }

    @Override
    int belowWidth() {
        return INDENT.length() + NAME_WIDTH + 2 + width + 2 + valueWidth;
    }

    @Override
    List<String> below(SearchEvent last, SearchState state, int columns) {
        List<String> lines = new ArrayList<>();
        for (String numbers : bitNumbers) {
            lines.add((" ".repeat(INDENT.length() + NAME_WIDTH + 2) + numbers).stripTrailing());
        }
        SearchState.Masks masks = state instanceof SearchState.Masks shown ? shown : new SearchState.Masks(0, 0, 0, 0, 0, 0);
        long[] values = {masks.columns(), masks.diagonals(), masks.antiDiagonals(), masks.all(), masks.free(),
                masks.bit()};
        String[] notes = notes(last);
        for (int mask = 0; mask < NAMES.length; mask++) {
            String value = Long.toUnsignedString(values[mask]);
            String line = INDENT + NAMES[mask] + " ".repeat(NAME_WIDTH - NAMES[mask].length() + 2)
                    + MaskText.binary(values[mask], width) + "  " + " ".repeat(Math.max(0, valueWidth - value.length()))
                    + value;
            String noted = notes[mask].isEmpty() ? line : line + "  " + notes[mask];
            lines.add(noted.length() <= columns ? noted : line);
        }
        return lines;
    }

    /** @return the statement that made each mask at the last step, or empty */
    private static String[] notes(SearchEvent last) {
        String[] notes = {"", "", "", "", "", ""};
        if (last instanceof SearchEvent.Enter enter && enter.row() == 0) {
            notes[4] = "all";
        } else if (last instanceof SearchEvent.Enter) {
            notes[0] = "cols | bit";
            notes[1] = "(d1 | bit) << 1";
            notes[2] = "(d2 | bit) >>> 1";
            notes[4] = "~(cols | d1 | d2) & all";
        } else if (last instanceof SearchEvent.Place) {
            notes[4] = "free -= bit";
            notes[5] = "free & -free";
        } else if (last instanceof SearchEvent.Remove) {
            notes[4] = "left to try";
            notes[5] = "the queen's, taken off";
        }
        return notes;
    }

    @Override
    String detail(SearchEvent last, SearchState state) {
        SearchState.Masks masks = (SearchState.Masks) state;
        if (last instanceof SearchEvent.Enter enter) {
            String free = Long.toUnsignedString(masks.free());
            return enter.row() == 0 ? "free = all = " + free
                    : "free = ~(cols | d1 | d2) & all = " + free + (masks.free() == 0 ? ": none, back up" : "");
        } else if (last instanceof SearchEvent.Place place) {
            return "bit = free & -free = " + Long.toUnsignedString(masks.bit()) + ", column " + place.column()
                    + "; free -= bit";
        } else if (last instanceof SearchEvent.Remove) {
            return "free left " + Long.toUnsignedString(masks.free());
        }
        return "";
    }
}
