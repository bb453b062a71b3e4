package dev.nqueens.shell.plugin;

import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.api.Provider;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Checks a plugin jar in a JVM of its own: the Java that runs the shell, on the shell's class path, with a
 * heap of {@value #HEAP_MB} MB that ends the JVM when it runs out, running {@link ChildCheck}. No code of the
 * plugin runs in the shell's JVM. The providers have a deadline to be made and to answer, counted once the
 * JVM has started; past it the JVM is killed, with any process it started.
 *
 * <p>How the JVM ended is the verdict on a jar that gave none: its providers did not answer in time, it
 * called {@code System.exit}, it ran out of memory, or it ended the JVM otherwise (a crash,
 * {@code Runtime.halt}). A JVM that does not start, or that a signal ends (Ctrl-C at the terminal reaches
 * it too), says nothing of the jar: that is an {@link IOException}. What the JVM writes is read within
 * bounds: the verdict within {@value #MAX_REPORT_BYTES} bytes, any other line within a few kilobytes.
 *
 * <p>The report is authenticated: the checker gives the JVM a nonce of 128 random bits on its standard input
 * and reads as the report only the lines that carry it (see {@link ChildCheck}); a plugin that prints the
 * report's lines has them read as logs. Standard input stays open until the check is over, so that the JVM
 * ends itself when the shell is gone, however the shell ended; a shutdown hook also kills the JVMs of the
 * checks still running when the shell ends.
 */
public final class ChildJvmChecker implements JarChecker {

    /** The providers' deadline unless the system property {@value #DEADLINE_PROPERTY} gives another. */
    public static final Duration DEADLINE = Duration.ofSeconds(5);
    /** The system property that sets the deadline, in seconds. */
    public static final String DEADLINE_PROPERTY = "nqueens.plugin.deadline";
    /** The heap of the JVM of a check, in megabytes. */
    static final int HEAP_MB = 64;
    /** The most of a verdict read, in bytes. */
    static final int MAX_REPORT_BYTES = 1 << 20;

    /** How long the JVM may take to start, which a busy machine can make long; not the plugin's time. */
    private static final Duration START = Duration.ofSeconds(60);
    /** How long the last lines may take to arrive once the JVM has ended, and the JVM to end once it has answered. */
    private static final Duration GRACE = Duration.ofSeconds(2);
    /** The longest line kept, in bytes; the rest of a longer one is read and dropped. */
    private static final int MAX_LINE = 64 << 10;
    /** How many lines written before the check started are kept, to say why the JVM did not start. */
    private static final int EARLY_LINES = 5;
    /** What a JVM run with -XX:+ExitOnOutOfMemoryError writes on standard output as it ends. */
    private static final String OUT_OF_MEMORY = "Terminating due to java.lang.OutOfMemoryError";
    /** The exit statuses of a JVM ended by SIGHUP, SIGINT or SIGTERM, whose shutdown hooks run. */
    private static final Set<Integer> SIGNALLED = Set.of(129, 130, 143);

    /** The JVMs of the checks running, for the shutdown hook to kill. */
    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean HOOKED = new AtomicBoolean();

    /**
     * Makes the nonces, once a jar is checked: a holder class, so that a run with no jar to check never
     * starts the JDK's security providers and its source of entropy, which cost a one-shot command's start-up
     * several milliseconds.
     */
    private static final class Nonces {
        private static final SecureRandom RANDOM = new SecureRandom();
    }

    private final Duration deadline;
    private final Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    private final String classPath = shellClassPath();
    private final HostProcess host;

    /**
     * A checker of the {@code nqueens} program, which ends the checking JVMs as its process ends.
     *
     * @param deadline how long the providers have to be made and to answer, once the JVM has started
     * @throws IllegalArgumentException if the deadline is not positive
     */
    public ChildJvmChecker(Duration deadline) {
        this(deadline, HostProcess.PROGRAM);
    }

    /**
     * @param deadline how long the providers have to be made and to answer, once the JVM has started
     * @param host the process the checks are made for: where the session owns it, a hook ends the checking JVMs
     *     as it ends; in another program's, none is added (a checking JVM ends itself when its input closes)
     * @throws IllegalArgumentException if the deadline is not positive
     */
    public ChildJvmChecker(Duration deadline, HostProcess host) {
        if (deadline.isNegative() || deadline.isZero()) {
            throw new IllegalArgumentException("the deadline of a plugin check must be positive, not " + deadline);
        }
        this.deadline = deadline;
        this.host = host;
    }

    /**
     * @param value the value of {@value #DEADLINE_PROPERTY}, or null when it is not set
     * @return the deadline it sets, or {@link #DEADLINE} without one
     * @throws IllegalArgumentException if it is not a positive number of seconds; the message says so
     */
    public static Duration deadline(String value) {
        if (value == null) {
            return DEADLINE;
        }
        try {
            BigDecimal seconds = new BigDecimal(value.strip());
            if (seconds.signum() > 0 && seconds.compareTo(BigDecimal.valueOf(3600)) <= 0) {
                return Duration.ofMillis(Math.max(1, seconds.movePointRight(3).longValue()));
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("the system property " + DEADLINE_PROPERTY + " must be a number of"
                + " seconds, more than 0 and at most 3600, not '" + value + "'");
    }

    @Override
    public Duration deadline() {
        return deadline;
    }

    @Override
    public JarVerdict check(Path jar, List<Path> pluginJars) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx" + HEAP_MB + "m",
                "-XX:+ExitOnOutOfMemoryError", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData",
                "-cp", classPath, ChildCheck.class.getName(), jar.toString()));
        pluginJars.forEach(path -> command.add(path.toString()));
        if (host.ownsProcess() && HOOKED.compareAndSet(false, true)) {
            host.atExit(new Thread(() -> RUNNING.forEach(ChildJvmChecker::end), "nqueens-plugin-check-end"));
        }
        byte[] random = new byte[16];
        Nonces.RANDOM.nextBytes(random);
        String nonce = HexFormat.of().formatHex(random);
        // one stream: the JVM's own messages (a class it cannot find, running out of memory), the plugin's
        // prints, and the report, told apart by its nonce
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        RUNNING.add(process);
        try {
            // kept open: its end tells the JVM of the check that the shell is gone
            process.getOutputStream().write((nonce + "\n").getBytes(StandardCharsets.US_ASCII));
            process.getOutputStream().flush();
            Output output = new Output(process.getInputStream(), nonce + " ");
            Thread reader = new Thread(output, "nqueens-plugin-check-output");
            reader.setDaemon(true);
            reader.start();
            return verdict(process, output);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the check of " + jar + " was interrupted");
        } finally {
            end(process);
            RUNNING.remove(process);
        }
    }

    private JarVerdict verdict(Process process, Output output) throws IOException, InterruptedException {
        if (!await(CompletableFuture.anyOf(output.ready, output.ended), START)) {
            throw new IOException("the JVM of the check did not start within " + seconds(START));
        }
        if (!output.ready.isDone()) {
            // as when it cannot find the main class: the JVM's own words say why
            String said = String.join(" ", output.early);
            throw new IOException("the JVM of the check ended before the check started" + (said.isBlank() ? ""
                    : ": " + said));
        }
        if (!await(CompletableFuture.anyOf(output.ended, process.onExit()), deadline)) {
            return JarVerdict.failed(noAnswer());
        }
        // the JVM may have ended before its last lines were read, or have answered and not yet ended
        await(output.ended, GRACE);
        if (output.tooLong) {
            return JarVerdict.failed("its check reported more than 1 MiB");
        }
        if (output.verdict != null) {
            try {
                return JarVerdict.parse(output.verdict);
            } catch (IllegalArgumentException e) {
                return JarVerdict.failed("its check reported no verdict that nqueens can read");
            }
        }
        if (!process.waitFor(GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
            // it closed its standard output, and goes on
            return JarVerdict.failed(noAnswer());
        }
        int status = process.exitValue();
        if (output.outOfMemory) {
            return JarVerdict.failed("it ran out of memory while its providers were made (the check gives it a heap"
                    + " of " + HEAP_MB + " MB)");
        }
        if (output.exiting && SIGNALLED.contains(status)) {
            throw new InterruptedIOException("the check was interrupted by a signal (exit status " + status + ")");
        }
        if (output.exiting) {
            return JarVerdict.failed("it called System.exit(" + status + ") while its providers were made");
        }
        return JarVerdict.failed("it ended the JVM of its check abruptly, with exit status " + status);
    }

    private String noAnswer() {
        return "its providers did not answer within " + seconds(deadline);
    }

    /** @return the duration as people read it here: {@code 5 s}, {@code 0.5 s} */
    static String seconds(Duration duration) {
        return BigDecimal.valueOf(duration.toMillis()).movePointLeft(3).stripTrailingZeros().toPlainString() + " s";
    }

    /** @return true if the future completed within the time */
    private static boolean await(CompletableFuture<?> future, Duration time) throws InterruptedException {
        try {
            future.get(time.toNanos(), TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            throw new IllegalStateException("the futures of a check complete normally", e);
        }
    }

    /** Kills the JVM of the check, and first the processes it started, which are its no longer once it is gone. */
    private static void end(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // it is gone
        }
    }

    /**
     * @return the class path of the shell's JVM as a class path: its module path and class path, and the
     *     folders or jars of the shell's classes and of the API's, however they were loaded
     */
    private static String shellClassPath() {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> type : List.of(ChildCheck.class, Provider.class)) {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source != null && source.getLocation() != null && source.getLocation().getProtocol().equals("file")) {
                try {
                    entries.add(Path.of(source.getLocation().toURI()).toString());
                } catch (URISyntaxException | IllegalArgumentException e) {
                    // then the properties below have it
                }
            }
        }
        for (String property : List.of("jdk.module.path", "java.class.path")) {
            for (String entry : System.getProperty(property, "").split(File.pathSeparator)) {
                if (!entry.isBlank()) {
                    entries.add(Path.of(entry).toAbsolutePath().toString());
                }
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /**
     * Reads what the JVM of a check writes, line by line within bounds, until the end of the verdict or of
     * the stream.
     */
    private static final class Output implements Runnable {

        private final InputStream in;
        /** What the report's lines start with: the nonce and a space. */
        private final String mark;
        /** Completes when the check has started. */
        final CompletableFuture<Void> ready = new CompletableFuture<>();
        /** Completes at the end of the verdict, of the stream, or of what is read of a verdict too long. */
        final CompletableFuture<Void> ended = new CompletableFuture<>();
        /** The lines written before the check started, the first few. */
        final List<String> early = new CopyOnWriteArrayList<>();
        /** The lines of the verdict, once it has been read whole. */
        volatile List<String> verdict;
        volatile boolean tooLong;
        volatile boolean exiting;
        volatile boolean outOfMemory;

        Output(InputStream in, String mark) {
            this.in = in;
            this.mark = mark;
        }

        @Override
        public void run() {
            try (in) {
                List<String> lines = new ArrayList<>();
                int size = 0;
                for (String read = readLine(); read != null; read = readLine()) {
                    // anywhere in the line: a plugin's print may have left half a line before it
                    int at = read.indexOf(mark);
                    String line = at < 0 ? null : read.substring(at + mark.length());
                    if (line == null) {
                        if (!ready.isDone() && early.size() < EARLY_LINES) {
                            early.add(read.strip());
                        }
                        outOfMemory |= read.contains(OUT_OF_MEMORY);
                    } else if (line.equals(ChildCheck.READY)) {
                        ready.complete(null);
                    } else if (line.startsWith(ChildCheck.VERDICT)) {
                        size += line.length() + 1;
                        if (size > MAX_REPORT_BYTES) {
                            tooLong = true;
                            break;
                        }
                        lines.add(line.substring(ChildCheck.VERDICT.length()));
                    } else if (line.equals(ChildCheck.END)) {
                        verdict = List.copyOf(lines);
                        break;
                    } else if (line.equals(ChildCheck.EXITING)) {
                        exiting = true;
                    }
                }
            } catch (IOException e) {
                // the JVM is gone: what was read is all there is
            } finally {
                ended.complete(null);
            }
        }

        /** @return the next line, at most {@link #MAX_LINE} bytes of it, or null at the end of the stream */
        private String readLine() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b = in.read();
            if (b < 0) {
                return null;
            }
            while (b >= 0 && b != '\n') {
                if (line.size() < MAX_LINE) {
                    line.write(b);
                }
                b = in.read();
            }
            String text = line.toString(StandardCharsets.UTF_8);
            return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
        }
    }
}
