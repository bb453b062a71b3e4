package dev.nqueens.shell.command;

import static dev.nqueens.shell.plugin.PluginJars.COMMAS;
import static dev.nqueens.shell.plugin.PluginJars.CONFLICTING;
import static dev.nqueens.shell.plugin.PluginJars.EXPLODES;
import static dev.nqueens.shell.plugin.PluginJars.FAKE_BITMASK;
import static dev.nqueens.shell.plugin.PluginJars.GOOD;
import static dev.nqueens.shell.plugin.PluginJars.INKLESS;
import static dev.nqueens.shell.plugin.PluginJars.INVALID_ID;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY_USER;
import static dev.nqueens.shell.plugin.PluginJars.PACKAGE;
import static dev.nqueens.shell.plugin.PluginJars.STUMBLES;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.Main;
import dev.nqueens.shell.console.Shell;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.PluginJars;
import dev.nqueens.shell.session.ExitStatus;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.session.SolverNeeds;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.StringReader;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugins as a user meets them: {@code --plugins}, {@code NQUEENS_PLUGINS} and {@code ~/.nqueens/plugins},
 * the warnings when nqueens starts, the {@code plugins} command, and plugin solvers that fail while they
 * run. Each run is a fresh process's worth: a new session, the words of the program arguments, and a
 * script for the session they may start.
 */
class PluginCommandsTest {

    @TempDir
    Path folder;

    @TempDir
    Path home;

    /** Runs {@code nqueens WORDS} with no standard plugin folders. */
    private static CommandResult nqueens(String... words) {
        return nqueens(List.of(), "", words);
    }

    /**
     * Runs {@code nqueens WORDS} as {@link Main} does.
     *
     * @param standard the standard plugin folders
     * @param script the lines of standard input, for a session that the words start
     */
    private static CommandResult nqueens(List<PluginFolder> standard, String script, String... words) {
        Session session = new Session(Registry.installed(ProviderKind.SOLVER), Registry.installed(ProviderKind.FORMAT), standard);
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
        Session session = new Session(Registry.installed(ProviderKind.SOLVER), Registry.installed(ProviderKind.FORMAT));
        session.loadPlugins(List.of(folder));
        SolverNeeds countTen = new SolverNeeds(SolverNeeds.Action.COUNT, 10, false, false);

        // it claims COUNT and PARALLEL, as the built-in counters do, and its id comes first
        assertThat(session.solvers().ids()).contains("aaa-parallel", "bitslice");
        assertThat(session.solverFor(null, countTen).id()).isEqualTo("halves");
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
        assertThat(result.out().lines().map(line -> Arrays.asList(line.split(" {2,}")))).containsExactly(
                List.of("PATH", "KIND", "ID", "STATUS"),
                List.of(corrupt.toString(), "jar", "-", "skipped, cannot be read as a jar: zip END header not found"),
                List.of(good.toString(), "solver", "good", "loaded"),
                List.of(good.toString(), "format", "commas", "loaded"),
                List.of(library.toString(), "jar", "-", "provides no solver or format"),
                List.of(mixed.toString(), "solver", "-", "skipped: provider " + PACKAGE + ".Missing not found"),
                List.of(mixed.toString(), "solver", "bitmask", "skipped: the built-in solver of that id wins"));
        // the same problems, once, when nqueens started
        assertThat(result.err().lines()).hasSize(3);
    }

    @Test
    void withoutPluginJarsPluginsSaysWhereItLooked() {
        CommandResult result = nqueens(PluginFolder.standard(home, null), "", "plugins");
        assertThat(result).isEqualTo(new CommandResult(0, "PATH  KIND  ID  STATUS\n", "nqueens: no plugin jars in "
                + home.resolve(".nqueens").resolve("plugins") + "; put jars into ~/.nqueens/plugins, or name folders"
                + " with --plugins DIR or NQUEENS_PLUGINS\n"));
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
            Session session = new Session(Registry.load(ProviderKind.SOLVER, classPath),
                    Registry.installed(ProviderKind.FORMAT));

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
