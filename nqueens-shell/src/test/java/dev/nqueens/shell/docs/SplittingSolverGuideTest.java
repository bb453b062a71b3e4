package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.Checkpoint;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.LocalEngine;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugins guide's chapter on splitting solvers, in {@code docs/plugins.md}, as a plugin author follows it:
 * its example solver compiles as printed into a module with the {@code provides} line the chapter gives, its
 * test compiles against the test kit, and the solver does what the chapter says: the counts of every board
 * up to n = 12 from its own count and from its split, the split and signature of n = 12 that the checkpoint
 * shown holds, the {@code solvers} row shown, a count on the engine's threads that resumes from its
 * checkpoint with nothing counted again, the recheck shown, and another solver's subproblem refused.
 */
class SplittingSolverGuideTest {

    private static final Markdown CHAPTER = Documents.pluginsGuide().section("Splitting solvers");
    private static final int LARGEST_COUNTED = 12;

    @TempDir
    static Path folder;
    private static URLClassLoader loader;
    private static SubproblemSolver solver;

    @BeforeAll
    static void compileTheChaptersSolverAndTest() throws Exception {
        List<JavaSnippet> files = files();
        assertThat(files).extracting(JavaSnippet::typeName).containsExactly("MirrorSplitSolver",
                "MirrorSplitSolverTest");
        Matcher provides = Pattern.compile("`(provides dev\\.nqueens\\.api\\.Solver with ([\\w.]+);)`")
                .matcher(CHAPTER.text());
        assertThat(provides.find()).as("the chapter gives the module's provides line").isTrue();
        assertThat(provides.group(2)).isEqualTo(files.get(0).qualifiedName());
        String moduleInfo = "module com.example.queens {\n    requires dev.nqueens.api;\n\n    " + provides.group(1)
                + "\n}\n";
        Path main = SnippetProgram.compileModule(moduleInfo, List.of(files.get(0)), SnippetProgram.runtimePath(),
                folder.resolve("main"));
        SnippetProgram.compileOnClassPath(List.of(files.get(1)), SnippetProgram.testPath() + File.pathSeparator + main,
                folder.resolve("test"));
        loader = new URLClassLoader(new URL[] {main.toUri().toURL()}, SplittingSolverGuideTest.class.getClassLoader());
        solver = (SubproblemSolver) loader.loadClass(files.get(0).qualifiedName()).getConstructor().newInstance();
    }

    @AfterAll
    static void closeTheLoader() throws Exception {
        if (loader != null) {
            loader.close();
        }
    }

    @Test
    void itCountsEveryBoardAsKnownBothWholeAndThroughItsSplit() {
        assertThat(SubproblemSolver.splitting(solver)).contains(solver);
        for (int n = 0; n <= LARGEST_COUNTED; n++) {
            assertThat(solver.count(SolveRequest.of(n))).as("count(n = %d)", n).isEqualTo(KnownCounts.total(n));
            Subcount sum = Subcount.ZERO;
            for (Subproblem subproblem : solver.split(n).subproblems()) {
                sum = sum.plus(solver.count(SubproblemRequest.of(subproblem)));
            }
            assertThat(sum.solutions()).as("the subcounts of split(n = %d)", n).isEqualTo(KnownCounts.total(n));
        }
    }

    @Test
    void theSolversRowAndTheCheckpointShownAreItsOwn() {
        String shown = shownOutput();
        Matcher row = Pattern.compile("(?m)^ {2}" + solver.id() + " +(\\d+) +(\\S+) +(.+)$").matcher(shown);
        assertThat(row.find()).as("the solvers row of %s in:%n%s", solver.id(), shown).isTrue();
        assertThat(row.group(1)).isEqualTo(String.valueOf(solver.maxBoardSize()));
        assertThat(row.group(2)).isEqualTo(solver.capabilities().stream().sorted()
                .map(capability -> capability.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .collect(Collectors.joining(",")));
        assertThat(row.group(3)).isEqualTo(solver.description());

        Split split = solver.split(LARGEST_COUNTED);
        assertThat(shown).contains("\"signature\":\"" + split.signature() + "\"")
                .contains("\"subproblems\":" + split.subproblems().size() + ",")
                .contains(split.subproblems().size() + " of " + split.subproblems().size() + " subproblems done")
                .contains(String.valueOf(KnownCounts.total(LARGEST_COUNTED)));
    }

    @Test
    void theEngineCountsItOnThreadsAndResumesFromTheCheckpointAsShown() throws Exception {
        Registry<Solver> solvers = Registry.of(ProviderKind.SOLVER, List.of(solver));
        Split split = solver.split(LARGEST_COUNTED);
        Path file = folder.resolve("n12.ckpt");
        try (LocalEngine engine = new LocalEngine(2, solvers)) {
            try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
                CountResult first = engine.count(CountJob.builder(split).checkpoint(checkpoint).build());
                assertThat(first.solutions()).isEqualTo(KnownCounts.total(LARGEST_COUNTED));
            }
            List<String> recorded = Files.readAllLines(file);
            assertThat(recorded).as("the header and a line per subproblem").hasSize(1 + split.subproblems().size());
            try (Checkpoint checkpoint = Checkpoint.open(file, split)) {
                CountResult again = engine.count(CountJob.builder(split).checkpoint(checkpoint).recheck(50, 7).build());
                assertThat(again.solutions()).isEqualTo(KnownCounts.total(LARGEST_COUNTED));
                assertThat(again.resumed()).isEqualTo(split.subproblems().size());
                Matcher recheck = Pattern.compile("nqueens: (rechecked .*)").matcher(shownOutput());
                assertThat(recheck.find()).as("the chapter shows what the recheck found").isTrue();
                assertThat(again.recheck().describe()).isEqualTo(recheck.group(1));
            }
            assertThat(Files.readAllLines(file)).as("nothing counted again, so nothing appended").isEqualTo(recorded);
        }
    }

    @Test
    void itRefusesAnotherSolversSubproblem() {
        Subproblem own = solver.split(8).subproblems().get(0);
        Subproblem foreign = new Subproblem("halves", own.scheme(), own.id(), 8, own.queens(), 1);
        assertThatThrownBy(() -> solver.count(SubproblemRequest.of(foreign)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(solver.id());
    }

    private static List<JavaSnippet> files() {
        return CHAPTER.codeBlocks("java").stream().map(JavaSnippet::new).toList();
    }

    /** The commands and what they print, as the chapter shows them. */
    private static String shownOutput() {
        List<String> blocks = CHAPTER.codeBlocks("text");
        assertThat(blocks).as("the chapter's commands and their output, one block").hasSize(1);
        return blocks.get(0);
    }
}
