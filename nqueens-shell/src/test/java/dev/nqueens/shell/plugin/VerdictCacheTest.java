package dev.nqueens.shell.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.plugin.PluginReport.Kind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The file of the verdicts reads back what it wrote, and a line it cannot read costs that line alone. */
class VerdictCacheTest {

    private static final JarVerdict PASSED = JarVerdict.passed(List.of(
            new JarVerdict.Admitted(Kind.SOLVER, "com.example.Good", "good", List.of("COUNT", "SOLVE")),
            new JarVerdict.Skipped(Kind.FORMAT, null, "it threw")));
    private static final JarVerdict FAILED = JarVerdict.failed("it called System.exit(3) while its providers were"
            + " made");

    @TempDir
    Path home;

    private VerdictCache cache() {
        return new VerdictCache(home.resolve("plugins.cache"));
    }

    @Test
    void whatIsWrittenIsReadBack() throws IOException {
        VerdictCache.Record passed = new VerdictCache.Record("sha256:ab", Instant.parse("2026-12-01T10:15:30Z"),
                "/plugins/good.jar", PASSED);
        VerdictCache.Record failed = new VerdictCache.Record("sha256:cd", Instant.parse("2026-12-01T10:16:30.5Z"),
                "/plugins/new\nline.jar", FAILED);
        Map<String, VerdictCache.Digest> digests = Map.of("/plugins/tab\tand\nline.jar",
                new VerdictCache.Digest("12:34", "ab".repeat(32)));
        cache().write(digests, List.of(passed, failed));

        VerdictCache.Contents read = cache().read();
        assertThat(read.digests()).isEqualTo(digests);
        assertThat(read.records()).containsExactly(Map.entry("sha256:ab", passed), Map.entry("sha256:cd", failed));
        assertThat(Files.readAllLines(cache().file())).hasSize(4).first().asString()
                .startsWith("{\"schema\":\"nqueens-plugin-verdicts\",\"version\":2,");
    }

    @Test
    void aLineThatIsNotOneIsIgnoredAlone() throws IOException {
        VerdictCache.Record kept = new VerdictCache.Record("sha256:ab", Instant.parse("2026-12-01T10:15:30Z"),
                "/plugins/good.jar", PASSED);
        cache().write(Map.of("/plugins/good.jar", new VerdictCache.Digest("12:34", "ab".repeat(32))), List.of(kept));
        String sealed = "\"seal\":\"" + "0".repeat(64) + "\"}";
        List<String> broken = List.of(
                "{\"entry\":\"verdict\",\"key\":\"k1\",\"checked\":\"2026-12-01T10:15:30Z\",\"jar\":\"j\","
                        + "\"verdict\":{}," + sealed,
                "{\"entry\":\"verdict\",\"key\":\"k2\",\"checked\":\"2026-12-01T10:15:30Z\",\"jar\":\"j\","
                        + "\"verdict\":{\"findings\":[{\"outcome\":\"loaded\",\"kind\":\"SOLVER\"}]}," + sealed,
                "{\"entry\":\"verdict\",\"key\":\"k3\",\"checked\":\"yesterday\",\"jar\":\"j\","
                        + "\"verdict\":{\"findings\":[]}," + sealed,
                "{\"entry\":\"verdict\",\"key\":\"k4\",\"checked\":\"2026-12-01T10:15:30Z\",\"jar\":\"j\","
                        + "\"verdict\":{\"findings\":[{\"outcome\":\"skipped\",\"kind\":\"NOPE\",\"reason\":\"r\"}]},"
                        + sealed,
                "{\"entry\":\"verdict\",\"key\":\"k5\",\"checked\":\"2026-12-01T10:15:30Z\",\"jar\":\"j\","
                        + "\"verdict\":{\"findings\":[]}," + sealed,
                "{\"entry\":\"digest\",\"jar\":\"/plugins/other.jar\",\"stamp\":\"12:34\"}",
                "{\"entry\":\"digest\",\"jar\":\"/plugins/other.jar\",\"stamp\":\"12:34\",\"sha256\":[1]}",
                "{\"entry\":\"nothing\"}", "{}", "[1,2]", "null", "\u0000 garbage", "");
        Files.write(cache().file(), broken, StandardCharsets.UTF_8, StandardOpenOption.APPEND);

        VerdictCache.Contents read = cache().read();
        assertThat(read.digests()).containsOnlyKeys("/plugins/good.jar");
        assertThat(read.records()).containsExactly(Map.entry("sha256:ab", kept));
    }

    @Test
    void aFileWhoseFirstLineIsNotTheHeaderIsNotRead() throws IOException {
        cache().write(Map.of("/plugins/good.jar", new VerdictCache.Digest("12:34", "ab".repeat(32))), List.of());
        List<String> lines = Files.readAllLines(cache().file());
        for (String header : List.of("nqueens-plugin-verdicts 1",
                "{\"schema\":\"nqueens-plugin-verdicts\",\"version\":1}",
                "{\"schema\":\"something-else\",\"version\":2}", "")) {
            Files.write(cache().file(), List.of(header, lines.get(1)));
            assertThat(cache().read().digests()).as(header).isEmpty();
        }
    }
}
