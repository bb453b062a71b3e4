package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.command.PurposeBuiltProviders;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.io.StandardStreams;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import dev.nqueens.testkit.internal.Eventually;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commands read line by line from piped standard input: no prompt, results only. */
class ScriptTest {

    private final Session session = PurposeBuiltProviders.session();
    private final CapturedStreams streams = new CapturedStreams();

    private int run(String script) {
        return Shell.script(new BufferedReader(new StringReader(script)), session, streams.streams());
    }

    @Test
    void theReadmeExamplePrints92() {
        assertThat(run("use iterative\ncount 8\n")).isZero();
        assertThat(streams.out()).isEqualTo("92\n");
        assertThat(streams.err()).isEmpty();
    }

    @Test
    void blankLinesAndCommentsAreSkipped() {
        assertThat(run("\n# the eight queens\n   \n\t# indented comment\ncount 8\n\n")).isZero();
        assertThat(streams.out()).isEqualTo("92\n");
        assertThat(streams.err()).isEmpty();
    }

    @Test
    void aFailingLineIsReportedWithItsNumberAndTheScriptGoesOn() {
        assertThat(run("count abc\ncount 4\nxyzzy\ncount 5\n")).isEqualTo(ExitStatus.USAGE);
        assertThat(streams.out()).isEqualTo("2\n10\n");
        assertThat(streams.err().lines()).containsExactly(
                "nqueens: line 1: count: n must be a whole number, not 'abc'",
                "nqueens: line 3: unknown command 'xyzzy'; commands: solvers, formats, use, format, solve, count, race,"
                        + " trace, member, status, verify, plugins, completion, manual, man, help, exit, quit");
    }

    @Test
    void theExitStatusIsThatOfTheLastLineThatFailed() {
        assertThat(run("xyzzy\ncount 8 -s failing\ncount 4\n")).isEqualTo(ExitStatus.FAILURE);
        assertThat(new ScriptTest().run("count 8 -s failing\nxyzzy\ncount 4\n")).isEqualTo(ExitStatus.USAGE);
    }

    @Test
    void exitAndQuitEndTheScript() {
        assertThat(run("count 4\nexit\ncount 5\n")).isZero();
        assertThat(new ScriptTest().run("xyzzy\nquit\n")).isEqualTo(ExitStatus.USAGE);
        assertThat(streams.out()).isEqualTo("2\n");
    }

    @Test
    void optionsAloneSetTheSessionsChoices() {
        assertThat(run("-s iterative -f columns\nsolve 4\nsolvers\n")).isZero();
        assertThat(streams.out()).startsWith("1 3 0 2\n2 0 3 1\n  ID").contains("\n* iterative ");
    }

    @Test
    void formatChangesTheFormatOfLaterSolves() {
        assertThat(run("solve 4 --limit 1\nformat json\nsolve 4 --limit 1\n")).isZero();
        assertThat(streams.out()).isEqualTo(".Q..\n...Q\nQ...\n..Q.\n[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n");
    }

    @Test
    void quotesGroupWords(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("two words.txt");
        assertThat(run("solve 4 -f columns --output \"" + file + "\"\n")).isZero();
        assertThat(Files.readString(file)).isEqualTo("1 3 0 2\n2 0 3 1\n");
    }

    @Test
    void anUnclosedQuoteIsAUsageErrorAndTheScriptGoesOn() {
        assertThat(run("solve 4 --output \"boards.txt\ncount 4\n")).isEqualTo(ExitStatus.USAGE);
        assertThat(streams.out()).isEqualTo("2\n");
        assertThat(streams.err()).isEqualTo("nqueens: line 1: cannot read the line: missing closing quote\n");
    }

    @Test
    void whenNobodyReadsTheResultsAnyMoreTheScriptStops() {
        StringWriter err = new StringWriter();
        Writer closedPipe = new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        StandardStreams gone = new StandardStreams(closedPipe, new PrintWriter(err, true), false, false);
        int status = Shell.script(new BufferedReader(new StringReader("count 4\ncount 5\nxyzzy\n")), session, gone);
        // the reader chose to stop reading: no word, and no line after it runs (xyzzy would be an error)
        assertThat(status).isEqualTo(ExitStatus.OK);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void theEndOfTheProcessCancelsTheRunningLineAndRunsNoOther() throws Exception {
        CapturedStreams console = new CapturedStreams(true);
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> Shell.script(
                new BufferedReader(new StringReader("count 18 -s bitmask\ncount 4\n")), session, console.streams()));
        // the progress line shows that the count is under way
        Eventually.contains(console::err, "count 18 with bitmask", Duration.ofSeconds(10));
        session.interrupts().terminate();
        assertThat(status.get(5, TimeUnit.SECONDS)).isEqualTo(ExitStatus.INTERRUPTED);
        assertThat(console.out()).isEmpty();
        assertThat(console.err()).endsWith("nqueens: line 1: count cancelled\n");
    }
}
