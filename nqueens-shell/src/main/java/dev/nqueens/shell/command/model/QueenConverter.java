package dev.nqueens.shell.command.model;

import dev.nqueens.api.Queen;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads one value of {@code --place}: queens as {@code ROW:COLUMN} counted from 0, separated by commas, as in
 * {@code 0:0,5:2}. Every part between commas must be a queen, so that {@code ,} or {@code 0:0,,1:2} is refused
 * rather than read as fewer queens. Whether they lie on the board and attack no other queen depends on n,
 * so the request checks that.
 */
public final class QueenConverter implements ITypeConverter<QueenConverter.Queens> {

    private static final Pattern ROW_COLUMN = Pattern.compile("([0-9]+):([0-9]+)");

    /**
     * The queens of one value of {@code --place}.
     *
     * @param queens the queens, in the order given
     */
    public record Queens(List<Queen> queens) {
        /**
         * Copies the list.
         *
         * @param queens the queens, in the order given
         */
        public Queens {
            queens = List.copyOf(queens);
        }
    }

    @Override
    public Queens convert(String text) {
        List<Queen> queens = new ArrayList<>();
        // -1: an empty part at the end is a part too
        for (String part : text.split(",", -1)) {
            queens.add(queen(part));
        }
        return new Queens(queens);
    }

    private static Queen queen(String text) {
        Matcher matcher = ROW_COLUMN.matcher(text.strip());
        if (!matcher.matches()) {
            throw new TypeConversionException("--place: '" + text + "' is not ROW:COLUMN, two whole numbers from 0"
                    + " as in 0:3");
        }
        return new Queen(coordinate(matcher.group(1), text), coordinate(matcher.group(2), text));
    }

    private static int coordinate(String digits, String text) {
        // a board has at most Integer.MAX_VALUE rows, so a longer number is off every board
        if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
            throw new TypeConversionException("--place: queen " + text.strip() + " lies off any board");
        }
        return Integer.parseInt(digits);
    }
}
