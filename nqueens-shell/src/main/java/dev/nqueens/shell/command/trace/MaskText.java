package dev.nqueens.shell.command.trace;

/**
 * A bit mask as text, the way every text writes a binary number: the most significant bit first, so bit c,
 * column c, stands c places from the right. Shared by the animation and the JSON Lines, so that the two draw
 * a mask alike.
 */
final class MaskText {

    private MaskText() {
    }

    /**
     * @param n the board size
     * @return the binary digits to draw of each mask of the board: 2n - 1, since a queen's diagonal bit
     *     shifts at most n - 1 places past the last column, bit 2n - 2; at most 32, an {@code int}'s
     */
    static int width(int n) {
        return Math.max(1, Math.min(Integer.SIZE, 2 * n - 1));
    }

    /**
     * @param value the mask, unsigned
     * @param width the digits at least: more if the value needs them, so that nothing is cut
     * @return its binary digits, the most significant first
     */
    static String binary(long value, int width) {
        String digits = Long.toBinaryString(value);
        return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
    }
}
