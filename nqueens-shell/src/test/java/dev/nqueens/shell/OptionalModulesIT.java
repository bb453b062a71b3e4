package dev.nqueens.shell;

import static dev.nqueens.shell.ShellProcesses.JAVA;
import static dev.nqueens.shell.ShellProcesses.finish;
import static dev.nqueens.shell.ShellProcesses.withTheirOwnHome;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.ShellProcesses.Run;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.toolhost.ToolHost;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster module and Hazelcast are optional: the shell, launched from the separate jars without
 * {@code nqueens-cluster} and Hazelcast, on the module path and on the class path, and the {@code nqueens}
 * tool that another program finds, run every command but {@code member}, {@code status} and
 * {@code count --cluster}, which say in one line that the module is missing and exit with status 2. With the jars on the module path, a
 * launch that does not add the module is told how to; one that does runs the cluster, and loads no class of
 * it, or of Hazelcast, for the other commands.
 */
class OptionalModulesIT {

    private static final String RUNTIME_PATH = System.getProperty("nqueens.runtime.path", "");
    private static final Path HOME = Path.of("target", "end-to-end-home").toAbsolutePath();
    private static final Duration TIMEOUT = Duration.ofSeconds(90);
    private static final String MAIN_MODULE = "dev.nqueens.shell/dev.nqueens.shell.Main";
    private static final String CLUSTER_MODULE = "dev.nqueens.cluster";
    /** The modules left out: the cluster, and Hazelcast, which only the cluster requires. */
    private static final Set<String> OPTIONAL = Set.of(CLUSTER_MODULE, "com.hazelcast.core");
    private static final String NOT_INSTALLED = "needs the cluster module (nqueens-cluster and Hazelcast), which is"
            + " not installed";
    private static final String CLASSIC_FOUR_JSON =
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n";

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

    /**
     * @return the shell's runtime path, without the entries that hold the cluster module or Hazelcast: what a
     *     program that depends on {@code nqueens-shell} gets, as the cluster is an optional dependency of it
     */
    private static String withoutCluster() {
        List<String> entries = List.of(RUNTIME_PATH.split(File.pathSeparator));
        assertThat(entries).as("nqueens.runtime.path").hasSizeGreaterThan(3);
        List<String> kept = entries.stream().filter(entry -> !holdsOptionalModule(entry)).toList();
        assertThat(entries.size() - kept.size()).as("entries of the cluster and of Hazelcast").isEqualTo(2);
        return String.join(File.pathSeparator, kept);
    }

    private static boolean holdsOptionalModule(String entry) {
        return ModuleFinder.of(Path.of(entry)).findAll().stream()
                .map(ModuleReference::descriptor)
                .anyMatch(descriptor -> OPTIONAL.contains(descriptor.name()));
    }

    /**
     * @param nativeModules the modules that may load native code (JLine's), which Java 22 and later ask for
     * @return {@code java} with the home folder of the tests, and what Java 22 and later need to run JLine and
     *     Hazelcast without a warning
     */
    private static List<String> java(String nativeModules) {
        List<String> command = new ArrayList<>(List.of(JAVA.toString(), "-Duser.home=" + HOME));
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=" + nativeModules);
        }
        if (Runtime.version().feature() >= 23) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        return command;
    }

    /** @return the shell launched as a module from the module path, with the options before {@code -m} */
    private static List<String> onModulePath(String modulePath, List<String> options, String... args) {
        List<String> command = java("org.jline.nativ");
        command.addAll(List.of("--module-path", modulePath));
        command.addAll(options);
        command.addAll(List.of("-m", MAIN_MODULE));
        command.addAll(List.of(args));
        return command;
    }

    private static List<String> onClassPath(String classPath, String... args) {
        List<String> command = java("ALL-UNNAMED");
        command.addAll(List.of("--class-path", classPath, Main.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * @param modulePath true to put nqueens on the module path, false to put it on the class path
     * @param path the jars of nqueens
     * @param args the tool's arguments
     * @return {@link ToolHost}, a program that runs the nqueens tool, from a folder that holds its class alone
     */
    private List<String> toolHost(boolean modulePath, String path, String... args) throws IOException {
        Path classes = folder.resolve("host");
        Path file = classes.resolve(ToolHost.class.getName().replace('.', '/') + ".class");
        Files.createDirectories(file.getParent());
        try (InputStream in = ToolHost.class.getResourceAsStream(ToolHost.class.getSimpleName() + ".class")) {
            assertThat(in).as("the class file of ToolHost").isNotNull();
            Files.write(file, in.readAllBytes());
        }
        List<String> command = java(modulePath ? "ALL-UNNAMED,org.jline.nativ" : "ALL-UNNAMED");
        if (modulePath) {
            command.addAll(List.of("--module-path", path, "--class-path", classes.toString()));
        } else {
            command.addAll(List.of("--class-path", path + File.pathSeparator + classes));
        }
        command.add(ToolHost.class.getName());
        command.addAll(List.of(args));
        return command;
    }

    private Process start(String name, List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(folder.resolve(name + ".out").toFile())
                .redirectError(folder.resolve(name + ".err").toFile());
        return withTheirOwnHome(builder).start();
    }

    private Run run(List<String> command) throws IOException, InterruptedException {
        String name = "run-" + UUID.randomUUID();
        return finish(start(name, command), folder.resolve(name + ".out"), folder.resolve(name + ".err"), TIMEOUT);
    }

    private String read(String file) throws IOException {
        return Files.readString(folder.resolve(file), StandardCharsets.UTF_8);
    }

    /** The commands that need no cluster run; those that do say so in one line, with exit status 2. */
    private void everyCommandButTheClusterRuns(Launch launch) throws Exception {
        assertThat(run(launch.of("count", "8"))).isEqualTo(new Run(ExitStatus.OK, "92\n", ""));
        assertThat(run(launch.of("solve", "4", "-f", "json"))).isEqualTo(new Run(ExitStatus.OK, CLASSIC_FOUR_JSON, ""));
        Run help = run(launch.of("member", "--help"));
        assertThat(help.status()).as(help.err()).isZero();
        assertThat(help.out()).startsWith("Usage: nqueens member ");
        assertThat(run(launch.of("member"))).isEqualTo(new Run(ExitStatus.USAGE, "",
                "nqueens: member: " + NOT_INSTALLED + "\n"));
        assertThat(run(launch.of("count", "8", "--cluster", "127.0.0.1:5701"))).isEqualTo(new Run(ExitStatus.USAGE, "",
                "nqueens: count: --cluster " + NOT_INSTALLED + "\n"));
        assertThat(run(launch.of("status", "--cluster", "127.0.0.1:5701"))).isEqualTo(new Run(ExitStatus.USAGE, "",
                "nqueens: status: " + NOT_INSTALLED + "\n"));
    }

    /** A command line made from the words of one nqueens command. */
    @FunctionalInterface
    private interface Launch {
        List<String> of(String... args) throws IOException;
    }

    @Test
    void onTheModulePathWithoutTheClusterEveryOtherCommandRuns() throws Exception {
        everyCommandButTheClusterRuns(args -> onModulePath(withoutCluster(), List.of(), args));
    }

    @Test
    void onTheClassPathWithoutTheClusterEveryOtherCommandRuns() throws Exception {
        everyCommandButTheClusterRuns(args -> onClassPath(withoutCluster(), args));
    }

    @Test
    void onTheModulePathWithoutTheClusterTheToolIsFoundAndRuns() throws Exception {
        // found through the service that java.base uses: the host names no module of nqueens
        everyCommandButTheClusterRuns(args -> toolHost(true, withoutCluster(), args));
    }

    @Test
    void onTheClassPathWithoutTheClusterTheToolIsFoundAndRuns() throws Exception {
        everyCommandButTheClusterRuns(args -> toolHost(false, withoutCluster(), args));
    }

    @Test
    void onTheModulePathWithTheClusterNotAddedTheMessageSaysHowToAddIt() throws Exception {
        String needs = "needs the cluster module, which is on the module path but was not resolved: add --add-modules "
                + CLUSTER_MODULE + " to the java command\n";
        assertThat(run(onModulePath(RUNTIME_PATH, List.of(), "member")))
                .isEqualTo(new Run(ExitStatus.USAGE, "", "nqueens: member: " + needs));
        assertThat(run(onModulePath(RUNTIME_PATH, List.of(), "count", "8", "--cluster", "127.0.0.1:5701")))
                .isEqualTo(new Run(ExitStatus.USAGE, "", "nqueens: count: --cluster " + needs));
    }

    @Test
    void onTheModulePathWithTheClusterAddedOtherCommandsLoadNothingOfIt() throws Exception {
        for (List<String> words : List.of(List.of("count", "8"), List.of("member", "--help"), List.of("help"))) {
            Path log = folder.resolve("classes-" + words.get(0) + words.size() + ".log");
            Run run = run(onModulePath(RUNTIME_PATH, List.of("--add-modules", CLUSTER_MODULE,
                    "-Xlog:class+load=info:file=" + log), words.toArray(String[]::new)));
            assertThat(run.status()).as("%s: %s", words, run.err()).isZero();
            List<String> loaded = Files.readAllLines(log);
            assertThat(loaded).as("the class loading log of %s", words)
                    .anyMatch(line -> line.contains(" dev.nqueens.shell.command."))
                    .noneMatch(line -> line.contains(" dev.nqueens.cluster.") || line.contains(" com.hazelcast."));
        }
    }

    @Test
    void onTheModulePathWithTheClusterAddedAMemberCountsForACount() throws Exception {
        String name = "optional-" + UUID.randomUUID();
        int port = freePort();
        List<String> added = List.of("--add-modules", CLUSTER_MODULE);
        Process member = start("member", onModulePath(RUNTIME_PATH, added, "member", "--port", Integer.toString(port),
                "--cluster-name", name));
        members.add(member);
        awaitMessage("member", member, "started cluster '" + name + "' as 127.0.0.1:" + port);

        Run count = run(onModulePath(RUNTIME_PATH, added, "count", "10", "--cluster", "127.0.0.1:" + port,
                "--cluster-name", name));

        assertThat(count.status()).as(count.err()).isZero();
        assertThat(count.out()).isEqualTo("724\n");
        assertThat(count.err().lines()).as(count.err()).allMatch(line -> line.startsWith("nqueens: "));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private void awaitMessage(String name, Process member, String text) {
        MemberMessages.await(folder, name, member, text, TIMEOUT);
    }
}
