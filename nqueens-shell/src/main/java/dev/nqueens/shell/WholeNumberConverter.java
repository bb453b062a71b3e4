package dev.nqueens.shell;

import java.math.BigInteger;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a whole number, 0 or more, with a message that names the value and what is wrong with it. Upper
 * limits depend on the solver and the format, so the commands check those.
 */
abstract class WholeNumberConverter implements ITypeConverter<Long> {

    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

    /** @return the value's name in messages, as in {@code "n"} */
    abstract String name();

    @Override
    public Long convert(String text) {
        String trimmed = text.strip();
        if (!INTEGER.matcher(trimmed).matches()) {
            throw new TypeConversionException(name() + " must be a whole number, not '" + text + "'");
        }
        BigInteger value = new BigInteger(trimmed);
        if (value.signum() < 0) {
            throw new TypeConversionException(name() + " must be 0 or more, not " + value);
        }
        if (value.bitLength() >= Long.SIZE) {
            throw new TypeConversionException(name() + " = " + value + " is too large");
        }
        return value.longValue();
    }

    /** The board size of {@code solve} and {@code count}. */
    static final class BoardSize extends WholeNumberConverter {
        @Override
        String name() {
            return "n";
        }
    }

    /** The number of solutions after which {@code solve --limit} stops. */
    static final class Limit extends WholeNumberConverter {
        @Override
        String name() {
            return "--limit";
        }
    }
}
