package dev.nqueens.render.internal;

/**
 * The {@code json-columns} format: an array of boards, each an array of the column of each row's queen,
 * from 0, compact, followed by one line break. For n = 4:
 *
 * <pre>
 * [[1,3,0,2],[2,0,3,1]]
 * </pre>
 *
 * <p>The empty stream gives {@code []}. A board takes O(n log n) characters, written number by number
 * through Jackson's streaming generator, so the format has no size limit.
 */
public final class JsonColumnsRenderer extends BoardRenderer {

    /** Creates the format; it holds no state. */
    public JsonColumnsRenderer() {
        super("json-columns", "A JSON array of boards, each an array of the column of each row's queen",
                Integer.MAX_VALUE);
    }

    @Override
    BoardWriter open(AppendableWriter out) {
        return new JsonBoardWriter(out, (generator, solution) -> {
            int n = solution.size();
            generator.writeStartArray();
            for (int row = 0; row < n; row++) {
                generator.writeNumber(solution.column(row));
            }
            generator.writeEndArray();
        });
    }
}
