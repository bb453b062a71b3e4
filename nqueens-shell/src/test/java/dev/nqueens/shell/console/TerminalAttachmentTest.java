package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What a launcher says about the standard streams, in the system property nqueens.terminals. */
class TerminalAttachmentTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', emptyValue = "", textBlock = """
            in,out,err | true  | true  | true
            err        | false | false | true
            out,in     | true  | true  | false
            ''         | false | false | false
            """)
    void readsTheStreamsThatAreTerminals(String value, boolean in, boolean out, boolean err) {
        assertThat(TerminalAttachment.told(value)).isEqualTo(new TerminalAttachment(in, out, err));
    }

    @ParameterizedTest
    @ValueSource(strings = {"stdin", "in,", ",err", "in err", "IN", "yes"})
    void aValueItCannotReadLeavesTheQuestionToTheOperatingSystem(String value) {
        assertThat(TerminalAttachment.told(value)).isNull();
    }

    @Test
    void withoutThePropertyTheOperatingSystemIsAsked() {
        assertThat(TerminalAttachment.told(null)).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", textBlock = """
            in,out,err | 120  | 100  | 120
            out        | null | 100  | 100
            out        | null | null | 80
            out        | 0    | x    | 80
            out        | 12a  | 90   | 90
            in,err     | 120  | 100  | 0
            null       | 120  | 100  | 0
            """)
    void tablesFitTheTerminalOnlyWhereTheLauncherSaysStandardOutputIsOne(String terminals, String variable,
            String measured, int columns) {
        assertThat(TerminalAttachment.outColumns(terminals, variable, measured)).isEqualTo(columns);
    }
}
