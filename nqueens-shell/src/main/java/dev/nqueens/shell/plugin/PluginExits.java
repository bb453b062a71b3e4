package dev.nqueens.shell.plugin;

import dev.nqueens.shell.text.TerminalText;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
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
 */
final class PluginExits {

    private static final AtomicBoolean WATCHING = new AtomicBoolean();

    private PluginExits() {
    }

    /** Adds the hook, once per JVM, when the first plugin is about to be made. */
    static void watch() {
        if (WATCHING.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(new Thread(PluginExits::report, "nqueens-plugin-exit"));
        }
    }

    private static void report() {
        culprit(Thread.getAllStackTraces()).ifPresent(line -> {
            try {
                // standard error as the process got it: a plugin may have replaced System.err
                FileOutputStream err = new FileOutputStream(FileDescriptor.err);
                err.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                err.flush();
            } catch (IOException e) {
                // nowhere left to say it
            }
        });
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
