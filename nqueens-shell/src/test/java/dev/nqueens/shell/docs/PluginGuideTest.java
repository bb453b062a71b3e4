package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.docs.SnippetProgram.Run;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin guide, {@code examples/dlx-solver/README.md}, as a plugin author follows it: the solver steps'
 * files compile as printed (the solver and its {@code module-info} as a module against the API, the test
 * against the test kit), the solver counts what the guide says, and the step's test passes the test kit with
 * the numbers step 6 prints, while the same solver without {@code countUnique}, as a plugin of API version 2
 * could be, fails it; the format chapter prints this folder's files exactly as they are, so that the code the
 * guide shows is the code the example's build compiles and tests, and that format prints what the chapter
 * says.
 */
class PluginGuideTest {

    private static final Markdown GUIDE = Documents.pluginGuide();
    private static final Markdown FORMAT_CHAPTER = GUIDE.section("Writing a format plugin");
    private static final Path EXAMPLE = Documents.file("examples/dlx-solver/pom.xml").getParent();
    /** Runs one test class with the JUnit Platform, as Surefire does, and prints its counts as Surefire does. */
    private static final JavaSnippet KIT_RUN = new JavaSnippet("""
            import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

            import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
            import org.junit.platform.launcher.core.LauncherFactory;
            import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
            import org.junit.platform.launcher.listeners.TestExecutionSummary;

            public class KitRun {
                public static void main(String[] args) throws ClassNotFoundException {
                    SummaryGeneratingListener listener = new SummaryGeneratingListener();
                    LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                            .selectors(selectClass(Class.forName(args[0]))).build(), listener);
                    TestExecutionSummary summary = listener.getSummary();
                    // Surefire counts an aborted test, one whose assumption failed, as skipped
                    System.out.println("Tests run: " + summary.getTestsFoundCount() + ", Failures: "
                            + summary.getTestsFailedCount() + ", Skipped: "
                            + (summary.getTestsAbortedCount() + summary.getTestsSkippedCount()));
                    summary.getFailures().forEach(failure -> System.out.println(
                            failure.getTestIdentifier().getDisplayName() + ": " + failure.getException()));
                }
            }
            """);

    @TempDir
    Path folder;

    @Test
    void theFormatChapterShowsTheExamplesFilesAsTheyAre() throws IOException {
        List<JavaSnippet> files = chapterFiles();
        assertThat(files).extracting(JavaSnippet::typeName).containsExactly("FenRenderer", "FenRendererTest");
        for (JavaSnippet file : files) {
            assertThat(file.source()).as("the guide's %s", file).isEqualTo(exampleSource(file));
        }
    }

    @Test
    void theFormatChaptersRegistrationIsTheExamples() throws IOException {
        String provides = FORMAT_CHAPTER.codeBlocks("java").stream()
                .filter(code -> code.strip().startsWith("provides ")).findFirst().orElseThrow().strip();
        assertThat(Files.readString(EXAMPLE.resolve("src/main/java/module-info.java"))).contains(provides);
        assertThat(FORMAT_CHAPTER.codeBlocks("")).containsExactly(Files.readString(
                EXAMPLE.resolve("src/main/resources/META-INF/services/dev.nqueens.api.Renderer")));
    }

    @Test
    void theStepsCompileAsPrintedAndTheirSolverAndFormatPrintWhatTheGuideSays() throws Exception {
        List<JavaSnippet> steps = steps();
        assertThat(steps).extracting(JavaSnippet::typeName).containsExactly("RowByRowSolver", "RowByRowSolverTest");
        String moduleInfo = GUIDE.codeBlocks("java").stream()
                .filter(code -> code.startsWith("module com.example.queens")).findFirst().orElseThrow();
        assertThat(GUIDE.section("Step 4: registration").codeBlocks(""))
                .containsExactly("com.example.queens.RowByRowSolver\n");
        // one jar may hold a solver and a format: the chapter's format goes into the steps' module
        JavaSnippet format = chapterFiles().get(0);
        Path main = SnippetProgram.compileModule(moduleInfo, List.of(steps.get(0), format),
                SnippetProgram.runtimePath(), folder.resolve("main"));
        SnippetProgram.compileOnClassPath(List.of(steps.get(1)),
                SnippetProgram.testPath() + File.pathSeparator + main, folder.resolve("test"));

        Matcher promised = Pattern.compile("the count prints `(\\d+)`").matcher(
                GUIDE.section("Step 7: drop the jar into a plugin folder").paragraphStartingWith(
                        "  `nqueens solvers` now lists `row-by-row`"));
        assertThat(promised.find()).as("step 7 says what count 10 prints").isTrue();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {main.toUri().toURL()},
                PluginGuideTest.class.getClassLoader())) {
            Solver solver = (Solver) loader.loadClass(steps.get(0).qualifiedName()).getConstructor().newInstance();
            assertThat(solver.id()).isEqualTo("row-by-row");
            assertThat(solver.count(SolveRequest.of(10))).isEqualTo(Long.parseLong(promised.group(1)));
            Renderer fen = (Renderer) loader.loadClass(format.qualifiedName()).getConstructor().newInstance();
            StringBuilder out = new StringBuilder();
            try (Stream<Solution> boards = solver.solve(SolveRequest.of(4))) {
                fen.render(boards, out);
            }
            assertThat(FORMAT_CHAPTER.codeBlocks("text")).as("what the chapter says solve 4 -f fen prints")
                    .containsExactly(out.toString());
        }
    }

    @Test
    void theStepsTestPassesTheKitAsStep6SaysAndTheKitFailsTheSolverWithoutCountUnique() {
        Matcher promised = Pattern.compile("`Tests run: (\\d+), Failures: 0, Errors: 0, Skipped: (\\d+)`")
                .matcher(GUIDE.section("Step 6: build").text());
        assertThat(promised.find()).as("step 6 says what the test's run prints").isTrue();
        List<JavaSnippet> steps = steps();
        String services = GUIDE.section("Step 4: registration").codeBlocks("").get(0);

        String asPrinted = runKit(steps, services, folder.resolve("as-printed"));
        assertThat(asPrinted.lines().findFirst().orElse("")).as("the kit's run of the steps' test:%n%s", asPrinted)
                .isEqualTo("Tests run: " + promised.group(1) + ", Failures: 0, Skipped: " + promised.group(2));

        // API version 3: a listing solver implements countUnique, or the kit fails it, naming the method
        String solver = steps.get(0).source();
        int method = solver.indexOf("public long countUnique(");
        int start = solver.lastIndexOf("\n    /**", method);
        int end = solver.indexOf("\n    }\n", method) + "\n    }".length();
        assertThat(method).as("the step's solver implements countUnique").isPositive();
        JavaSnippet withoutCountUnique = new JavaSnippet(solver.substring(0, start) + solver.substring(end));
        String without = runKit(List.of(withoutCountUnique, steps.get(1)), services, folder.resolve("without"));
        assertThat(without).as("the kit's run of the steps' test, the solver without countUnique")
                .doesNotStartWith("Tests run: " + promised.group(1) + ", Failures: 0,")
                .contains("does not implement countUnique(SolveRequest)");
    }

    /**
     * @return what {@link #KIT_RUN} prints of the run of the steps' test, the steps compiled with their services
     *     file on the class path, as Maven's build runs them
     */
    private static String runKit(List<JavaSnippet> steps, String services, Path folder) {
        try {
            Path classes = SnippetProgram.compileOnClassPath(List.of(steps.get(0), steps.get(1), KIT_RUN),
                    SnippetProgram.testPath(), folder.resolve("build"));
            Path file = classes.resolve("META-INF/services/dev.nqueens.api.Solver");
            Files.createDirectories(file.getParent());
            Files.writeString(file, services, StandardCharsets.UTF_8);
            Run run = SnippetProgram.runOnClassPath(KIT_RUN, classes + File.pathSeparator + SnippetProgram.testPath(),
                    folder, steps.get(1).qualifiedName());
            assertThat(run.status()).as("exit status of the kit's run; standard error:%n%s", run.err()).isZero();
            return run.out();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The solver and its test, of the steps: the Java files of package {@code com.example.queens}. */
    private static List<JavaSnippet> steps() {
        return GUIDE.codeBlocks("java").stream().filter(code -> code.startsWith("package com.example.queens;"))
                .map(JavaSnippet::new).toList();
    }

    /** The whole files the format chapter prints: those with a package. */
    private static List<JavaSnippet> chapterFiles() {
        return FORMAT_CHAPTER.codeBlocks("java").stream().map(JavaSnippet::new)
                .filter(snippet -> snippet.source().startsWith("package ")).toList();
    }

    /** The file of the example that a snippet with a package is, from its package and type. */
    private static String exampleSource(JavaSnippet snippet) throws IOException {
        for (String root : List.of("src/main/java", "src/test/java")) {
            Path file = EXAMPLE.resolve(root).resolve(snippet.fileName());
            if (Files.isRegularFile(file)) {
                return Files.readString(file, StandardCharsets.UTF_8);
            }
        }
        throw new AssertionError("the guide shows " + snippet.fileName() + ", which the example does not have");
    }
}
