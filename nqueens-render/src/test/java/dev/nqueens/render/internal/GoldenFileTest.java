package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pins every format's exact output, byte for byte, in {@code golden/FORMAT-CASE.expected}: both boards of
 * n = 4, a single board, n = 1, the empty board (n = 0) and the empty stream.
 */
class GoldenFileTest {

    private static final List<String> FORMATS = List.of("ascii", "columns", "json", "json-columns", "svg", "unicode");

    private static final Map<String, List<Solution>> CASES = Map.of(
            "4", SampleBoards.FOUR,
            "8-single", List.of(SampleBoards.EIGHT),
            "1", List.of(Solution.of(0)),
            "0", List.of(Solution.empty()),
            "empty", List.of());

    static Stream<Arguments> formatsAndCases() {
        return FORMATS.stream().flatMap(format -> CASES.keySet().stream().sorted()
                .map(boards -> Arguments.of(format, boards)));
    }

    @Test
    void theGoldenFilesCoverEveryInstalledFormat() {
        assertThat(Registry.installed(ProviderKind.FORMAT).ids()).containsExactlyElementsOf(FORMATS);
    }

    @ParameterizedTest(name = "{0}-{1}")
    @MethodSource("formatsAndCases")
    void rendersExactlyAsTheGoldenFile(String format, String boards) throws IOException {
        Renderer renderer = Registry.installed(ProviderKind.FORMAT).byId(format);
        StringBuilder out = new StringBuilder();

        renderer.render(CASES.get(boards).stream(), out);

        assertThat(out.toString()).isEqualTo(golden(format + "-" + boards + ".expected"));
    }

    @Test
    void theJsonOfFourIsTheLeetCodeAnswer() throws IOException {
        StringBuilder out = new StringBuilder();

        new JsonRenderer().render(SampleBoards.FOUR.stream(), out);

        assertThat(out).hasToString("[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n");
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = GoldenFileTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as("golden file %s", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
