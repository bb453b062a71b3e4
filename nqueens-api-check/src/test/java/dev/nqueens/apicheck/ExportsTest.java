package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exports of a module's jar: what of japicmp's findings is API, and a change of the exports itself. */
class ExportsTest {

    @TempDir
    Path folder;

    @Test
    void readsThePackagesExportedToEveryModule() {
        Path classes = FixtureModule.compile(folder.resolve("m"), Map.of(
                "module-info.java", "module m { exports m.api; exports m.internal to java.base; }",
                "m/api/Api.java", "package m.api; public class Api {}",
                "m/internal/Inside.java", "package m.internal; public class Inside {}",
                "m/hidden/Hidden.java", "package m.hidden; public class Hidden {}"));

        assertThat(Exports.of(FixtureModule.jar(classes, folder.resolve("m.jar")))).containsExactly("m.api");
    }

    @Test
    void aJarThatIsNoModuleIsRefused() {
        Path classes = FixtureModule.compile(folder.resolve("plain"), Map.of("p/P.java", "package p; public class P {}"));
        Path jar = FixtureModule.jar(classes, folder.resolve("plain.jar"));

        assertThatThrownBy(() -> Exports.of(jar)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("plain.jar");
    }

    @Test
    void aPackageNoLongerExportedIsIncompatibleAndANewOneCompatible() {
        List<Difference> changes = Exports.changes("m", Set.of("m.api", "m.old"), Set.of("m.api", "m.added"));

        assertThat(changes).containsExactly(
                new Difference("m", Difference.Change.REMOVED, "m.old", false, false, "package m.old no longer exported"),
                new Difference("m", Difference.Change.ADDED, "m.added", true, true, "package m.added exported"));
        assertThat(changes.get(0).typeSimpleName()).isEqualTo("old");
    }

    @Test
    void onlyTheFindingsAboutExportedPackagesAreApi() {
        Difference api = new Difference("m", Difference.Change.CHANGED, "m.api.Api.Nested", true, true, "added");
        Difference hidden = new Difference("m", Difference.Change.ADDED, "m.hidden.Hidden", true, true, "added");

        assertThat(Exports.ofExported(List.of(api, hidden), Set.of("m.api"))).containsExactly(api);
    }
}
