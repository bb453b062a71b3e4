package dev.nqueens.shell;

import dev.nqueens.shell.console.Shell;
import dev.nqueens.shell.console.TerminalAttachment;
import dev.nqueens.shell.console.TerminalScreen;
import dev.nqueens.shell.io.NoColor;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.plugin.PluginPrints;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.HomeFolder;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.session.Session;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The {@code nqueens} program. With a command in its arguments it runs that command and exits with its
 * status ({@code nqueens count 12}); without one it starts a session: the interactive shell when standard
 * input is a terminal, otherwise a script read from standard input ({@code printf 'count 8\n' | nqueens}).
 * Global options given without a command become the session's settings ({@code nqueens --solver
 * iterative}). Before the command runs, the plugin jars of {@code --plugins DIR}, of the folders in
 * {@code NQUEENS_PLUGINS} and of {@code ~/.nqueens/plugins} are loaded (see {@code PluginFolder}), each new
 * or changed one once it has passed its check in a JVM of its own (see {@code Quarantine}); not for
 * {@code --version}, {@code --help}, {@code help} and {@code manual}, which need no plugin.
 * {@link NqueensTool} runs the same commands inside another program.
 *
 * <p>Results go to standard output in UTF-8; messages, progress and errors to standard error.
 */
public final class Main {

    private Main() {
    }

    /**
     * Runs nqueens and exits with its status: 0 success, 1 failure while running, 2 usage error, 130
     * cancelled with Ctrl-C; the JVM's 129 and 143 when SIGHUP or SIGTERM end it ({@link ExitStatus#ALL}).
     *
     * @param args a command and its arguments, or global options alone, or nothing
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    private static int run(String[] args) {
        Supplier<TerminalAttachment> attachment = TerminalAttachment.whenAsked();
        // FileOutputStream rather than System.out: its writes fail when the reader is gone, where a
        // PrintStream would swallow the error and let a long solve run on for nobody
        Writer out = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), 1 << 16);
        PrintWriter standardError = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                StandardCharsets.UTF_8), true);
        // the width of the terminal, if the launcher said it is one: asking the terminal would load JLine
        int columns = TerminalAttachment.outColumns();
        StandardStreams streams = new StandardStreams(System.in, out, standardError, () -> attachment.get().out(),
                () -> attachment.get().err()).withColumns(() -> columns).withColours(!NoColor.askedOfProcess());
        // every write to standard error from here on goes through the streams, which own the terminal
        PrintWriter err = streams.err();
        // before any plugin class is loaded: what plugins print goes to standard error, results alone to stdout
        PluginPrints.install(err);
        HomeFolder home = HomeFolder.ofProcess();
        Optional<Session> started = Startup.session(err, HostProcess.PROGRAM, home);
        if (started.isEmpty()) {
            return ExitStatus.FAILURE;
        }
        Session session = started.get();
        CountDownLatch finished = new CountDownLatch(1);
        session.hostProcess().atSessionExit(() -> cancelAndWait(session, finished, err));
        int status = Startup.runArguments(session, streams, List.of(args),
                () -> Shell.start(session, streams, attachment.get(), home.path().orElse(null)),
                TerminalScreen.system(() -> attachment.get().in()));
        finished.countDown();
        return status;
    }

    /**
     * On Ctrl-C outside the interactive shell (and on SIGTERM): cancels the running command and gives it
     * time to delete its temporary file and report, before the process ends. A solver that ignores the
     * cancellation is reported when the time is up, and the process ends all the same.
     */
    private static void cancelAndWait(Session session, CountDownLatch finished, PrintWriter err) {
        Interrupts interrupts = session.interrupts();
        if (interrupts.terminate()) {
            try {
                if (!finished.await(Interrupts.STOP_GRACE.toNanos(), TimeUnit.NANOSECONDS)) {
                    Interrupts.Run run = interrupts.running();
                    if (run != null) {
                        run.reportNotStopped(err, Interrupts.STOP_GRACE, "exiting anyway");
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
