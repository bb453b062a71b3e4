package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The project's documents that the docs tests read, found from the shell module's folder. */
final class Documents {

    /** The guides the README links to, in {@code docs/}. */
    static final String GUIDES = "docs";

    private Documents() {
    }

    /** @return the README at the root of the checkout: the user's manual */
    static Markdown readme() {
        return Markdown.read(file("README.md"));
    }

    /** @return the guide to using nqueens as a library */
    static Markdown libraryGuide() {
        return Markdown.read(file(GUIDES + "/library.md"));
    }

    /** @return the guide to plugins: loading, the quarantine, the test kit, splitting solvers */
    static Markdown pluginsGuide() {
        return Markdown.read(file(GUIDES + "/plugins.md"));
    }

    /** @return the step-by-step guide to writing a plugin, beside the example plugin */
    static Markdown pluginGuide() {
        return Markdown.read(file("examples/dlx-solver/README.md"));
    }

    /**
     * @return the README and every guide in {@code docs/}, so that a guide added later is checked without
     *     being named here
     */
    static List<Path> manualAndGuides() {
        List<Path> documents = new ArrayList<>(List.of(file("README.md")));
        try (Stream<Path> guides = Files.list(root().resolve(GUIDES))) {
            guides.filter(path -> path.getFileName().toString().endsWith(".md")).sorted().forEach(documents::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(documents).as("the README and the guides in docs/").hasSizeGreaterThan(1);
        return documents;
    }

    /**
     * @param document a document of the checkout
     * @return its path from the root of the checkout, as in {@code docs/library.md}
     */
    static String name(Path document) {
        return root().relativize(document).toString().replace('\\', '/');
    }

    /**
     * @param path a path from the root of the checkout
     * @return the file; Surefire runs the tests in the module's folder, one below the root
     */
    static Path file(String path) {
        Path file = root().resolve(path);
        assertThat(file).as("a file of the checkout, from the module folder %s", Path.of("").toAbsolutePath())
                .isRegularFile();
        return file;
    }

    /** @return the root of the checkout */
    static Path root() {
        return Path.of("").toAbsolutePath().getParent();
    }
}
