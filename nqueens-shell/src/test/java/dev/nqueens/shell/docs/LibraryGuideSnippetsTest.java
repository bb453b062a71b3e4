package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.docs.SnippetProgram.LibraryPath;
import dev.nqueens.shell.docs.SnippetProgram.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Java programs of the library guide, {@code docs/library.md}, compile as printed, with the JDK's
 * compiler, against the jars a user of the library has, and print what their {@code // prints} comments
 * say: on the class path, and as a module of their own on the module path, where
 * {@code requires dev.nqueens.api} (and the module of each other nqueens package imported) must be all
 * the {@code module-info} needs. Its Maven coordinates import the BOM and name real modules without a
 * version.
 */
class LibraryGuideSnippetsTest {

    private static final Markdown GUIDE = Documents.libraryGuide();
    private static final Pattern DEPENDENCY = Pattern.compile("<dependency>(.*?)</dependency>", Pattern.DOTALL);
    private static final Pattern FIELD = Pattern.compile("<(\\w+)>([^<]*)</\\1>");

    private static List<JavaSnippet> snippets() {
        return GUIDE.codeBlocks("java").stream().map(JavaSnippet::new).toList();
    }

    static Stream<Arguments> snippetsOnEitherPath() {
        return snippets().stream().flatMap(snippet -> Stream.of(LibraryPath.values())
                .map(path -> Arguments.of(snippet, path)));
    }

    @Test
    void theGuideShowsEveryPartOfTheLibraryAsAProgramThatPromisesItsOutput() {
        assertThat(snippets()).extracting(JavaSnippet::typeName)
                .containsExactly("FirstSteps", "CheckBoards", "CountOnThreads", "RunCommands");
        assertThat(snippets()).allSatisfy(snippet -> {
            assertThat(snippet.source()).contains("public static void main(String[] args)");
            assertThat(snippet.promisedOutput()).isNotEmpty();
        });
    }

    @ParameterizedTest(name = "{0} on the {1} path")
    @MethodSource("snippetsOnEitherPath")
    void compilesAsPrintedAndPrintsWhatItsCommentsSay(JavaSnippet snippet, LibraryPath path, @TempDir Path folder) {
        Run run = compileAndRun(snippet, path, folder);
        assertThat(run.status()).as("exit status of %s; standard error:%n%s", snippet, run.err()).isZero();
        assertThat(run.err()).as("standard error of %s", snippet).isEmpty();
        List<String> lines = run.out().lines().toList();
        List<Pattern> promised = snippet.promisedOutput();
        assertThat(lines).as("lines printed by %s", snippet).hasSameSizeAs(promised);
        for (int i = 0; i < lines.size(); i++) {
            assertThat(lines.get(i)).as("line %d printed by %s", i + 1, snippet).matches(promised.get(i));
        }
    }

    @Test
    void theCheckpointSnippetResumesFromItsFileWithTheSameTotals(@TempDir Path folder) throws IOException {
        JavaSnippet snippet = snippets().stream().filter(s -> s.typeName().equals("CountOnThreads")).findFirst()
                .orElseThrow();
        Path classes = SnippetProgram.compileOnClassPath(List.of(snippet), SnippetProgram.runtimePath(),
                folder.resolve("build"));
        Run first = SnippetProgram.run(snippet, classes, LibraryPath.CLASS, folder);
        Path checkpoint = folder.resolve("n14.ckpt");
        List<String> recorded = Files.readAllLines(checkpoint);
        assertThat(recorded).as("the header and one line per subproblem").hasSizeGreaterThan(2);
        assertThat(recorded.get(0)).contains("\"format\":\"nqueens-checkpoint\"", "\"n\":14");

        Run again = SnippetProgram.run(snippet, classes, LibraryPath.CLASS, folder);
        assertThat(again).isEqualTo(first);
        assertThat(again.out()).isEqualTo("73712\n365596\n45752\n");
        assertThat(Files.readAllLines(checkpoint)).as("nothing counted again, so nothing appended")
                .isEqualTo(recorded);
    }

    @Test
    void theMavenCoordinatesImportTheBomAndNameModulesOfTheBuildWithoutAVersion() {
        Markdown section = GUIDE.section("Maven coordinates");
        List<String> xml = section.codeBlocks("xml");
        assertThat(xml).as("the coordinates, one block").hasSize(1);
        String block = xml.get(0);
        String managementEnd = "</dependencyManagement>";
        assertThat(block).contains("<dependencyManagement>", managementEnd);

        List<Map<String, String>> managed = dependencies(block.substring(0, block.indexOf(managementEnd)));
        assertThat(managed).as("what dependencyManagement imports").singleElement().satisfies(bom -> {
            assertThat(bom).containsEntry("groupId", "dev.nqueens").containsEntry("artifactId", "nqueens-bom")
                    .containsEntry("type", "pom").containsEntry("scope", "import").containsKey("version");
        });
        List<Map<String, String>> used = dependencies(block.substring(block.indexOf(managementEnd)));
        assertThat(used).as("the modules the coordinates name").isNotEmpty().allSatisfy(module -> {
            assertThat(module).containsEntry("groupId", "dev.nqueens")
                    .as("%s names no version: the BOM gives it", module).doesNotContainKey("version");
            assertThat(Documents.file(module.get("artifactId") + "/pom.xml")).as("a module of the build").exists();
        });
        for (Map<String, String> row : section.table("module")) {
            String module = row.get("module").replace("`", "");
            assertThat(Documents.file(module + "/pom.xml")).as("the table's module %s", module).exists();
        }
    }

    /** The {@code <dependency>} elements of a piece of a pom, each as its child elements' names and texts. */
    static List<Map<String, String>> dependencies(String xml) {
        List<Map<String, String>> found = new ArrayList<>();
        Matcher dependency = DEPENDENCY.matcher(xml);
        while (dependency.find()) {
            Map<String, String> fields = new LinkedHashMap<>();
            Matcher field = FIELD.matcher(dependency.group(1));
            while (field.find()) {
                fields.put(field.group(1), field.group(2).strip());
            }
            found.add(fields);
        }
        return found;
    }

    private static Run compileAndRun(JavaSnippet snippet, LibraryPath path, Path folder) {
        Path build = folder.resolve("build");
        Path classes = path == LibraryPath.CLASS
                ? SnippetProgram.compileOnClassPath(List.of(snippet), SnippetProgram.runtimePath(), build)
                : SnippetProgram.compileAsModule(snippet, SnippetProgram.runtimePath(), build);
        return SnippetProgram.run(snippet, classes, path, folder);
    }
}
