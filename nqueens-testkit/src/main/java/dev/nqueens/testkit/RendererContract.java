package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The contract every {@link Renderer} (output format) must meet, as JUnit Jupiter tests, for the built-in
 * formats and for plugins alike. Extend this class and return your format:
 *
 * <pre>{@code
 * class MyFormatTest extends RendererContract {
 *     @Override
 *     protected Renderer renderer() {
 *         return new MyFormat();
 *     }
 * }
 * }</pre>
 *
 * <p>What is checked: a registry admits it (built for this API version, a well-formed id, every method
 * answers); a one-line description; a class that {@link java.util.ServiceLoader} can create, registered
 * both ways; the same boards always give the same text, from several threads at once too, and different
 * boards different text; an empty stream and the empty board render; the {@link Appendable} is never
 * closed, and the bytes of
 * {@link Renderer#renderBytes(Renderer, Stream, OutputStream, java.nio.charset.Charset) Renderer.renderBytes} are
 * that text, encoded; the boards stream, one at a time: each is dropped once written, so that the collector can
 * take it while later ones are drawn; the output's {@link IOException} reaches the caller; a board beyond
 * {@link Renderer#maxBoardSize()} is refused with {@link IllegalArgumentException}, and one at the limit renders.
 *
 * <p>What a format writes is its own business; check that with golden files of your own beside this class.
 * A check that hangs fails after two minutes and leaves the others to run.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class RendererContract {

    /** How long rendering into a failing output may take to end. */
    public static final Duration FAILURE_BOUND = Duration.ofSeconds(10);

    private static final List<Solution> FOUR = List.of(Solution.of(1, 3, 0, 2), Solution.of(2, 0, 3, 1));

    /** How many boards the checks of streaming draw. */
    private static final int DROPPED_BOARDS = 20_000;

    /** Threads that call one renderer instance at the same time. */
    private static final int CONCURRENT_CALLERS = 4;

    /** Creates the contract; subclasses have a no-argument constructor, as JUnit requires. */
    protected RendererContract() {
    }

    /**
     * Gives the contract the format to hold to it; the test that extends the contract implements it.
     *
     * @return the format under test; a new instance on every call is fine, since formats are stateless
     */
    protected abstract Renderer renderer();

    /**
     * Whether the format is shipped as a service, and so must be registered both ways: in its jar's
     * {@code META-INF/services/dev.nqueens.api.Renderer} file and, in a named module, with {@code provides}.
     *
     * @implSpec The default is true. Return false for a format written only for a test, which no jar ships.
     * @return true to check the registration
     */
    protected boolean registersAsAService() {
        return true;
    }

    /**
     * The largest board the checks draw when the format has no limit of its own.
     *
     * @implSpec The default is 64, or {@link Renderer#maxBoardSize()} if that is smaller.
     * @return the size of the large board
     */
    protected int largeBoardSize() {
        return Math.min(64, renderer().maxBoardSize());
    }

    @Test
    @DisplayName("a registry admits it: built for this API version, a well-formed id, and every method answers")
    void registryAdmitsIt() {
        assertThat(Registry.of(ProviderKind.FORMAT, List.of()).check(renderer()))
                .as("%s should be admitted by a registry (built for API version %d, a well-formed id, and every"
                        + " method answering), but the registry would skip it", renderer().getClass().getName(),
                        Renderer.API_VERSION).isEmpty();
    }

    @Test
    @DisplayName("the description is one line without a final period")
    void descriptionIsOneLine() {
        ProviderChecks.assertDescriptionIsOneLine(renderer().description(), named());
    }

    @Test
    @DisplayName("ServiceLoader can create it: a public class with a public no-argument constructor")
    void serviceLoaderCanCreateIt() {
        ProviderChecks.assertServiceLoaderCanCreate(renderer().getClass());
    }

    @Test
    @DisplayName("it is registered both ways: in its services file, and with provides in a named module")
    void isRegisteredBothWays() {
        assumeTrue(registersAsAService(), "the format is written for a test and shipped in no jar");
        Registration.assertRegistered(Renderer.class, renderer().getClass());
    }

    @Test
    @DisplayName("the same boards give the same text, and different boards different text")
    void rendersDeterministically() throws IOException {
        String both = render(FOUR);
        assertThat(render(FOUR)).as("%s should render the boards of n = 4 again as the same text", named())
                .isEqualTo(both);
        assertThat(render(FOUR.subList(0, 1))).as("%s should render the first board of n = 4, rendered alone, as"
                + " other text than the second", named()).isNotEqualTo(render(FOUR.subList(1, 2)));
        assertThat(both).as("%s should render both boards of n = 4 as other text than no board", named())
                .isNotEqualTo(render(List.of()));
    }

    @Test
    @DisplayName("an empty stream and the empty board render")
    void rendersNothingAndTheEmptyBoard() {
        assertThatCode(() -> render(List.of())).as("%s should render an empty stream of boards", named())
                .doesNotThrowAnyException();
        assertThatCode(() -> render(List.of(Solution.empty()))).as("%s should render the empty board of n = 0",
                named()).doesNotThrowAnyException();
    }

    @Test
    @DisplayName("calls from several threads at once give the same text")
    void concurrentCallsAgree() throws Exception {
        String expected = render(FOUR);
        List<BackgroundCall<String>> calls = new ArrayList<>();
        for (int i = 0; i < CONCURRENT_CALLERS; i++) {
            calls.add(BackgroundCall.start("render " + i, () -> render(FOUR)));
        }
        for (BackgroundCall<String> call : calls) {
            assertThat(call.awaitWithin(FAILURE_BOUND)).as("%s called from %d threads at once should return in each"
                    + " within %d s", named(), CONCURRENT_CALLERS, FAILURE_BOUND.toSeconds()).isTrue();
            assertThat(call.result()).as("%s called from several threads at once should render the same text in each",
                    named()).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("the Appendable is never closed")
    void neverClosesTheAppendable() throws IOException {
        RenderOutputs.ClosingWatch out = new RenderOutputs.ClosingWatch();
        renderer().render(FOUR.stream(), out);
        assertThat(out.closed).as("%s should leave the Appendable it writes to open, but closed it", named())
                .isFalse();
        assertThat(out.text.toString()).as("%s should write the same text to a Writer as to a StringBuilder", named())
                .isEqualTo(render(FOUR));
    }

    @Test
    @DisplayName("render to an OutputStream writes the text's bytes in the charset asked for, and keeps it open")
    void rendersBytes() throws IOException {
        String text = render(FOUR);
        boolean[] closed = new boolean[1];
        ByteArrayOutputStream bytes = new ByteArrayOutputStream() {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        Renderer.renderBytes(renderer(), FOUR.stream(), bytes, StandardCharsets.UTF_16LE);
        assertThat(bytes.toString(StandardCharsets.UTF_16LE)).as("%s should write to an OutputStream the text it"
                + " renders, encoded in the charset asked for (UTF-16LE)", named()).isEqualTo(text);
        assertThat(closed[0]).as("%s should leave the OutputStream it writes to open, but closed it", named())
                .isFalse();
    }

    @Test
    @DisplayName("boards are dropped once written: while the last of 20,000 are drawn, the first 10,000 can be"
            + " collected")
    void dropsEachBoardOnceWritten() throws IOException {
        List<WeakReference<Solution>> early = new ArrayList<>();
        int[] stillHeld = {-1};
        Spliterator<Solution> boards = new Spliterators.AbstractSpliterator<>(DROPPED_BOARDS, Spliterator.ORDERED) {
            private int pulled;

            @Override
            public boolean tryAdvance(Consumer<? super Solution> action) {
                if (pulled == DROPPED_BOARDS) {
                    return false;
                }
                if (pulled == DROPPED_BOARDS - 1) {
                    stillHeld[0] = stillReachable(early);
                }
                // a new instance each time, so that only the renderer can keep it alive
                Solution board = Solution.of(FOUR.get(pulled % 2).columns());
                if (pulled < DROPPED_BOARDS / 2) {
                    early.add(new WeakReference<>(board));
                }
                pulled++;
                action.accept(board);
                return true;
            }
        };
        renderer().render(StreamSupport.stream(boards, false), new RenderOutputs.Discarding());
        assertThat(stillHeld[0]).as("%s should drop each board once written, but of the first %d boards, those still"
                + " held while the last was drawn", named(), DROPPED_BOARDS / 2).isBetween(0, DROPPED_BOARDS / 100);
    }

    @Test
    @DisplayName("the output's IOException reaches the caller, and rendering ends there")
    void theOutputsFailureReachesTheCaller() {
        Renderer renderer = renderer();
        Stream<Solution> many = Stream.iterate(0, i -> i + 1).limit(DROPPED_BOARDS).map(i -> FOUR.get(i % 2));
        BackgroundCall<Void> call = BackgroundCall.start("render into a failing output", () -> {
            renderer.render(many, new RenderOutputs.FailingAfter(1 << 16));
            return null;
        });
        if (!call.awaitWithin(FAILURE_BOUND)) {
            fail(named() + " should stop rendering at the output's IOException, but did not end within "
                    + FAILURE_BOUND.toSeconds() + " s");
        }
        assertThat(call.failure()).as("%s should let the output's IOException reach the caller, but what rendering"
                + " into the failing output threw was %s", named(), call.failure())
                .isInstanceOf(IOException.class).hasMessage(RenderOutputs.FailingAfter.MESSAGE);
    }

    /** @return how many of the boards are still reachable after the collector has run, as far as it will */
    private static int stillReachable(List<WeakReference<Solution>> boards) {
        int held = boards.size();
        for (int attempt = 0; attempt < 5 && held > DROPPED_BOARDS / 100; attempt++) {
            System.gc();
            held = (int) boards.stream().filter(board -> board.get() != null).count();
        }
        return held;
    }

    @Test
    @DisplayName("a board beyond maxBoardSize is refused with IllegalArgumentException, in one line")
    void refusesABoardBeyondTheLimit() {
        int max = renderer().maxBoardSize();
        assumeTrue(max < Integer.MAX_VALUE, "the format draws boards of any size");
        Solution tooLarge = diagonalFree(max + 1);
        String should = named() + " should refuse n = " + (max + 1) + " with an IllegalArgumentException, since n is"
                + " beyond its maxBoardSize() of " + max;
        Throwable refusal = catchThrowable(() -> render(List.of(tooLarge)));
        if (refusal == null) {
            fail(should + ", but rendered it");
        }
        assertThat(refusal).as("%s, but threw %s", should, refusal).isInstanceOf(IllegalArgumentException.class);
        assertThat(refusal.getMessage()).as("the message of %s's refusal should be one line that says why", named())
                .isNotBlank().doesNotContain("\n", "\r");
    }

    @Test
    @DisplayName("a board at the limit (or a large one) renders")
    void rendersALargeBoard() {
        int n = largeBoardSize();
        assumeTrue(n >= 4, "the format takes no large board");
        assertThatCode(() -> render(List.of(diagonalFree(n)))).as("%s should render a board of n = %d, within its"
                + " maxBoardSize() of %d", named(), n, renderer().maxBoardSize()).doesNotThrowAnyException();
    }

    /** @return the format, as failures name it: {@code format 'svg'} */
    private String named() {
        return "format '" + renderer().id() + "'";
    }

    private String render(List<Solution> boards) throws IOException {
        StringBuilder out = new StringBuilder();
        renderer().render(boards.stream(), out);
        return out.toString();
    }

    /**
     * @return a solution of the n-queens problem for n ≥ 4 (the construction of Hoffman, Loessi and Moore),
     *     or, for smaller n, a placement with one queen in each row and column
     */
    private static Solution diagonalFree(int n) {
        int[] columns = new int[n];
        if (n < 4) {
            for (int row = 0; row < n; row++) {
                columns[row] = row;
            }
            return Solution.of(columns);
        }
        int m = n % 2 == 0 ? n : n - 1;
        int row = 0;
        if (m % 6 != 2) {
            for (int i = 1; i <= m / 2; i++) {
                columns[row++] = 2 * i - 1;
            }
            for (int i = 1; i <= m / 2; i++) {
                columns[row++] = 2 * i - 2;
            }
        } else {
            for (int i = 1; i <= m / 2; i++) {
                columns[row++] = (2 * (i - 1) + m / 2 - 1) % m;
            }
            for (int i = m / 2; i >= 1; i--) {
                columns[row++] = m - 1 - (2 * (i - 1) + m / 2 - 1) % m;
            }
        }
        if (n != m) {
            columns[row] = n - 1;
        }
        return Solution.of(columns);
    }
}
