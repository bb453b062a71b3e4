package dev.nqueens.shell.command;

import dev.nqueens.api.Queen;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads one queen of {@code --place}, as {@code ROW:COLUMN} counted from 0. Whether it lies on the board
 * and attacks no other queen depends on n and on the other queens, so the request checks that.
 */
final class QueenConverter implements ITypeConverter<Queen> {

    private static final Pattern ROW_COLUMN = Pattern.compile("([0-9]+):([0-9]+)");

    @Override
    public Queen convert(String text) {
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
