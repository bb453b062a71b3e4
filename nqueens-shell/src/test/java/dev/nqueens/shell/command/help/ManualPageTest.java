package dev.nqueens.shell.command.help;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandResult;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manual page as groff reads it, and complete: no warning from {@code groff -man -ww}, nothing of
 * picocli's own format left ({@code %n}), no character beyond ASCII unescaped, and ENVIRONMENT, EXIT STATUS and
 * FILES naming every variable that nqueens and its launcher read, every status they exit with and every file
 * they keep.
 */
class ManualPageTest {

    /** The macros the page may use; any other line starting with a full stop or an apostrophe is a fault. */
    private static final Set<String> MACROS = Set.of(".TH", ".SH", ".SS", ".TP", ".B", ".I", ".PP", ".br");
    /** The launcher's word splitting, which it sets for itself: no setting of nqueens. */
    private static final Set<String> SHELL_VARIABLES = Set.of("IFS");
    /** The checkout's root: the tests run in the module's folder. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    private final String page = page();

    @Test
    void groffReadsThePageWithoutAWarning(@TempDir Path folder) throws Exception {
        assumeTrue(onPath("groff"), "groff is not installed here: the page's roff cannot be checked");
        Path file = Files.writeString(folder.resolve("nqueens.1"), page);
        Path errors = folder.resolve("groff.err");
        Process groff = new ProcessBuilder("groff", "-man", "-ww", "-z", file.toString())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(errors.toFile()).start();
        int status = groff.waitFor();
        assertThat(Files.readString(errors, StandardCharsets.UTF_8)).as("what groff -man -ww says").isEmpty();
        assertThat(status).isZero();
    }

    @Test
    void thePageIsPlainRoff() {
        assertThat(page).doesNotContain("%n");
        assertThat(page.chars()).as("characters beyond ASCII, unescaped").allMatch(c -> c < 0x80);
        assertThat(page).contains("n\\(mun board");
        for (String line : page.lines().toList()) {
            if (line.startsWith(".") || line.startsWith("'")) {
                assertThat(MACROS).as("a request in '%s'", line).contains(line.split(" ", 2)[0]);
            }
        }
        // the options, and ids such as min-conflicts, are written with minus signs, to be copied
        assertThat(page).contains("\\fB\\-\\-solver\\fR", "min\\-conflicts").doesNotContainPattern("[^\\\\]-");
    }

    @Test
    void theEnvironmentNamesEveryVariableOfNqueensAndItsLauncher() throws IOException {
        Set<String> read = new TreeSet<>();
        Matcher launcher = Pattern.compile("\\$\\{?([A-Z][A-Z0-9_]*)")
                .matcher(Files.readString(ROOT.resolve("nqueens-dist/src/main/dist/bin/nqueens")));
        while (launcher.find()) {
            read.add(launcher.group(1));
        }
        read.removeAll(SHELL_VARIABLES);
        // the shell's own: the names it hands System.getenv, which are its constants'
        Pattern names = Pattern.compile("\"(NQUEENS_[A-Z0-9_]+|NO_COLOR|HOME|COLUMNS)\"");
        try (Stream<Path> sources = Files.walk(ROOT.resolve("nqueens-shell/src/main/java"))) {
            for (Path source : sources.filter(file -> file.toString().endsWith(".java")).toList()) {
                Matcher name = names.matcher(Files.readString(source));
                while (name.find()) {
                    read.add(name.group(1));
                }
            }
        }
        assertThat(read).contains("NQUEENS_PLUGINS", "NQUEENS_VECTOR", "NQUEENS_CDS", "JAVA_HOME", "XDG_CACHE_HOME",
                "NO_COLOR");
        String environment = section("ENVIRONMENT");
        for (String variable : read) {
            assertThat(environment).as("ENVIRONMENT").containsPattern("\\b" + variable + "\\b");
        }
        for (ManualCommand.Entry entry : ManualCommand.ENVIRONMENT) {
            assertThat(environment).contains(".TP\n.B " + entry.name() + "\n");
        }
    }

    @Test
    void theExitStatusesAreEveryOneThatNqueensAndItsLauncherExitWith() throws IOException {
        Set<Integer> statuses = new TreeSet<>();
        ExitStatus.ALL.forEach(status -> statuses.add(status.status()));
        Matcher exit = Pattern.compile("\\bexit (\\d+)")
                .matcher(Files.readString(ROOT.resolve("nqueens-dist/src/main/dist/bin/nqueens")));
        while (exit.find()) {
            statuses.add(Integer.valueOf(exit.group(1)));
        }
        assertThat(statuses).contains(0, 1, 2, 129, 130, 143);
        String section = section("EXIT STATUS");
        for (int status : statuses) {
            assertThat(section).contains(".TP\n.B " + status + "\n");
        }
    }

    @Test
    void theFilesAreThoseNqueensAndItsLauncherKeep() {
        String files = section("FILES");
        for (String file : List.of("~/.nqueens/plugins", "~/.nqueens/plugins.cache", "~/.nqueens/history",
                "~/.cache/nqueens")) {
            assertThat(files).contains(".TP\n.I " + file + "\n");
        }
    }

    /** @return the text of the page's section of that heading, up to the next */
    private String section(String heading) {
        int start = page.indexOf(".SH " + heading + "\n");
        assertThat(start).as("the section %s", heading).isNotNegative();
        int end = page.indexOf("\n.SH ", start + 1);
        return page.substring(start, end < 0 ? page.length() : end + 1);
    }

    private String page() {
        CommandResult result = CommandResult.oneShot(session, "manual");
        assertThat(result.status()).as(result.err()).isZero();
        return result.out();
    }

    private static boolean onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(folder -> !folder.isEmpty() && Files.isExecutable(Path.of(folder, command)));
    }
}
