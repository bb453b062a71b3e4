package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;

import japicmp.cmp.JApiCmpArchive;
import japicmp.cmp.JarArchiveComparator;
import japicmp.cmp.JarArchiveComparatorOptions;
import japicmp.config.Options;
import japicmp.model.AccessModifier;
import japicmp.model.JApiClass;
import japicmp.output.xml.XmlOutput;
import japicmp.output.xml.XmlOutputGenerator;
import japicmp.output.xml.XmlOutputGeneratorOptions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check from end to end, as the build runs it: two versions of a tiny module compiled here, japicmp
 * comparing their jars as the build's plugin does (protected and up, modified types only) and writing its
 * XML report, and the check judging that report: a method removed is refused with what to do, and passes once
 * the version and the changelog declare it.
 */
class ApiCheckTest {

    private static final String PLUGIN = """
            package plugins;

            public interface Plugin {
                int API_VERSION = 1;

                String id();
            }
            """;

    private static final String REGISTRY = """
            package plugins;

            public final class Registry {
                private Registry() {
                }

                public static String load() {
                    return "";
                }

                public static int count() {
                    return 0;
                }
            }
            """;

    private static final String REGISTRY_WITHOUT_COUNT = REGISTRY.replace("""

                public static int count() {
                    return 0;
                }
            """, "");

    private static final String CHANGELOG = "# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-12-02\n";

    @TempDir
    Path folder;

    /** What one run printed, and its status. */
    record Run(int status, String out, String err) {
    }

    /** @return the jar of the module {@code plugins} of these two classes, named after {@code name} */
    private Path jar(String name, String plugin, String registry) {
        Path classes = FixtureModule.compile(folder.resolve(name), Map.of("module-info.java",
                "module plugins { exports plugins; }", "plugins/Plugin.java", plugin, "plugins/Registry.java",
                registry));
        return FixtureModule.jar(classes, folder.resolve("plugins-" + name + ".jar"));
    }

    /**
     * @return japicmp's XML report of the two jars, written as the build's plugin writes it: protected and up,
     *     the types that changed only, no {@code *.internal} package
     */
    private Path japicmp(Path oldJar, Path newJar) throws Exception {
        Path report = Files.createDirectories(folder.resolve("japicmp")).resolve("plugins-" + newJar.getFileName()
                + ".xml");
        Options options = Options.newDefault();
        options.getOldArchives().add(new JApiCmpArchive(oldJar.toFile(), "0.1.0"));
        options.getNewArchives().add(new JApiCmpArchive(newJar.toFile(), "0.2.0"));
        options.setAccessModifier(AccessModifier.PROTECTED);
        options.setOutputOnlyModifications(true);
        options.addExcludeFromArgument(Optional.of("plugins.*.internal"), false);
        options.setXmlOutputFile(Optional.of(report.toString()));
        List<JApiClass> classes = new JarArchiveComparator(JarArchiveComparatorOptions.of(options))
                .compare(options.getOldArchives(), options.getNewArchives());
        XmlOutputGeneratorOptions xml = new XmlOutputGeneratorOptions();
        xml.setCreateSchemaFile(true);
        // as the maven plugin does it, leaving the output unclosed (its close() may throw InterruptedException)
        XmlOutput output = new XmlOutputGenerator(classes, options, xml).generate();
        XmlOutputGenerator.writeToFiles(options, output);
        assertThat(report).isRegularFile();
        return report;
    }

    private Run check(Path report, String version, String changelog, String... more) throws Exception {
        Files.writeString(folder.resolve("CHANGELOG.md"), changelog, StandardCharsets.UTF_8);
        List<String> args = new ArrayList<>(List.of("--report=plugins=" + report,
                "--api-version=plugins:plugins.Plugin#API_VERSION", "--baseline-version=0.1.0",
                "--changelog=" + folder.resolve("CHANGELOG.md"), "--version=" + version));
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
    void theSameApiPasses() throws Exception {
        Path v1 = jar("v1", PLUGIN, REGISTRY);
        Run run = check(japicmp(v1, jar("v1b", PLUGIN, REGISTRY)), "0.1.1-SNAPSHOT", CHANGELOG);
        assertThat(run.err()).isEmpty();
        assertThat(run.status()).isZero();
        assertThat(run.out()).isEqualTo("API check: the public API of plugins is that of 0.1.0 (" + folder + ")\n");
    }

    @Test
    void aRemovedMethodIsCaughtWithWhatToDoAndPassesOnceDeclared() throws Exception {
        Path v1 = jar("v1", PLUGIN, REGISTRY);
        Path report = japicmp(v1, jar("v2", PLUGIN, REGISTRY_WITHOUT_COUNT));

        Run undeclared = check(report, "0.1.1-SNAPSHOT", CHANGELOG);
        assertThat(undeclared.status()).isEqualTo(1);
        assertThat(undeclared.out()).isEmpty();
        assertThat(undeclared.err()).isEqualTo("API check: the public API differs from 0.1.0 (" + folder
                + ") in ways that the version and CHANGELOG.md do not declare; what to do is after each colon:\n"
                + "  plugins: changed plugins.Registry (incompatible: METHOD_REMOVED count()): set the version to"
                + " 0.2.0-SNAPSHOT or later (it is 0.1.1-SNAPSHOT); name `Registry` in CHANGELOG.md under"
                + " ## [Unreleased]\n"
                + "  plugins changed incompatibly, so providers built for 0.1.0 may fail: raise Plugin.API_VERSION"
                + " from 1 to 2, and say so under ## [Unreleased] in a line that names API_VERSION and 2\n"
                + "What japicmp found is in " + folder.resolve("japicmp") + ", a report per module. Declare a change"
                + " made on purpose as each line says; undo one that is not.\n");

        Path v3 = jar("v3", PLUGIN.replace("API_VERSION = 1", "API_VERSION = 2"), REGISTRY_WITHOUT_COUNT);
        Run declared = check(japicmp(v1, v3), "0.2.0-SNAPSHOT", """
                # Changelog

                ## [Unreleased]

                ### Removed
                - `Registry.count()`; plugins are counted otherwise, so `Plugin.API_VERSION` is 2.

                ## [0.1.0] - 2026-12-02
                """);
        assertThat(declared.err()).isEmpty();
        assertThat(declared.status()).isZero();
        assertThat(declared.out()).isEqualTo("API check: 2 difference(s) from 0.1.0, each declared by the version"
                + " 0.2.0-SNAPSHOT and CHANGELOG.md:\n"
                + "  plugins: changed plugins.Registry (incompatible: METHOD_REMOVED count())\n"
                + "  plugins: changed plugins.Plugin (binary-incompatible: constant API_VERSION 1 -> 2, a value that"
                + " code compiled against 0.1.0 keeps)\n");
    }

    @Test
    void aFailureIsRecordedInTheFailuresFileAndAPassDeletesIt() throws Exception {
        Path failures = folder.resolve("out/FAILED");
        Path v1 = jar("v1", PLUGIN, REGISTRY);
        Path removed = japicmp(v1, jar("v2", PLUGIN, REGISTRY_WITHOUT_COUNT));
        Run failed = check(removed, "0.1.0", "", "--failures=" + failures);
        assertThat(failed.status()).isEqualTo(1);
        assertThat(failures).content(StandardCharsets.UTF_8).isEqualTo(failed.err())
                .contains("plugins: changed plugins.Registry (incompatible: METHOD_REMOVED count())");

        Run passed = check(japicmp(v1, jar("v1b", PLUGIN, REGISTRY)), "0.1.0", "", "--failures=" + failures);
        assertThat(passed.status()).isZero();
        assertThat(failures).doesNotExist();

        Run usage = check(removed, "one", "", "--failures=" + failures);
        assertThat(usage.status()).isEqualTo(2);
        assertThat(failures).hasContent("nqueens-api-check: version 'one' is not MAJOR.MINOR.PATCH[-QUALIFIER]");
    }

    @Test
    void theReleasedSectionDeclaresTheChangesOfItsRelease() throws Exception {
        Path v1 = jar("v1", PLUGIN, REGISTRY);
        Path v2 = jar("v2", PLUGIN, REGISTRY.replace("    private Registry() {",
                "    public static int size() {\n        return 0;\n    }\n\n    private Registry() {"));
        Run released = check(japicmp(v1, v2), "0.2.0", "## [0.2.0] - 2027-01-10\n\n- `Registry.size()`\n");
        assertThat(released.err()).isEmpty();
        assertThat(released.status()).isZero();
        assertThat(released.out()).contains("  plugins: changed plugins.Registry (compatible:"
                + " METHOD_ADDED_TO_PUBLIC_CLASS size())\n");
    }

    @Test
    void badInputIsOneLineAndStatusTwo() throws Exception {
        Run missing = check(folder.resolve("missing.xml"), "0.1.0", "");
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("nqueens-api-check: no such file: " + folder.resolve("missing.xml") + "\n");

        Path report = japicmp(jar("v1", PLUGIN, REGISTRY), jar("v1b", PLUGIN, REGISTRY));
        Run unknown = check(report, "0.1.0", "", "--colour=red");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("nqueens-api-check: unknown argument --colour=red\n");

        Run badBaseline = check(report, "0.1.0", "", "--baseline-version=zero");
        assertThat(badBaseline.status()).isEqualTo(2);
        assertThat(badBaseline.err()).isEqualTo("nqueens-api-check: version 'zero' is not MAJOR.MINOR.PATCH[-QUALIFIER]\n");

        Run noModule = check(report, "0.1.0", "", "--api-version=api:p.Provider#API_VERSION");
        assertThat(noModule.status()).isEqualTo(2);
        assertThat(noModule.err()).isEqualTo("nqueens-api-check: --api-version names the module api, of which no"
                + " --report is given\n");
    }
}
