package dev.nqueens.render.internal;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * What every built-in format shares: its id, description and size limit, the walk over the stream, and
 * the size check.
 *
 * <p>The stream is consumed with {@link Stream#forEachOrdered}, not through its iterator: an iterator over a
 * {@code flatMap} pipeline buffers each inner stream whole, which would break the promise of constant
 * memory for solvers built that way.
 *
 * <p>If the call fails part way, what was written up to the failure reaches the {@code Appendable}, as it
 * would from any streaming tool; nothing of a board that is refused for its size is written.
 */
abstract class BoardRenderer implements Renderer {

    private final String id;
    private final String description;
    private final int maxBoardSize;

    BoardRenderer(String id, String description, int maxBoardSize) {
        this.id = id;
        this.description = description;
        this.maxBoardSize = maxBoardSize;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final int apiVersion() {
        return API_VERSION;
    }

    @Override
    public final int maxBoardSize() {
        return maxBoardSize;
    }

    @Override
    public final void render(Stream<Solution> solutions, Appendable out) throws IOException {
        Objects.requireNonNull(solutions, "solutions");
        Objects.requireNonNull(out, "out");
        AppendableWriter writer = new AppendableWriter(out);
        try (writer; BoardWriter boards = open(writer)) {
            solutions.forEachOrdered(solution -> {
                requireWithinLimit(solution);
                try {
                    boards.write(solution);
                } catch (IOException e) {
                    throw new WriteFailure(e);
                }
            });
            boards.finish();
        } catch (WriteFailure failure) {
            throw failure.getCause();
        }
    }

    /**
     * Starts one call of {@link #render}.
     *
     * @param out where the format writes; {@link #render} hands its buffer to the caller's
     *     {@code Appendable} at the end, successful or not
     * @return the writer for this call's boards
     */
    abstract BoardWriter open(AppendableWriter out) throws IOException;

    private void requireWithinLimit(Solution solution) {
        if (solution.size() > maxBoardSize) {
            throw new IllegalArgumentException("n = " + solution.size() + " is beyond the " + id
                    + " format's limit of " + maxBoardSize
                    + "; the columns and json-columns formats draw boards of any size");
        }
    }

    /** Carries an {@link IOException} out of the stream's action, and only ours, to be unwrapped. */
    private static final class WriteFailure extends UncheckedIOException {
        private static final long serialVersionUID = 1L;

        WriteFailure(IOException cause) {
            super(cause);
        }
    }
}
