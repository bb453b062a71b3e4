package dev.nqueens.shell.command.trace;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The key line fits the terminal and names every key at every width; the full list wraps. */
class TraceKeysTest {

    @Test
    void theKeyLineIsInFullWhereItFitsElseShortWithAWordForTheKeysMostNeeded() {
        assertThat(TraceKeys.line(120)).isEqualTo("space pause/go  n/-> step  b/<- back  s/S next/prev solution  "
                + "g K Enter go to K  r restart  +/- faster/slower  q quit");
        assertThat(TraceKeys.line(80)).isEqualTo("space pause  n/b step/back  s/S solution  q quit  g go to  r +/-"
                + "  ? keys");
        assertThat(TraceKeys.line(60)).isEqualTo("space pause  n/b step/back  s/S solution  q g r +/-  ? keys");
    }

    @ParameterizedTest
    @ValueSource(ints = {31, 40, 60, 72, 80, 100, 117, 120, 200})
    void everyKeyIsInTheLineAndTheLineFits(int columns) {
        String line = TraceKeys.line(columns);
        assertThat(line.length()).isLessThanOrEqualTo(columns);
        for (String key : new String[] {"space", "n/", "b", "s/S", "g", "r", "+/-", "q"}) {
            assertThat(line).contains(key);
        }
    }

    @Test
    void theListWrapsBetweenKeys() {
        assertThat(TraceKeys.list(60)).containsExactly(
                "space pause/go  n/-> step  b/<- back  s/S next/prev solution",
                "g K Enter go to K  r restart  +/- faster/slower  q quit");
        assertThat(TraceKeys.list(120)).hasSize(1);
    }
}
