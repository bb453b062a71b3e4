package dev.nqueens.shell.command;

import static dev.nqueens.shell.plugin.PluginJars.CLAIMS;
import static dev.nqueens.shell.plugin.PluginJars.COMMAS;
import static dev.nqueens.shell.plugin.PluginJars.CONFLICTING;
import static dev.nqueens.shell.plugin.PluginJars.EXITS;
import static dev.nqueens.shell.plugin.PluginJars.EXPLODES;
import static dev.nqueens.shell.plugin.PluginJars.FAKE_BITMASK;
import static dev.nqueens.shell.plugin.PluginJars.GOOD;
import static dev.nqueens.shell.plugin.PluginJars.HANGS;
import static dev.nqueens.shell.plugin.PluginJars.INKLESS;
import static dev.nqueens.shell.plugin.PluginJars.INVALID_ID;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY_USER;
import static dev.nqueens.shell.plugin.PluginJars.OLD_API;
import static dev.nqueens.shell.plugin.PluginJars.PACKAGE;
import static dev.nqueens.shell.plugin.PluginJars.STUMBLES;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SolverChoice;
import dev.nqueens.shell.Main;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.VersionProvider;
import dev.nqueens.shell.console.Shell;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.plugin.ChildJvmChecker;
import dev.nqueens.shell.plugin.FolderPluginSource;
import dev.nqueens.shell.plugin.JarChecker;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.plugin.Quarantine;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.StringReader;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugins as a user meets them: {@code --plugins}, {@code NQUEENS_PLUGINS} and {@code ~/.nqueens/plugins},
 * the warnings when nqueens starts, the {@code plugins} command, the check of each jar in a JVM of its own
 * and the verdicts kept in the home folder, and plugin solvers that fail while they run. Each run is a fresh
 * process's worth: a new session, the words of the program arguments, and a script for the session they may
 * start; the runs of a test share a home folder, and so the verdicts kept there.
 */
class PluginCommandsTest {

    private static final ChildJvmChecker CHILD_JVM = new ChildJvmChecker(ChildJvmChecker.DEADLINE);
    private static final DateTimeFormatter CHECKED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    @TempDir
    Path folder;

    @TempDir
    Path home;

    /** How many jars have been checked in a JVM of their own. */
    private final AtomicInteger checks = new AtomicInteger();

    /** The time of the next runs' clock. */
    private Instant now = Instant.parse("2026-12-01T10:15:30Z");

    /** Runs {@code nqueens WORDS} with no standard plugin folders. */
    private CommandResult nqueens(String... words) {
        return nqueens(List.of(), "", words);
    }

    /**
     * Runs {@code nqueens WORDS} as {@link Main} does, with the verdicts kept in the test's home folder.
     *
     * @param standard the standard plugin folders
     * @param script the lines of standard input, for a session that the words start
     */
    private CommandResult nqueens(List<PluginFolder> standard, String script, String... words) {
        JarChecker counted = (jar, classPath) -> {
            checks.incrementAndGet();
            return CHILD_JVM.check(jar, classPath);
        };
        Quarantine quarantine = Quarantine.cached(counted, Quarantine.cacheFile(home), "test",
                Clock.fixed(now, ZoneOffset.UTC));
        Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
                        Registry.installed(ProviderKind.FORMAT))
                .pluginSource(new FolderPluginSource(standard, quarantine))
                .hostProcess(HostProcess.PROGRAM)
                .build();
        CapturedStreams streams = new CapturedStreams();
        CommandRunner runner = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT,
                () -> Shell.script(new BufferedReader(new StringReader(script)), session, streams.streams()));
        int status = runner.run("", List.of(words));
        return new CommandResult(status, streams.out(), streams.err());
    }

    private Path goodJar() {
        return PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD).renderers(COMMAS).write();
    }

    @Test
    void aFolderGivenWithPluginsAddsItsSolversToTheList() {
        goodJar();
        CommandResult result = nqueens("--plugins", folder.toString(), "solvers");
        assertThat(result.status()).isZero();
        assertThat(result.out()).contains("\n  good ", "Backtracking, a test plugin", "\n* bitmask ");
        assertThat(result.err()).isEmpty();
    }

    @Test
    void aPluginSolverCountsAndAPluginFormatDraws() {
        goodJar();
        String plugins = folder.toString();
        assertThat(nqueens("--plugins", plugins, "count", "8", "-s", "good")).isEqualTo(new CommandResult(0, "92\n", ""));
        assertThat(nqueens("--plugins", plugins, "solve", "4", "--solver", "good", "--format", "commas"))
                .isEqualTo(new CommandResult(0, "1,3,0,2\n2,0,3,1\n", ""));
    }

    /** A jar dropped in a folder must not change what the built-ins do: defaults come from built-ins first. */
    @Test
    void aPluginIsNeverTheDefaultWhileABuiltInServes() {
        PluginJars.jar(folder.resolve("parallel.jar")).solvers(PluginJars.PARALLEL_CLAIM).classes(LIBRARY).write();
        Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
                        Registry.installed(ProviderKind.FORMAT))
                .pluginSource(FolderPluginSource.givenFoldersOnly())
                .build();
        session.loadPlugins(List.of(folder), false);
        SolverChoice.Task countTen = SolverChoice.Task.count(10);

        // it claims COUNT and PARALLEL, as the built-in counters do, and its id comes first
        assertThat(session.solvers().ids()).contains("aaa-parallel", "bitslice");
        assertThat(session.solverFor(null, countTen).id()).isEqualTo("bitslice");
        assertThat(session.solverFor("aaa-parallel", countTen).id()).isEqualTo("aaa-parallel");
        assertThat(nqueens("--plugins", folder.toString(), "count", "10", "-s", "aaa-parallel"))
                .isEqualTo(new CommandResult(0, "724\n", ""));
    }

    @Test
    void pluginsMayBeGivenOnceForEachFolder() throws IOException {
        goodJar();
        Path second = Files.createDirectories(folder.resolve("second"));
        PluginJars.jar(second.resolve("counting.jar")).solvers(LIBRARY_USER).classes(LIBRARY).write();
        CommandResult result = nqueens("--plugins", folder.toString(), "-s", "library-user", "--plugins", second.toString(),
                "count", "10");
        assertThat(result).isEqualTo(new CommandResult(0, "724\n", ""));
    }

    @Test
    void aFolderOfNqueensPluginsServesTheSession() throws IOException {
        Path first = Files.createDirectories(folder.resolve("first"));
        Path second = Files.createDirectories(folder.resolve("second"));
        PluginJars.jar(first.resolve("good.jar")).solvers(GOOD).write();
        PluginJars.jar(second.resolve("counting.jar")).solvers(LIBRARY_USER).classes(LIBRARY).write();
        // an empty entry, as a stray separator leaves, is passed over
        String variable = first + File.pathSeparator + File.pathSeparator + second;
        CommandResult result = nqueens(PluginFolder.standard(home, variable), "", "solvers");
        assertThat(result.out()).contains("\n  good ", "\n  library-user ");
        assertThat(result.err()).isEmpty();
    }

    @Test
    void theHomeFoldersPluginsServeTheSession() {
        PluginJars.jar(home.resolve(".nqueens").resolve("plugins").resolve("good.jar")).solvers(GOOD).write();
        assertThat(nqueens(PluginFolder.standard(home, null), "", "count", "6", "-s", "good"))
                .isEqualTo(new CommandResult(0, "4\n", ""));
    }

    @Test
    void aMissingFolderIsOneWarningAndTheCommandRuns() {
        Path missing = folder.resolve("nowhere");
        assertThat(nqueens("--plugins", missing.toString(), "count", "6")).isEqualTo(new CommandResult(0, "4\n",
                "nqueens: plugin folder " + missing + ": does not exist (named by --plugins)\n"));
    }

    @Test
    void aCorruptJarIsOneWarningAndTheRestServe() {
        goodJar();
        Path corrupt = PluginJars.corrupt(folder.resolve("corrupt.jar"));
        assertThat(nqueens("--plugins", folder.toString(), "count", "8", "-s", "good")).isEqualTo(new CommandResult(0,
                "92\n", "nqueens: plugin " + corrupt
                        + ": skipped, cannot be read as a jar: zip END header not found\n"));
    }

    @Test
    void theBuiltInSolverWinsAClashLoudly() {
        Path fake = PluginJars.jar(folder.resolve("fake.jar")).solvers(FAKE_BITMASK).write();
        assertThat(nqueens("--plugins", folder.toString(), "count", "8", "-s", "bitmask")).isEqualTo(new CommandResult(0,
                "92\n", "nqueens: plugin " + fake + ": solver bitmask skipped: the built-in solver of that id wins\n"));
    }

    @Test
    void warningsArePrintedOnceWhenASessionStarts() {
        goodJar();
        Path corrupt = PluginJars.corrupt(folder.resolve("corrupt.jar"));
        CommandResult result = nqueens(List.of(), "solvers\nuse good\ncount 8\nplugins\n", "--plugins", folder.toString());
        assertThat(result.status()).isZero();
        assertThat(result.out()).contains("\n  good ", "\n92\n");
        assertThat(result.err()).isEqualTo("nqueens: plugin " + corrupt
                + ": skipped, cannot be read as a jar: zip END header not found\n");
    }

    @Test
    void pluginsListsEachJarWhatItProvidesAndWhatFailedAndWhy() {
        Path good = goodJar();
        Path corrupt = PluginJars.corrupt(folder.resolve("corrupt.jar"));
        Path library = PluginJars.jar(folder.resolve("library.jar")).classes(LIBRARY).write();
        Path mixed = PluginJars.jar(folder.resolve("mixed.jar")).solvers(PACKAGE + ".Missing", FAKE_BITMASK).write();
        CommandResult result = nqueens("--plugins", folder.toString(), "plugins");
        assertThat(result.status()).isZero();
        String checked = checked(now);
        assertThat(rows(result)).containsExactly(
                List.of("PATH", "KIND", "ID", "CHECKED", "STATUS"),
                List.of(corrupt.toString(), "jar", "-", "-", "skipped, cannot be read as a jar: zip END header not"
                        + " found"),
                List.of(good.toString(), "solver", "good", checked, "loaded"),
                List.of(good.toString(), "format", "commas", checked, "loaded"),
                List.of(library.toString(), "jar", "-", "-", "provides no solver or format"),
                List.of(mixed.toString(), "solver", "-", checked, "skipped: provider " + PACKAGE
                        + ".Missing not found"),
                List.of(mixed.toString(), "solver", "bitmask", checked, "skipped: the built-in solver of that id"
                        + " wins"));
        // the same problems, once, when nqueens started
        assertThat(result.err().lines()).hasSize(3);
        // a jar that lists no provider needs no check, nor does one that is no zip
        assertThat(checks).hasValue(2);
    }

    /** @return the rows of a table, each as its cells */
    private static List<List<String>> rows(CommandResult result) {
        return result.out().lines().map(line -> Arrays.asList(line.split(" {2,}"))).toList();
    }

    /** @return a time as the CHECKED column of plugins shows it */
    private static String checked(Instant time) {
        return CHECKED.format(time.atZone(ZoneId.systemDefault()));
    }

    /**
     * A jar is checked once: its verdict is kept, and plugins shows when it was made; plugins --recheck
     * checks every jar again and keeps the new verdicts.
     */
    @Test
    void aVerdictIsKeptAndPluginsShowsWhenItWasMadeUntilRecheck() {
        Path good = goodJar();
        Path exits = PluginJars.jar(folder.resolve("exits.jar")).solvers(EXITS).write();
        String plugins = folder.toString();
        String exitsStatus = "skipped: it called System.exit(3) while its providers were made";
        String exitsWarning = "nqueens: plugin " + exits + ": " + exitsStatus + "\n";
        assertThat(nqueens("--plugins", plugins, "count", "6", "-s", "good"))
                .isEqualTo(new CommandResult(0, "4\n", exitsWarning));
        assertThat(checks).hasValue(2);
        Instant first = now;

        now = now.plus(Duration.ofHours(1));
        CommandResult listed = nqueens("--plugins", plugins, "plugins");
        assertThat(checks).hasValue(2);
        assertThat(listed.err()).isEqualTo(exitsWarning);
        assertThat(rows(listed)).containsExactly(
                List.of("PATH", "KIND", "ID", "CHECKED", "STATUS"),
                List.of(exits.toString(), "jar", "-", checked(first), exitsStatus),
                List.of(good.toString(), "solver", "good", checked(first), "loaded"),
                List.of(good.toString(), "format", "commas", checked(first), "loaded"));

        CommandResult rechecked = nqueens("--plugins", plugins, "plugins", "--recheck");
        assertThat(checks).hasValue(4);
        assertThat(rechecked.err()).isEqualTo(exitsWarning);
        assertThat(rows(rechecked)).extracting(row -> row.get(3)).containsExactly("CHECKED", checked(now),
                checked(now), checked(now));
        now = now.plus(Duration.ofHours(1));
        assertThat(rows(nqueens("--plugins", plugins, "plugins"))).extracting(row -> row.get(3))
                .containsExactly("CHECKED", checked(now.minus(Duration.ofHours(1))), checked(now.minus(
                        Duration.ofHours(1))), checked(now.minus(Duration.ofHours(1))));
        assertThat(checks).hasValue(4);
    }

    /**
     * --version, --help, help and manual say what nqueens is: no plugin runs for them, not even its check,
     * so a jar that ends the JVM or never answers cannot stop them.
     */
    @Test
    void versionHelpAndManualCheckNoPlugin() {
        Path exits = PluginJars.jar(folder.resolve("exits.jar")).solvers(EXITS).write();
        PluginJars.jar(folder.resolve("hangs.jar")).solvers(HANGS).write();
        String plugins = folder.toString();
        CommandResult version = nqueens("--plugins", plugins, "--version");
        assertThat(version.status()).isZero();
        assertThat(version.out()).startsWith("nqueens " + VersionProvider.version() + "\n");
        for (List<String> words : List.of(List.of("--help"), List.of("help"), List.of("help", "count"),
                List.of("count", "--help"), List.of("-h", "plugins"), List.of("manual"))) {
            List<String> line = new ArrayList<>(List.of("--plugins", plugins));
            line.addAll(words);
            CommandResult result = nqueens(line.toArray(String[]::new));
            assertThat(result.status()).as("%s", words).isZero();
            assertThat(result.err()).as("%s", words).isEmpty();
        }
        assertThat(checks).hasValue(0);
        assertThat(Quarantine.cacheFile(home)).doesNotExist();
        // formats needs the plugins: the jars are checked, and the one that ends the JVM ends only its check
        // (the one that hangs becomes a good one first, not to wait out its deadline)
        PluginJars.jar(folder.resolve("hangs.jar")).solvers(GOOD).write();
        assertThat(nqueens("--plugins", plugins, "formats").err()).isEqualTo("nqueens: plugin " + exits
                + ": skipped: it called System.exit(3) while its providers were made\n");
        assertThat(checks).hasValue(2);
    }

    @Test
    void insideASessionRecheckComesTooLate() {
        CommandResult result = nqueens(List.of(), "plugins --recheck\ncount 4\n");
        assertThat(result).isEqualTo(new CommandResult(ExitStatus.USAGE, "2\n", "nqueens: line 1: plugins: --recheck"
                + " checks the plugin jars when nqueens starts: run nqueens plugins --recheck\n"));
    }

    @Test
    void withoutPluginJarsPluginsSaysWhereItLooked() {
        CommandResult result = nqueens(PluginFolder.standard(home, null), "", "plugins");
        assertThat(result).isEqualTo(new CommandResult(0, "PATH  KIND  ID  CHECKED  STATUS\n", "nqueens: no plugin jars"
                + " in " + home.resolve(".nqueens").resolve("plugins") + "; put jars into ~/.nqueens/plugins, or"
                + " name folders with --plugins DIR or NQUEENS_PLUGINS\n"));
    }

    @Test
    void insideASessionPluginsComesTooLate() {
        CommandResult result = nqueens(List.of(), "--plugins " + folder + " solvers\ncount 4\n");
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.out()).isEqualTo("2\n");
        assertThat(result.err()).isEqualTo("nqueens: line 1: solvers: --plugins is read when nqueens starts: give it to the"
                + " nqueens command, as in nqueens --plugins " + folder + "\n");
    }

    @Test
    void providersOfJarsOnTheClassPathAreListedLikePluginsWithThoseSkippedThere() throws Exception {
        Path jar = PluginJars.jar(folder.resolve("on-the-class-path.jar")).solvers(GOOD, INVALID_ID).write();
        try (URLClassLoader classPath = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                PluginCommandsTest.class.getClassLoader())) {
            Session session = Session.builder(Registry.load(ProviderKind.SOLVER, classPath),
                    Registry.installed(ProviderKind.FORMAT)).build();

            CommandResult result = CommandResult.oneShot(session, "plugins");

            assertThat(result.status()).isEqualTo(ExitStatus.OK);
            assertThat(result.err()).isEmpty();
            assertThat(result.out().lines()).anySatisfy(row -> assertThat(row).startsWith(jar.toString())
                    .contains("solver", "good", "loaded from the class path"));
            assertThat(result.out().lines()).anySatisfy(row -> assertThat(row).startsWith("class path")
                    .contains("skipped: " + INVALID_ID + " has an invalid solver id 'Not Valid'"));
            assertThat(result.out()).doesNotContain("bitmask");
        }
    }

    @Test
    void pluginsMayStandAfterTheCommandLikeEveryOption() {
        goodJar();
        CommandResult before = nqueens("--plugins", folder.toString(), "solvers");
        CommandResult after = nqueens("solvers", "--plugins", folder.toString());

        assertThat(after).isEqualTo(before);
        assertThat(after.status()).isEqualTo(ExitStatus.OK);
        assertThat(after.out()).contains("good");
        assertThat(nqueens("count", "8", "-s", "good", "--plugins", folder.toString()).out()).isEqualTo("92\n");
    }

    @Test
    void aPluginSolverThatThrowsFailsItsCommandInOneLineNamingItAndItsJarAndTheSessionGoesOn() {
        Path jar = PluginJars.jar(folder.resolve("explodes.jar")).solvers(EXPLODES).write();
        String failed = "the explodes solver (plugin " + jar + ") failed: java.lang.IllegalStateException: out of cheese";
        assertThat(nqueens("--plugins", folder.toString(), "count", "8", "-s", "explodes")).isEqualTo(new CommandResult(
                ExitStatus.FAILURE, "", "nqueens: count: " + failed + "\n"));
        CommandResult session = nqueens(List.of(), "use explodes\nsolve 6\ncount 6 -s bitmask\n", "--plugins",
                folder.toString());
        assertThat(session).isEqualTo(new CommandResult(ExitStatus.FAILURE, "4\n",
                "nqueens: line 2: solve: " + failed + "\n"));
    }

    /** It ended with exit 2, "a usage error, and nothing ran", and no jar named, though the fault is the plugin's. */
    @Test
    void aPluginSolverThatDeclaresACountItDoesNotImplementFailsNamingItsJar() {
        Path jar = PluginJars.jar(folder.resolve("claims.jar")).solvers(CLAIMS).write();
        assertThat(nqueens("--plugins", folder.toString(), "count", "8", "-s", "claims")).isEqualTo(new CommandResult(
                ExitStatus.FAILURE, "", "nqueens: count: the claims solver (plugin " + jar + ") failed:"
                        + " java.lang.IllegalStateException: the claims solver cannot count: it declares COUNT, but"
                        + " does not implement count(SolveRequest)\n"));
    }

    /** It said "unknown solver 'old-api'", and listed the others. */
    @Test
    void aPluginSolverSkippedForItsApiVersionIsSaidToBeSkippedAndWhyWhenAskedFor() {
        Path jar = PluginJars.jar(folder.resolve("old-api.jar")).solvers(OLD_API).write();
        CommandResult result = nqueens("--plugins", folder.toString(), "count", "8", "-s", "old-api");
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.out()).isEmpty();
        assertThat(result.err().lines().toList()).last().isEqualTo("nqueens: count: solver 'old-api' did not load:"
                + " plugin " + jar + ": solver old-api skipped: " + OLD_API + " was built for nqueens API version "
                + (Provider.API_VERSION - 1) + ", not " + Provider.API_VERSION + ": rebuild it against this one");
    }

    @Test
    void aPluginFormatOrStreamThatThrowsIsNamedWithItsJarAndNotTakenForTheOther() {
        Path inkless = PluginJars.jar(folder.resolve("inkless.jar")).renderers(INKLESS).write();
        Path stumbles = PluginJars.jar(folder.resolve("stumbles.jar")).solvers(STUMBLES).write();

        CommandResult format = nqueens("--plugins", folder.toString(), "solve", "6", "-f", "inkless");
        assertThat(format.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(format.err()).startsWith("nqueens: solve: the inkless format (plugin " + inkless
                + ") failed: java.lang.NullPointerException");
        assertThat(format.err().lines()).hasSize(1);
        CommandResult stream = nqueens("--plugins", folder.toString(), "solve", "4", "-s", "stumbles", "-f", "json");
        assertThat(stream.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(stream.err()).isEqualTo("nqueens: solve: the stumbles solver (plugin " + stumbles + ") failed:"
                + " java.lang.ArrayIndexOutOfBoundsException: Index 8 out of bounds for length 8\n");
    }

    @Test
    void solveCheckStopsAtTheFirstBadBoardOfAPlugin() {
        PluginJars.jar(folder.resolve("conflicting.jar")).solvers(CONFLICTING).write();
        String plugins = folder.toString();
        assertThat(nqueens("--plugins", plugins, "solve", "4", "-s", "conflicting", "-f", "columns", "--check"))
                .isEqualTo(new CommandResult(ExitStatus.FAILURE, "1 3 0 2\n", "nqueens: solve: the conflicting solver's"
                        + " board 2 is not a solution: rows 1 and 2 share an anti-diagonal (columns 2 and 1)\n"));
        // unchecked, the bad board goes out as it came
        assertThat(nqueens("--plugins", plugins, "solve", "4", "-s", "conflicting", "-f", "columns"))
                .isEqualTo(new CommandResult(0, "1 3 0 2\n0 2 1 3\n", ""));
    }

    @Test
    void solveCheckPassesTheBoardsOfEveryInstalledExhaustiveSolver() {
        for (String solver : List.of("bitmask", "iterative", "recursive")) {
            assertThat(nqueens("solve", "7", "--check", "-s", solver, "-f", "columns"))
                    .isEqualTo(nqueens("solve", "7", "-s", solver, "-f", "columns"))
                    .extracting(CommandResult::status).isEqualTo(0);
        }
    }

    @Test
    void solveCheckPassesTheBoardsThatKeepThePrePlacedQueens() {
        CommandResult checked = nqueens("solve", "8", "--check", "--place", "0:2", "-s", "bitmask", "-f", "columns");
        assertThat(checked.status()).isZero();
        assertThat(checked.out().lines()).hasSize(16).allSatisfy(line -> assertThat(line).startsWith("2 "));
    }

    @Test
    void solveCheckOfABadBoardLeavesTheOutputFileAsItWas() throws IOException {
        PluginJars.jar(folder.resolve("conflicting.jar")).solvers(CONFLICTING).write();
        Path file = Files.writeString(home.resolve("boards.txt"), "keep me\n");
        CommandResult result = nqueens("--plugins", folder.toString(), "solve", "4", "-s", "conflicting", "--check", "-o",
                file.toString());
        assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(Files.readString(file)).isEqualTo("keep me\n");
    }
}
