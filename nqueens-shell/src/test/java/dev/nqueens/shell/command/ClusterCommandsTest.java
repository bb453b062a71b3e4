package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import dev.nqueens.testkit.internal.Eventually;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code count --checkpoint}, {@code count --cluster} and {@code member} as a user meets them, with the
 * installed solvers: parsing, the choice of a solver that splits its work, checkpoints written and resumed,
 * and the errors, each one line with its exit status. A cluster that answers is the subject of
 * {@code ClusterEndToEndIT}, through the jar.
 */
class ClusterCommandsTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @TempDir
    Path folder;

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private CommandResult oneShot(String... words) {
        return CommandResult.oneShot(session, words);
    }

    @Test
    void aCheckpointedCountPrintsTheTotalAndARerunResumesEverySubproblem() throws IOException {
        String file = folder.resolve("twelve.ckpt").toString();

        CommandResult first = oneShot("count", "12", "--checkpoint", file);
        assertThat(first).isEqualTo(new CommandResult(ExitStatus.OK, "14200\n", ""));
        List<String> lines = Files.readAllLines(Path.of(file));
        int subproblems = lines.size() - 1;
        assertThat(lines.get(0)).contains("\"n\":12", "\"solver\":\"bitslice\"");
        assertThat(subproblems).isPositive();

        CommandResult second = oneShot("count", "12", "--checkpoint", file);
        assertThat(second.status()).isZero();
        assertThat(second.out()).isEqualTo("14200\n");
        assertThat(second.err()).isEqualTo("nqueens: resuming " + file + ": " + subproblems + " of " + subproblems
                + " subproblems done\n");
        assertThat(Files.readAllLines(Path.of(file))).isEqualTo(lines);
    }

    @Test
    void ctrlCLeavesACheckpointFromWhichTheSameCommandResumes() throws Exception {
        Path file = folder.resolve("sixteen.ckpt");
        CompletableFuture<CommandResult> cancelled = CompletableFuture.supplyAsync(
                () -> oneShot("count", "16", "--threads", "1", "--checkpoint", file.toString()),
                command -> new Thread(command, "count-16").start());
        Eventually.holds(() -> {
            assertThat(cancelled).as("count 16 still runs when two subproblems are done").isNotDone();
            return Files.exists(file) && lines(file).size() >= 3;
        }, "two subproblems in the checkpoint", Duration.ofSeconds(30));
        assertThat(session.interrupts().cancelRunning()).isTrue();
        CommandResult first = cancelled.get(30, TimeUnit.SECONDS);
        assertThat(first.status()).isEqualTo(ExitStatus.INTERRUPTED);
        assertThat(first.out()).isEmpty();
        assertThat(first.err()).isEqualTo("nqueens: the subproblems finished so far are in " + file
                + "; the same command resumes from there\nnqueens: count cancelled\n");

        CommandResult second = oneShot("count", "16", "--checkpoint", file.toString());
        assertThat(second.status()).isZero();
        assertThat(second.out()).isEqualTo("14772512\n");
        assertThat(second.err()).matches("nqueens: resuming " + Pattern.quote(file.toString())
                + ": [1-9][0-9]* of [0-9]+ subproblems done\n");
    }

    @Test
    void aCheckpointServesUniqueCountsOfTheSameBoardToo() {
        String file = folder.resolve("ten.ckpt").toString();
        assertThat(oneShot("count", "10", "--checkpoint", file, "--threads", "1").out()).isEqualTo("724\n");
        CommandResult unique = oneShot("count", "10", "--unique", "--checkpoint", file);
        assertThat(unique.status()).isZero();
        assertThat(unique.out()).isEqualTo("92\n");
        assertThat(unique.err()).startsWith("nqueens: resuming ");
    }

    @Test
    void aCheckpointOfAnotherBoardIsRefusedAndLeftAsItWas() throws IOException {
        Path file = folder.resolve("eleven.ckpt");
        assertThat(oneShot("count", "11", "--checkpoint", file.toString()).out()).isEqualTo("2680\n");
        byte[] before = Files.readAllBytes(file);

        CommandResult other = oneShot("count", "12", "--checkpoint", file.toString());
        assertThat(other.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(other.out()).isEmpty();
        assertThat(other.err()).startsWith("nqueens: ").contains(file.toString()).hasLineCount(1);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void aFileThatIsNoCheckpointIsRefusedAndLeftAsItWas() throws IOException {
        Path file = folder.resolve("notes.txt");
        Files.writeString(file, "my notes\n");
        CommandResult result = oneShot("count", "8", "--checkpoint", file.toString());
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.err()).startsWith("nqueens: ").contains(file.toString()).hasLineCount(1);
        assertThat(Files.readString(file)).isEqualTo("my notes\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "count 8 --checkpoint F --solver bitmask      | needs a solver that splits its work into subproblems, "
                + "which the bitmask solver does not; solvers that do: bitslice, halves",
        "count 8 --cluster 127.0.0.1:1 -s iterative   | which the iterative solver does not; solvers that do: bitslice, halves",
        "count 40 --checkpoint F                      | with --checkpoint, n = 40 is beyond every solver that can "
                + "count solutions, split into subproblems (the largest limit is bitslice's, 28)",
        "count 8 --checkpoint F --place 0:0           | --place cannot go with --checkpoint",
        "count 8 --cluster 127.0.0.1:1 --threads 2    | --threads sets the threads of this process",
        "count 8 --cluster-name team                  | --cluster-name and --connect-timeout are for the cluster of "
                + "--cluster; give --cluster too",
        "count 8 --connect-timeout 30s                | --cluster-name and --connect-timeout are for the cluster of "
                + "--cluster; give --cluster too",
        "count 8 --cluster a:1 --connect-timeout 500ms | count: --connect-timeout must be at least 1s, not '500ms'",
        "count 8 --cluster a:1 --connect-timeout soon | count: --connect-timeout must be a duration such as 10s, 500ms "
                + "or 2m, not 'soon'",
        "status --cluster a:1 --connect-timeout 0     | status: --connect-timeout must be more than 0, not '0'",
        "count 8 --cluster host:99999                 | --cluster: port 99999 of host is not between 1 and 65535",
        "count 8 --cluster a,,b                       | --cluster: 'a,,b' has an empty address",
        "count 8 --cluster a:1 --cluster-name x/y     | --cluster-name: cluster name 'x/y' must be 1 to 64",
        "count 12 --estimate --checkpoint F           | --estimate counts nothing; give it without --checkpoint",
        "count 12 --estimate --recheck 1              | --estimate counts nothing; give it without --recheck",
        "count 12 --estimate --check                  | --estimate counts nothing; give it without --check",
        "count 12 --members 3                         | --members K goes with --estimate",
        "count 12 --estimate --cluster a:1 --members 3 | --members K says the time on K members like this machine, "
                + "--cluster on the cluster's own; give one of them",
        "count 12 --estimate --cluster a,,b           | --cluster: 'a,,b' has an empty address",
        "member --port 0                              | member: --port must be 1 or more, not 0",
        "member --port many                           | member: --port must be a whole number, not 'many'",
        "member --port 70000                          | --port: port 70000 is not between 1 and 65535",
        "member --members :5701                       | --members: ':5701' has no host",
        "member --interface eth0                      | --interface: interface 'eth0' is not an IPv4 address",
        "member --cluster-name x/y                    | --cluster-name: cluster name 'x/y' must be 1 to 64",
        "member --threads 0                           | member: --threads must be 1 or more, not 0",
        "member --threads 5000                        | --threads: a member counts at most 1024 subproblems at once, "
                + "not 5000",
        "member extra                                 | member: unexpected argument 'extra'",
        "status                                       | status: missing required option: '--cluster=HOST:PORT,...'; see 'nqueens help status'",
        "status --cluster a:1 -f columns              | status: -f takes json (or nothing, for tables), not columns",
        "status --cluster a,,b                        | --cluster: 'a,,b' has an empty address",
        "status --cluster a:1 --cluster-name x/y      | --cluster-name: cluster name 'x/y' must be 1 to 64",
        "status --cluster a:1 12                      | status: unexpected argument '12'"
    })
    void badRequestsAreOneLineAndExitStatus2(String line, String message) {
        String[] words = line.split(" +");
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals("F")) {
                words[i] = folder.resolve("unused.ckpt").toString();
            }
        }
        CommandResult result = oneShot(words);
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).startsWith("nqueens: ").contains(message).hasLineCount(1);
        assertThat(folder.resolve("unused.ckpt")).doesNotExist();
    }

    /** After use iterative, count --cluster took bitslice, the session's default for a split, without a word. */
    @Test
    void theSolverThatUseChoseIsTheClustersOrItsRefusal() {
        session.chooseSolver("iterative");

        CommandResult result = oneShot("count", "8", "--cluster", "127.0.0.1:1");

        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.err()).contains("which the iterative solver does not; solvers that do: bitslice, halves")
                .hasLineCount(1);
    }

    /** With --connect-timeout 2s; the default's 10 s is SilentClusterAddressTest's. */
    @ParameterizedTest
    @CsvSource({"count 12", "count 12 --estimate", "status"})
    void aClusterThatNobodyRunsIsOneLineAndExitStatus1WithinTheConnectTimeout(String line) throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        long start = System.nanoTime();
        List<String> words = new ArrayList<>(List.of(line.split(" ")));
        words.addAll(List.of("--cluster", "127.0.0.1:" + port, "--cluster-name", "nobody-" + UUID.randomUUID(),
                "--connect-timeout", "2s"));
        CommandResult result = oneShot(words.toArray(String[]::new));
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).startsWith("nqueens: " + words.get(0) + ": ").contains("127.0.0.1:" + port)
                .contains("within 2 s").hasLineCount(1);
        // the default would take 10 s: shorter shows the option was taken, without holding a slow machine to 2 s
        assertThat(took).isLessThan(Duration.ofSeconds(10));
    }
}
