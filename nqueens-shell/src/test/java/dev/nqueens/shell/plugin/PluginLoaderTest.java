package dev.nqueens.shell.plugin;

import static dev.nqueens.shell.plugin.PluginJars.CHANGELING;
import static dev.nqueens.shell.plugin.PluginJars.COMMAS;
import static dev.nqueens.shell.plugin.PluginJars.CONFLICTING;
import static dev.nqueens.shell.plugin.PluginJars.DESCRIPTION_THROWS;
import static dev.nqueens.shell.plugin.PluginJars.EXITS;
import static dev.nqueens.shell.plugin.PluginJars.FAKE_ASCII;
import static dev.nqueens.shell.plugin.PluginJars.FAKE_BITMASK;
import static dev.nqueens.shell.plugin.PluginJars.GOOD;
import static dev.nqueens.shell.plugin.PluginJars.GREEDY;
import static dev.nqueens.shell.plugin.PluginJars.HANGS;
import static dev.nqueens.shell.plugin.PluginJars.ID_THROWS;
import static dev.nqueens.shell.plugin.PluginJars.INVALID_ID;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY_USER;
import static dev.nqueens.shell.plugin.PluginJars.NEWER;
import static dev.nqueens.shell.plugin.PluginJars.NOT_A_SOLVER;
import static dev.nqueens.shell.plugin.PluginJars.PACKAGE;
import static dev.nqueens.shell.plugin.PluginJars.RUDE;
import static dev.nqueens.shell.plugin.PluginJars.SHAM;
import static dev.nqueens.shell.plugin.PluginJars.SHY;
import static dev.nqueens.shell.plugin.PluginJars.THROWING_CONSTRUCTOR;
import static dev.nqueens.shell.plugin.PluginJars.TWIN_A;
import static dev.nqueens.shell.plugin.PluginJars.TWIN_B;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.plugin.PluginReport.Entry;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * How the plugin loader treats jars that work and every way in which one can be broken: a broken provider
 * is skipped with one warning that names its jar and the reason, and everything else loads.
 */
class PluginLoaderTest {

    private static final Registry<Solver> BUILT_IN_SOLVERS = Registry.installed(ProviderKind.SOLVER);
    private static final Registry<Renderer> BUILT_IN_RENDERERS = Registry.installed(ProviderKind.FORMAT);

    @TempDir
    Path folder;

    /** Checks each jar in a JVM of its own, every time: these tests keep no verdict. */
    private static final Quarantine QUARANTINE = Quarantine.uncached(new ChildJvmChecker(ChildJvmChecker.DEADLINE),
            Clock.systemUTC());

    private static PluginReport load(Path... folders) {
        return load(PluginFolder.given(List.of(folders)));
    }

    private static PluginReport load(List<PluginFolder> folders) {
        return PluginLoader.load(folders, BUILT_IN_SOLVERS, BUILT_IN_RENDERERS, QUARANTINE);
    }

    private Path good() {
        return PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD).write();
    }

    @Test
    void aGoodPluginLoadsItsSolverAndItsFormat() {
        Path jar = PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD).renderers(COMMAS).write();
        PluginReport report = load(folder);
        assertThat(report.entries()).containsExactly(
                new Entry(jar, Kind.SOLVER, "good", "loaded", false),
                new Entry(jar, Kind.FORMAT, "commas", "loaded", false));
        assertThat(report.warnings()).isEmpty();
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.renderers()).extracting(Renderer::id).containsExactly("commas");
        Solver good = report.solvers().get(0);
        assertThat(good.count(SolveRequest.of(8))).isEqualTo(92);
        // the class comes from the jar, through a class loader of the plugins, not from the shell's path
        assertThat(good.getClass().getClassLoader()).isNotSameAs(PluginLoader.class.getClassLoader());
        assertThat(good.getClass().getClassLoader().getParent()).isSameAs(PluginLoader.class.getClassLoader());
    }

    /**
     * Each broken jar lies next to a good one: the broken provider is skipped with exactly one warning,
     * naming the jar and the reason, and the good one loads.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenJars")
    void aBrokenPluginIsSkippedWithOneWarningAndTheRestLoad(String name, Function<Path, Path> build, String reason) {
        Path jar = build.apply(folder.resolve(name + ".jar"));
        Path good = good();
        PluginReport report = load(folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.entries()).contains(new Entry(good, Kind.SOLVER, "good", "loaded", false));
        assertThat(report.warnings()).singleElement().asString()
                .startsWith("nqueens: plugin " + jar + ": ")
                .contains(reason)
                .doesNotContain("\n");
    }

    static Stream<Arguments> brokenJars() {
        return Stream.of(
                broken("corrupt", PluginJars::corrupt, "skipped, cannot be read as a jar: "),
                broken("missing-class", jar -> PluginJars.jar(jar).solvers(PACKAGE + ".Missing").write(),
                        "solver skipped: provider " + PACKAGE + ".Missing not found"),
                broken("throwing-constructor", jar -> PluginJars.jar(jar).solvers(THROWING_CONSTRUCTOR).write(),
                        "solver skipped: provider " + THROWING_CONSTRUCTOR
                                + " could not be instantiated: java.lang.IllegalStateException: no licence key"
                                + " ask your vendor"),
                broken("not-a-solver", jar -> PluginJars.jar(jar).solvers(NOT_A_SOLVER).write(),
                        "solver skipped: " + NOT_A_SOLVER + " not a subtype"),
                broken("missing-dependency", jar -> PluginJars.jar(jar).solvers(LIBRARY_USER).write(),
                        "solver skipped: it needs the class " + LIBRARY
                                + ", which is in no plugin jar and not in the shell"),
                broken("newer-java", jar -> PluginJars.jar(jar).solvers(NEWER).newerJava(NEWER).write(),
                        "solver skipped: " + NEWER + " has been compiled by a more recent version of the Java"),
                broken("id-throws", jar -> PluginJars.jar(jar).solvers(ID_THROWS).write(),
                        "solver skipped: " + ID_THROWS + ".id() threw java.lang.IllegalStateException: id not"
                                + " configured"),
                broken("invalid-id", jar -> PluginJars.jar(jar).solvers(INVALID_ID).write(),
                        "solver skipped: " + INVALID_ID + " has an invalid solver id 'Not Valid'"),
                broken("description-throws", jar -> PluginJars.jar(jar).solvers(DESCRIPTION_THROWS).write(),
                        "solver mute skipped: " + DESCRIPTION_THROWS + ".description() threw"
                                + " java.lang.UnsupportedOperationException: no words"),
                broken("built-in-solver-id", jar -> PluginJars.jar(jar).solvers(FAKE_BITMASK).write(),
                        "solver bitmask skipped: the built-in solver of that id wins"),
                broken("built-in-format-id", jar -> PluginJars.jar(jar).renderers(FAKE_ASCII).write(),
                        "format ascii skipped: the built-in format of that id wins"),
                broken("malformed-services-file",
                        jar -> PluginJars.jar(jar).servicesLine(Solver.class, "not a class name").write(),
                        "Illegal configuration-file syntax"));
    }

    private static Arguments broken(String name, Function<Path, Path> build, String reason) {
        return Arguments.of(name, build, reason);
    }

    /**
     * The jars that would stop or sink the shell if their providers were made in it: each is skipped with
     * one warning naming it and what it did in its check, and the good jar beside them loads.
     */
    @Test
    void jarsThatHangEndTheJvmOrFillItsHeapAreSkippedInOneLineEachAndTheGoodOneLoads() {
        Path exits = PluginJars.jar(folder.resolve("exits.jar")).solvers(EXITS).write();
        good();
        Path greedy = PluginJars.jar(folder.resolve("greedy.jar")).solvers(GREEDY).write();
        Path hangs = PluginJars.jar(folder.resolve("hangs.jar")).solvers(HANGS).write();
        Path padded = PluginJars.jar(folder.resolve("padded.jar")).renderers(COMMAS)
                .padServices(Renderer.class, 2 << 20).write();
        Quarantine quarantine = Quarantine.uncached(new ChildJvmChecker(Duration.ofSeconds(2)), Clock.systemUTC());

        PluginReport report = PluginLoader.load(PluginFolder.given(List.of(folder)), BUILT_IN_SOLVERS,
                BUILT_IN_RENDERERS, quarantine);

        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.renderers()).isEmpty();
        assertThat(report.warnings()).containsExactly(
                "nqueens: plugin " + exits + ": skipped: it called System.exit(3) while its providers were made",
                "nqueens: plugin " + greedy + ": skipped: it ran out of memory while its providers were made (the"
                        + " check gives it a heap of 64 MB)",
                "nqueens: plugin " + hangs + ": skipped: its providers did not answer within 2 s",
                "nqueens: plugin " + padded + ": skipped: its services file META-INF/services/"
                        + Renderer.class.getName() + " is larger than 1 MiB");
        assertThat(report.checked()).containsOnlyKeys(exits, folder.resolve("good.jar"), greedy, hangs, padded);
    }

    /** A provider that its check skipped is not made in the shell, though it would be made here. */
    @Test
    void aProviderThatFailedItsCheckIsNotMadeInTheShell() {
        Path jar = PluginJars.jar(folder.resolve("shy.jar")).solvers(SHY, GOOD).write();
        PluginReport report = load(folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.warnings()).containsExactly("nqueens: plugin " + jar + ": solver skipped: provider " + SHY
                + " could not be instantiated: java.lang.IllegalStateException: too little memory to start");
    }

    /** The registry's checks are made again in the shell, and the provider must be what the check admitted. */
    @Test
    void aProviderThatAnswersOtherwiseInTheShellThanInItsCheckIsSkipped() {
        Path jar = PluginJars.jar(folder.resolve("changeling.jar")).solvers(CHANGELING, GOOD).write();
        PluginReport report = load(folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.warnings()).containsExactly("nqueens: plugin " + jar + ": solver large-heap skipped: it is"
                + " not what was checked: id small-heap with SOME_SOLUTIONS then, id large-heap with SOME_SOLUTIONS"
                + " now");
    }

    /**
     * A provider whose constructor sleeps only outside the JVM of a check passes its check, and once hung the
     * shell at start-up: now making providers in the shell has its own deadline.
     */
    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aProviderThatDoesNotAnswerInTheShellIsSkippedAndTheOthersLoad() {
        Path sham = PluginJars.jar(folder.resolve("sham.jar")).solvers(SHAM).write();
        PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD).write();
        Quarantine quarantine = Quarantine.uncached(new ChildJvmChecker(Duration.ofSeconds(2)), Clock.systemUTC());
        PluginReport report = PluginLoader.load(PluginFolder.given(List.of(folder)), BUILT_IN_SOLVERS,
                BUILT_IN_RENDERERS, quarantine);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.warnings()).containsExactly("nqueens: plugin " + sham + ": skipped: its providers did not"
                + " answer within 2 s in nqueens, though they did in their check");
    }

    /** A services file that lists 10,000 missing classes once printed 10,000 warnings. */
    @Test
    void warningsAboutOneJarAreAFewLinesAndThePluginsListingHasThemAll() {
        PluginJars.Builder builder = PluginJars.jar(folder.resolve("many.jar")).solvers(GOOD);
        for (int i = 0; i < 10_000; i++) {
            builder.servicesLine(Solver.class, "m.M" + i);
        }
        Path jar = builder.write();
        PluginReport report = load(folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.entries()).filteredOn(Entry::problem).hasSize(10_000);
        assertThat(report.warnings()).hasSize(PluginReport.WARNINGS_PER_JAR).endsWith("nqueens: plugin " + jar
                + ": and 9996 more problems; nqueens plugins lists them all");
    }

    /**
     * A jar's name with ESC and BEL once reached the terminal raw in its warnings; an exception's message
     * with ESC, CR and BEL does not either.
     */
    @Test
    void noControlCharacterOfAPluginReachesAWarning() {
        PluginJars.jar(folder.resolve("rude\u001b[2J\u0007.jar")).solvers(RUDE).write();
        assertThat(load(folder).warnings()).containsExactly("nqueens: plugin " + folder.resolve("rude\\e[2J\\a.jar")
                + ": solver skipped: provider " + RUDE + " could not be instantiated:"
                + " java.lang.IllegalStateException:  [2J gone");
    }

    @Test
    void oneBrokenProviderHidesNoOtherOfTheSameJar() {
        Path jar = PluginJars.jar(folder.resolve("mixed.jar"))
                .solvers(PACKAGE + ".Missing", THROWING_CONSTRUCTOR, NOT_A_SOLVER, GOOD, ID_THROWS, CONFLICTING)
                .write();
        PluginReport report = load(folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactlyInAnyOrder("good", "conflicting");
        assertThat(report.warnings()).hasSize(4).allSatisfy(warning -> assertThat(warning)
                .startsWith("nqueens: plugin " + jar + ": solver skipped: "));
    }

    @Test
    void everyBrokenJarInOneFolderIsReportedAndTheGoodOneLoads() {
        List<Path> broken = brokenJars()
                .map(arguments -> {
                    Object[] values = arguments.get();
                    @SuppressWarnings("unchecked")
                    Function<Path, Path> build = (Function<Path, Path>) values[1];
                    return build.apply(folder.resolve(values[0] + ".jar"));
                })
                .toList();
        good();
        PluginReport report = load(folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.warnings()).hasSameSizeAs(broken);
        for (Path jar : broken) {
            assertThat(report.warnings()).filteredOn(warning -> warning.startsWith("nqueens: plugin " + jar + ": "))
                    .hasSize(1);
        }
    }

    @Test
    void aLibraryInAJarOfItsOwnInTheSameFolderServesThePluginThatNeedsIt() {
        Path plugin = PluginJars.jar(folder.resolve("counting.jar")).solvers(LIBRARY_USER).write();
        Path library = PluginJars.jar(folder.resolve("library.jar")).classes(LIBRARY).write();
        PluginReport report = load(folder);
        assertThat(report.entries()).containsExactly(
                new Entry(plugin, Kind.SOLVER, "library-user", "loaded", false),
                new Entry(library, Kind.JAR, null, "provides no solver or format", false));
        assertThat(report.solvers().get(0).count(SolveRequest.of(10))).isEqualTo(724);
    }

    @Test
    void betweenTwoPluginsOfOneIdTheFirstReadWins() {
        Path first = PluginJars.jar(folder.resolve("a-twin.jar")).solvers(TWIN_A).write();
        Path second = PluginJars.jar(folder.resolve("b-twin.jar")).solvers(TWIN_B).write();
        PluginReport report = load(folder);
        assertThat(report.solvers()).singleElement().extracting(solver -> solver.getClass().getName())
                .isEqualTo(TWIN_A);
        assertThat(report.warnings()).containsExactly("nqueens: plugin " + second + ": solver twin skipped: "
                + first + " has a solver of that id already, and wins");
    }

    @Test
    void aFolderGivenWithPluginsWinsOverTheStandardFolders(@TempDir Path home) throws IOException {
        Path variable = Files.createDirectories(folder.resolve("variable"));
        Path given = Files.createDirectories(folder.resolve("given"));
        Path standard = Files.createDirectories(home.resolve(".nqueens").resolve("plugins"));
        PluginJars.jar(standard.resolve("twin.jar")).solvers(TWIN_A).write();
        PluginJars.jar(variable.resolve("twin.jar")).solvers(TWIN_A).write();
        PluginJars.jar(given.resolve("twin.jar")).solvers(TWIN_B).write();
        List<PluginFolder> folders = new ArrayList<>(PluginFolder.given(List.of(given)));
        folders.addAll(PluginFolder.standard(home, variable.toString()));
        PluginReport report = load(folders);
        assertThat(report.solvers()).singleElement().extracting(solver -> solver.getClass().getName())
                .isEqualTo(TWIN_B);
        assertThat(report.warnings()).hasSize(2);
    }

    @Test
    void aFolderNamedTwiceLoadsOnce() {
        good();
        PluginReport report = load(folder, folder);
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.warnings()).isEmpty();
    }

    @Test
    void onlyJarsAreRead() throws IOException {
        good();
        Files.writeString(folder.resolve("README.txt"), "the good plugin\n");
        Files.createDirectories(folder.resolve("old.jar"));
        assertThat(load(folder).entries()).extracting(Entry::path).containsExactly(folder.resolve("good.jar"));
    }

    @Test
    void aMissingStandardFolderIsNoProblem(@TempDir Path home) {
        PluginReport report = load(PluginFolder.standard(home, null));
        assertThat(report.entries()).isEmpty();
        assertThat(report.noJars()).isTrue();
    }

    @Test
    void aMissingNamedFolderIsOneWarning() {
        Path missing = folder.resolve("nowhere");
        PluginReport report = load(missing);
        assertThat(report.warnings())
                .containsExactly("nqueens: plugin folder " + missing + ": does not exist (named by --plugins)");
        assertThat(report.noJars()).isTrue();
    }

    @Test
    void aFileWhereAFolderShouldBeIsOneWarning() throws IOException {
        Path file = Files.writeString(folder.resolve("plugins"), "");
        assertThat(load(PluginFolder.standard(folder, file.toString())).warnings())
                .containsExactly("nqueens: plugin folder " + file + ": is not a folder (named by NQUEENS_PLUGINS)");
    }
}
