package dev.nqueens.api;

/**
 * Two queens that attack each other, as found by {@link Solution#firstConflict()}.
 *
 * @param firstRow the upper queen's row
 * @param firstColumn the upper queen's column
 * @param secondRow the lower queen's row, greater than {@code firstRow}
 * @param secondColumn the lower queen's column
 * @param line the line they share
 */
public record Conflict(int firstRow, int firstColumn, int secondRow, int secondColumn, Line line) {

    /** The kind of line two attacking queens share. */
    public enum Line {
        /** The same column. */
        COLUMN("column"),
        /** The same diagonal running down to the right ({@code row - column} equal). */
        DIAGONAL("diagonal"),
        /** The same diagonal running down to the left ({@code row + column} equal). */
        ANTI_DIAGONAL("anti-diagonal");

        private final String label;

        Line(String label) {
            this.label = label;
        }

        /**
         * Names the line as messages do.
         *
         * @return the line's name in a message, as in {@code "anti-diagonal"}
         */
        public String label() {
            return label;
        }
    }

    /**
     * Says which two queens attack each other, and along which line.
     *
     * @return one line for people, as in {@code "rows 0 and 2 share a diagonal (columns 1 and 3)"}, or for a
     *     column, which names it once, {@code "rows 0 and 2 both have their queen in column 3"}
     */
    public String describe() {
        if (line == Line.COLUMN) {
            return "rows " + firstRow + " and " + secondRow + " both have their queen in column " + firstColumn;
        }
        String article = line == Line.ANTI_DIAGONAL ? "an " : "a ";
        return "rows " + firstRow + " and " + secondRow + " share " + article + line.label()
                + " (columns " + firstColumn + " and " + secondColumn + ")";
    }
}
