package dev.nqueens.shell.command.model;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a positive duration as people type one: a number and a unit, {@code 500ms}, {@code 10s},
 * {@code 1.5s}, {@code 2m}, {@code 1h}; a number alone is seconds. The message of a bad value names it.
 */
public class DurationConverter implements ITypeConverter<Duration> {

    private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(ms|s|m|h)?");
    /** The longest duration taken: far beyond any budget, and far below what {@link Duration} holds. */
    private static final Duration LONGEST = Duration.ofDays(365);

    /** @return the option's name, as a message names it: {@code race}'s {@code --budget} here */
    String name() {
        return "--budget";
    }

    /** The pace of {@code trace}'s animation. */
    public static final class Delay extends DurationConverter {
        @Override
        String name() {
            return "--delay";
        }
    }

    /** The sampling time of {@code count --estimate}. */
    public static final class Estimate extends DurationConverter {
        @Override
        String name() {
            return "--estimate";
        }
    }

    /** How long a client tries to reach a cluster. */
    public static final class ConnectTimeout extends DurationConverter {
        @Override
        String name() {
            return "--connect-timeout";
        }

        @Override
        Duration minimum() {
            return Duration.ofSeconds(1);
        }
    }

    /** @return the shortest duration taken; any more than 0 unless an option says otherwise */
    Duration minimum() {
        return Duration.ofNanos(1);
    }

    @Override
    public Duration convert(String text) {
        Matcher matcher = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new TypeConversionException(name() + " must be a duration such as 10s, 500ms or 2m, not '" + text
                    + "'");
        }
        BigDecimal nanosPerUnit = BigDecimal.valueOf(switch (matcher.group(2) == null ? "s" : matcher.group(2)) {
            case "ms" -> 1_000_000L;
            case "m" -> 60_000_000_000L;
            case "h" -> 3_600_000_000_000L;
            default -> 1_000_000_000L;
        });
        BigDecimal nanos = new BigDecimal(matcher.group(1)).multiply(nanosPerUnit);
        if (nanos.signum() == 0) {
            throw new TypeConversionException(name() + " must be more than 0, not '" + text + "'");
        }
        if (nanos.compareTo(BigDecimal.valueOf(minimum().toNanos())) < 0) {
            throw new TypeConversionException(name() + " must be at least " + minimum().toSeconds() + "s, not '" + text
                    + "'");
        }
        if (nanos.compareTo(BigDecimal.valueOf(LONGEST.toNanos())) > 0) {
            throw new TypeConversionException(name() + " must be at most a year, not '" + text + "'");
        }
        return Duration.ofNanos(Math.max(1, nanos.longValue()));
    }
}
