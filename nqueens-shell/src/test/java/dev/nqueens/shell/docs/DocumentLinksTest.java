package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every link of the README, of the guides in {@code docs/}, of the example plugin's guide and of the changelog
 * that points into the checkout reaches a file that exists, and a heading of that file where it names one
 * ({@code docs/cluster.md#rechecks}): what moves between the documents cannot leave a link behind.
 */
class DocumentLinksTest {

    static Stream<Path> documents() {
        List<Path> documents = new ArrayList<>(Documents.manualAndGuides());
        documents.add(Documents.file("examples/dlx-solver/README.md"));
        documents.add(Documents.file("CHANGELOG.md"));
        return documents.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("documents")
    void everyLinkIntoTheCheckoutReachesAFileAndItsHeading(Path document) {
        Markdown markdown = Markdown.read(document);
        for (String target : markdown.linkTargets()) {
            if (target.matches("[a-z][a-z0-9+.-]*:.*")) {
                continue;                       // https:, mailto: and the like lead out of the checkout
            }
            int hash = target.indexOf('#');
            String path = hash < 0 ? target : target.substring(0, hash);
            Path file = path.isEmpty() ? document : document.resolveSibling(path).normalize();
            String name = Documents.name(file);
            assertThat(file).as("the target of the link (%s) in %s", target, Documents.name(document)).exists();
            if (hash >= 0) {
                assertThat(Markdown.read(file).anchors()).as("the headings of %s, which the link (%s) in %s names",
                        name, target, Documents.name(document)).contains(target.substring(hash + 1));
            }
        }
    }
}
