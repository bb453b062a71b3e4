package dev.nqueens.shell.command.race;

import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.time.Durations;
import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * The table that {@code race} prints: one row per solver that ran, in the order they ran where the user gave
 * it ({@code --solvers}), else those that finished first, fastest first, then those that did not, in the
 * order they ran. Columns:
 * <ul>
 *   <li>{@code SOLVER}: the id;</li>
 *   <li>{@code RESULT}: the count (or the boards listed), or {@code over budget}, {@code failed},
 *       {@code interrupted};</li>
 *   <li>{@code AGREES}: {@code yes} if the result is the one most solvers that finished found, {@code no}
 *       if not (or if no result has a majority), {@code -} if no other solver finished;</li>
 *   <li>{@code KNOWN}: {@code yes} or {@code no} against the known answer, {@code -} where none is known;</li>
 *   <li>{@code TIME}, {@code SOLUTIONS/S}: how long the call took ({@code 640 µs} below a millisecond,
 *       {@code <1 µs} below a microsecond), and the result per second;</li>
 *   <li>{@code VS FASTEST}: the time over the fastest finisher's, as in {@code 3.7x};</li>
 *   <li>{@code NODES}: the nodes of its search, the partial placements it tried (each queen placed), for a
 *       solver that reports its search ({@code search-events}), counted in a second run that is not timed;
 *       {@code -} for the others, or when that run did not end within the budget;</li>
 *   <li>{@code TESTS/NODE}: the tests that search made, as it reported them
 *       ({@link dev.nqueens.api.SearchListener#onTests}), over its nodes: the work of a node, where searches
 *       that visit the same nodes differ; {@code -} without nodes, or for a search that reported no
 *       test;</li>
 *   <li>{@code NOTE}: why a solver has no result, or the known answer its result misses.</li>
 * </ul>
 * A cell that does not apply holds {@code -}; a time below a microsecond, shorter than the clock measures
 * well, gives no rate or ratio.
 */
final class RaceTable {

    /** The column headings, in order. */
    static final List<String> HEADINGS = List.of("SOLVER", "RESULT", "AGREES", "KNOWN", "TIME", "SOLUTIONS/S",
            "VS FASTEST", "NODES", "TESTS/NODE", "NOTE");

    private static final String NONE = "-";
    private static final String[] PREFIXES = {"", " k", " M", " G", " T", " P", " E"};
    /** The shortest time that gives a rate or a ratio: a microsecond, some tens of the clock's steps. */
    private static final long SHORTEST_MEASURED_NANOS = 1_000;

    private final OptionalLong known;
    private final String sequence;
    private final boolean inOrderRun;
    private final List<Lap> laps = new ArrayList<>();

    /**
     * @param known the known answer to the request, if there is one
     * @param sequence the OEIS sequence it comes from, as in {@code "A000170"}, for the notes
     * @param inOrderRun true to keep the rows in the order the solvers ran (the user's), false for the
     *     finishers fastest first
     */
    RaceTable(OptionalLong known, String sequence, boolean inOrderRun) {
        this.known = known;
        this.sequence = sequence;
        this.inOrderRun = inOrderRun;
    }

    /**
     * @param lap the outcome of one solver's run
     * @return this table
     */
    RaceTable add(Lap lap) {
        laps.add(lap);
        return this;
    }

    /**
     * @param out where the table goes, one line per row after the headings
     * @param columns the width of the terminal that shows it, or 0 if none (see {@link TextTable#writeTo})
     * @throws IOException if writing fails
     */
    void writeTo(Writer out, int columns) throws IOException {
        List<Lap> finished = laps.stream().filter(Lap::finished).toList();
        OptionalLong consensus = consensus(finished);
        long fastest = finished.stream().mapToLong(Lap::nanos).min().orElse(0);
        List<Lap> rows = inOrderRun ? laps : Stream.concat(
                finished.stream().sorted(Comparator.comparingLong(Lap::nanos)),
                laps.stream().filter(lap -> !lap.finished())).toList();
        TextTable table = new TextTable(HEADINGS.toArray(String[]::new));
        for (Lap lap : rows) {
            if (!lap.finished()) {
                table.row(lap.solver(), lap.outcome().text, NONE, NONE, time(lap.nanos()), NONE, NONE, NONE, NONE,
                        lap.note());
                continue;
            }
            boolean knownRight = known.isPresent() && known.getAsLong() == lap.result();
            table.row(lap.solver(), Long.toString(lap.result()),
                    finished.size() == 1 ? NONE : yesNo(consensus.isPresent() && consensus.getAsLong() == lap.result()),
                    known.isPresent() ? yesNo(knownRight) : NONE,
                    time(lap.nanos()),
                    measured(lap.nanos()) ? rate(lap.result() * 1e9 / lap.nanos()) : NONE,
                    measured(fastest) ? String.format(Locale.ROOT, "%.1fx", (double) lap.nanos() / fastest) : NONE,
                    lap.search().map(search -> Long.toString(search.nodes())).orElse(NONE),
                    lap.search().filter(search -> search.nodes() > 0 && search.tests() > 0)
                            .map(search -> perNode((double) search.tests() / search.nodes())).orElse(NONE),
                    known.isEmpty() || knownRight ? ""
                            : "the known count is " + known.getAsLong() + " (OEIS " + sequence + ")");
        }
        table.writeTo(out, columns);
    }

    /** @return true if a time is long enough for a rate or a ratio */
    private static boolean measured(long nanos) {
        return nanos >= SHORTEST_MEASURED_NANOS;
    }

    /** @return the result most finishers share, if one result has more of them than any other */
    private static OptionalLong consensus(List<Lap> finished) {
        Map<Long, Integer> votes = new HashMap<>();
        finished.forEach(lap -> votes.merge(lap.result(), 1, Integer::sum));
        int most = votes.values().stream().max(Integer::compare).orElse(0);
        List<Long> leaders = votes.entrySet().stream().filter(entry -> entry.getValue() == most)
                .map(Map.Entry::getKey).toList();
        return leaders.size() == 1 ? OptionalLong.of(leaders.get(0)) : OptionalLong.empty();
    }

    private static String yesNo(boolean yes) {
        return yes ? "yes" : "no";
    }

    private static String time(long nanos) {
        return Durations.formatFine(Duration.ofNanos(nanos));
    }

    /** @return a ratio to three significant digits, as in {@code 0.96}, {@code 12.0} or {@code 104} */
    static String perNode(double ratio) {
        String digits = ratio >= 99.95 ? "%.0f" : ratio >= 9.995 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, digits, ratio);
    }

    /** @return a rate to three significant digits with an SI prefix, as in {@code 346 k} or {@code 4.73 M} */
    static String rate(double perSecond) {
        double value = perSecond;
        int prefix = 0;
        while (value >= 999.5 && prefix < PREFIXES.length - 1) {
            value /= 1000;
            prefix++;
        }
        if (prefix == 0) {
            return Long.toString(Math.round(value));
        }
        String digits = value >= 99.95 ? "%.0f" : value >= 9.995 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, digits, value) + PREFIXES[prefix];
    }

    /** How a solver's run in a race ended. */
    enum Outcome {
        /** It returned its result. */
        FINISHED("finished"),
        /** It was still running at the end of its budget, and was cancelled. */
        OVER_BUDGET("over budget"),
        /** It threw. */
        FAILED("failed"),
        /** Ctrl-C cancelled it, which ended the race. */
        INTERRUPTED("interrupted");

        final String text;

        Outcome(String text) {
            this.text = text;
        }
    }

    /**
     * The size of a search, as its events told it.
     *
     * @param nodes the queens it placed
     * @param tests the tests it reported
     */
    record SearchSize(long nodes, long tests) {
    }

    /**
     * One solver's run.
     *
     * @param solver the solver's id
     * @param outcome how the run ended
     * @param result the count, or the number of boards listed; 0 unless it finished
     * @param nanos how long the call took
     * @param note why it has no result, in one line, or empty
     * @param search the size of its search, where it could say
     */
    record Lap(String solver, Outcome outcome, long result, long nanos, String note, Optional<SearchSize> search) {

        /**
         * @param solver the solver's id
         * @param outcome how the run ended
         * @param result the count, or the number of boards listed; 0 unless it finished
         * @param nanos how long the call took
         * @param note why it has no result, in one line, or empty
         */
        Lap(String solver, Outcome outcome, long result, long nanos, String note) {
            this(solver, outcome, result, nanos, note, Optional.empty());
        }

        /**
         * @param size the size of the solver's search
         * @return this lap, with it
         */
        Lap withSearch(SearchSize size) {
            return new Lap(solver, outcome, result, nanos, note, Optional.of(size));
        }

        /**
         * @param solver the solver's id
         * @param result its result
         * @param nanos how long it took
         * @return the lap of a solver that finished
         */
        static Lap finished(String solver, long result, long nanos) {
            return new Lap(solver, Outcome.FINISHED, result, nanos, "");
        }

        /** @return true if the solver returned its result */
        boolean finished() {
            return outcome == Outcome.FINISHED;
        }
    }
}
