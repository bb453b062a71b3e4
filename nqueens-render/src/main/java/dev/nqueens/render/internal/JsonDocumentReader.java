package dev.nqueens.render.internal;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.render.BoardReader;
import dev.nqueens.render.InvalidBoardException;
import dev.nqueens.render.UnreadableInputException;
import java.io.IOException;
import java.io.Reader;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.json.JsonFactory;

/**
 * Reads the JSON forms: one array of boards, each an array, and nothing after it but blanks; or one board
 * alone, its rows not inside an array of boards ({@code [".Q..","...Q","Q...","..Q."]}, as LeetCode draws
 * one answer). Jackson's streaming parser goes through the text token by token, so only the board being
 * read is held; the subclass reads the inside of each board. Jackson's own messages never reach the
 * reader's: {@link JsonProblems} words them.
 */
abstract class JsonDocumentReader implements BoardReader {

    /** Digits of the longest number the form holds, Integer.MIN_VALUE's. */
    private static final int MAX_NUMBER_LENGTH = 11;

    /** The parser, for the subclass to read the inside of a board with. */
    final JsonParser parser;
    private boolean started;
    private boolean finished;
    /** Whether the text is one board alone, whose {@code ]} ends the text. */
    private boolean bare;

    private final int maxBoardSize;

    /**
     * @param in the text, read from where it stands
     * @param maxBoardSize the largest board to take: no row string longer than that is read in
     * @param cancellation polled at each refill of the parser's buffer, which is how it reaches the loops
     *     inside the parser that skip blanks and read tokens
     */
    JsonDocumentReader(Reader in, int maxBoardSize, Cancellation cancellation) {
        this.maxBoardSize = maxBoardSize;
        // Jackson refuses a longer token as it grows, so that no string or number is held whole first
        StreamReadConstraints limits = StreamReadConstraints.builder().maxStringLength(Math.max(1, maxBoardSize))
                .maxNumberLength(MAX_NUMBER_LENGTH).build();
        // the text is the caller's to close, even after its end
        JsonFactory json = JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
                .streamReadConstraints(limits).build();
        this.parser = json.createParser(ObjectReadContext.empty(), new CancellableReader(in, cancellation));
    }

    @Override
    public final Solution next() throws IOException {
        if (finished) {
            return null;
        }
        try {
            JsonToken token = parser.nextToken();
            if (!started) {
                started = true;
                if (token != JsonToken.START_ARRAY) {
                    throw unexpected(token, "[, the start of the boards");
                }
                token = parser.nextToken();
                if (token != JsonToken.START_ARRAY && token != JsonToken.END_ARRAY) {
                    // a row where a board would start: the text is one board, whose rows this token starts
                    bare = true;
                    Solution board = readBoard(token);
                    finished = true;
                    expectEnd(parser.nextToken());
                    return board;
                }
            }
            if (token == JsonToken.END_ARRAY) {
                finished = true;
                expectEnd(parser.nextToken());
                return null;
            }
            if (token != JsonToken.START_ARRAY) {
                throw unexpected(token, "a board (a list of rows), or the ] that ends the boards");
            }
            return readBoard(parser.nextToken());
        } catch (JacksonIOException e) {
            throw e.getCause();
        } catch (StreamConstraintsException e) {
            throw tooLong(e);
        } catch (JacksonException e) {
            throw unreadable(e);
        }
    }

    private void expectEnd(JsonToken after) {
        if (after != null) {
            throw unexpected(after, "nothing after the ] that ends the " + (bare ? "board" : "boards"));
        }
    }

    /**
     * Reads one board, from just after its {@code [} to its {@code ]}.
     *
     * @param first the board's first token, after its {@code [}: its first row, or the {@code ]} of an
     *     empty board
     * @return the board
     * @throws InvalidBoardException if it is no board of n queens, one per row
     * @throws UnreadableInputException if its inside is not in the form
     */
    abstract Solution readBoard(JsonToken first);

    /**
     * @param token the token the parser is at, or null at the end of the input
     * @param expected what the form needs there
     * @return the problem, at the token's place
     */
    UnreadableInputException unexpected(JsonToken token, String expected) {
        return unreadableHere("expected " + expected + ", found " + describe(token));
    }

    /**
     * @param problem what is wrong with the token the parser is at
     * @return the problem, at the token's place
     */
    UnreadableInputException unreadableHere(String problem) {
        TokenStreamLocation where = parser.currentTokenLocation();
        return new UnreadableInputException(where.getLineNr(), where.getColumnNr(), problem);
    }

    /** @return the refusal of a token beyond the limits, in the readers' words rather than Jackson's */
    private RuntimeException tooLong(StreamConstraintsException e) {
        String message = String.valueOf(e.getOriginalMessage());
        if (message.startsWith("String")) {
            return InvalidBoards.tooLarge(maxBoardSize);
        }
        TokenStreamLocation where = e.getLocation() == null ? parser.currentLocation() : e.getLocation();
        if (message.startsWith("Number")) {
            return new UnreadableInputException(where.getLineNr(), where.getColumnNr(), "a number longer than "
                    + MAX_NUMBER_LENGTH + " characters is off any board");
        }
        return unreadable(e);
    }

    private UnreadableInputException unreadable(JacksonException e) {
        TokenStreamLocation where = e.getLocation() == null ? parser.currentLocation() : e.getLocation();
        return new UnreadableInputException(where.getLineNr(), where.getColumnNr(), JsonProblems.of(e));
    }

    private static String describe(JsonToken token) {
        if (token == null) {
            return "the end of the input";
        }
        return switch (token) {
            case START_ARRAY -> "[";
            case END_ARRAY -> "]";
            case START_OBJECT -> "{";
            case END_OBJECT -> "}";
            case PROPERTY_NAME -> "a property name";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "a whole number";
            case VALUE_NUMBER_FLOAT -> "a number with a fraction or an exponent";
            case VALUE_TRUE -> "true";
            case VALUE_FALSE -> "false";
            case VALUE_NULL -> "null";
            default -> token.name();
        };
    }
}
