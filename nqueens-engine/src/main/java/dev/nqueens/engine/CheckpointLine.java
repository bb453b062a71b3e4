package dev.nqueens.engine;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.zip.CRC32;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

/**
 * One line of a checkpoint file: a flat JSON object of strings and whole numbers whose last member,
 * {@code crc32}, is the checksum of the others, written and read with Jackson's streaming generator and
 * parser.
 *
 * <p>The checksum is the CRC-32 of the other members' values, in order, strings as they are and numbers in
 * decimal, joined by line feeds and encoded in UTF-8, written as eight lower-case hexadecimal digits. It
 * covers the values rather than the JSON text, so that it is easy to check with other tools, and it catches
 * a changed digit that would still be valid JSON.
 */
final class CheckpointLine {

    static final String CHECKSUM = "crc32";

    // thread-safe once built
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private CheckpointLine() {
    }

    /**
     * @param values the members in order, each a {@link String} or a {@link Long}; without the checksum
     * @return the line, with its checksum, without a line break
     */
    static String encode(Map<String, Object> values) {
        StringWriter text = new StringWriter();
        try (JsonGenerator generator = JSON.createGenerator(ObjectWriteContext.empty(), text)) {
            generator.writeStartObject();
            for (Map.Entry<String, Object> value : values.entrySet()) {
                if (value.getValue() instanceof Long number) {
                    generator.writeNumberProperty(value.getKey(), number);
                } else {
                    generator.writeStringProperty(value.getKey(), (String) value.getValue());
                }
            }
            generator.writeStringProperty(CHECKSUM, checksum(values));
            generator.writeEndObject();
        }
        return text.toString();
    }

    /**
     * @param line one line of the file, without its line break
     * @return the members in order, without the checksum, which matched
     * @throws CorruptLineException if the line is not such an object, or its checksum does not match
     */
    static Map<String, Object> decode(byte[] line) throws CorruptLineException {
        Map<String, Object> values = new LinkedHashMap<>();
        String checksum = null;
        try (JsonParser parser = JSON.createParser(ObjectReadContext.empty(), line)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new CorruptLineException("not a JSON object");
            }
            for (String name = parser.nextName(); name != null; name = parser.nextName()) {
                if (checksum != null) {
                    throw new CorruptLineException("'" + name + "' follows the checksum");
                }
                if (values.containsKey(name)) {
                    throw new CorruptLineException("'" + name + "' appears twice");
                }
                JsonToken token = parser.nextToken();
                if (name.equals(CHECKSUM)) {
                    if (token != JsonToken.VALUE_STRING) {
                        throw new CorruptLineException("the checksum is not a string");
                    }
                    checksum = parser.getString();
                } else if (token == JsonToken.VALUE_STRING) {
                    values.put(name, parser.getString());
                } else if (token == JsonToken.VALUE_NUMBER_INT && fitsLong(parser.getNumberType())) {
                    values.put(name, parser.getLongValue());
                } else {
                    throw new CorruptLineException("'" + name + "' is neither a string nor a whole number");
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                throw new CorruptLineException("more after the object");
            }
        } catch (JacksonException e) {
            throw new CorruptLineException("not valid JSON (" + firstLine(e.getOriginalMessage()) + ")");
        }
        if (checksum == null) {
            throw new CorruptLineException("no checksum");
        }
        if (!checksum.equals(checksum(values))) {
            throw new CorruptLineException("its checksum does not match its content");
        }
        return values;
    }

    private static boolean fitsLong(JsonParser.NumberType type) {
        return type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG;
    }

    private static String checksum(Map<String, Object> values) {
        CRC32 crc = new CRC32();
        crc.update(String.join("\n", values.values().stream().map(String::valueOf).toList())
                .getBytes(StandardCharsets.UTF_8));
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }

    private static String firstLine(String message) {
        String text = message == null ? "unreadable" : message;
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }

    /** A line that is not a checkpoint line; the message says why, for "line N: ...". */
    static final class CorruptLineException extends Exception {

        private static final long serialVersionUID = 1L;

        CorruptLineException(String reason) {
            super(reason);
        }
    }
}
