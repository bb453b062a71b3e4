package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.shell.docs.SnippetProgram.LibraryPath;
import dev.nqueens.shell.docs.SnippetProgram.Run;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The changelog's notes for plugin authors coming from earlier builds, {@code CHANGELOG.md}: the whole files
 * at their end (the ported plugin, its test, and a program that finds providers and runs subproblems)
 * compile as printed against this build, the test against the test kit, and the program prints what its
 * comments say; every Java block of the notes is either such a file, or a fragment marked {@code // before}
 * (code of the earlier builds, which no longer compiles) or {@code // after}, whose every line is a line of
 * those files; and the POM the notes tell users to write names artifacts this build makes.
 */
class ChangelogSnippetsTest {

    private static final Markdown NOTES = Markdown.read(Documents.file("CHANGELOG.md"))
            .section("Migrating from earlier builds (for plugin authors)");
    private static final String BEFORE = "// before";
    private static final String AFTER = "// after";

    private static List<String> javaBlocks() {
        return NOTES.codeBlocks("java");
    }

    private static List<JavaSnippet> wholeFiles() {
        return javaBlocks().stream().filter(block -> block.startsWith("package ")).map(JavaSnippet::new).toList();
    }

    @Test
    void everyJavaBlockIsAWholeFileOrAFragmentMarkedBeforeOrAfter() {
        assertThat(wholeFiles()).extracting(JavaSnippet::typeName)
                .containsExactly("FirstRowSolver", "FirstRowSolverTest", "Lookup");
        assertThat(javaBlocks()).allSatisfy(block -> assertThat(block.startsWith("package ")
                || block.startsWith(BEFORE + "\n") || block.startsWith(AFTER + "\n"))
                .as("a Java block of the notes that is neither a whole file nor marked:%n%s", block).isTrue());
        assertThat(javaBlocks()).filteredOn(block -> block.startsWith(BEFORE + "\n")).hasSizeGreaterThanOrEqualTo(5);
    }

    @Test
    void everyLineOfAnAfterFragmentIsALineOfTheWholeFiles() {
        Set<String> lines = wholeFiles().stream().flatMap(file -> file.source().lines()).map(String::strip)
                .collect(Collectors.toSet());
        List<String> fragments = javaBlocks().stream().filter(block -> block.startsWith(AFTER + "\n")).toList();
        assertThat(fragments).hasSizeGreaterThanOrEqualTo(8);
        for (String fragment : fragments) {
            fragment.lines().skip(1).map(String::strip).filter(line -> !line.isEmpty()).forEach(line ->
                    assertThat(lines).as("a line of the fragment%n%s%nin the whole files", fragment).contains(line));
        }
    }

    @Test
    void theWholeFilesCompileAndTheProgramPrintsWhatItsCommentsSay(@TempDir Path folder) {
        List<JavaSnippet> files = wholeFiles();
        // 0.1.0's code: SubproblemRequest's withCancellation is deprecated since, and compiles with a warning
        Path classes = SnippetProgram.compileEarlierCodeOnClassPath(files,
                SnippetProgram.testPath() + File.pathSeparator + SnippetProgram.runtimePath(), folder.resolve("build"));
        JavaSnippet program = files.get(2);
        Run run = SnippetProgram.run(program, classes, LibraryPath.CLASS, folder);
        assertThat(run.status()).as("exit status of %s; standard error:%n%s", program, run.err()).isZero();
        assertThat(run.err()).as("standard error of %s: the registry's problems", program).isEmpty();
        List<String> lines = run.out().lines().toList();
        List<Pattern> promised = program.promisedOutput();
        assertThat(lines).as("lines printed by %s", program).hasSameSizeAs(promised).hasSize(3);
        for (int i = 0; i < lines.size(); i++) {
            assertThat(lines.get(i)).as("line %d printed by %s", i + 1, program).matches(promised.get(i));
        }
    }

    @Test
    void thePomOfTheNotesNamesArtifactsOfThisBuild() throws IOException {
        List<String> after = NOTES.codeBlocks("xml").stream().filter(block -> block.startsWith("<!-- after -->"))
                .toList();
        assertThat(after).isNotEmpty();
        Matcher artifact = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(String.join("\n", after));
        Set<String> published = moduleArtifacts();
        int found = 0;
        while (artifact.find()) {
            found++;
            // 0.1.0's names are published still: nqueens-formats as a relocation to nqueens-render
            assertThat(published).as("the artifacts of this build's modules").contains(artifact.group(1));
        }
        assertThat(found).isPositive();
    }

    /** The artifact ids of the modules the root POM lists, each read from the module's own POM. */
    private static Set<String> moduleArtifacts() throws IOException {
        Path root = Documents.file("pom.xml");
        Pattern artifactId = Pattern.compile("^  <artifactId>([^<]+)</artifactId>$", Pattern.MULTILINE);
        Set<String> artifacts = new TreeSet<>();
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(root));
        while (module.find()) {
            Matcher id = artifactId.matcher(Files.readString(root.resolveSibling(module.group(1)).resolve("pom.xml")));
            assertThat(id.find()).as("the artifactId of module %s", module.group(1)).isTrue();
            artifacts.add(id.group(1));
        }
        return artifacts;
    }
}
