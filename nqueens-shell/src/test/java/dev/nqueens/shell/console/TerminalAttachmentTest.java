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
}
