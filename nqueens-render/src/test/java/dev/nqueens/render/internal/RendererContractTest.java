package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What every format promises by the {@link Renderer} contract, checked on each installed format. */
class RendererContractTest {

    static List<Renderer> renderers() {
        return Registry.installed(ProviderKind.FORMAT).all();
    }

    @Test
    void everyFormatIsFound() {
        assertThat(Registry.installed(ProviderKind.FORMAT).ids())
                .containsExactly("ascii", "columns", "json", "json-columns", "svg", "unicode");
    }

    /** The module path reads {@code provides}, the class path the services file: both must list every format. */
    @Test
    void theServicesFileAndTheModuleDescriptorNameTheSameProviders() throws IOException {
        ModuleDescriptor descriptor = AsciiRenderer.class.getModule().getDescriptor();
        assertThat(descriptor).as("the tests run on the module path").isNotNull();
        List<String> provided = descriptor.provides().stream()
                .filter(provides -> provides.service().equals(Renderer.class.getName()))
                .flatMap(provides -> provides.providers().stream())
                .toList();
        List<String> listed;
        try (InputStream in = AsciiRenderer.class.getResourceAsStream(
                "/META-INF/services/" + Renderer.class.getName())) {
            assertThat(in).as("the services file").isNotNull();
            listed = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank())
                    .toList();
        }

        assertThat(listed).hasSize(6).containsExactlyInAnyOrderElementsOf(provided);
        assertThat(listed).containsExactlyInAnyOrderElementsOf(
                renderers().stream().map(renderer -> renderer.getClass().getName()).toList());
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void describesItselfInOneLineWithoutAFinalPeriod(Renderer renderer) {
        assertThat(renderer.description()).isNotBlank().doesNotContain("\n").doesNotEndWith(".");
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void neverClosesNorFlushesTheAppendable(Renderer renderer) throws IOException {
        RecordingWriter out = new RecordingWriter();

        renderer.render(SampleBoards.FOUR.stream(), out);

        assertThat(out.closed()).as("closed").isFalse();
        assertThat(out.flushed()).as("flushed").isFalse();
        assertThat(out.text()).isEqualTo(render(renderer, SampleBoards.FOUR));
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void writesTheSameToEveryKindOfAppendable(Renderer renderer) throws IOException {
        List<Solution> boards = SampleBoards.anyPlacements(7);
        String expected = render(renderer, boards);
        StringWriter writer = new StringWriter();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream printStream = new PrintStream(bytes, false, StandardCharsets.UTF_8);

        renderer.render(boards.stream(), writer);
        renderer.render(boards.stream(), printStream);
        printStream.flush();

        assertThat(writer).hasToString(expected);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(expected);
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void reportsAFailingAppendableAsTheIOException(Renderer renderer) {
        IOException diskFull = new IOException("disk full");
        Appendable failing = new Appendable() {
            @Override
            public Appendable append(CharSequence text) throws IOException {
                throw diskFull;
            }

            @Override
            public Appendable append(CharSequence text, int start, int end) throws IOException {
                throw diskFull;
            }

            @Override
            public Appendable append(char c) throws IOException {
                throw diskFull;
            }
        };

        assertThatThrownBy(() -> renderer.render(SampleBoards.FOUR.stream(), failing)).isSameAs(diskFull);
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void passesTheStreamsOwnFailureThrough(Renderer renderer) {
        CancellationException cancelled = new CancellationException("cancelled");
        Stream<Solution> cancelledAfterTwo = Stream.of(0, 1, 2).map(i -> {
            if (i == 2) {
                throw cancelled;
            }
            return SampleBoards.FOUR.get(i);
        });

        assertThatThrownBy(() -> renderer.render(cancelledAfterTwo, new StringBuilder())).isSameAs(cancelled);
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void takesTheBoardsInTheStreamsOrderWithoutReordering(Renderer renderer) throws IOException {
        List<Solution> boards = SampleBoards.anyPlacements(11);
        StringBuilder parallel = new StringBuilder();

        renderer.render(boards.parallelStream(), parallel);

        assertThat(parallel.toString()).isEqualTo(render(renderer, boards));
    }

    @ParameterizedTest
    @MethodSource("renderers")
    void servesSeveralThreadsAtOnce(Renderer renderer) throws Exception {
        List<List<Solution>> inputs = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (long seed = 0; seed < 8; seed++) {
            List<Solution> boards = SampleBoards.anyPlacements(seed);
            inputs.add(boards);
            expected.add(render(renderer, boards));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (List<Solution> boards : inputs) {
                results.add(pool.submit(() -> render(renderer, boards)));
            }
            for (int i = 0; i < inputs.size(); i++) {
                assertThat(results.get(i).get()).isEqualTo(expected.get(i));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static String render(Renderer renderer, List<Solution> boards) throws IOException {
        StringBuilder out = new StringBuilder();
        renderer.render(boards.stream(), out);
        return out.toString();
    }
}
