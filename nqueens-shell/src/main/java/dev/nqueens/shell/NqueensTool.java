package dev.nqueens.shell;

import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Session;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.spi.ToolProvider;

/**
 * nqueens inside another Java program: {@code ToolProvider.findFirst("nqueens")} finds it, on the module
 * path and on the class path, and {@code run(out, err, "count", "12")} runs the command as
 * {@code nqueens count 12} would, writing results to {@code out} and messages to {@code err}, and returns
 * the exit status ({@code 0}, {@code 1}, {@code 2} or {@code 130}).
 *
 * <p>It never ends the process, installs no shutdown hook and leaves the process's terminal alone: neither
 * writer counts as a terminal, so no progress line or summary is drawn, and there is no interactive shell.
 * There is no standard input either: without a command, and for {@code verify} without a FILE, the run is a
 * usage error. Each run is a session of its own, with the installed providers and the plugins of the
 * standard folders and of {@code --plugins}; runs on several threads at once are independent.
 */
public final class NqueensTool implements ToolProvider {

    /** The tool's name, the program's. */
    static final String NAME = "nqueens";

    /** The message for a run without a command, which as a program would read a session from its input. */
    static final String NO_SESSION = "nqueens: give a command, as in nqueens count 12: run as a tool, nqueens"
            + " reads no session from standard input";

    /** For {@link java.util.ServiceLoader}. */
    public NqueensTool() {
    }

    /** @return {@value #NAME} */
    @Override
    public String name() {
        return NAME;
    }

    /**
     * Runs one nqueens command line.
     *
     * @param out where results go; flushed, not closed
     * @param err where messages go; flushed, not closed
     * @param args the command and its arguments, as after {@code nqueens} on a command line
     * @return the exit status
     */
    @Override
    public int run(PrintWriter out, PrintWriter err, String... args) {
        Optional<Session> session = Startup.session(err, HostProcess.EMBEDDED);
        if (session.isEmpty()) {
            return ExitStatus.FAILURE;
        }
        StandardStreams streams = new StandardStreams(new NoStandardInput(), out, err, false, false);
        return Startup.runArguments(session.get(), streams, List.of(args), () -> {
            err.println(NO_SESSION);
            err.flush();
            return ExitStatus.USAGE;
        });
    }

    /** The standard input of a tool, which has none: reading it fails with a message that says so. */
    private static final class NoStandardInput extends InputStream {
        @Override
        public int read() throws IOException {
            throw new IOException("run as a tool, nqueens has no standard input; give a FILE");
        }
    }
}
