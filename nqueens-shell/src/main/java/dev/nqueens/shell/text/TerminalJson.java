package dev.nqueens.shell.text;

import java.util.Locale;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Values as JSON for standard output, written by Jackson's databind: a record's components in their order,
 * and every string escaped so that it holds its text exactly and is safe to print. The quote and the
 * backslash get a backslash before them; every character that a terminal may act on rather than show (see
 * {@link TerminalText}), the line breaks and the tab included, becomes a backslash, a u and four upper-case
 * hexadecimal digits, as in {@code \u001B}; every other character is written as it is.
 */
public final class TerminalJson {

    // thread-safe and immutable once built
    private static final JsonMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .characterEscapes(new TerminalEscapes())
                    .build())
            // a record's components in their order, which is the order of its JSON's members
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .build();

    private TerminalJson() {
    }

    /**
     * @param value a value databind writes: a record, a list, a string, a number
     * @return its JSON, on one line, without a line break
     */
    public static String write(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /** The escapes: the standard JSON escapes of the quote and the backslash, and the unsafe characters'. */
    private static final class TerminalEscapes extends CharacterEscapes {

        private static final long serialVersionUID = 1L;

        private final int[] ascii;

        TerminalEscapes() {
            ascii = CharacterEscapes.standardAsciiEscapesForJSON();
            for (char c = 0; c < ascii.length; c++) {
                if (TerminalText.isUnsafe(c)) {
                    // not the short forms \n and \t that Jackson writes by itself
                    ascii[c] = CharacterEscapes.ESCAPE_CUSTOM;
                }
            }
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int c) {
            return c <= Character.MAX_VALUE && TerminalText.isUnsafe((char) c)
                    ? new SerializedString(String.format(Locale.ROOT, "\\u%04X", c))
                    : null;
        }
    }
}
