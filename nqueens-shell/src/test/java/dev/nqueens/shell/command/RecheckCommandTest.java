package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code count --recheck} as a user meets it, on this machine: the sample counted again and compared, a
 * checkpoint with a count a member got wrong, which the recheck finds, names and corrects, the resumed run
 * that counts again what a distrusted member counted, and the option's errors. On a cluster, the same engine
 * code is the subject of nqueens-cluster's {@code ClusterRecheckTest}.
 */
class RecheckCommandTest {

    /** The default counter's split of n = 10, bitslice's, has 64 subproblems: shares of its row sets. */
    private static final int SUBPROBLEMS = 64;
    private static final Pattern LINE = Pattern.compile(
            "\\{\"id\":\"([^\"]+)\",\"solutions\":([0-9]+),\"fixedPoints\":([0-9]+),\"member\":\"([^\"]+)\",.*");
    private static final String LIAR = "10.0.0.9:5701";

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @TempDir
    Path folder;

    private CommandResult oneShot(String... words) {
        return CommandResult.oneShot(session, words);
    }

    @Test
    void aRecheckCountsTheSampleAgainAndSaysAllAgree() {
        CommandResult result = oneShot("count", "12", "--recheck", "0.5");

        assertThat(result).isEqualTo(new CommandResult(ExitStatus.OK, "14200\n",
                "nqueens: rechecked 1 of 64 subproblems: all agree\n"));
    }

    /** After use halves, a checkpoint's header said bitslice: the engine's count took the session's default. */
    @Test
    void theSolverThatUseChoseCountsACheckpointedCountAndItsRecheck() throws IOException {
        Path file = folder.resolve("halves.ckpt");
        session.chooseSolver("halves");

        assertThat(oneShot("count", "10", "--checkpoint", file.toString(), "--recheck", "0.5").out())
                .isEqualTo("724\n");

        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8).get(0)).contains("\"solver\":\"halves\"");
    }

    @Test
    void checkpointLinesNameTheMemberThatCounted() throws IOException {
        Path file = folder.resolve("ten.ckpt");

        assertThat(oneShot("count", "10", "--checkpoint", file.toString()).out()).isEqualTo("724\n");

        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(1 + SUBPROBLEMS);
        // this process, as PID@HOST
        String member = "\"member\":\"" + ProcessHandle.current().pid() + "@";
        assertThat(lines.subList(1, lines.size())).allMatch(line -> line.contains(member));
    }

    @Test
    void aMemberThatMiscountedACheckpointIsNamedItsCountsAreMadeAgainAndTheTotalIsRight() throws IOException {
        Path file = folder.resolve("ten.ckpt");
        assertThat(oneShot("count", "10", "--checkpoint", file.toString()).out()).isEqualTo("724\n");
        // a member counted the first two subproblems, the first with 8 solutions too many
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        Matcher first = parse(lines.get(1));
        String here = first.group(4);
        lines.set(1, line(first.group(1), Long.parseLong(first.group(2)) + 8, Long.parseLong(first.group(3)), LIAR));
        Matcher second = parse(lines.get(2));
        lines.set(2, line(second.group(1), Long.parseLong(second.group(2)), Long.parseLong(second.group(3)), LIAR));
        Files.write(file, lines, StandardCharsets.UTF_8);
        assertThat(oneShot("count", "10", "--checkpoint", file.toString()).out()).as("believed").isEqualTo("732\n");

        CommandResult rechecked = oneShot("count", "10", "--checkpoint", file.toString(), "--recheck", "100");

        assertThat(rechecked.status()).isEqualTo(ExitStatus.OK);
        assertThat(rechecked.out()).isEqualTo("724\n");
        long fixedPoints = Long.parseLong(first.group(3));
        assertThat(rechecked.err()).isEqualTo("nqueens: resuming " + file + ": 64 of 64 subproblems done\n"
                + "nqueens: count: " + LIAR + " miscounted subproblem " + first.group(1) + ": "
                + (Long.parseLong(first.group(2)) + 8) + " solutions and " + fixedPoints
                + (fixedPoints == 1 ? " fixed point" : " fixed points") + ", where " + here
                + " (this process) counts " + first.group(2) + " and " + fixedPoints
                + "; its other counts are made again\n"
                + "nqueens: rechecked 64 of 64 subproblems: 1 disagreed; recounted the 1 other subproblem of " + LIAR
                + ", 0 of them wrong; the total has the right counts\n");
        assertThat(oneShot("count", "10", "--checkpoint", file.toString()))
                .isEqualTo(new CommandResult(ExitStatus.OK, "724\n", "nqueens: resuming " + file
                        + ": 64 of 64 subproblems done\n"));
        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).hasSize(1 + SUBPROBLEMS + 2)
                .last().asString().contains("\"replaces\":\"" + LIAR + "\"");
    }

    @Test
    void aResumedCheckpointCountsAgainWhatAMemberItDistrustsCounted() throws IOException {
        Path file = folder.resolve("ten.ckpt");
        assertThat(oneShot("count", "10", "--checkpoint", file.toString()).out()).isEqualTo("724\n");
        // a member counted the first two subproblems, and a line replaced its count of the first
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        Matcher first = parse(lines.get(1));
        lines.set(1, line(first.group(1), Long.parseLong(first.group(2)), Long.parseLong(first.group(3)), LIAR));
        Matcher second = parse(lines.get(2));
        lines.set(2, line(second.group(1), Long.parseLong(second.group(2)) + 8, Long.parseLong(second.group(3)),
                LIAR));
        lines.add(line(first.group(1), Long.parseLong(first.group(2)), Long.parseLong(first.group(3)), "4242@judge",
                LIAR));
        Files.write(file, lines, StandardCharsets.UTF_8);

        CommandResult resumed = oneShot("count", "10", "--checkpoint", file.toString());

        assertThat(resumed).isEqualTo(new CommandResult(ExitStatus.OK, "724\n", "nqueens: resuming " + file
                + ": 64 of 64 subproblems done; 1 of them is counted again, " + LIAR + " having miscounted\n"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"101", "100.01", "-1", "lots", "1.5.2", "5 %", ""})
    void aPercentageBeyond0To100IsOneLineAndExitStatus2(String percentage) {
        oneShot("count", "8", "--recheck=" + percentage).assertUsageError("count: --recheck must be a percentage"
                + " from 0 to 100, such as 1 or 0.5, not '" + percentage + "'");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "count 8 --recheck 5 -s bitmask  | count: --recheck needs a solver that splits its work into subproblems, "
                + "which the bitmask solver does not",
        "count 8 --recheck 5 --place 0:0 | count: --place cannot go with --recheck"
    })
    void aRecheckNeedsACountThatSplits(String line, String message) {
        oneShot(line.split(" +")).assertUsageError(message);
    }

    @Test
    void aPercentageMayHaveDecimalsAndAPercentSignAndZeroRechecksNothing() {
        assertThat(oneShot("count", "10", "--recheck", "12.5%"))
                .isEqualTo(new CommandResult(ExitStatus.OK, "724\n",
                        "nqueens: rechecked 8 of 64 subproblems: all agree\n"));
        assertThat(oneShot("count", "10", "--recheck", "0")).isEqualTo(CommandResult.succeeded("724\n"));
    }

    private static Matcher parse(String line) {
        Matcher matcher = LINE.matcher(line);
        assertThat(matcher.matches()).as(line).isTrue();
        return matcher;
    }

    /**
     * @return a checkpoint line as its documentation describes it: the values, the member that counted and the
     *     one whose count it replaces, if given, then their CRC-32
     */
    private static String line(String id, long solutions, long fixedPoints, String... members) {
        List<String> values = new ArrayList<>(List.of(id, Long.toString(solutions), Long.toString(fixedPoints)));
        values.addAll(List.of(members));
        return "{\"id\":\"" + id + "\",\"solutions\":" + solutions + ",\"fixedPoints\":" + fixedPoints
                + ",\"member\":\"" + members[0] + "\""
                + (members.length > 1 ? ",\"replaces\":\"" + members[1] + "\"" : "")
                + ",\"crc32\":\"" + crc(values.toArray(String[]::new)) + "\"}";
    }

    private static String crc(String... values) {
        CRC32 crc = new CRC32();
        crc.update(String.join("\n", values).getBytes(StandardCharsets.UTF_8));
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }
}
