package dev.nqueens.shell;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.spi.ToolProvider;

/**
 * A program that runs the nqueens tool once, as another program would, and says on standard output what the run
 * left in its process: the shutdown hooks it added, and the threads it started that are still alive a few seconds
 * after it returned (but the workers of the JDK's shared pools, see {@link #sharedByTheJdk}). Run by
 * {@code EmbeddedToolIT} with {@code --add-opens java.base/java.lang=ALL-UNNAMED}, which the count of the JVM's
 * hooks needs.
 */
public final class EmbeddedHost {

    private EmbeddedHost() {
    }

    /**
     * @param args the tool's arguments
     * @throws Exception if the hooks cannot be counted
     */
    public static void main(String[] args) throws Exception {
        int hooksBefore = hooks().size();
        Set<Thread> before = Set.copyOf(Thread.getAllStackTraces().keySet());
        ToolProvider tool = ToolProvider.findFirst("nqueens").orElseThrow();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = tool.run(new PrintWriter(out), new PrintWriter(err), args);
        List<String> left = List.of();
        // the threads of a run's pools may take a moment to end once idle
        for (int wait = 0; wait < 100; wait++) {
            left = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> !before.contains(thread) && thread.isAlive() && !sharedByTheJdk(thread))
                    .map(thread -> thread.getName() + (thread.isDaemon() ? " (daemon)" : ""))
                    .sorted()
                    .toList();
            if (left.isEmpty()) {
                break;
            }
            Thread.sleep(100);
        }
        System.out.println("status " + status);
        System.out.println("out " + out.toString().strip());
        System.out.println("err " + err.toString().strip().replace('\n', '|'));
        System.out.println("hooks " + (hooks().size() - hooksBefore));
        System.out.println("threads " + left);
    }

    /**
     * @return whether the thread is a worker of one of the JDK's pools that every program shares, which lingers
     *     idle for up to a minute after its last task: the process reaper (any program that starts a process has
     *     it) and the common fork-join pool (any that completes a future asynchronously)
     */
    private static boolean sharedByTheJdk(Thread thread) {
        return thread.isDaemon() && (thread.getName().equals("process reaper")
                || thread.getName().startsWith("ForkJoinPool.commonPool-worker-"));
    }

    private static Map<?, ?> hooks() throws ReflectiveOperationException {
        Field field = Class.forName("java.lang.ApplicationShutdownHooks").getDeclaredField("hooks");
        field.setAccessible(true);
        return (Map<?, ?>) field.get(null);
    }
}
