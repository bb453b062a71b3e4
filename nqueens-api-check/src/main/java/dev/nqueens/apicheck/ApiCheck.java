package dev.nqueens.apicheck;

import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The build's check of the public API: compares the API of each module with the baseline committed at the
 * last release, and fails on a difference that the project's version and its changelog do not declare (see
 * {@link ReleaseRules}); or, at a release, writes that baseline.
 *
 * <p>The baseline is a folder of the repository: {@code MODULE.api} for each module, written by
 * {@link ApiSignature}, and {@code VERSION}, the release they describe. Before the first release there is
 * no {@code VERSION}, and the check says so and passes. The API of the build being checked is always
 * written to the output folder too, to compare by hand.
 *
 * <p>Arguments, each {@code --NAME=VALUE}:
 * <pre>
 * --module=NAME=PATH          a module to check, and its jar or folder of classes (repeated)
 * --baseline=DIR              the baseline's folder
 * --changelog=FILE            the changelog, in the form of Keep a Changelog
 * --version=VERSION           the project's version
 * --api-version=MODULE:KEY    the constant of the providers' API version, as in
 *                             nqueens-api:dev.nqueens.api.Provider#API_VERSION
 * --out=DIR                   where the API of this build is written
 * --write-baseline=true       write the baseline instead of checking (at a release only)
 * --failures=FILE             also write what failed to FILE, and delete FILE when nothing does
 * </pre>
 * The exit status is 0 if the check passes (or the baseline was written), 1 if it fails, and 2 for a usage
 * error or input that cannot be read, with one line saying why.
 *
 * @implNote The build runs the check in a JVM of its own and fails on the failures file, rather than on the
 *     exit status: the plugin that starts the JVM logs a stack trace of its own for any status but 0.
 */
public final class ApiCheck {

    private static final String VERSION_FILE = "VERSION";

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
            Map<String, ApiSignature> current = new LinkedHashMap<>();
            Files.createDirectories(options.out);
            for (Map.Entry<String, Path> module : options.modules.entrySet()) {
                ApiSignature api = ApiReader.read(module.getValue());
                current.put(module.getKey(), api);
                write(options.out.resolve(module.getKey() + ".api"), api.text(module.getKey()));
            }
            return options.writeBaseline ? writeBaseline(options, current, out) : check(options, current, out, err);
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

    private static int writeBaseline(Options options, Map<String, ApiSignature> current, PrintStream out)
            throws IOException {
        if (!options.version.isRelease()) {
            throw new IllegalArgumentException("a baseline describes a release, and the version is "
                    + options.version + ": write it in the release commit, once the version is the release's");
        }
        Files.createDirectories(options.baseline);
        List<String> written = new ArrayList<>();
        for (Map.Entry<String, ApiSignature> module : current.entrySet()) {
            Path file = options.baseline.resolve(module.getKey() + ".api");
            write(file, module.getValue().text(module.getKey()));
            written.add(file.getFileName().toString());
        }
        write(options.baseline.resolve(VERSION_FILE), options.version + "\n");
        out.println("API baseline of " + options.version + " written to " + options.baseline + ": "
                + String.join(", ", written) + " and " + VERSION_FILE + "; commit them with the release");
        return 0;
    }

    private static int check(Options options, Map<String, ApiSignature> current, PrintStream out, PrintStream err)
            throws IOException {
        Path versionFile = options.baseline.resolve(VERSION_FILE);
        if (!Files.isRegularFile(versionFile)) {
            if (!baselineFiles(options.baseline).isEmpty()) {
                err.println("API check: " + options.baseline + " holds .api files but no " + VERSION_FILE
                        + " naming the release they describe: write the baseline again at that release");
                return 1;
            }
            out.println("API check: no baseline yet (no " + versionFile + "), so nothing to compare before the"
                    + " first release; the API of this build is in " + options.out);
            return 0;
        }
        Version baselineVersion;
        try {
            baselineVersion = Version.parse(Files.readString(versionFile, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(versionFile + ": " + e.getMessage(), e);
        }

        List<String> strays = new ArrayList<>();
        for (Path file : baselineFiles(options.baseline)) {
            String module = file.getFileName().toString().replaceFirst("\\.api$", "");
            if (!options.modules.containsKey(module)) {
                strays.add(file + " is the API of " + module + ", which the check does not read: delete it, or"
                        + " add the module to the check");
            }
        }
        Map<String, ApiSignature> baseline = new LinkedHashMap<>();
        List<Difference> differences = new ArrayList<>();
        for (Map.Entry<String, ApiSignature> module : current.entrySet()) {
            Path file = options.baseline.resolve(module.getKey() + ".api");
            // a module that no release had: its whole API is new
            ApiSignature before = Files.isRegularFile(file)
                    ? ApiSignature.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString())
                    : ApiSignature.empty();
            baseline.put(module.getKey(), before);
            differences.addAll(ApiDiff.compare(module.getKey(), before, module.getValue()));
        }

        Changelog changelog = Changelog.parse(Files.isRegularFile(options.changelog)
                ? Files.readString(options.changelog, StandardCharsets.UTF_8) : "");
        Changelog.Section declaring = changelog.section("Unreleased").orElse(new Changelog.Section(List.of()))
                .plus(changelog.section(options.version.release().toString())
                        .orElse(new Changelog.Section(List.of())));
        ReleaseRules.ApiVersion apiVersion = new ReleaseRules.ApiVersion(options.apiVersionModule,
                options.apiVersionKey, constant(baseline.get(options.apiVersionModule), options.apiVersionKey),
                constant(current.get(options.apiVersionModule), options.apiVersionKey));
        ReleaseRules.Verdict verdict = ReleaseRules.judge(baselineVersion, options.version, differences, declaring,
                apiVersion);

        List<String> problems = new ArrayList<>(strays);
        problems.addAll(verdict.problems());
        if (problems.isEmpty()) {
            if (differences.isEmpty()) {
                out.println("API check: the public API of " + String.join(", ", current.keySet()) + " is that of "
                        + baselineVersion + " (" + options.baseline + ")");
            } else {
                out.println("API check: " + differences.size() + " difference(s) from " + baselineVersion
                        + ", each declared by the version " + options.version + " and CHANGELOG.md:");
                differences.forEach(difference -> out.println("  " + difference.describe()));
            }
            return 0;
        }
        err.println("API check: the public API differs from " + baselineVersion + " (" + options.baseline
                + ") in ways that the version and CHANGELOG.md do not declare; what to do is after each colon:");
        problems.forEach(problem -> err.println("  " + problem));
        if (!verdict.declared().isEmpty()) {
            err.println("  (and " + verdict.declared().size() + " difference(s) that are declared)");
        }
        err.println("The API of this build is in " + options.out + ", to compare with " + options.baseline
                + ". Declare a change made on purpose as each line says; undo one that is not.");
        return 1;
    }

    private static String constant(ApiSignature api, String key) {
        String declaration = api == null ? null : api.declaration(key);
        return declaration == null ? null : Declaration.parse(declaration).constantValue();
    }

    private static List<Path> baselineFiles(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, "*.api")) {
                entries.forEach(files::add);
            }
        }
        files.sort(null);
        return files;
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** The arguments, checked. */
    private static final class Options {
        final Map<String, Path> modules = new LinkedHashMap<>();
        Path baseline;
        Path changelog;
        Version version;
        String apiVersionModule = "";
        String apiVersionKey = "";
        Path out;
        boolean writeBaseline;

        static Options parse(String[] args) {
            Options options = new Options();
            for (String arg : args) {
                int equals = arg.indexOf('=');
                if (!arg.startsWith("--") || equals < 0) {
                    throw new IllegalArgumentException("'" + arg + "': arguments are --NAME=VALUE");
                }
                String value = arg.substring(equals + 1);
                switch (arg.substring(2, equals)) {
                    case "module" -> {
                        int split = value.indexOf('=');
                        if (split <= 0 || split == value.length() - 1) {
                            throw new IllegalArgumentException("--module=" + value + ": give NAME=PATH");
                        }
                        options.modules.put(value.substring(0, split), path(value.substring(split + 1)));
                    }
                    case "baseline" -> options.baseline = path(value);
                    case "changelog" -> options.changelog = path(value);
                    case "version" -> options.version = Version.parse(value);
                    case "out" -> options.out = path(value);
                    case "failures" -> path(value); // read by run, so that even a usage error is recorded
                    case "write-baseline" -> options.writeBaseline = switch (value) {
                        case "true", "" -> true;
                        case "false" -> false;
                        default -> throw new IllegalArgumentException("--write-baseline=" + value
                                + ": true or false");
                    };
                    case "api-version" -> {
                        int colon = value.indexOf(':');
                        if (colon <= 0 || !value.substring(colon + 1).contains("#")) {
                            throw new IllegalArgumentException("--api-version=" + value
                                    + ": give MODULE:TYPE#CONSTANT");
                        }
                        options.apiVersionModule = value.substring(0, colon);
                        options.apiVersionKey = value.substring(colon + 1);
                    }
                    default -> throw new IllegalArgumentException("unknown argument " + arg);
                }
            }
            if (options.modules.isEmpty() || options.baseline == null || options.changelog == null
                    || options.version == null || options.out == null) {
                throw new IllegalArgumentException("give --module (at least one), --baseline, --changelog, --version"
                        + " and --out");
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
