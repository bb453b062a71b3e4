package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.testkit.internal.Eventually;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interactive shell over a JLine dumb terminal fed through a pipe, as JLine tests its own line reader:
 * the test types, raises Ctrl-C on the terminal, and reads the screen, standard output and standard error.
 * Standard error counts as a terminal here, so that progress lines and summaries appear.
 */
class InteractiveShellTest {

    private static final Duration PATIENCE = Duration.ofSeconds(10);
    private static final String PROMPT = "nqueens (bitmask, ascii)> ";
    private static final char CTRL_C = 3;
    private static final char CTRL_D = 4;

    @TempDir
    Path home;

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    private final CapturedStreams streams = new CapturedStreams(true);
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final ExecutorService shellThread = Executors.newSingleThreadExecutor();
    private PipedOutputStream keyboard;
    private Terminal terminal;
    private Future<Integer> shell;

    private void startShell() throws IOException {
        startShell(Terminal.TYPE_DUMB);
    }

    /**
     * @param type the terminal type: "dumb" makes the line reader skip redrawing the line as it is edited,
     *     which some tests need
     */
    private void startShell(String type) throws IOException {
        keyboard = new PipedOutputStream();
        PipedInputStream input = new PipedInputStream(keyboard, 1 << 16);
        terminal = new DumbTerminal("test", type, input, screen, StandardCharsets.UTF_8);
        // the keys of a real terminal: Ctrl-C raises SIGINT, Ctrl-D on an empty line is the end of input
        Attributes keys = terminal.getAttributes();
        keys.setLocalFlag(Attributes.LocalFlag.ISIG, true);
        keys.setControlChar(Attributes.ControlChar.VINTR, CTRL_C);
        keys.setControlChar(Attributes.ControlChar.VEOF, CTRL_D);
        terminal.setAttributes(keys);
        terminal.setSize(Size.of(100, 30));
        shell = shellThread.submit(() -> Shell.interactive(terminal, session, streams.streams(), history()));
    }

    @AfterEach
    void stopShell() throws IOException {
        keyboard.close();
        shellThread.shutdownNow();
        terminal.close();
    }

    private Path history() {
        return home.resolve(".nqueens").resolve("history");
    }

    private void type(String keys) throws IOException {
        keyboard.write(keys.getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
    }

    /** @return what the terminal showed, without its control sequences */
    private String screen() {
        return screen.toString(StandardCharsets.UTF_8).replaceAll("\u001B\\[[0-9;?]*[A-Za-z]", "");
    }

    private int endOfInput() throws Exception {
        keyboard.close();
        return shell.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    }

    @Test
    void commandsRunAndThePromptShowsTheCurrentChoices() throws Exception {
        startShell();
        type("use iterative\nformat columns\nsolve 4\ncount 8\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.out()).isEqualTo("1 3 0 2\n2 0 3 1\n92\n");
        assertThat(screen()).contains(PROMPT, "nqueens (iterative, columns)> ");
    }

    @Test
    void afterEachRunASummaryGoesToStandardError() throws Exception {
        startShell();
        type("count 8\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.err()).matches("count 8 with bitslice: 92 solutions in \\d+ ms\n");
    }

    @Test
    void errorsAreReportedAndThePromptComesBack() throws Exception {
        startShell();
        type("count abc\nxyzzy\ncount 4\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.out()).isEqualTo("2\n");
        assertThat(streams.err()).startsWith("nqueens: count: n must be a whole number, not 'abc'\n"
                + "nqueens: unknown command 'xyzzy'");
    }

    @Test
    void theHistoryIsKeptInTheHistoryFile() throws Exception {
        startShell();
        type("use iterative\ncount 6\n");
        assertThat(endOfInput()).isZero();
        assertThat(Files.readString(history())).contains("use iterative", "count 6");
    }

    @Test
    void ctrlCCancelsARunningCountWithinASecondAndThePromptComesBack() throws Exception {
        startShell();
        type("count 18 -s bitmask\n");
        // the progress line shows that the count is under way
        Eventually.contains(streams::err, "count 18 with bitmask", PATIENCE);
        long pressed = System.nanoTime();
        terminal.raise(Signal.INT);
        Eventually.contains(streams::err, "nqueens: count cancelled\n", PATIENCE);
        assertThat(Duration.ofNanos(System.nanoTime() - pressed)).isLessThan(Duration.ofSeconds(1));
        type("count 4\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.out()).isEqualTo("2\n");
    }

    @Test
    void ctrlCAtThePromptDropsTheLine() throws Exception {
        // a terminal that redraws the line as it is edited shows when the reader holds what was typed
        startShell("ansi");
        type("solve 9");
        Eventually.contains(this::screen, "solve 9", PATIENCE);
        terminal.raise(Signal.INT);
        Eventually.matches(this::screen, screen -> screen.lastIndexOf(PROMPT) > screen.indexOf("solve 9"),
                "a new prompt", PATIENCE);
        type("count 4\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.out()).isEqualTo("2\n");
        assertThat(streams.err()).doesNotContain("solve");
    }

    @Test
    void ctrlDEndsTheSession() throws Exception {
        startShell();
        type("count 4\n" + CTRL_D + "count 5\n");
        assertThat(shell.get(PATIENCE.toSeconds(), TimeUnit.SECONDS)).isZero();
        assertThat(streams.out()).isEqualTo("2\n");
    }

    @Test
    void exitEndsTheSession() throws Exception {
        startShell();
        type("count 4\nexit\ncount 5\n");
        assertThat(shell.get(PATIENCE.toSeconds(), TimeUnit.SECONDS)).isZero();
        assertThat(streams.out()).isEqualTo("2\n");
    }

    @Test
    void tabCompletesACommand() throws Exception {
        // the line reader completes only on a terminal that can redraw the line; JLine's own tests use
        // its DumbTerminal with the type "ansi" for this
        startShell("ansi");
        type("cou\t8\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.err()).doesNotContain("nqueens:");
        assertThat(streams.out()).isEqualTo("92\n");
    }

    @Test
    void verifyReadsTheBoardsTypedUntilAnEmptyLine() throws Exception {
        startShell();
        type("verify\n[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n\nverify --all 4\n1 3 0 2\n2 0 3 1\n\n"
                + "verify\n.Q..\n...Q\nQ.x.\n\nverify\n2 4 1 3\n\ncount 4\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.out()).isEqualTo("ok: 1 board\nok: all 2 solutions of n = 4, each once\n"
                + "board 1: row 1 has its queen in column 4, off a board of size 4; columns count from 0 (0 to 3):"
                + " subtract one from each\n2\n");
        String hint = "type the boards, in any form verify reads; an empty line ends them\n";
        assertThat(streams.err()).startsWith(hint + hint + hint + "nqueens: verify: the boards typed: line 3, column 3:"
                + " unexpected 'x'; the rows of an ascii board hold Q and . only\n" + hint);
        assertThat(screen()).contains("board> ");
        // the boards typed are no commands: the shell's history holds the commands alone
        assertThat(Files.readString(history())).contains("verify --all 4").doesNotContain("1 3 0 2", "Q...");
    }

    @Test
    void ctrlCWhileBoardsAreTypedCancelsVerify() throws Exception {
        startShell("ansi");
        type("verify\n1 3 0 2\n");
        Eventually.contains(this::screen, "1 3 0 2", PATIENCE);
        terminal.raise(Signal.INT);
        Eventually.contains(streams::err, "nqueens: verify cancelled", PATIENCE);
        type("count 4\n");
        assertThat(endOfInput()).isZero();
        assertThat(streams.out()).isEqualTo("2\n");
    }
}
