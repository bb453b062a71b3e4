package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.IOException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.json.JsonFactory;

/**
 * What the two JSON formats share: one top-level array, written through Jackson's streaming
 * {@link JsonGenerator}, holding one element per board, followed by a line break so that shells print the
 * prompt on a line of its own. The empty stream gives {@code []}.
 *
 * <p>The generator is told never to close, flush or complete anything on its own: the caller's
 * {@code Appendable} stays open and unflushed, and a call that fails part way leaves an unterminated
 * array, not one that looks complete.
 */
final class JsonBoardWriter implements BoardWriter {

    /** How one board becomes one element of the top-level array. */
    @FunctionalInterface
    interface BoardElement {
        /**
         * @param generator positioned inside the top-level array
         * @param solution the board to write as exactly one JSON value
         */
        void write(JsonGenerator generator, Solution solution);
    }

    // thread-safe once built, and it pools the generators' buffers across calls
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT)
            .disable(StreamWriteFeature.FLUSH_PASSED_TO_STREAM)
            .build();

    private final AppendableWriter out;
    private final BoardElement element;
    private final JsonGenerator generator;
    private boolean started;

    JsonBoardWriter(AppendableWriter out, BoardElement element) {
        this.out = out;
        this.element = element;
        this.generator = FACTORY.createGenerator(ObjectWriteContext.empty(), out);
    }

    @Override
    public void write(Solution solution) throws IOException {
        try {
            // the opening bracket waits for the first board, so that a board refused for its size leaves no output
            start();
            element.write(generator, solution);
        } catch (JacksonException e) {
            throw unwrap(e);
        }
    }

    @Override
    public void finish() throws IOException {
        try {
            start();
            generator.writeEndArray();
            generator.flush();
        } catch (JacksonException e) {
            throw unwrap(e);
        }
        out.write('\n');
    }

    /** Hands the generator's buffer to {@code out} and returns the buffer to Jackson's pool. */
    @Override
    public void close() throws IOException {
        try {
            generator.close();
        } catch (JacksonException e) {
            throw unwrap(e);
        }
    }

    private void start() {
        if (!started) {
            generator.writeStartArray();
            started = true;
        }
    }

    /**
     * Jackson 3 reports I/O failures unchecked; the renderer contract reports them as {@link IOException}.
     *
     * @return the I/O failure behind {@code e}, for the caller to throw
     * @throws JacksonException {@code e} itself, if it is not an I/O failure
     */
    private static IOException unwrap(JacksonException e) {
        if (e instanceof JacksonIOException io) {
            return io.getCause();
        }
        throw e;
    }
}
