package dev.nqueens.render.internal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;

/**
 * Words a JSON parser's refusal for people: Jackson's sentences name its own features and codes
 * ({@code ALLOW_COMMENTS}, {@code (code 47)}), so the readers say instead, in plain words, what is wrong
 * where the parser stopped. The place, line and column, is the reader's to add.
 */
final class JsonProblems {

    /**
     * The character Jackson names, as in {@code ('x' (code 120))}, {@code ((CTRL-CHAR, code 7))} or
     * {@code close marker ']'}.
     */
    private static final Pattern CHARACTER =
            Pattern.compile("\\((?:'.' \\(code (\\d+)\\)|\\(CTRL-CHAR, code (\\d+)\\))\\)|marker '(.)'");
    /** The token Jackson names, as in {@code Unrecognized token 'abc'}. */
    private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '([^']*)'");

    private JsonProblems() {
    }

    /**
     * @param e what the parser threw
     * @return what is wrong, in plain words, as in {@code "a comment is not allowed in JSON"}
     */
    static String of(JacksonException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (message.contains("comment")) {
            return "a comment is not allowed in JSON";
        }
        if (message.startsWith("Unexpected end-of-input")) {
            return message.toLowerCase(Locale.ROOT).contains("string")
                    ? "the text ends inside a string: a closing \" is missing"
                    : "the text ends before the boards do: a ] is missing";
        }
        if (message.startsWith("Illegal unquoted character")) {
            int code = character(message);
            return code == '\n' || code == '\r' ? "a string does not end on its line: a closing \" is missing"
                    : CharacterNames.of(code) + " inside a string must be written as an escape";
        }
        if (message.startsWith("Unrecognized token")) {
            Matcher token = TOKEN.matcher(message);
            String word = token.find() ? "'" + token.group(1) + "'" : "a word";
            return "unexpected " + word + "; rows are strings in double quotes, columns whole numbers";
        }
        if (message.contains("numeric value")) {
            return "a number that JSON does not read (a leading zero, or a sign without digits)";
        }
        if (message.startsWith("Unexpected character") || message.startsWith("Unexpected close marker")
                || message.startsWith("Illegal character")) {
            int code = character(message);
            if (code == '\'') {
                return "unexpected '; a JSON string is in double quotes";
            }
            if (message.contains("comma to separate")) {
                return "expected , or ], found " + CharacterNames.of(code);
            }
            return "unexpected " + CharacterNames.of(code) + (code == ']' ? "; a , may be one too many" : "");
        }
        if (message.startsWith("Unrecognized character escape")) {
            return "a string holds an escape that JSON does not know";
        }
        return "this is not JSON that holds boards";
    }

    /** @return the code of the character Jackson's message names, or -1 (the end of the input) if none */
    private static int character(String message) {
        Matcher character = CHARACTER.matcher(message);
        if (!character.find()) {
            return -1;
        }
        if (character.group(3) != null) {
            return character.group(3).charAt(0);
        }
        return Integer.parseInt(character.group(1) != null ? character.group(1) : character.group(2));
    }
}
