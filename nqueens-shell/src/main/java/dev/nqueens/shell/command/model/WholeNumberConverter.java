package dev.nqueens.shell.command.model;

import java.math.BigInteger;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a whole number, 0 or more unless the value says otherwise, with a message that names the value and
 * what is wrong with it. Upper limits depend on the solver and the format, so the commands check those.
 */
public abstract class WholeNumberConverter implements ITypeConverter<Long> {

    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    /** Long.MAX_VALUE has 19 digits. */
    private static final int MAX_DIGITS = 19;
    /** How much of a long text a message quotes. */
    private static final int SHOWN = 40;

    /** @return the value's name in messages, as in {@code "n"} */
    abstract String name();

    /** @return the smallest value taken; 0 unless a value says otherwise */
    long minimum() {
        return 0;
    }

    @Override
    public Long convert(String text) {
        String trimmed = text.strip();
        if (!INTEGER.matcher(trimmed).matches()) {
            throw new TypeConversionException(name() + " must be a whole number, not '" + shown(text) + "'");
        }
        boolean negative = trimmed.startsWith("-");
        String digits = trimmed.replaceFirst("^[+-]?0*", "");
        if (digits.length() > MAX_DIGITS) {
            // longer than any long: refused at once, where parsing it would take time that grows with its square
            String shown = (negative ? "-" : "") + shown(digits);
            throw new TypeConversionException(negative
                    ? name() + " must be " + minimum() + " or more, not " + shown
                    : name() + " = " + shown + " is too large");
        }
        BigInteger value = new BigInteger(trimmed);
        if (value.compareTo(BigInteger.valueOf(minimum())) < 0) {
            throw new TypeConversionException(name() + " must be " + minimum() + " or more, not " + value);
        }
        if (value.bitLength() >= Long.SIZE) {
            throw new TypeConversionException(name() + " = " + value + " is too large");
        }
        return value.longValue();
    }

    /** @return the text as a message shows it: whole if short, else its start and its length */
    private static String shown(String text) {
        return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "... (" + text.length() + " characters)";
    }

    /** The board size of {@code solve} and {@code count}. */
    public static final class BoardSize extends WholeNumberConverter {
        @Override
        String name() {
            return "n";
        }
    }

    /** The number of solutions after which {@code solve --limit} stops. */
    public static final class Limit extends WholeNumberConverter {
        @Override
        String name() {
            return "--limit";
        }
    }

    /** The board size of {@code verify --all}, whose every solution the boards must be. */
    public static final class All extends WholeNumberConverter {
        @Override
        String name() {
            return "--all";
        }
    }

    /** A number of things that takes 1 or more. */
    abstract static class Positive extends WholeNumberConverter {
        @Override
        long minimum() {
            return 1;
        }
    }

    /** The number of threads of {@code --threads}. */
    public static final class Threads extends Positive {
        @Override
        String name() {
            return "--threads";
        }
    }

    /** The cluster's members of {@code count --estimate --members}. */
    public static final class Members extends Positive {
        @Override
        String name() {
            return "--members";
        }
    }

    /** The seed of {@code --seed}, any {@code long}. */
    public static final class Seed extends WholeNumberConverter {
        @Override
        String name() {
            return "--seed";
        }

        @Override
        long minimum() {
            return Long.MIN_VALUE;
        }
    }

    /** The port of {@code --port}; whether it is below 65536 is the settings' to say. */
    public static final class Port extends WholeNumberConverter {
        @Override
        String name() {
            return "--port";
        }

        @Override
        long minimum() {
            return 1;
        }
    }
}
