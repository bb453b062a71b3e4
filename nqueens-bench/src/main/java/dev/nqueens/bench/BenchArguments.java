package dev.nqueens.bench;

/** The numbers on the command lines of the bench's own programs ({@link SplitSample}, {@link SplitCrossCheck}). */
final class BenchArguments {

    private BenchArguments() {
    }

    /**
     * @param word the argument
     * @param name its name in the usage, for the message
     * @param least the least value it takes
     * @param usage the program's usage line, for the message
     * @return the argument's value
     * @throws IllegalArgumentException with a message of one line if it is not a whole number of at least
     *     {@code least}
     */
    static int number(String word, String name, int least, String usage) {
        int value;
        try {
            value = Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not '" + word + "'; " + usage, e);
        }
        if (value < least) {
            throw new IllegalArgumentException(name + " must be " + least + " or more, not " + value);
        }
        return value;
    }
}
