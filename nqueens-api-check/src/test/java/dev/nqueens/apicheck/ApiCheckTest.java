package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check from end to end, as the build runs it, on a module of one provider interface: no baseline yet,
 * the baseline written at a release, an undeclared change refused with what to do, and the same change passed
 * once the version and the changelog declare it.
 */
class ApiCheckTest {

    private static final String MODULE = "module plugins { exports plugins; }\n";

    private static final String RELEASED = """
            package plugins;

            public interface Plugin {
                int API_VERSION = 1;

                String id();
            }
            """;

    @TempDir
    Path folder;

    /** What one run printed, and its status. */
    record Run(int status, String out, String err) {
    }

    private Path build(String name, String plugin) {
        return FixtureModule.compile(folder.resolve(name), Map.of("module-info.java", MODULE,
                "plugins/Plugin.java", plugin));
    }

    private Run check(Path classes, String version, String changelog, String... more) throws IOException {
        Files.writeString(folder.resolve("CHANGELOG.md"), changelog, StandardCharsets.UTF_8);
        List<String> args = new ArrayList<>(List.of("--module=plugins=" + classes,
                "--api-version=plugins:plugins.Plugin#API_VERSION", "--baseline=" + folder.resolve("api"),
                "--changelog=" + folder.resolve("CHANGELOG.md"), "--version=" + version,
                "--out=" + folder.resolve("out")));
        args.addAll(List.of(more));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = ApiCheck.run(args.toArray(String[]::new), outStream, errStream);
        }
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void beforeTheFirstReleaseThereIsNothingToCompareAndTheCheckPasses() throws IOException {
        Run run = check(build("v1", RELEASED), "0.1.0-SNAPSHOT", "");
        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("API check: no baseline yet (no " + folder.resolve("api/VERSION") + ")");
        assertThat(run.err()).isEmpty();
        assertThat(folder.resolve("out/plugins.api")).content(StandardCharsets.UTF_8)
                .contains("plugins.Plugin#API_VERSION | public static final int API_VERSION = 1\n");
    }

    @Test
    void aBaselineIsWrittenOnlyForARelease() throws IOException {
        Path v1 = build("v1", RELEASED);
        Run snapshot = check(v1, "0.1.0-SNAPSHOT", "", "--write-baseline=true");
        assertThat(snapshot.status()).isEqualTo(2);
        assertThat(snapshot.err()).isEqualTo("nqueens-api-check: a baseline describes a release, and the version is"
                + " 0.1.0-SNAPSHOT: write it in the release commit, once the version is the release's\n");
        assertThat(folder.resolve("api")).doesNotExist();

        Run release = check(v1, "0.1.0", "", "--write-baseline=true");
        assertThat(release.status()).isZero();
        assertThat(folder.resolve("api/VERSION")).hasContent("0.1.0");
        assertThat(folder.resolve("api/plugins.api")).hasSameTextualContentAs(folder.resolve("out/plugins.api"));

        Run same = check(v1, "0.1.0", "");
        assertThat(same.status()).isZero();
        assertThat(same.out()).isEqualTo("API check: the public API of plugins is that of 0.1.0 ("
                + folder.resolve("api") + ")\n");
    }

    @Test
    void anUndeclaredChangeFailsWithWhatToDoAndPassesOnceDeclared() throws IOException {
        check(build("v1", RELEASED), "0.1.0", "", "--write-baseline=true");
        Path v2 = build("v2", RELEASED.replace("    String id();\n", "    String id();\n\n    int size();\n"));

        Run undeclared = check(v2, "0.1.1-SNAPSHOT", "# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-12-02\n");
        assertThat(undeclared.status()).isEqualTo(1);
        assertThat(undeclared.out()).isEmpty();
        assertThat(undeclared.err()).isEqualTo("API check: the public API differs from 0.1.0 (" + folder.resolve("api")
                + ") in ways that the version and CHANGELOG.md do not declare; what to do is after each colon:\n"
                + "  plugins: added plugins.Plugin#size() (incompatible: abstract method added to a type that outsiders"
                + " implement): set the version to 0.2.0-SNAPSHOT or later (it is 0.1.1-SNAPSHOT); name `Plugin` in"
                + " CHANGELOG.md under ## [Unreleased]\n"
                + "  plugins changed incompatibly, so providers built for 0.1.0 may fail: raise Plugin.API_VERSION"
                + " from 1 to 2, and say so under ## [Unreleased] in a line that names API_VERSION and 2\n"
                + "The API of this build is in " + folder.resolve("out") + ", to compare with " + folder.resolve("api")
                + ". Declare a change made on purpose as each line says; undo one that is not.\n");

        Path v3 = build("v3", RELEASED.replace("    String id();\n", "    String id();\n\n    int size();\n")
                .replace("API_VERSION = 1", "API_VERSION = 2"));
        Run declared = check(v3, "0.2.0-SNAPSHOT", """
                # Changelog

                ## [Unreleased]

                ### Changed
                - `Plugin.size()` is new, and every plugin implements it: `API_VERSION` is 2.

                ## [0.1.0] - 2026-12-02
                """);
        assertThat(declared.err()).isEmpty();
        assertThat(declared.status()).isZero();
        assertThat(declared.out()).isEqualTo("API check: 2 difference(s) from 0.1.0, each declared by the version"
                + " 0.2.0-SNAPSHOT and CHANGELOG.md:\n"
                + "  plugins: changed plugins.Plugin#API_VERSION (incompatible: constant value 1 -> 2)\n"
                + "  plugins: added plugins.Plugin#size() (incompatible: abstract method added to a type that"
                + " outsiders implement)\n");
    }

    @Test
    void aFailureIsRecordedInTheFailuresFileAndAPassDeletesIt() throws IOException {
        Path failures = folder.resolve("out/FAILED");
        check(build("v1", RELEASED), "0.1.0", "", "--write-baseline=true");
        Path v2 = build("v2", RELEASED.replace("    String id();\n", ""));
        Run failed = check(v2, "0.1.0", "", "--failures=" + failures);
        assertThat(failed.status()).isEqualTo(1);
        assertThat(failures).content(StandardCharsets.UTF_8).isEqualTo(failed.err())
                .contains("plugins: removed plugins.Plugin#id() (incompatible: removed)");

        Run passed = check(build("v1b", RELEASED), "0.1.0", "", "--failures=" + failures);
        assertThat(passed.status()).isZero();
        assertThat(failures).doesNotExist();

        Run usage = check(v2, "one", "", "--failures=" + failures);
        assertThat(usage.status()).isEqualTo(2);
        assertThat(failures).hasContent("nqueens-api-check: version 'one' is not MAJOR.MINOR.PATCH[-QUALIFIER]");
    }

    @Test
    void theReleasedSectionDeclaresTheChangesOfItsRelease() throws IOException {
        check(build("v1", RELEASED), "0.1.0", "", "--write-baseline=true");
        Path v2 = build("v2", RELEASED.replace("    String id();\n",
                "    String id();\n\n    default int size() {\n        return 0;\n    }\n"));
        Run released = check(v2, "0.2.0", "## [0.2.0] - 2027-01-10\n\n- `Plugin.size()`, with a default\n");
        assertThat(released.err()).isEmpty();
        assertThat(released.status()).isZero();
    }

    @Test
    void badInputIsOneLineAndStatusTwo() throws IOException {
        Run run = check(folder.resolve("missing"), "0.1.0", "");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nqueens-api-check: no such file: " + folder.resolve("missing") + "\n");

        Run unknown = check(build("v1", RELEASED), "0.1.0", "", "--colour=red");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("nqueens-api-check: unknown argument --colour=red\n");

        Files.createDirectories(folder.resolve("api"));
        Files.writeString(folder.resolve("api/VERSION"), "zero\n");
        Run badVersion = check(build("v1b", RELEASED), "0.1.0", "");
        assertThat(badVersion.status()).isEqualTo(2);
        assertThat(badVersion.err()).isEqualTo("nqueens-api-check: " + folder.resolve("api/VERSION")
                + ": version 'zero' is not MAJOR.MINOR.PATCH[-QUALIFIER]\n");
    }
}
