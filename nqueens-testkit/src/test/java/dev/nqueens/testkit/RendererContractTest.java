package dev.nqueens.testkit;

import static dev.nqueens.testkit.ContractRun.outcomes;
import static dev.nqueens.testkit.ContractRun.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.testkit.ContractRun.Outcome;
import java.io.Closeable;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

/** The renderer contract passes a correct format and fails each kind of faulty one, naming the promise it breaks. */
class RendererContractTest {

    @Test
    void aCorrectFormatPassesEveryCheck() {
        Events tests = run(selectClass(CorrectContract.class));

        assertThat(outcomes(tests.failed())).isEmpty();
        // a format of the kit's tests, which no jar ships; and one that draws boards of any size
        assertThat(outcomes(tests.aborted())).extracting(Outcome::name).containsExactlyInAnyOrder(
                "it is registered both ways: in its services file, and with provides in a named module",
                "a board beyond maxBoardSize is refused with IllegalArgumentException, in one line");
        assertThat(tests.succeeded().count()).isGreaterThanOrEqualTo(10);
    }

    @Test
    void aFormatThatCollectsTheStreamFailsTheStreamingCheck() {
        Events tests = run(selectMethod(CollectingContract.class, "dropsEachBoardOnceWritten"));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .contains("of the first 10000 boards, those still held while the last was drawn");
    }

    @Test
    void aFormatThatSwallowsTheOutputsFailureFailsTheCheck() {
        Events tests = run(selectMethod(SwallowingContract.class, "theOutputsFailureReachesTheCaller"));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .contains("what rendering into the failing output threw");
    }

    @Test
    void aFormatThatClosesTheOutputFailsTheCheck() {
        Events tests = run(selectMethod(ClosingContract.class, "neverClosesTheAppendable"));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .contains("closed");
    }

    @Test
    void aFormatThatDrawsEveryBoardAlikeFailsTheCheck() {
        Events tests = run(selectMethod(SameContract.class, "rendersDeterministically"));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).asString()
                .contains("the first board of n = 4, rendered alone");
    }

    @Test
    void aFormatThatRendersBoardsBeyondItsLimitFailsSayingItShouldRefuseThem() {
        Events tests = run(selectMethod(UnrefusingContract.class, "refusesABoardBeyondTheLimit"));

        assertThat(outcomes(tests.failed())).singleElement().extracting(Outcome::message).isEqualTo("format 'lines'"
                + " should refuse n = 27 with an IllegalArgumentException, since n is beyond its maxBoardSize() of 26,"
                + " but rendered it");
    }

    /** Columns separated by spaces, one board a line: written as it goes, as the contract asks. */
    public static class Lines implements Renderer {
        @Override
        public String id() {
            return "lines";
        }

        @Override
        public String description() {
            return "The columns of each board on a line, a test format";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            for (Solution solution : (Iterable<Solution>) solutions::iterator) {
                out.append(line(solution));
            }
        }

        static String line(Solution solution) {
            StringBuilder line = new StringBuilder();
            for (int column : solution.columns()) {
                line.append(line.length() == 0 ? "" : " ").append(column);
            }
            return line.append('\n').toString();
        }
    }

    /** Takes the whole stream before it writes: boards are held until the end. */
    public static class Collecting extends Lines {
        @Override
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            List<Solution> all = solutions.toList();
            for (Solution solution : all) {
                out.append(line(solution));
            }
        }
    }

    /** Stops at the output's failure but says nothing of it. */
    public static class Swallowing extends Lines {
        @Override
        public void render(Stream<Solution> solutions, Appendable out) {
            try {
                super.render(solutions, out);
            } catch (IOException e) {
                // the fault under test: the caller never hears of it
            }
        }
    }

    /** Closes what it was given. */
    public static class Closing extends Lines {
        @Override
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            super.render(solutions, out);
            if (out instanceof Closeable closeable) {
                closeable.close();
            }
        }
    }

    /** Draws every board the same. */
    public static class Same extends Lines {
        @Override
        public void render(Stream<Solution> solutions, Appendable out) throws IOException {
            for (Solution ignored : (Iterable<Solution>) solutions::iterator) {
                out.append("a board\n");
            }
        }
    }

    /** Declares boards up to 26, and draws any. */
    public static class Unrefusing extends Lines {
        @Override
        public int maxBoardSize() {
            return 26;
        }
    }

    abstract static class TestFormatContract extends RendererContract {
        @Override
        protected boolean registersAsAService() {
            return false;
        }
    }

    static class CorrectContract extends TestFormatContract {
        @Override
        protected Renderer renderer() {
            return new Lines();
        }
    }

    static class CollectingContract extends TestFormatContract {
        @Override
        protected Renderer renderer() {
            return new Collecting();
        }
    }

    static class SwallowingContract extends TestFormatContract {
        @Override
        protected Renderer renderer() {
            return new Swallowing();
        }
    }

    static class ClosingContract extends TestFormatContract {
        @Override
        protected Renderer renderer() {
            return new Closing();
        }
    }

    static class UnrefusingContract extends TestFormatContract {
        @Override
        protected Renderer renderer() {
            return new Unrefusing();
        }
    }

    static class SameContract extends TestFormatContract {
        @Override
        protected Renderer renderer() {
            return new Same();
        }
    }
}
