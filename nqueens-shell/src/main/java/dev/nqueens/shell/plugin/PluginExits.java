package dev.nqueens.shell.plugin;

import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.Interrupts;
import dev.nqueens.shell.text.TerminalText;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Names the plugin that ended the process with {@code System.exit}: the check is no sandbox, and a plugin
 * may call it from any of its threads long after its check. A shutdown hook looks for the thread that is
 * held in {@code Runtime.exit} while the hooks run, and for the first frame below it of a class that a
 * plugin class loader defined; it writes one line on standard error naming that class's jar, as in
 * {@code nqueens: plugin /p/x.jar ended the process (System.exit from org.example.X.run)}.
 *
 * <p>The line goes through the shell's standard error ({@link #reportTo}), which owns the terminal: it erases
 * a progress line first, so that the line never lands on one. Should that writer not take the line within
 * {@link #WRITE_TIMEOUT_MILLIS} ms (a thread that holds it is stuck as the process ends), the line goes to
 * standard error's file descriptor as it is.
 */
final class PluginExits {

    /** How long the hook waits for the shell's standard error before it writes past it. */
    static final long WRITE_TIMEOUT_MILLIS = 1000;

    private static final AtomicBoolean WATCHING = new AtomicBoolean();
    /** The shell's standard error, once it is known. */
    private static volatile PrintWriter shellErr;

    private PluginExits() {
    }

    /**
     * Sends the hook's line through the shell's standard error.
     *
     * @param err the shell's standard error, which owns the terminal
     */
    static void reportTo(PrintWriter err) {
        shellErr = err;
    }

    /**
     * Adds the hook, once per JVM, when the first plugin is about to be made, where the session owns the process:
     * in another program's, that program's end is its own business.
     *
     * @param host the process the plugins run in
     */
    static void watch(HostProcess host) {
        if (host.ownsProcess() && WATCHING.compareAndSet(false, true)) {
            host.atExit(new Thread(PluginExits::report, "nqueens-plugin-exit"));
        }
    }

    private static void report() {
        culprit(Thread.getAllStackTraces()).ifPresent(line -> {
            // the session's own hook says how its command ended ("count cancelled"): this line comes after it
            HostProcess.awaitSessionExit(Interrupts.STOP_GRACE.plusMillis(WRITE_TIMEOUT_MILLIS));
            PrintWriter err = shellErr;
            if (err == null || !writeWithin(err, line, WRITE_TIMEOUT_MILLIS)) {
                writeToDescriptor(line);
            }
        });
    }

    /**
     * Writes a line through a writer on a thread of its own, and waits for it.
     *
     * @return whether the line was written within the time
     */
    static boolean writeWithin(PrintWriter err, String line, long timeoutMillis) {
        Thread writer = new Thread(() -> {
            err.println(line);
            err.flush();
        }, "nqueens-plugin-exit-line");
        writer.setDaemon(true);
        writer.start();
        try {
            writer.join(timeoutMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !writer.isAlive();
    }

    private static void writeToDescriptor(String line) {
        try {
            // standard error as the process got it: a plugin may have replaced System.err
            FileOutputStream err = new FileOutputStream(FileDescriptor.err);
            err.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            err.flush();
        } catch (IOException e) {
            // nowhere left to say it
        }
    }

    /**
     * @param stacks the stack of each thread as the process ends
     * @return the line that names the plugin that called System.exit, if a plugin did and its jar is known
     */
    static Optional<String> culprit(Map<Thread, StackTraceElement[]> stacks) {
        for (StackTraceElement[] stack : stacks.values()) {
            int exit = -1;
            for (int i = 0; i < stack.length && exit < 0; i++) {
                if (stack[i].getClassName().equals("java.lang.Runtime") && stack[i].getMethodName().equals("exit")) {
                    exit = i;
                }
            }
            for (int i = exit + 1; exit >= 0 && i < stack.length; i++) {
                StackTraceElement frame = stack[i];
                if (PluginOrigins.LOADER_NAME.equals(frame.getClassLoaderName())) {
                    Optional<Path> jar = PluginOrigins.jarOf(frame.getClassName());
                    if (jar.isPresent()) {
                        return Optional.of(TerminalText.safe("nqueens: plugin " + jar.get()
                                + " ended the process (System.exit from " + frame.getClassName() + "."
                                + frame.getMethodName() + ")"));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
