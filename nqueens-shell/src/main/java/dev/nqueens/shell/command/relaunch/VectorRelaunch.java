package dev.nqueens.shell.command.relaunch;

import dev.nqueens.api.Cancellation;
import dev.nqueens.shell.console.TerminalAttachment;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Runs a long {@code count} of {@code bitslice}, or a cluster {@code member}, again in a second JVM that has the
 * JDK's incubating Vector API, where that pays: on a processor with 512-bit vectors, the groups' look-ups on vectors count n = 19 to 22
 * in about 0.7 of the time ({@code docs/performance.md}), far more than the half second a second JVM takes to
 * start. The module cannot be added to a running JVM, and a JVM started with it prints a warning on standard
 * error that no option silences: so the program that a user starts does not take the module, and only a
 * count that pays for it starts a JVM that does, whose standard error this one passes on without that warning.
 *
 * <p>{@value #SETTING} chooses: {@code auto} (or unset) relaunches a one-shot {@code count} of n ≥
 * {@value #SMALLEST_BOARD}, and a one-shot {@code member} (which counts the large boards of a cluster, for
 * hours), on a processor that reports AVX-512 ({@code /proc/cpuinfo}, so Linux only); {@code on} relaunches
 * every one-shot count of {@code bitslice} and every member (the launcher adds the module to the JVM it starts
 * instead, which then needs no second one); {@code off} never. Not inside the interactive shell or a script,
 * nor where nqueens runs inside another program, nor for {@code count --cluster}, whose members count.
 *
 * <p>The second JVM runs the same command line, read from the operating system, with the module and with
 * the class-data-sharing archive left out (made for a JVM without the module, it would not map); it inherits
 * standard input and output and the environment, and says in {@value #CHILD_PROPERTY} that it is the second,
 * so that it neither relaunches nor outlives this one ({@link #watchParent}). Ctrl-C reaches both, as they
 * share the terminal's process group; the end of this process (SIGTERM) ends the other first, and holds this one
 * open while the other ends, for as long as the command asks (a member leaves its cluster cleanly). This
 * process exits with the other's status.
 */
public final class VectorRelaunch {

    /** The JDK's incubating module of the Vector API. */
    static final String MODULE = "jdk.incubator.vector";
    /** The environment variable that chooses: {@code auto}, {@code on} or {@code off}. */
    static final String SETTING = "NQUEENS_VECTOR";
    /** The system property set in the relaunched JVM. */
    static final String CHILD_PROPERTY = "nqueens.vectorChild";
    /** The smallest board that {@code auto} relaunches for: n = 18 gained less than a second JVM costs. */
    static final int SMALLEST_BOARD = 19;

    /** The solver that counts faster with the module. */
    private static final String SOLVER = "bitslice";
    /** What the relaunched JVM prints before anything of its own that this one printed already, or need not. */
    private static final List<String> NOTICES = List.of("WARNING: Using incubator modules: ",
            "NOTE: Picked up JDK_JAVA_OPTIONS: ", "Picked up JAVA_TOOL_OPTIONS: ", "Picked up _JAVA_OPTIONS: ");
    /** The options of the launcher's archive of classes, which a JVM with another set of modules cannot map. */
    private static final List<String> SHARING_OPTIONS = List.of("-Xshare:", "-XX:SharedArchiveFile=",
            "-XX:+AutoCreateSharedArchive", "-XX:-AutoCreateSharedArchive", "-XX:ArchiveClassesAtExit=",
            "-XX:AOTCache=", "-XX:AOTMode=", "-XX:AOTCacheOutput=", "-XX:AOTConfiguration=");
    /** The JVM options whose value is the next argument. */
    private static final Set<String> OPTIONS_WITH_VALUES = Set.of("-cp", "-classpath", "--class-path", "-p",
            "--module-path", "--upgrade-module-path", "--add-modules", "--limit-modules", "--add-reads",
            "--add-exports", "--add-opens", "--patch-module", "--enable-native-access");
    /** How often the wait for the other JVM looks at this one's cancellation. */
    private static final long POLL_MILLIS = 50;

    /** The choice of {@value #SETTING}. */
    public enum Setting {
        /** Where it pays: from n = 19, or a member, on a processor with 512-bit vectors. */
        AUTO,
        /** Always. */
        ON,
        /** Never. */
        OFF;

        /**
         * @param value the variable's value, or null where it is not set
         * @return the setting it names
         * @throws UsageException with a message of one line if it names none
         */
        static Setting of(String value) {
            if (value == null || value.isEmpty()) {
                return AUTO;
            }
            return switch (value) {
                case "auto" -> AUTO;
                case "on" -> ON;
                case "off" -> OFF;
                default -> throw new UsageException(SETTING + " must be auto, on or off, not '"
                        + TerminalText.safe(value) + "'");
            };
        }
    }

    /**
     * What the decision depends on, read from this process and this machine: {@link #ofProcess()} reads them.
     *
     * @param setting the choice of {@value #SETTING}
     * @param child true in the relaunched JVM
     * @param hasModule true if this JVM has the module already
     * @param jdkHasModule true if the JDK holds the module
     * @param wideVectors true if the processor reports 512-bit vectors (AVX-512)
     * @param commandLine this JVM's command line, the program first, if the operating system tells it
     */
    public record Facts(Setting setting, boolean child, boolean hasModule, boolean jdkHasModule, boolean wideVectors,
            Optional<List<String>> commandLine) {

        /**
         * @return the facts of this process
         * @throws UsageException if {@value #SETTING} names no setting
         */
        public static Facts ofProcess() {
            Setting setting = Setting.of(System.getenv(SETTING));
            boolean child = System.getProperty(CHILD_PROPERTY) != null;
            boolean hasModule = ModuleLayer.boot().findModule(MODULE).isPresent();
            boolean jdkHasModule = ModuleFinder.ofSystem().find(MODULE).isPresent();
            ProcessHandle.Info info = ProcessHandle.current().info();
            Optional<List<String>> commandLine = info.command().flatMap(program -> info.arguments().map(arguments -> {
                List<String> line = new ArrayList<>(List.of(program));
                line.addAll(List.of(arguments));
                return List.copyOf(line);
            }));
            return new Facts(setting, child, hasModule, jdkHasModule, setting == Setting.AUTO && reportsAvx512(),
                    commandLine);
        }

        /** @return true if Linux says the processor has AVX-512's foundation instructions */
        private static boolean reportsAvx512() {
            try (var lines = Files.lines(Path.of("/proc/cpuinfo"), StandardCharsets.ISO_8859_1)) {
                return lines.filter(line -> line.startsWith("flags")).findFirst()
                        .map(line -> List.of(line.substring(line.indexOf(':') + 1).trim().split("\\s+"))
                                .contains("avx512f"))
                        .orElse(false);
            } catch (IOException | UncheckedIOException | SecurityException e) {
                return false;
            }
        }
    }

    private VectorRelaunch() {
    }

    /**
     * @param facts this process and machine
     * @param solverId the solver that would count
     * @param boardSize n
     * @return the command line of the JVM to count in, or empty where this one counts
     */
    public static Optional<List<String>> childCommand(Facts facts, String solverId, long boardSize) {
        return SOLVER.equals(solverId) ? childCommand(facts, boardSize >= SMALLEST_BOARD) : Optional.empty();
    }

    /**
     * A member counts whatever boards its cluster sends, the large ones for hours: on a processor with 512-bit
     * vectors it pays for the second JVM at once.
     *
     * @param facts this process and machine
     * @return the command line of the JVM to serve in, or empty where this one serves
     */
    public static Optional<List<String>> memberCommand(Facts facts) {
        return childCommand(facts, true);
    }

    /** @param large true if the work is large enough for vectors to pay on a processor with wide ones */
    private static Optional<List<String>> childCommand(Facts facts, boolean large) {
        if (facts.child() || facts.hasModule() || !facts.jdkHasModule() || facts.commandLine().isEmpty()) {
            return Optional.empty();
        }
        boolean pays = switch (facts.setting()) {
            case ON -> true;
            case OFF -> false;
            case AUTO -> facts.wideVectors() && large;
        };
        return pays ? childCommand(facts.commandLine().get(), TerminalAttachment.whenAsked().get())
                : Optional.empty();
    }

    /**
     * @param commandLine this JVM's command line, the program first
     * @param terminals which of this process's standard streams are terminals
     * @return the same command line with the module, without the archive's options and with the child's
     *     property and the terminals said, before the main class or jar; empty if none is found
     */
    static Optional<List<String>> childCommand(List<String> commandLine, TerminalAttachment terminals) {
        List<String> command = new ArrayList<>();
        command.add(commandLine.get(0));
        for (int i = 1; i < commandLine.size(); i++) {
            String argument = commandLine.get(i);
            boolean launches = argument.equals("-jar") || argument.equals("-m") || argument.equals("--module")
                    || !argument.startsWith("-");
            if (launches) {
                command.add("--add-modules=" + MODULE);
                command.add("-D" + CHILD_PROPERTY + "=true");
                command.add("-D" + TerminalAttachment.PROPERTY + "=" + terminals(terminals));
                command.addAll(commandLine.subList(i, commandLine.size()));
                return Optional.of(List.copyOf(command));
            }
            if (SHARING_OPTIONS.stream().noneMatch(argument::startsWith)) {
                command.add(argument);
            }
            if (OPTIONS_WITH_VALUES.contains(argument) && i + 1 < commandLine.size()) {
                command.add(commandLine.get(++i));
            }
        }
        return Optional.empty();
    }

    private static String terminals(TerminalAttachment terminals) {
        List<String> names = new ArrayList<>();
        if (terminals.in()) {
            names.add("in");
        }
        if (terminals.out()) {
            names.add("out");
        }
        if (terminals.err()) {
            names.add("err");
        }
        return String.join(",", names);
    }

    /**
     * Runs the command in the other JVM and waits for it, passing its standard error on without the notices it
     * starts with. An interrupt of this process (Ctrl-C, SIGTERM) ends the other one, which stops as it would
     * on its own; where this process is ending (SIGTERM), it stays open for at most {@code hold} while the other
     * ends, so that the other's last words reach standard error.
     *
     * @param command the other JVM's command line
     * @param interrupts this process's interrupts
     * @param process this process, whose end waits for the other's
     * @param hold how long the end of this process may wait for the other's: a member's clean leave, say
     * @param err this process's standard error, for the one line of a failure to start
     * @return the other JVM's exit status
     */
    public static int run(List<String> command, Interrupts interrupts, HostProcess process, Duration hold,
            PrintWriter err) {
        Process child;
        try {
            child = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.INHERIT)
                    .redirectOutput(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException | RuntimeException e) {
            err.println("nqueens: cannot start Java with the Vector API (" + TerminalText.safe(e.getMessage())
                    + "); set " + SETTING + "=off to run without it");
            return ExitStatus.FAILURE;
        }
        Thread pump = new Thread(() -> pass(child.getErrorStream(), new FileOutputStream(FileDescriptor.err)),
                "nqueens-vector-stderr");
        pump.setDaemon(true);
        pump.start();
        // the end of this process cancels the run below, which ends the other JVM: one SIGTERM, as a second
        // one would reach the other's shutdown under way
        Thread holdOnExit = new Thread(() -> awaitEnd(child, pump, hold), "nqueens-vector-child-end");
        process.atExit(holdOnExit);
        Cancellation cancellation = interrupts.begin("the JVM with the Vector API");
        try {
            boolean ended = false;
            boolean stopped = false;
            while (!ended) {
                if (cancellation.isCancelled() && !stopped) {
                    // SIGTERM: the other JVM stops its count, writes its checkpoint and reports, as this one would;
                    // through its handle, as Process.destroy() would also close the pipe of its last words
                    child.toHandle().destroy();
                    stopped = true;
                }
                ended = child.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS);
            }
            pump.join();
            return child.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            child.toHandle().destroy();
            return ExitStatus.INTERRUPTED;
        } finally {
            interrupts.end(cancellation);
            process.cancelAtExit(holdOnExit);
        }
    }

    /** Waits for the other JVM to end and its standard error to be passed on, for at most {@code hold}. */
    private static void awaitEnd(Process child, Thread pump, Duration hold) {
        try {
            if (child.waitFor(hold.toMillis(), TimeUnit.MILLISECONDS)) {
                pump.join(hold.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * In the relaunched JVM: ends it, as SIGTERM would, once the JVM that started it has ended (killed, say),
     * so that it does not count on for nobody.
     */
    public static void watchParent() {
        if (System.getProperty(CHILD_PROPERTY) == null) {
            return;
        }
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> {
            Thread exit = new Thread(() -> System.exit(ExitStatus.INTERRUPTED), "nqueens-parent-ended");
            exit.setDaemon(true);
            exit.start();
        }));
    }

    /**
     * Copies the other JVM's standard error, dropping the notices it starts with; a byte as soon as it arrives
     * once the start is past, so that a progress line is drawn as it is written.
     *
     * @param from the other JVM's standard error
     * @param to this process's
     */
    static void pass(InputStream from, OutputStream to) {
        try (from) {
            NoticeFilter filter = new NoticeFilter(to);
            byte[] buffer = new byte[8192];
            for (int read = from.read(buffer); read >= 0; read = from.read(buffer)) {
                filter.write(buffer, read);
            }
            filter.end();
        } catch (IOException e) {
            // this process's standard error is gone, or the other JVM's: nothing more to pass on
        }
    }

    /**
     * Drops the lines that the other JVM starts with where they are its notices; from the first byte that
     * belongs to no notice on, passes every byte as it comes.
     */
    static final class NoticeFilter {
        private final OutputStream to;
        /** The line so far, while the start is not past: each byte as a char, as the notices are ASCII. */
        private final StringBuilder line = new StringBuilder();
        private boolean started;

        /** @param to where to pass the bytes */
        NoticeFilter(OutputStream to) {
            this.to = to;
        }

        /**
         * @param bytes the next bytes
         * @param length how many of them
         * @throws IOException if they cannot be passed on
         */
        void write(byte[] bytes, int length) throws IOException {
            int from = 0;
            while (!started && from < length) {
                char c = (char) (bytes[from++] & 0xff);
                line.append(c);
                if (c == '\n' && isNotice(line.substring(0, line.length() - 1))) {
                    line.setLength(0);
                } else if (c == '\n' || !mayBeNotice(line.toString())) {
                    to.write(line.toString().getBytes(StandardCharsets.ISO_8859_1));
                    started = true;
                }
            }
            if (started && from < length) {
                to.write(bytes, from, length - from);
            }
            to.flush();
        }

        /**
         * The other JVM's standard error has ended: passes on what is left of a line that could still have been a
         * notice.
         *
         * @throws IOException if it cannot be passed on
         */
        void end() throws IOException {
            if (!started && !line.isEmpty()) {
                to.write(line.toString().getBytes(StandardCharsets.ISO_8859_1));
                to.flush();
            }
        }

        private static boolean isNotice(String line) {
            String text = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            return text.equals(NOTICES.get(0) + MODULE) || NOTICES.stream().skip(1).anyMatch(text::startsWith);
        }

        private static boolean mayBeNotice(String line) {
            return NOTICES.stream().anyMatch(notice -> notice.startsWith(line) || line.startsWith(notice));
        }
    }
}
