package dev.nqueens.render.internal;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import java.io.Reader;
import tools.jackson.core.JsonParser.NumberType;
import tools.jackson.core.JsonToken;

/** Reads the {@code json-columns} form: {@code [[1,3,0,2],[2,0,3,1]]}, each board the column of each row's queen. */
public final class JsonColumnsBoardReader extends JsonDocumentReader {

    private final ColumnsBoard board;

    /**
     * @param in the text, read from where it stands
     * @param maxBoardSize the largest board to take
     * @param cancellation polled as the text is read, every few thousand characters
     */
    public JsonColumnsBoardReader(Reader in, int maxBoardSize, Cancellation cancellation) {
        super(in, maxBoardSize, cancellation);
        this.board = new ColumnsBoard(maxBoardSize);
    }

    @Override
    Solution readBoard(JsonToken first) {
        board.start();
        for (JsonToken token = first; token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            if (token != JsonToken.VALUE_NUMBER_INT) {
                throw unexpected(token, "a column, which is a whole number, or ]");
            }
            if (parser.getNumberType() != NumberType.INT) {
                throw unreadableHere("column " + parser.getString() + " is off any board");
            }
            board.add(parser.getIntValue());
        }
        return board.finish();
    }
}
