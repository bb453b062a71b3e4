package dev.nqueens.api;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.stream.Stream;

/**
 * Writes solutions in one output format: the service provider interface of output formats.
 *
 * <p>Providers register with {@code provides dev.nqueens.api.Renderer with ...} in their
 * {@code module-info} and with a {@code META-INF/services/dev.nqueens.api.Renderer} file, and need a public
 * no-argument constructor. They are stateless and reentrant. {@link Provider#maxBoardSize()} is the
 * largest board the format draws; formats whose output grows with n² set a limit.
 */
public interface Renderer extends Provider {

    /**
     * Writes the solutions as they arrive: one solution is taken from the stream, written, and dropped
     * before the next is taken, so that a stream of millions of boards renders in constant memory. An empty
     * stream gives the format's empty document (for JSON, {@code []}).
     *
     * @apiNote Any {@link Appendable} will do: a {@link java.io.Writer}, a {@link StringBuilder}, a
     *     {@link java.io.PrintStream}. For bytes in a chosen encoding, see
     *     {@link #renderBytes(Renderer, Stream, OutputStream, Charset)}.
     * @param solutions the solutions, consumed once, in order
     * @param out where to write; never closed, and not flushed beyond what the format needs
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if a board is larger than {@link #maxBoardSize()}
     */
    void render(Stream<Solution> solutions, Appendable out) throws IOException;

    /**
     * Writes the solutions as {@link #render(Stream, Appendable)} does, encoded in a charset, through a
     * buffer that is flushed at the end: for a caller that writes bytes. Every format writes bytes the same
     * way, so this is no method a format implements.
     *
     * <pre>{@code
     * Renderer.renderBytes(json, solver.solve(SolveRequest.of(8)), System.out, StandardCharsets.UTF_8);
     * }</pre>
     *
     * @param renderer the format
     * @param solutions the solutions, consumed once, in order
     * @param out where to write the bytes; flushed, never closed
     * @param charset the encoding, as in {@link java.nio.charset.StandardCharsets#UTF_8}
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if a board is larger than the format's {@link #maxBoardSize()}
     */
    static void renderBytes(Renderer renderer, Stream<Solution> solutions, OutputStream out, Charset charset)
            throws IOException {
        // not closed: closing the writer would close the caller's stream
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, charset));
        renderer.render(solutions, writer);
        writer.flush();
    }
}
