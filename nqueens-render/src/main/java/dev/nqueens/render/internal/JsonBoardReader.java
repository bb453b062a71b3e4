package dev.nqueens.render.internal;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.render.UnreadableInputException;
import java.io.Reader;
import java.nio.CharBuffer;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;

/**
 * Reads the {@code json} form: {@code [[".Q..","...Q","Q...","..Q."]]}, each board an array of rows, each
 * row a string of {@code Q} and {@code .}.
 */
public final class JsonBoardReader extends JsonDocumentReader {

    private final DrawnBoard board;

    /**
     * @param in the text, read from where it stands
     * @param maxBoardSize the largest board to take
     * @param cancellation polled as the text is read, every few thousand characters
     */
    public JsonBoardReader(Reader in, int maxBoardSize, Cancellation cancellation) {
        super(in, maxBoardSize, cancellation);
        this.board = new DrawnBoard(maxBoardSize);
    }

    @Override
    Solution readBoard(JsonToken first) {
        board.start();
        for (JsonToken token = first; token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            if (token != JsonToken.VALUE_STRING) {
                throw unexpected(token, "a row, which is a string of Q and ., or ]");
            }
            CharBuffer row = CharBuffer.wrap(parser.getStringCharacters(), parser.getStringOffset(),
                    parser.getStringLength());
            int stray = board.addRow(row);
            if (stray >= 0) {
                // the string starts one column after its opening quote; escapes would shift this, but a row
                // written by nqueens has none
                TokenStreamLocation where = parser.currentTokenLocation();
                throw new UnreadableInputException(where.getLineNr(), where.getColumnNr() + 1 + stray,
                        "unexpected " + CharacterNames.of(row.charAt(stray))
                                + " in a row; rows hold Q and . only");
            }
        }
        return board.finish();
    }
}
