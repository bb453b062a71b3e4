package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

/** The project's documents that the docs tests read, found from the shell module's folder. */
final class Documents {

    private Documents() {
    }

    /** @return the README at the root of the checkout */
    static Markdown readme() {
        return Markdown.read(file("README.md"));
    }

    /** @return the guide to writing plugins, beside the example plugin */
    static Markdown pluginGuide() {
        return Markdown.read(file("examples/dlx-solver/README.md"));
    }

    /**
     * @param path a path from the root of the checkout
     * @return the file; Surefire runs the tests in the module's folder, one below the root
     */
    static Path file(String path) {
        Path file = Path.of("").toAbsolutePath().resolveSibling(path);
        assertThat(file).as("a file of the checkout, from the module folder %s", Path.of("").toAbsolutePath())
                .isRegularFile();
        return file;
    }
}
