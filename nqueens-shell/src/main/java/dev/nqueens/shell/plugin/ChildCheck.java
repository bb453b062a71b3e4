package dev.nqueens.shell.plugin;

import dev.nqueens.api.Provider;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.ProviderProblem;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.plugin.PluginReport.Kind;
import dev.nqueens.shell.plugin.JarVerdict.Admitted;
import dev.nqueens.shell.plugin.JarVerdict.Finding;
import dev.nqueens.shell.plugin.JarVerdict.Skipped;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The program that checks one plugin jar, in a JVM of its own that {@link ChildJvmChecker} starts: it makes
 * the jar's providers as the shell would, over a class loader of every plugin jar, and writes the
 * {@link JarVerdict} to standard output. Whatever the plugin does meanwhile (never return, end the JVM, exhaust
 * its small heap) ends this JVM, not the shell's, and the checker tells which it was from what is written.
 *
 * <p>The first line of standard input is a nonce, read before any plugin code runs and kept in no field
 * or property; each line of the report starts with it, so that a plugin that prints the report's lines
 * cannot pass for the check (the checker reads no other line as the report). {@code System.out} is sent to
 * standard error and {@code System.in} emptied before the plugin runs: what the plugin prints is a log. The
 * rest of standard input stays open while the checker waits; its end means the checker's JVM is gone, however
 * it ended (even by SIGKILL), and this JVM then ends at once, with the processes the plugin started. The
 * report's lines, after the nonce and a space:
 *
 * <ul>
 *   <li>{@value #READY} once the JVM has started, before any plugin code runs;
 *   <li>the lines of the verdict, each after {@value #VERDICT} (a plugin's thread may write meanwhile), then
 *       {@value #END}, after which the JVM halts at once, so that no thread or shutdown hook of the plugin
 *       runs on;
 *   <li>{@value #EXITING} from a shutdown hook, when the JVM ends otherwise: through
 *       {@code System.exit}, or a signal.
 * </ul>
 *
 * <p>The services files are read within {@value #MAX_SERVICES_BYTES} bytes each, as they inflate, and the
 * service loader is handed what was read ({@link ListedServices}): a file that inflates beyond fails the jar.
 */
public final class ChildCheck {

    /** The line that says the JVM of the check has started. */
    static final String READY = "nqueens-plugin-check: ready";
    /** What each line of the verdict starts with. */
    static final String VERDICT = "nqueens-plugin-check: verdict: ";
    /** The line after the verdict. */
    static final String END = "nqueens-plugin-check: end";
    /** The line that says the JVM is ending before the verdict. */
    static final String EXITING = "nqueens-plugin-check: exiting";

    /** The exit status of a check whose checker is gone. */
    static final int PARENT_GONE = 125;
    /** The longest nonce read. */
    private static final int MAX_NONCE = 128;

    /** The largest services file read, in bytes: 1 MiB, some 20,000 class names. */
    static final int MAX_SERVICES_BYTES = 1 << 20;

    private static final String SERVICES = "META-INF/services/";

    private ChildCheck() {
    }

    /**
     * Checks a jar and writes the verdict.
     *
     * @param args the jar to check, then every plugin jar of the shell's class loader, in its order
     */
    public static void main(String[] args) {
        InputStream in = new FileInputStream(FileDescriptor.in);
        String nonce = nonce(in);
        if (nonce == null) {
            // not started by a checker
            Runtime.getRuntime().halt(PARENT_GONE);
        }
        // standard output as it is now, since a plugin may replace System.out; each line goes out in one write,
        // so that what a plugin's thread writes meanwhile comes before or after it, not into it
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
        System.setIn(InputStream.nullInputStream());
        Thread watchdog = new Thread(() -> {
            try {
                while (in.read() >= 0) {
                    // the checker writes nothing more: only the end matters
                }
            } catch (IOException e) {
                // gone all the same
            }
            endDescendants();
            Runtime.getRuntime().halt(PARENT_GONE);
        }, "nqueens-plugin-check-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            say(out, nonce, EXITING);
            endDescendants();
        }, "nqueens-plugin-check-exit"));
        say(out, nonce, READY);
        JarVerdict verdict;
        try {
            List<Path> classPath = new ArrayList<>();
            for (int i = 1; i < args.length; i++) {
                classPath.add(Path.of(args[i]));
            }
            verdict = check(Path.of(args[0]), classPath);
        } catch (Throwable e) {
            // an error that the registry lets through, as a StackOverflowError in a provider's method
            verdict = JarVerdict.failed("it threw " + e + " while its providers were made");
        }
        verdict.lines().forEach(line -> say(out, nonce, VERDICT + line));
        say(out, nonce, END);
        endDescendants();
        Runtime.getRuntime().halt(0);
    }

    private static void say(PrintStream out, String nonce, String line) {
        out.print(nonce + " " + line + "\n");
        out.flush();
    }

    /** @return the first line of standard input, the nonce, or null if there is none */
    private static String nonce(InputStream in) {
        StringBuilder nonce = new StringBuilder();
        try {
            // byte by byte: a buffer could take the end of the input, which the watchdog waits for
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0 || nonce.length() > MAX_NONCE) {
                    return null;
                }
                nonce.append((char) b);
            }
        } catch (IOException e) {
            return null;
        }
        return nonce.length() == 0 ? null : nonce.toString();
    }

    /** Ends the processes that a plugin started, which would otherwise outlive the check. */
    private static void endDescendants() {
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
    }

    /**
     * @param jar the jar to check
     * @param classPath every plugin jar, this one included, for the class loader the providers come from
     * @return the verdict
     */
    static JarVerdict check(Path jar, List<Path> classPath) throws MalformedURLException {
        Map<String, byte[]> files = new HashMap<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ProviderKind<?> kind : PluginLoader.KINDS) {
                String name = SERVICES + kind.type().getName();
                ZipEntry entry = zip.getEntry(name);
                if (entry == null) {
                    continue;
                }
                byte[] content = readLimited(zip, entry);
                if (content == null) {
                    return JarVerdict.failed("its services file " + name + " is larger than 1 MiB");
                }
                files.put(name, content);
            }
        } catch (IOException e) {
            return JarVerdict.failed("cannot be read as a jar: " + e.getMessage());
        }
        URL[] urls = new URL[classPath.size()];
        for (int i = 0; i < urls.length; i++) {
            urls[i] = classPath.get(i).toUri().toURL();
        }
        // lives until the JVM halts, with the classes of the providers
        @SuppressWarnings("resource")
        URLClassLoader shared = new URLClassLoader("nqueens-plugins", urls, ChildCheck.class.getClassLoader());
        ClassLoader services = new ListedServices(jar.toUri().toURL(), files, shared);
        List<Finding> findings = new ArrayList<>();
        for (ProviderKind<?> kind : PluginLoader.KINDS) {
            findings.addAll(findings(kind, Registry.load(kind, services)));
        }
        return JarVerdict.passed(findings);
    }

    /** @return the content of the entry, or null if it inflates to more than {@value #MAX_SERVICES_BYTES} */
    private static byte[] readLimited(ZipFile zip, ZipEntry entry) throws IOException {
        // the size in the jar's directory may be missing, or lie: the bytes read are what counts
        if (entry.getSize() > MAX_SERVICES_BYTES) {
            return null;
        }
        try (InputStream in = zip.getInputStream(entry)) {
            byte[] content = in.readNBytes(MAX_SERVICES_BYTES + 1);
            return content.length > MAX_SERVICES_BYTES ? null : content;
        }
    }

    private static List<Finding> findings(ProviderKind<?> providerKind, Registry<?> registry) {
        Kind kind = Kind.of(providerKind);
        List<Finding> findings = new ArrayList<>();
        for (ProviderProblem problem : registry.problems()) {
            findings.add(Skipped.of(kind, problem));
        }
        for (Provider provider : registry.all()) {
            try {
                findings.add(Admitted.of(kind, provider));
            } catch (RuntimeException | LinkageError e) {
                findings.add(new Skipped(kind, null, provider.getClass().getName() + " threw " + e
                        + " when asked again for its id and capabilities"));
            }
        }
        return findings;
    }
}
