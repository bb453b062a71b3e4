package dev.nqueens.shell;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.command.model.VersionProvider;
import dev.nqueens.shell.io.Screen;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.plugin.ChildJvmChecker;
import dev.nqueens.shell.plugin.FolderPluginSource;
import dev.nqueens.shell.plugin.PluginFolder;
import dev.nqueens.shell.plugin.Quarantine;
import dev.nqueens.shell.session.HomeFolder;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.text.TerminalText;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.stream.Stream;

/**
 * The start that {@link Main} and {@link NqueensTool} share: a session over the installed providers and the
 * standard plugin folders, whose jars are checked before they load and whose verdicts are kept in
 * {@code ~/.nqueens/plugins.cache} (the home folder is {@link HomeFolder}'s), and the command line of the
 * arguments run in it.
 */
final class Startup {

    private Startup() {
    }

    /**
     * Makes the session of one run of nqueens. A provider on the class path or module path that cannot be
     * loaded is skipped, with a line on standard error, as a broken plugin is.
     *
     * @param err where problems go
     * @param hostProcess what the session may use of the process
     * @return the session; empty, after one line on {@code err}, if no solver or no format is installed,
     *     {@value PluginFolder#VARIABLE} holds something that is not a path or the system property
     *     {@value ChildJvmChecker#DEADLINE_PROPERTY} is not a deadline
     */
    static Optional<Session> session(PrintWriter err, HostProcess hostProcess) {
        return session(err, hostProcess, HomeFolder.ofProcess());
    }

    /**
     * Makes the session of one run of nqueens, as {@link #session(PrintWriter, HostProcess)} does, with the
     * home folder given. Without a usable one, says so in one line, and reads no home plugin folder and keeps no
     * verdict.
     *
     * @param err where problems go
     * @param hostProcess what the session may use of the process
     * @param home the user's home folder
     * @return the session, or empty as {@link #session(PrintWriter, HostProcess)} says
     */
    static Optional<Session> session(PrintWriter err, HostProcess hostProcess, HomeFolder home) {
        home.problem().ifPresent(problem -> err.println("nqueens: " + TerminalText.safe(problem)));
        try {
            Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
            Registry<Renderer> renderers = Registry.installed(ProviderKind.FORMAT);
            Stream.concat(solvers.problems().stream(), renderers.problems().stream())
                    .forEach(problem -> err.println(TerminalText.safe("nqueens: " + problem.message())));
            String variable = System.getenv(PluginFolder.VARIABLE);
            // without a home, the standard folders are the variable's alone: the home plugin folder is the
            // only one nobody named
            List<PluginFolder> folders = home.path().map(path -> PluginFolder.standard(path, variable))
                    .orElseGet(() -> PluginFolder.standard(Path.of("/"), variable).stream()
                            .filter(PluginFolder::named)
                            .toList());
            ChildJvmChecker checker = new ChildJvmChecker(ChildJvmChecker.deadline(
                    System.getProperty(ChildJvmChecker.DEADLINE_PROPERTY)), hostProcess);
            Quarantine quarantine = home.path()
                    .map(path -> Quarantine.cached(checker, Quarantine.cacheFile(path), VersionProvider.version(),
                            Clock.systemUTC()))
                    .orElseGet(() -> Quarantine.uncached(checker, Clock.systemUTC()));
            return Optional.of(Session.builder(solvers, renderers)
                    .pluginSource(new FolderPluginSource(folders, quarantine, hostProcess))
                    .hostProcess(hostProcess)
                    .build());
        } catch (IllegalArgumentException e) {
            err.println("nqueens: " + e.getMessage());
            err.flush();
            return Optional.empty();
        }
    }

    /**
     * Runs the command line of the program arguments, after reading the plugin folders if the command needs
     * them.
     *
     * @param session the session
     * @param streams where results and messages go
     * @param args the arguments
     * @param whenNoCommand what global options alone, or no arguments, lead to; returns an exit status
     * @return the exit status
     */
    static int runArguments(Session session, StandardStreams streams, List<String> args, IntSupplier whenNoCommand) {
        return runArguments(session, streams, args, whenNoCommand, null);
    }

    /**
     * Runs the command line of the program arguments, as
     * {@link #runArguments(Session, StandardStreams, List, IntSupplier)} does, with a terminal that a command
     * may take over.
     *
     * @param session the session
     * @param streams where results and messages go
     * @param args the arguments
     * @param whenNoCommand what global options alone, or no arguments, lead to; returns an exit status
     * @param screen the process's terminal, opened only by a command that animates, or null for none
     * @return the exit status
     */
    static int runArguments(Session session, StandardStreams streams, List<String> args, IntSupplier whenNoCommand,
            Screen screen) {
        return new CommandRunner(session, streams, Invocation.ONE_SHOT, whenNoCommand, screen).run("", args);
    }
}
