package dev.nqueens.apicheck;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The public API of one module as text: one line per public or protected type and member, each a key and a
 * declaration, {@code KEY | DECLARATION}, sorted by key so that two builds of the same API give the same
 * text, and a change shows as a change of the lines it touches:
 * <pre>
 * dev.nqueens.api.Provider | public interface dev.nqueens.api.Provider
 * dev.nqueens.api.Provider#API_VERSION | public static final int API_VERSION = 2
 * dev.nqueens.api.Provider#apiVersion() | public abstract int apiVersion()
 * </pre>
 * The key names a type by its qualified name, and a member by its type, {@code #}, and its name, with a
 * method's erased parameter types, so that a member keeps its key while its generic types, modifiers or
 * constant value change. Lines that start with {@code #} are comments.
 */
final class ApiSignature {

    /** Between the key and the declaration; a key holds no spaces, so the first one on a line is this. */
    static final String SEPARATOR = " | ";

    private final Map<String, String> lines;

    private ApiSignature(Map<String, String> lines) {
        this.lines = Collections.unmodifiableMap(lines);
    }

    /** @return an API with nothing in it, the baseline of a module that no release had */
    static ApiSignature empty() {
        return new ApiSignature(new TreeMap<>());
    }

    /**
     * @param lines declarations by key
     * @return the API of those lines
     * @throws IllegalArgumentException if a key holds a space or a declaration a line break
     */
    static ApiSignature of(Map<String, String> lines) {
        Map<String, String> sorted = new TreeMap<>();
        lines.forEach((key, declaration) -> {
            if (key.isEmpty() || key.contains(" ") || key.startsWith("#")) {
                throw new IllegalArgumentException("an API key that is empty, holds a space or starts with #: '"
                        + key + "'");
            }
            if (declaration.contains("\n") || declaration.contains("\r")) {
                throw new IllegalArgumentException("the declaration of " + key + " holds a line break");
            }
            sorted.put(key, declaration);
        });
        return new ApiSignature(sorted);
    }

    /**
     * @param text the text of an {@code .api} file
     * @param source what to call it in messages, as in its path
     * @return the API it describes
     * @throws IllegalArgumentException if a line is not {@code KEY | DECLARATION}, or a key comes twice
     */
    static ApiSignature parse(String text, String source) {
        Map<String, String> lines = new TreeMap<>();
        int number = 0;
        for (String line : text.split("\n", -1)) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int separator = line.indexOf(SEPARATOR);
            if (separator <= 0) {
                throw new IllegalArgumentException(source + ":" + number + ": not 'KEY | DECLARATION': " + line);
            }
            String key = line.substring(0, separator);
            if (lines.put(key, line.substring(separator + SEPARATOR.length())) != null) {
                throw new IllegalArgumentException(source + ":" + number + ": " + key + " comes twice");
            }
        }
        return of(lines);
    }

    /** @return the declarations by key, sorted by key */
    Map<String, String> lines() {
        return lines;
    }

    /**
     * @param key a key
     * @return its declaration, or null if the API has no such type or member
     */
    String declaration(String key) {
        return lines.get(key);
    }

    /**
     * @param module the module's name, for the first line
     * @return the text of the {@code .api} file
     */
    String text(String module) {
        StringBuilder text = new StringBuilder("# The public API of ").append(module)
                .append(", as nqueens-api-check reads it: KEY | DECLARATION, one line per type and member.\n");
        lines.forEach((key, declaration) -> text.append(key).append(SEPARATOR).append(declaration).append('\n'));
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ApiSignature that && lines.equals(that.lines);
    }

    @Override
    public int hashCode() {
        return lines.hashCode();
    }

    @Override
    public String toString() {
        return "ApiSignature[" + lines.size() + " lines]";
    }
}
