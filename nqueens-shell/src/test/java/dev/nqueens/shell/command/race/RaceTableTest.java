package dev.nqueens.shell.command.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The race's table from laps given: the order of its rows, its times, rates and work per node. */
class RaceTableTest {

    private static final List<RaceTable.Lap> LAPS = List.of(
            RaceTable.Lap.finished("scan", 92, 1_250_000).withSearch(new RaceTable.SearchSize(2056, 46_752)),
            new RaceTable.Lap("sloth", RaceTable.Outcome.OVER_BUDGET, 0, 2_000_000_000, "cancelled"),
            RaceTable.Lap.finished("bitmask", 92, 255_400).withSearch(new RaceTable.SearchSize(2056, 1964)),
            RaceTable.Lap.finished("plugin", 92, 900).withSearch(new RaceTable.SearchSize(2056, 0)));

    private static String table(boolean inOrderRun) throws IOException {
        RaceTable table = new RaceTable(OptionalLong.of(92), "A000170", inOrderRun);
        LAPS.forEach(table::add);
        StringWriter out = new StringWriter();
        table.writeTo(out, 0);
        return out.toString();
    }

    /**
     * The fastest, plugin, took less than a microsecond: no rate of its own, and no ratio to it; a search that
     * reports no tests has no work per node.
     */
    @Test
    void theRowsKeepTheOrderTheSolversRanIn() throws IOException {
        assertThat(table(true)).isEqualTo(""
                + "SOLVER   RESULT       AGREES  KNOWN  TIME    SOLUTIONS/S  VS FASTEST  NODES  TESTS/NODE  NOTE\n"
                + "scan     92           yes     yes    1 ms    73.6 k       -           2056   22.7\n"
                + "sloth    over budget  -       -      2.0 s   -            -           -      -           cancelled\n"
                + "bitmask  92           yes     yes    255 µs  360 k        -           2056   0.96\n"
                + "plugin   92           yes     yes    <1 µs   -            -           2056   -\n");
    }

    @Test
    void withoutAnOrderGivenTheFinishersComeFastestFirstThenTheOthers() throws IOException {
        assertThat(table(false).lines().skip(1).map(row -> row.split(" +")[0]))
                .containsExactly("plugin", "bitmask", "scan", "sloth");
    }

    @Test
    void theRatioToTheFastestNeedsAFastestOfAMicrosecondOrMore() throws IOException {
        RaceTable table = new RaceTable(OptionalLong.empty(), "A000170", true)
                .add(RaceTable.Lap.finished("recursive", 92, 1_200_000))
                .add(RaceTable.Lap.finished("bitmask", 92, 255_400));
        StringWriter out = new StringWriter();
        table.writeTo(out, 0);
        assertThat(out.toString()).contains("\nrecursive  92      yes     -      1 ms    76.7 k       4.7x  ",
                "\nbitmask    92      yes     -      255 µs  360 k        1.0x  ");
    }

    @ParameterizedTest
    @CsvSource({"0.955, 0.96", "9.77, 9.77", "9.996, 10.0", "11.988, 12.0", "22.74, 22.7", "99.96, 100", "104.4, 104"})
    void workPerNodeHasThreeSignificantDigits(double ratio, String text) {
        assertThat(RaceTable.perNode(ratio)).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "50, 50", "999.4, 999", "143637, 144 k", "4600, 4.60 k", "52800, 52.8 k", "4730000, 4.73 M"})
    void ratesHaveThreeSignificantDigitsAndAPrefix(double perSecond, String text) {
        assertThat(RaceTable.rate(perSecond)).isEqualTo(text);
    }
}
