package dev.nqueens.shell;

import static dev.nqueens.shell.ShellProcesses.JAR;
import static dev.nqueens.shell.ShellProcesses.JAVA;
import static dev.nqueens.shell.ShellProcesses.finish;
import static dev.nqueens.shell.ShellProcesses.withTheirOwnHome;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.ShellProcesses.Run;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #7's "done means", through the packaged jar: two {@code nqueens member} processes on loopback form
 * a cluster, {@code count 15 --cluster} counts on it, and {@code count 17 --estimate --cluster} says the time
 * on its two members; a count that a member's heap would not hold is refused before any work. Also: a member that is told to end leaves the
 * cluster cleanly, and a count with {@code --checkpoint} alone loads nothing of Hazelcast, so that it prints
 * no warning even where the JVM would warn about Hazelcast's use of {@code sun.misc.Unsafe}.
 *
 * <p>On Java 23 and later the members and the cluster's client run with
 * {@code --sun-misc-unsafe-memory-access=allow}, as the {@code nqueens} launcher runs them: a jar's manifest
 * cannot carry that option.
 */
class ClusterEndToEndIT {

    private static final Path HOME = Path.of("target", "end-to-end-home").toAbsolutePath();
    private static final Duration TIMEOUT = Duration.ofSeconds(90);

    @TempDir
    Path folder;

    private final List<Process> members = new ArrayList<>();

    @AfterEach
    void stopMembers() throws InterruptedException {
        for (Process member : members) {
            member.destroyForcibly();
            member.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    private static List<String> jar(boolean allowUnsafe, String... args) {
        return jar(List.of(), allowUnsafe, args);
    }

    private static List<String> jar(List<String> jvmOptions, boolean allowUnsafe, String... args) {
        List<String> command = new ArrayList<>(List.of(JAVA.toString(), "-Duser.home=" + HOME));
        command.addAll(jvmOptions);
        if (allowUnsafe && Runtime.version().feature() >= 23) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        return command;
    }

    private Process start(String name, List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectOutput(folder.resolve(name + ".out").toFile())
                .redirectError(folder.resolve(name + ".err").toFile());
        return withTheirOwnHome(builder).start();
    }

    private Run run(String name, List<String> command) throws IOException, InterruptedException {
        return finish(start(name, command), folder.resolve(name + ".out"), folder.resolve(name + ".err"), TIMEOUT);
    }

    private String read(String file) throws IOException {
        return Files.readString(folder.resolve(file), StandardCharsets.UTF_8);
    }

    private Process member(String name, String... args) throws IOException {
        return member(name, List.of(), args);
    }

    private Process member(String name, List<String> jvmOptions, String... args) throws IOException {
        List<String> words = new ArrayList<>(List.of("member"));
        words.addAll(List.of(args));
        Process member = start(name, jar(jvmOptions, true, words.toArray(String[]::new)));
        members.add(member);
        return member;
    }

    private void awaitMessage(String name, Process member, String text) {
        MemberMessages.await(folder, name, member, text, TIMEOUT);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void twoMembersOnLoopbackCountFifteenAndLeaveCleanly() throws Exception {
        String name = "it-" + UUID.randomUUID();
        int first = freePort();
        int second = freePort();
        Process one = member("one", "--port", Integer.toString(first), "--cluster-name", name);
        awaitMessage("one", one, "started cluster '" + name + "' as 127.0.0.1:" + first);
        Process two = member("two", "--port", Integer.toString(second), "--cluster-name", name,
                "--members", "127.0.0.1:" + first);
        awaitMessage("two", two, "joined cluster '" + name + "' as 127.0.0.1:" + second);
        awaitMessage("one", one, "127.0.0.1:" + second + " joined: 2 members");

        Run count = run("count", jar(true, "count", "15", "--cluster", "127.0.0.1:" + first + ",127.0.0.1:" + second,
                "--cluster-name", name));

        assertThat(count.status()).as(count.err()).isZero();
        assertThat(count.out()).isEqualTo("2279184\n");
        assertThat(count.err()).doesNotContain("WARNING", "Exception");
        assertThat(count.err().lines()).allMatch(line -> line.startsWith("nqueens: "))
                .as("the recheck of 1 %% of the subproblems, on by default on a cluster")
                .anyMatch(line -> line.matches("nqueens: rechecked [1-9][0-9]* of [0-9]+ subproblems: all agree"));

        Run estimate = run("estimate", jar(true, "count", "17", "--estimate", "2s", "--cluster",
                "127.0.0.1:" + first + ",127.0.0.1:" + second, "--cluster-name", name));
        assertThat(estimate.status()).as(estimate.err()).isZero();
        assertThat(estimate.err()).doesNotContain("WARNING", "Exception");
        assertThat(estimate.out().lines()).as(estimate.out())
                .anyMatch(text -> text.matches("on the cluster's 2 members, [1-9][0-9]* threads? in all, as fast as these:"
                        + " .+"));

        // SIGTERM, which reaches the member the way Ctrl-C does: through the shutdown of the JVM
        two.destroy();
        assertThat(two.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(read("two.err")).contains("left cluster '" + name + "'").doesNotContain("WARNING", "Exception");
        assertThat(read("two.out")).isEmpty();
        awaitMessage("one", one, "127.0.0.1:" + second + " left: 1 member");
    }

    @Test
    void aMemberCountsOnTheThreadsItIsGiven() throws Exception {
        String name = "it-" + UUID.randomUUID();
        int port = freePort();
        Process three = member("three", List.of("-XX:ActiveProcessorCount=2"), "--port", Integer.toString(port),
                "--cluster-name", name, "--threads", "3");
        awaitMessage("three", three, "started cluster '" + name + "' as 127.0.0.1:" + port + ": 1 member, 3 threads;"
                + " waiting for others to join");

        Run status = run("status", jar(true, "status", "--cluster", "127.0.0.1:" + port, "--cluster-name", name));
        assertThat(status.status()).as(status.err()).isZero();
        assertThat(status.err()).isEmpty();
        assertThat(status.out()).matches("cluster " + name + ": 1 member, 3 threads\n"
                + "MEMBER +THREADS +VERSION +HEAP +NOTE\n"
                + "127\\.0\\.0\\.1:" + port + " +3 +nqueens \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? +\\d+(\\.\\d)? [MG]B\n"
                + "no count is running\n");
        Run json = run("status-json", jar(true, "status", "--cluster", "127.0.0.1:" + port, "--cluster-name", name,
                "-f", "json"));
        assertThat(json.status()).as(json.err()).isZero();
        assertThat(json.out()).matches("\\{\"cluster\":\"" + name + "\",\"members\":\\[\\{\"address\":\"127\\.0\\.0\\.1:"
                + port + "\",\"threads\":3,\"version\":\"nqueens [^\"]+\",\"sameVersion\":true,\"heapBytes\":\\d+,"
                + "\"trusted\":true}],\"counts\":\\[],\"unsigned\":0}\n");
    }

    @Test
    void aCountThatAMembersHeapWouldNotHoldIsRefusedBeforeAnyWorkNamingTheMember() throws Exception {
        String name = "it-" + UUID.randomUUID();
        int port = freePort();
        // 4 threads of bitslice at n = 24 hold up to 2.3 GB: more than a heap of 1 GB holds
        Process small = member("small", List.of("-Xmx1g", "-XX:ActiveProcessorCount=4"), "--port",
                Integer.toString(port), "--cluster-name", name);
        awaitMessage("small", small, "started cluster '" + name + "' as 127.0.0.1:" + port);

        Run count = run("count", jar(true, "count", "24", "--cluster", "127.0.0.1:" + port, "--cluster-name", name));

        assertThat(count.status()).as(count.err()).isEqualTo(1);
        assertThat(count.out()).isEmpty();
        assertThat(count.err().lines()).allMatch(line -> line.startsWith("nqueens: "))
                .contains("nqueens: count: member 127.0.0.1:" + port + " counts on 4 threads, which at n = 24 hold "
                        + "up to 2.3 GB with bitslice, more than its heap of 1.0 GB holds; start it with a larger heap, "
                        + "as in JDK_JAVA_OPTIONS=-Xmx3g");
        assertThat(read("small.err")).doesNotContain("Exception", "subproblem");
    }

    @Test
    void aCheckpointedCountHereLoadsNothingOfHazelcastAndPrintsNoWarning() throws Exception {
        Run run = run("local", jar(false, "count", "12", "--checkpoint", folder.resolve("twelve.ckpt").toString()));

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).endsWith("14200\n");

        // the class loading log shows the local engine, and no class of Hazelcast
        Run traced = run("traced", List.of(JAVA.toString(), "-Duser.home=" + HOME, "-Xlog:class+load=info", "-jar",
                JAR.toString(), "count", "12", "--checkpoint", folder.resolve("traced.ckpt").toString()));
        assertThat(traced.status()).as(traced.err()).isZero();
        assertThat(traced.out()).contains("dev.nqueens.engine.LocalEngine").doesNotContain("com.hazelcast");
    }
}
