package dev.nqueens.apicheck;

import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The build's check of the public API: reads what japicmp found between each module's jar of the last release
 * and its jar now, and fails on a difference that the project's version and its changelog do not declare
 * (see {@link ReleaseRules}).
 *
 * <p>japicmp compares the jars and writes an XML report per module ({@link JapicmpReport} reads it); the
 * module descriptors of the two jars say which of its findings are API and whether the exports changed
 * ({@link Exports}); the
 * providers' API version constant is read from the two jars of its module's report ({@link Constants}), and
 * a change of its value is a difference of its own, which japicmp does not report.
 *
 * <p>Arguments, each {@code --NAME=VALUE}:
 * <pre>
 * --report=NAME=FILE          a module to check, and japicmp's XML report of it (repeated)
 * --baseline-version=VERSION  the release whose jars japicmp compared with, as in 0.1.0
 * --changelog=FILE            the changelog, in the form of Keep a Changelog
 * --version=VERSION           the project's version
 * --api-version=MODULE:KEY    the constant of the providers' API version, as in
 *                             nqueens-api:dev.nqueens.api.Provider#API_VERSION
 * --failures=FILE             also write what failed to FILE, and delete FILE when nothing does
 * </pre>
 * The exit status is 0 if the check passes, 1 if it fails, and 2 for a usage error or input that cannot be
 * read, with one line saying why.
 *
 * @implNote The build runs the check in a JVM of its own and fails on the failures file, rather than on the
 *     exit status: the plugin that starts the JVM logs a stack trace of its own for any status but 0.
 */
public final class ApiCheck {

    private ApiCheck() {
    }

    /**
     * Runs the check and exits with its status.
     *
     * @param args the arguments described above
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * @param args the arguments described above
     * @param out where the news of a check that passes goes
     * @param err where the failures go
     * @return the exit status: 0 passed, 1 failed, 2 usage error or unreadable input
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        ByteArrayOutputStream failures = new ByteArrayOutputStream();
        int status;
        try (PrintStream both = new PrintStream(new TeeOutputStream(err, failures), true, StandardCharsets.UTF_8)) {
            status = check(args, out, both);
        }
        Path failuresFile = failuresFile(args);
        if (failuresFile != null) {
            try {
                if (status == 0) {
                    Files.deleteIfExists(failuresFile);
                } else {
                    Files.createDirectories(failuresFile.toAbsolutePath().getParent());
                    Files.write(failuresFile, failures.toByteArray());
                }
            } catch (IOException e) {
                err.println("nqueens-api-check: " + failuresFile + ": " + e);
                return 2;
            }
        }
        return status;
    }

    /** @return the path of {@code --failures=FILE}, whatever else the arguments hold; null without one */
    private static Path failuresFile(String[] args) {
        Path file = null;
        for (String arg : args) {
            if (arg.startsWith("--failures=") && arg.length() > "--failures=".length()) {
                file = Path.of(arg.substring("--failures=".length()));
            }
        }
        return file;
    }

    private static int check(String[] args, PrintStream out, PrintStream err) {
        try {
            Options options = Options.parse(args);
            Map<String, JapicmpReport.Report> reports = new LinkedHashMap<>();
            for (Map.Entry<String, Path> module : options.reports.entrySet()) {
                reports.put(module.getKey(), JapicmpReport.read(module.getKey(), module.getValue()));
            }
            return check(options, reports, out, err);
        } catch (IllegalArgumentException e) {
            err.println("nqueens-api-check: " + e.getMessage());
            return 2;
        } catch (NoSuchFileException e) {
            err.println("nqueens-api-check: no such file: " + e.getFile());
            return 2;
        } catch (FileNotFoundException e) {
            err.println("nqueens-api-check: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("nqueens-api-check: " + e);
            return 2;
        }
    }

    private static int check(Options options, Map<String, JapicmpReport.Report> reports, PrintStream out,
            PrintStream err) throws IOException {
        List<Difference> differences = new ArrayList<>();
        for (JapicmpReport.Report report : reports.values()) {
            // japicmp reads classes: the module descriptors say which of its findings are API, and what a change
            // of the exports did
            Set<String> before = Exports.of(report.oldJar());
            Set<String> after = Exports.of(report.newJar());
            Set<String> exported = new TreeSet<>(before);
            exported.addAll(after);
            differences.addAll(Exports.ofExported(report.differences(), exported));
            differences.addAll(Exports.changes(report.module(), before, after));
        }

        ReleaseRules.ApiVersion apiVersion = apiVersion(options, reports);
        if (apiVersion.before() != null && apiVersion.after() != null
                && !apiVersion.before().equals(apiVersion.after())) {
            String key = apiVersion.key();
            differences.add(new Difference(apiVersion.module(), Difference.Change.CHANGED,
                    key.substring(0, key.indexOf('#')), false, true, "constant " + apiVersion.name() + " "
                            + apiVersion.before() + " -> " + apiVersion.after() + ", a value that code compiled"
                            + " against " + options.baselineVersion + " keeps"));
        }

        Changelog changelog = Changelog.parse(Files.isRegularFile(options.changelog)
                ? Files.readString(options.changelog, StandardCharsets.UTF_8) : "");
        Changelog.Section declaring = changelog.section("Unreleased").orElse(new Changelog.Section(List.of()))
                .plus(changelog.section(options.version.release().toString())
                        .orElse(new Changelog.Section(List.of())));
        ReleaseRules.Verdict verdict = ReleaseRules.judge(options.baselineVersion, options.version, differences,
                declaring, apiVersion);

        String baseline = baselineFolder(reports);
        if (verdict.passed()) {
            if (differences.isEmpty()) {
                out.println("API check: the public API of " + String.join(", ", reports.keySet()) + " is that of "
                        + options.baselineVersion + " (" + baseline + ")");
            } else {
                out.println("API check: " + differences.size() + " difference(s) from " + options.baselineVersion
                        + ", each declared by the version " + options.version + " and CHANGELOG.md:");
                differences.forEach(difference -> out.println("  " + difference.describe()));
            }
            return 0;
        }
        err.println("API check: the public API differs from " + options.baselineVersion + " (" + baseline
                + ") in ways that the version and CHANGELOG.md do not declare; what to do is after each colon:");
        verdict.problems().forEach(problem -> err.println("  " + problem));
        if (!verdict.declared().isEmpty()) {
            err.println("  (and " + verdict.declared().size() + " difference(s) that are declared)");
        }
        err.println("What japicmp found is in " + reportsFolder(options) + ", a report per module. Declare a change"
                + " made on purpose as each line says; undo one that is not.");
        return 1;
    }

    /** @return the constant, its values read from the jars of its module's report; nulls if none is named */
    private static ReleaseRules.ApiVersion apiVersion(Options options, Map<String, JapicmpReport.Report> reports)
            throws IOException {
        if (options.apiVersionModule.isEmpty()) {
            return new ReleaseRules.ApiVersion("", "#", null, null);
        }
        JapicmpReport.Report report = reports.get(options.apiVersionModule);
        if (report == null) {
            throw new IllegalArgumentException("--api-version names the module " + options.apiVersionModule
                    + ", of which no --report is given");
        }
        return new ReleaseRules.ApiVersion(options.apiVersionModule, options.apiVersionKey,
                Constants.value(report.oldJar(), options.apiVersionKey),
                Constants.value(report.newJar(), options.apiVersionKey));
    }

    /** @return the folder of the release's jars, as the reports name them, for people */
    private static String baselineFolder(Map<String, JapicmpReport.Report> reports) {
        Set<String> folders = new TreeSet<>();
        reports.values().forEach(report -> folders.add(String.valueOf(
                report.oldJar().toAbsolutePath().normalize().getParent())));
        return String.join(", ", folders);
    }

    private static String reportsFolder(Options options) {
        Set<String> folders = new TreeSet<>();
        options.reports.values().forEach(report -> folders.add(String.valueOf(report.getParent())));
        return String.join(", ", folders);
    }

    /** The arguments, checked. */
    private static final class Options {
        final Map<String, Path> reports = new LinkedHashMap<>();
        Version baselineVersion;
        Path changelog;
        Version version;
        String apiVersionModule = "";
        String apiVersionKey = "";

        static Options parse(String[] args) {
            Options options = new Options();
            for (String arg : args) {
                int equals = arg.indexOf('=');
                if (!arg.startsWith("--") || equals < 0) {
                    throw new IllegalArgumentException("'" + arg + "': arguments are --NAME=VALUE");
                }
                String value = arg.substring(equals + 1);
                switch (arg.substring(2, equals)) {
                    case "report" -> {
                        int split = value.indexOf('=');
                        if (split <= 0 || split == value.length() - 1) {
                            throw new IllegalArgumentException("--report=" + value + ": give NAME=FILE");
                        }
                        options.reports.put(value.substring(0, split), path(value.substring(split + 1)));
                    }
                    case "baseline-version" -> options.baselineVersion = Version.parse(value);
                    case "changelog" -> options.changelog = path(value);
                    case "version" -> options.version = Version.parse(value);
                    case "failures" -> path(value); // read by run, so that even a usage error is recorded
                    case "api-version" -> {
                        int colon = value.indexOf(':');
                        int hash = value.indexOf('#', colon + 1);
                        if (colon <= 0 || hash <= colon + 1 || hash == value.length() - 1) {
                            throw new IllegalArgumentException("--api-version=" + value
                                    + ": give MODULE:TYPE#CONSTANT");
                        }
                        options.apiVersionModule = value.substring(0, colon);
                        options.apiVersionKey = value.substring(colon + 1);
                    }
                    default -> throw new IllegalArgumentException("unknown argument " + arg);
                }
            }
            if (options.reports.isEmpty() || options.baselineVersion == null || options.changelog == null
                    || options.version == null) {
                throw new IllegalArgumentException("give --report (at least one), --baseline-version, --changelog"
                        + " and --version");
            }
            return options;
        }

        private static Path path(String value) {
            if (value.isBlank() || value.contains("${")) {
                throw new IllegalArgumentException("'" + value + "' is no path (a property the build did not set?)");
            }
            return Path.of(value).toAbsolutePath().normalize();
        }
    }

    /** Writes what it is given to two streams. */
    private static final class TeeOutputStream extends OutputStream {
        private final OutputStream first;
        private final OutputStream second;

        TeeOutputStream(OutputStream first, OutputStream second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(int b) throws IOException {
            first.write(b);
            second.write(b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            first.write(bytes, offset, length);
            second.write(bytes, offset, length);
        }

        @Override
        public void flush() throws IOException {
            first.flush();
            second.flush();
        }
    }
}
