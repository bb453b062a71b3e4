package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.IOException;

/**
 * The writer of the text formats drawn for people: board after board, with one blank line between two
 * boards and none after the last. Subclasses draw one board, each line ending with its own line break.
 */
abstract class BlankLineBoardWriter implements BoardWriter {

    final AppendableWriter out;
    private boolean first = true;

    BlankLineBoardWriter(AppendableWriter out) {
        this.out = out;
    }

    /**
     * Draws one board, every line ended by a line break.
     *
     * @param solution the board
     */
    abstract void draw(Solution solution) throws IOException;

    @Override
    public final void write(Solution solution) throws IOException {
        if (!first) {
            out.write('\n');
        }
        first = false;
        draw(solution);
    }

    @Override
    public final void finish() {
        // the last board ends with its own line break and no separator
    }
}
