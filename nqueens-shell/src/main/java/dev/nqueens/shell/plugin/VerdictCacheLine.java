package dev.nqueens.shell.plugin;

import dev.nqueens.shell.plugin.PluginReport.Kind;
import java.io.StringWriter;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

/**
 * A line of the file of the verdicts on plugin jars ({@link VerdictCache}), written and read with Jackson's
 * streaming API: the header, a digest or a verdict, each a JSON object on one line. A digest or a verdict begins
 * with {@code entry}, which says which it is; a verdict holds its {@link JarVerdict} as an object, a {@code failure}
 * or its {@code findings}, each finding with its {@code outcome} first. A line that lacks a member, or holds one of
 * another type, is not one.
 *
 * <p>Streaming rather than databind: the file is read at every start that has plugin jars, and databind's mapper
 * made those starts 0.14 s slower on the launcher (docs/performance-startup.md, "The plugin verdicts' file").
 */
sealed interface VerdictCacheLine {

    /**
     * The first line of the file, which names its form; a file whose first line is not this one is not read.
     *
     * @param schema {@value VerdictCache#SCHEMA}
     * @param version the version of the form
     * @param about what the file is, for people who come across it
     */
    record Header(String schema, long version, String about) implements VerdictCacheLine {
    }

    /**
     * The SHA-256 of a jar, and when it holds.
     *
     * @param jar the jar's path
     * @param stamp the jar's size, modification time and file key when it was hashed
     * @param sha256 its SHA-256, in hexadecimal
     */
    record DigestLine(String jar, String stamp, String sha256) implements VerdictCacheLine {
    }

    /**
     * One verdict, sealed.
     *
     * @param key what the verdict is on (see {@link VerdictCache.Record})
     * @param checked when the verdict was made
     * @param jar where the jar was then, for people reading the file
     * @param verdict the verdict
     * @param seal the HMAC-SHA256 of the key, the time and the verdict, in hexadecimal
     */
    record VerdictLine(String key, Instant checked, String jar, JarVerdict verdict, String seal)
            implements VerdictCacheLine {
    }

    /** Thrown for a line that is not one of the file's. */
    final class UnreadableLineException extends Exception {
        private static final long serialVersionUID = 1L;

        UnreadableLineException(String message) {
            super(message);
        }
    }

    /** Reads and writes the lines. */
    final class Codec {

        private static final JsonFactory JSON = JsonFactory.builder().build();
        private static final String DIGEST = "digest";
        private static final String VERDICT = "verdict";
        private static final String LOADED = "loaded";
        private static final String SKIPPED = "skipped";

        private Codec() {
        }

        /** @return the line, without its line break */
        static String write(VerdictCacheLine line) {
            StringWriter text = new StringWriter();
            try (JsonGenerator out = JSON.createGenerator(ObjectWriteContext.empty(), text)) {
                out.writeStartObject();
                if (line instanceof Header header) {
                    out.writeStringProperty("schema", header.schema());
                    out.writeNumberProperty("version", header.version());
                    out.writeStringProperty("about", header.about());
                } else if (line instanceof DigestLine digest) {
                    out.writeStringProperty("entry", DIGEST);
                    out.writeStringProperty("jar", digest.jar());
                    out.writeStringProperty("stamp", digest.stamp());
                    out.writeStringProperty("sha256", digest.sha256());
                } else if (line instanceof VerdictLine verdict) {
                    out.writeStringProperty("entry", VERDICT);
                    out.writeStringProperty("key", verdict.key());
                    out.writeStringProperty("checked", verdict.checked().toString());
                    out.writeStringProperty("jar", verdict.jar());
                    out.writeName("verdict");
                    writeVerdict(out, verdict.verdict());
                    out.writeStringProperty("seal", verdict.seal());
                }
                out.writeEndObject();
            }
            return text.toString();
        }

        private static void writeVerdict(JsonGenerator out, JarVerdict verdict) {
            out.writeStartObject();
            if (verdict.failure() != null) {
                out.writeStringProperty("failure", verdict.failure());
            }
            out.writeArrayPropertyStart("findings");
            for (JarVerdict.Finding finding : verdict.findings()) {
                out.writeStartObject();
                if (finding instanceof JarVerdict.Admitted admitted) {
                    out.writeStringProperty("outcome", LOADED);
                    out.writeStringProperty("kind", admitted.kind().name());
                    out.writeStringProperty("className", admitted.className());
                    out.writeStringProperty("id", admitted.id());
                    out.writeArrayPropertyStart("capabilities");
                    for (String capability : admitted.capabilities()) {
                        out.writeString(capability);
                    }
                    out.writeEndArray();
                } else if (finding instanceof JarVerdict.Skipped skipped) {
                    out.writeStringProperty("outcome", SKIPPED);
                    out.writeStringProperty("kind", skipped.kind().name());
                    if (skipped.id() != null) {
                        out.writeStringProperty("id", skipped.id());
                    }
                    out.writeStringProperty("reason", skipped.reason());
                }
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeEndObject();
        }

        /**
         * @param text a line of the file, without its line break
         * @return the header, digest or verdict it holds
         * @throws UnreadableLineException if it is none of them
         */
        static VerdictCacheLine read(String text) throws UnreadableLineException {
            Map<String, Object> line;
            try (JsonParser in = JSON.createParser(ObjectReadContext.empty(), text)) {
                line = object(in, in.nextToken());
                if (in.nextToken() != null) {
                    throw new UnreadableLineException("more after the object");
                }
            } catch (JacksonException e) {
                throw new UnreadableLineException("not JSON");
            }
            Object entry = line.get("entry");
            if (entry == null) {
                return new Header(string(line, "schema"), number(line, "version"), string(line, "about"));
            }
            if (DIGEST.equals(entry)) {
                return new DigestLine(string(line, "jar"), string(line, "stamp"), string(line, "sha256"));
            }
            if (VERDICT.equals(entry)) {
                Instant checked;
                try {
                    checked = Instant.parse(string(line, "checked"));
                } catch (DateTimeParseException e) {
                    throw new UnreadableLineException("not a time: checked");
                }
                return new VerdictLine(string(line, "key"), checked, string(line, "jar"),
                        verdict(map(line, "verdict")), string(line, "seal"));
            }
            throw new UnreadableLineException("not an entry: " + entry);
        }

        private static JarVerdict verdict(Map<String, Object> verdict) throws UnreadableLineException {
            List<JarVerdict.Finding> findings = new ArrayList<>();
            for (Object item : list(verdict, "findings")) {
                if (!(item instanceof Map<?, ?> any)) {
                    throw new UnreadableLineException("a finding is not an object");
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> finding = (Map<String, Object>) any;
                Kind kind = kind(string(finding, "kind"));
                String outcome = string(finding, "outcome");
                if (outcome.equals(LOADED)) {
                    List<String> capabilities = new ArrayList<>();
                    for (Object capability : list(finding, "capabilities")) {
                        if (!(capability instanceof String name)) {
                            throw new UnreadableLineException("a capability is not a string");
                        }
                        capabilities.add(name);
                    }
                    findings.add(new JarVerdict.Admitted(kind, string(finding, "className"), string(finding, "id"),
                            capabilities));
                } else if (outcome.equals(SKIPPED)) {
                    Object id = finding.get("id");
                    if (id != null && !(id instanceof String)) {
                        throw new UnreadableLineException("an id is not a string");
                    }
                    findings.add(new JarVerdict.Skipped(kind, (String) id, string(finding, "reason")));
                } else {
                    throw new UnreadableLineException("not an outcome: " + outcome);
                }
            }
            Object failure = verdict.get("failure");
            if (failure != null && !(failure instanceof String)) {
                throw new UnreadableLineException("the failure is not a string");
            }
            try {
                return new JarVerdict((String) failure, findings);
            } catch (IllegalArgumentException e) {
                throw new UnreadableLineException(e.getMessage());
            }
        }

        private static Kind kind(String name) throws UnreadableLineException {
            for (Kind kind : Kind.values()) {
                if (kind.name().equals(name)) {
                    return kind;
                }
            }
            throw new UnreadableLineException("not a kind: " + name);
        }

        /** @return the object the parser is at the start of, its members in order: strings, numbers, lists, maps */
        private static Map<String, Object> object(JsonParser in, JsonToken start) throws UnreadableLineException {
            if (start != JsonToken.START_OBJECT) {
                throw new UnreadableLineException("not an object");
            }
            Map<String, Object> members = new LinkedHashMap<>();
            for (String name = in.nextName(); name != null; name = in.nextName()) {
                if (members.put(name, value(in, in.nextToken())) != null) {
                    throw new UnreadableLineException("'" + name + "' twice");
                }
            }
            return members;
        }

        private static Object value(JsonParser in, JsonToken token) throws UnreadableLineException {
            if (token == JsonToken.VALUE_STRING) {
                return in.getString();
            }
            if (token == JsonToken.VALUE_NUMBER_INT && in.getNumberType() == JsonParser.NumberType.INT) {
                return in.getLongValue();
            }
            if (token == JsonToken.START_OBJECT) {
                return object(in, token);
            }
            if (token == JsonToken.START_ARRAY) {
                List<Object> items = new ArrayList<>();
                for (JsonToken item = in.nextToken(); item != JsonToken.END_ARRAY; item = in.nextToken()) {
                    items.add(value(in, item));
                }
                return items;
            }
            throw new UnreadableLineException("not a string, a small number, an object or an array");
        }

        private static String string(Map<String, Object> line, String name) throws UnreadableLineException {
            if (line.get(name) instanceof String value) {
                return value;
            }
            throw new UnreadableLineException("no string " + name);
        }

        private static long number(Map<String, Object> line, String name) throws UnreadableLineException {
            if (line.get(name) instanceof Long value) {
                return value;
            }
            throw new UnreadableLineException("no number " + name);
        }

        private static List<?> list(Map<String, Object> line, String name) throws UnreadableLineException {
            if (line.get(name) instanceof List<?> value) {
                return value;
            }
            throw new UnreadableLineException("no array " + name);
        }

        private static Map<String, Object> map(Map<String, Object> line, String name) throws UnreadableLineException {
            if (line.get(name) instanceof Map<?, ?> value) {
                @SuppressWarnings("unchecked")
                Map<String, Object> members = (Map<String, Object>) value;
                return Objects.requireNonNull(members);
            }
            throw new UnreadableLineException("no object " + name);
        }
    }
}
