package dev.nqueens.shell.console;

import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.text.TerminalText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal.SignalHandler;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;

/**
 * Starts a session: interactive over a terminal, or a script over piped input. Both run the same
 * {@link Repl} and the same commands; they differ in where lines come from and in what Ctrl-C does.
 *
 * <p>At a terminal, Ctrl-C while a command runs cancels it through {@link Interrupts} and the prompt comes
 * back; the terminal's signal handler does it, on a thread of its own, while the command runs on the
 * session's thread ({@link InteractiveInterrupt} says what happens when a solver does not stop). In a
 * script, Ctrl-C ends the process: {@code Main}'s shutdown hook cancels the running command, and no further
 * line runs.
 */
public final class Shell {

    private Shell() {
    }

    /**
     * Starts the session of the {@code nqueens} program: interactive over the process's terminal when
     * standard input is one, with the history in {@code ~/.nqueens/history}; otherwise a script read from
     * standard input.
     *
     * @param session the session
     * @param streams where results and messages go; their standard input is the script
     * @param attachment which of the process's streams are terminals
     * @param userHome the user's home folder, for the history; null when there is none, and so no history
     * @return the session's exit status; see {@link Repl}
     */
    public static int start(Session session, StandardStreams streams, TerminalAttachment attachment, Path userHome) {
        if (!attachment.in()) {
            BufferedReader script = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8));
            return script(script, session, streams);
        }
        try (Terminal terminal = TerminalBuilder.builder().system(true).name("nqueens").build()) {
            return interactive(terminal, session, streams, historyFile(userHome, streams));
        } catch (IOException e) {
            streams.err().println(TerminalText.safe("nqueens: cannot open the terminal: " + e.getMessage()));
            return ExitStatus.FAILURE;
        }
    }

    /**
     * @return {@code ~/.nqueens/history}, its oldest entries dropped if it has grown too large to read; null
     *     if there is no home folder (which has been said already), or if the folder cannot be made or the
     *     file cut down
     */
    private static Path historyFile(Path userHome, StandardStreams streams) {
        if (userHome == null) {
            return null;
        }
        Path folder = userHome.resolve(".nqueens");
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            streams.err().println(TerminalText.safe("nqueens: no history this time: cannot create " + folder));
            return null;
        }
        Path history = folder.resolve("history");
        try {
            HistoryTail.keep(history, HistoryTail.MAX_BYTES);
        } catch (IOException e) {
            streams.err().println(TerminalText.safe("nqueens: no history this time: cannot read " + history + ": "
                    + e.getMessage()));
            return null;
        }
        return history;
    }

    /**
     * Runs an interactive session until {@code exit}, Ctrl-D or the end of the terminal's input.
     *
     * @param terminal the terminal to read from and prompt on
     * @param session the session
     * @param given where results and messages go; tables on standard output fit the terminal's width when it
     *     is a terminal
     * @param historyFile where to keep the history of commands, or null to keep none
     * @return the session's exit status, 0
     */
    static int interactive(Terminal terminal, Session session, StandardStreams given, Path historyFile) {
        // tables fit the terminal as it is when they are written: it may have been resized since the last
        StandardStreams streams = given.withColumns(() -> given.outIsTerminal() ? terminal.getSize().getColumns() : 0);
        CommandRunner runner = new CommandRunner(session, streams, Invocation.INTERACTIVE, () -> ExitStatus.OK,
                TerminalScreen.lending(terminal));
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("nqueens")
                .parser(CommandSyntax.parser())
                .completer(new SpecCompleter(runner.spec()))
                // '!' is an ordinary character here, not a history reference
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true);
        if (historyFile != null) {
            builder.variable(LineReader.HISTORY_FILE, historyFile);
        }
        if (!streams.colours()) {
            withoutColours(builder::variable);
        }
        LineReader reader = builder.build();
        // halt, not exit: the shutdown hook would only wait for the solver that has been seen not to stop
        SignalHandler previous = terminal.handle(Signal.INT, new InteractiveInterrupt(session.interrupts(),
                streams.err(), Interrupts.STOP_GRACE, () -> Runtime.getRuntime().halt(ExitStatus.INTERRUPTED),
                session.scheduler()));
        try {
            LineSource lines = new TerminalLineSource(reader, () -> prompt(session, terminal, streams.colours()));
            return new Repl(lines, runner, session, streams).run();
        } finally {
            terminal.handle(Signal.INT, previous);
            saveHistory(reader, streams);
        }
    }

    private static void saveHistory(LineReader reader, StandardStreams streams) {
        try {
            reader.getHistory().save();
        } catch (IOException e) {
            streams.err().println(TerminalText.safe("nqueens: cannot save the history: " + e.getMessage()));
        }
    }

    /** The styles of the line editor's lists of completions that are colours: none is left (NO_COLOR). */
    private static final List<String> COLOURED_COMPLETION_STYLES = List.of(LineReader.COMPLETION_STYLE_STARTING,
            LineReader.COMPLETION_STYLE_DESCRIPTION, LineReader.COMPLETION_STYLE_GROUP,
            LineReader.COMPLETION_STYLE_BACKGROUND, LineReader.COMPLETION_STYLE_LIST_STARTING,
            LineReader.COMPLETION_STYLE_LIST_DESCRIPTION, LineReader.COMPLETION_STYLE_LIST_GROUP,
            LineReader.COMPLETION_STYLE_LIST_BACKGROUND);

    /**
     * Takes the colours out of the line editor's lists of completions, which JLine draws in cyan, grey and
     * magenta; the selection stays in reverse video, which is no colour, so that it can still be seen.
     *
     * @param variables sets a variable of the line editor, as {@link LineReaderBuilder#variable} does
     */
    static void withoutColours(BiConsumer<String, Object> variables) {
        // an empty style would be taken for no setting, and JLine's colour for it kept
        COLOURED_COMPLETION_STYLES.forEach(style -> variables.accept(style,
                style.endsWith("BACKGROUND") ? "bg:default" : "fg:default"));
    }

    /**
     * @param session the session
     * @param terminal the terminal, for its colours
     * @param colours false if the user asked for no colour
     * @return the prompt, as in {@code nqueens (bitmask, ascii)> }, in colour where the terminal has it and
     *     the user did not ask for none, else plain
     */
    static String prompt(Session session, Terminal terminal, boolean colours) {
        if (!colours) {
            return "nqueens (" + session.solverId() + ", " + session.formatId() + ")> ";
        }
        return new AttributedStringBuilder()
                .styled(AttributedStyle.BOLD, "nqueens")
                .append(" (")
                .styled(AttributedStyle.DEFAULT.foreground(AttributedStyle.CYAN), session.solverId())
                .append(", ")
                .styled(AttributedStyle.DEFAULT.foreground(AttributedStyle.CYAN), session.formatId())
                .append(")> ")
                .toAnsi(terminal);
    }

    /**
     * Runs the lines of a script, one command per line, without prompts.
     *
     * @param script the lines
     * @param session the session
     * @param streams where results and messages go
     * @return the session's exit status; see {@link Repl}
     */
    public static int script(BufferedReader script, Session session, StandardStreams streams) {
        CommandRunner runner = new CommandRunner(session, streams, Invocation.SCRIPT, () -> ExitStatus.OK);
        return new Repl(new ScriptLineSource(script), runner, session, streams).run();
    }
}
