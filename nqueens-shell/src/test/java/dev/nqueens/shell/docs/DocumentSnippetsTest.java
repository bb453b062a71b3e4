package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Java snippet of the README and of the guides in {@code docs/} compiles as printed, with the JDK's
 * compiler, against every nqueens module and the test kit: each document's snippets together, with the
 * example plugin's classes, which a snippet may name. A snippet that prints a file of the example plugin (by
 * its package and name) prints it exactly as it is; a snippet that promises output ({@code // prints}) is
 * one that {@link LibraryGuideSnippetsTest} runs, in the library guide. The programs' output, the plugin
 * guide's and the splitting chapter's example are checked further by their own tests.
 */
class DocumentSnippetsTest {

    private static final Path EXAMPLE = Documents.file("examples/dlx-solver/pom.xml").getParent();

    /** The documents that hold Java: the library and plugins guides at least. */
    static Stream<Path> documents() {
        List<Path> withJava = Documents.manualAndGuides().stream()
                .filter(document -> !Markdown.read(document).codeBlocks("java").isEmpty()).toList();
        assertThat(withJava).extracting(Documents::name)
                .contains(Documents.GUIDES + "/library.md", Documents.GUIDES + "/plugins.md");
        return withJava.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("documents")
    void everyJavaSnippetCompilesAsPrinted(Path document, @TempDir Path folder) throws IOException {
        String name = Documents.name(document);
        List<JavaSnippet> snippets = Markdown.read(document).codeBlocks("java").stream().map(JavaSnippet::new)
                .toList();
        for (JavaSnippet snippet : snippets) {
            assertThat(snippet.typeName()).as("the one top-level type of a snippet of %s", name).isNotBlank();
            exampleFile(snippet).ifPresent(file -> assertThat(snippet.source())
                    .as("%s's %s, a file of the example plugin", name, snippet).isEqualTo(read(file)));
            if (!name.equals(Documents.GUIDES + "/library.md")) {
                assertThat(snippet.promisedOutput()).as("what %s's %s promises to print, which only the library "
                        + "guide's test runs", name, snippet).isEmpty();
            }
        }
        SnippetProgram.compileOnClassPath(snippets, exampleSources(),
                SnippetProgram.testPath() + File.pathSeparator + SnippetProgram.runtimePath(), folder);
    }

    /** The file of the example plugin that a snippet is, by its package and type, if it is one. */
    private static Optional<Path> exampleFile(JavaSnippet snippet) {
        return Stream.of("src/main/java", "src/test/java")
                .map(root -> EXAMPLE.resolve(root).resolve(snippet.fileName())).filter(Files::isRegularFile)
                .findFirst();
    }

    /** The example plugin's classes, for the snippets that name them; its module-info is for its own build. */
    private static List<Path> exampleSources() throws IOException {
        try (Stream<Path> files = Files.walk(EXAMPLE.resolve("src/main/java"))) {
            return files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> !file.getFileName().toString().equals("module-info.java")).sorted().toList();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
