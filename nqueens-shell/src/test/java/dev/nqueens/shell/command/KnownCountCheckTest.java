package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code count} against the known answers (OEIS A000170 and A002562, the whole board up to n = 27): a count
 * that differs is printed with a one-line warning that names the solver, or with {@code --check} is an error.
 */
class KnownCountCheckTest {

    private static final String WRONG_EIGHT = "nqueens: count: the miscount solver counted 2113 solutions for n = 8,"
            + " but the known count is 92 (OEIS A000170)\n";

    private final Session session;

    KnownCountCheckTest() {
        List<Solver> solvers = new ArrayList<>(Registry.installed(ProviderKind.SOLVER).all());
        solvers.add(MiscountingSolver.create());
        session = Session.builder(Registry.of(ProviderKind.SOLVER, solvers),
                Registry.installed(ProviderKind.FORMAT)).build();
    }

    private CommandResult count(String... words) {
        List<String> line = new ArrayList<>(List.of("count"));
        line.addAll(List.of(words));
        return CommandResult.oneShot(session, line.toArray(String[]::new));
    }

    @Test
    void aCountThatDiffersFromTheKnownOneIsPrintedWithAWarningNamingTheSolver() {
        assertThat(count("8", "-s", "miscount")).isEqualTo(new CommandResult(ExitStatus.OK, "2113\n", WRONG_EIGHT));
    }

    @Test
    void withCheckItIsAnErrorAndTheCountIsNotPrinted() {
        assertThat(count("8", "-s", "miscount", "--check"))
                .isEqualTo(new CommandResult(ExitStatus.FAILURE, "", WRONG_EIGHT));
    }

    @Test
    void fundamentalSolutionsAreHeldToA002562() {
        assertThat(count("8", "--unique", "-s", "miscount")).isEqualTo(new CommandResult(ExitStatus.OK, "13\n",
                "nqueens: count: the miscount solver counted 13 fundamental solutions for n = 8, but the known"
                        + " count is 12 (OEIS A002562)\n"));
    }

    @Test
    void withoutAKnownAnswerNothingIsSaid() {
        assertThat(count("8", "--place", "0:0", "-s", "miscount", "--check"))
                .isEqualTo(CommandResult.succeeded("2113\n"));
        assertThat(count("28", "-s", "miscount", "--check")).isEqualTo(CommandResult.succeeded("2113\n"));
    }

    @Test
    void rightCountsPassTheCheck(@TempDir Path folder) {
        assertThat(count("8", "--check")).isEqualTo(CommandResult.succeeded("92\n"));
        assertThat(count("8", "--unique", "--check", "-s", "bitmask")).isEqualTo(CommandResult.succeeded("12\n"));
        assertThat(count("10", "--check", "--checkpoint", folder.resolve("n10.ckpt").toString()))
                .isEqualTo(CommandResult.succeeded("724\n"));
    }
}
