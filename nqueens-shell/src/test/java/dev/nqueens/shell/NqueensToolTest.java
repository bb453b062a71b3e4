package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.status.ExitStatus;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.spi.ToolProvider;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nqueens as a {@link ToolProvider}, as another program finds and runs it. Surefire runs this class on the
 * module path and again on the class path (see the pom), and {@code nqueens.test.path} says which run
 * this is: the tool must be found both ways.
 */
class NqueensToolTest {

    private static final String PATH = System.getProperty("nqueens.test.path", "unset");

    @TempDir
    Path folder;

    /** What one run of the tool did. */
    private record ToolRun(int status, String out, String err) {
    }

    private static ToolProvider tool() {
        return ToolProvider.findFirst("nqueens").orElseThrow();
    }

    private static ToolRun run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = tool().run(new PrintWriter(out), new PrintWriter(err), args);
        return new ToolRun(status, out.toString(), err.toString());
    }

    @Test
    void theToolIsFoundByItsNameOnThePathOfThisRun() {
        assertThat(PATH).as("system property nqueens.test.path").isIn("module", "class");
        ToolProvider tool = tool();
        assertThat(tool.name()).isEqualTo("nqueens");
        assertThat(tool).isInstanceOf(NqueensTool.class);
        Module module = tool.getClass().getModule();
        assertThat(module.isNamed()).isEqualTo(PATH.equals("module"));
        if (module.isNamed()) {
            assertThat(module.getName()).isEqualTo("dev.nqueens.shell");
            assertThat(module.getDescriptor().exports()).as("the shell exports nothing").isEmpty();
        }
    }

    @Test
    void aCommandWritesItsResultToOutAndReturnsItsStatus() {
        assertThat(run("count", "8")).isEqualTo(new ToolRun(ExitStatus.OK, "92\n", ""));
        assertThat(run("solve", "4", "-f", "columns", "--solver", "iterative"))
                .isEqualTo(new ToolRun(ExitStatus.OK, "1 3 0 2\n2 0 3 1\n", ""));
    }

    @Test
    void aUsageErrorIsOneLineOnErrAndStatus2() {
        assertThat(run("count", "-1"))
                .isEqualTo(new ToolRun(ExitStatus.USAGE, "", "nqueens: count: n must be 0 or more, not -1\n"));
        assertThat(run("frobnicate").status()).isEqualTo(ExitStatus.USAGE);
    }

    @Test
    void withoutACommandThereIsNoSessionToStart() {
        assertThat(run()).isEqualTo(new ToolRun(ExitStatus.USAGE, "", NqueensTool.NO_SESSION + "\n"));
        assertThat(run("--solver", "iterative")).isEqualTo(new ToolRun(ExitStatus.USAGE, "",
                NqueensTool.NO_SESSION + "\n"));
    }

    @Test
    void verifyReadsAFileAndHasNoStandardInput() throws Exception {
        Path boards = Files.writeString(folder.resolve("boards.txt"), "1 3 0 2\n2 0 3 1\n");
        assertThat(run("verify", boards.toString())).isEqualTo(new ToolRun(ExitStatus.OK, "ok: 2 boards\n", ""));
        assertThat(run("verify")).isEqualTo(new ToolRun(ExitStatus.USAGE, "", "nqueens: verify: cannot read standard"
                + " input: run as a tool, nqueens has no standard input; give a FILE\n"));
    }

    @Test
    void theStreamVariantFlushesWhatItWrote() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = tool().run(new PrintStream(out, false, StandardCharsets.UTF_8),
                new PrintStream(err, false, StandardCharsets.UTF_8), "count", "6");
        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("4\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void runsOnSeveralThreadsAtOnceAreIndependent() {
        List<CompletableFuture<ToolRun>> runs = IntStream.rangeClosed(4, 9)
                .mapToObj(n -> CompletableFuture.supplyAsync(() -> run("count", Integer.toString(n))))
                .toList();
        assertThat(runs.stream().map(CompletableFuture::join).map(ToolRun::out))
                .containsExactly("2\n", "10\n", "4\n", "40\n", "92\n", "352\n");
    }
}
