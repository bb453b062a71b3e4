package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the documents tell a library's author to depend on is what the POMs say. Each program of the library
 * guide that imports a package of another nqueens module than the API follows, in its section, the words that
 * name that module at compile scope, as a dependency of the program's own: no published module brings another
 * to its users but the API (0.1.0's {@code nqueens-solvers} brought {@code nqueens-engine}; the guide says it no
 * longer does). And every library that {@code nqueens-api} brings along, at run time too, is named where the
 * README and the guide describe the module, none of which says it needs nothing. The shell, which a program
 * depends on to run the tool, brings no cluster: {@code nqueens-cluster} (and Hazelcast behind it) is an
 * optional dependency of the shell's, which the archive names itself; the guide says so, and what to add to
 * keep the cluster's commands.
 */
class LibraryDependenciesTest {

    private static final Markdown GUIDE = Documents.libraryGuide();
    private static final String PREFIX = "dev.nqueens.";

    @Test
    void everyProgramOfTheLibraryGuideFollowsTheWordsThatNameEachModuleItImportsAtCompileScope() {
        int checked = 0;
        List<String> headings = GUIDE.text().lines().filter(line -> line.startsWith("## "))
                .map(line -> line.substring(3)).toList();
        for (String heading : headings) {
            Markdown section = GUIDE.section(heading);
            for (String code : section.codeBlocks("java")) {
                JavaSnippet program = new JavaSnippet(code);
                List<String> modules = program.importedPackages().stream().filter(name -> name.startsWith(PREFIX))
                        .map(name -> "nqueens-" + name.substring(PREFIX.length()))
                        .filter(name -> !name.equals("nqueens-api")).distinct().toList();
                for (String module : modules) {
                    assertThat(Documents.file(module + "/pom.xml")).as("the module of an import of %s", program)
                            .exists();
                    String words = "`" + module + "` at compile scope";
                    String text = section.text();
                    assertThat(text.indexOf(words)).as("where section '%s' says that %s takes %s", heading, program,
                            words).isNotNegative().isLessThan(text.indexOf(code));
                    checked++;
                }
            }
        }
        assertThat(checked).as("the guide's imports of the engine and the formats").isGreaterThanOrEqualTo(2);
    }

    @Test
    void theSolversBringNoNqueensModuleButTheApiAsTheGuideSays() throws IOException {
        assertThat(GUIDE.section("Modules").table("module"))
                .filteredOn(row -> row.get("module").equals("`nqueens-solvers`")).singleElement()
                .satisfies(row -> assertThat(row.get("job")).contains("Needs the API alone"));
        assertThat(runtimeDependencies("nqueens-solvers")).filteredOn(dependency -> dependency.get("groupId")
                .equals("dev.nqueens")).extracting(dependency -> dependency.get("artifactId"))
                .as("the nqueens modules that nqueens-solvers brings to its users").containsExactly("nqueens-api");
    }

    @Test
    void theReadmeAndTheLibraryGuideNameEveryLibraryThatTheApiBringsAlong() throws IOException {
        List<String> libraries = runtimeDependencies("nqueens-api").stream()
                .filter(dependency -> !dependency.get("groupId").equals("dev.nqueens"))
                .map(dependency -> dependency.get("artifactId")).toList();
        List<String> descriptions = List.of(
                Documents.readme().section("Modules").text(),
                row(GUIDE.section("Maven coordinates").table("module"), "what it gives you"),
                row(GUIDE.section("Modules").table("module"), "job"));
        for (String description : descriptions) {
            String words = description.toLowerCase(Locale.ROOT);
            assertThat(words).as("a description of nqueens-api").doesNotContain("no run-time dep")
                    .doesNotContain("no dependencies at run time");
            libraries.forEach(library -> assertThat(words).as("a description of nqueens-api, which brings %s along",
                    library).contains(library.toLowerCase(Locale.ROOT)));
        }
    }

    @Test
    void theShellBringsNeitherTheClusterNorHazelcastWhichTheArchiveNamesItself() throws IOException {
        assertThat(dependencies("nqueens-shell")).as("the shell's dependency on the cluster")
                .filteredOn(dependency -> dependency.get("artifactId").equals("nqueens-cluster")).singleElement()
                .satisfies(cluster -> assertThat(cluster).containsEntry("optional", "true"));
        assertThat(runtimeDependencies("nqueens-shell")).extracting(dependency -> dependency.get("artifactId"))
                .as("what nqueens-shell brings to its users").isNotEmpty()
                .doesNotContain("nqueens-cluster", "hazelcast");
        // the archive ships the cluster all the same: it names the cluster itself, as a dependency it keeps
        assertThat(runtimeDependencies("nqueens-dist")).extracting(dependency -> dependency.get("artifactId"))
                .as("what makes the archive's lib/").contains("nqueens-shell", "nqueens-cluster");
    }

    @Test
    void theGuideSaysThatTheShellBringsNoClusterAndWhatToAddForItsCommands() {
        String shell = row(GUIDE.section("Maven coordinates").table("module"), "`nqueens-shell`", "what it gives you");
        assertThat(shell).as("the guide's row of nqueens-shell")
                .contains("brings neither `nqueens-cluster` nor Hazelcast");
        assertThat(GUIDE.section("Running the commands in your program").codeBlocks("xml"))
                .as("the dependency that keeps the cluster's commands in the tool").singleElement()
                .satisfies(xml -> assertThat(LibraryGuideSnippetsTest.dependencies(xml)).singleElement()
                        .satisfies(cluster -> assertThat(cluster).containsEntry("groupId", "dev.nqueens")
                                .containsEntry("artifactId", "nqueens-cluster").containsEntry("scope", "runtime")));
    }

    /** The cell of the table's row of {@code nqueens-api} in the given column. */
    private static String row(List<Map<String, String>> table, String column) {
        return row(table, "`nqueens-api`", column);
    }

    /** The cell of the table's row of the given module, as the table writes it, in the given column. */
    private static String row(List<Map<String, String>> table, String module, String column) {
        return table.stream().filter(row -> row.get("module").equals(module)).findFirst().orElseThrow()
                .get(column);
    }

    /**
     * @param module a module of the build, as in {@code nqueens-api}
     * @return the dependencies that its pom gives its users: neither test nor provided scope, nor optional
     */
    private static List<Map<String, String>> runtimeDependencies(String module) throws IOException {
        return dependencies(module).stream()
                .filter(dependency -> !List.of("test", "provided")
                        .contains(dependency.getOrDefault("scope", "compile")))
                .filter(dependency -> !"true".equals(dependency.get("optional")))
                .toList();
    }

    /**
     * @param module a module of the build, as in {@code nqueens-shell}
     * @return the dependencies of its pom, whatever their scope; their exclusions left out, whose names would
     *     stand for the dependency's own
     */
    private static List<Map<String, String>> dependencies(String module) throws IOException {
        String pom = Files.readString(Documents.file(module + "/pom.xml"))
                .replaceAll("(?s)<dependencyManagement>.*?</dependencyManagement>", "")
                .replaceAll("(?s)<build>.*?</build>", "").replaceAll("(?s)<profiles>.*?</profiles>", "")
                .replaceAll("(?s)<exclusions>.*?</exclusions>", "");
        return LibraryGuideSnippetsTest.dependencies(pom);
    }
}
