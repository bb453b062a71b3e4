package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every link of the README, of the guides in {@code docs/}, of the example plugins' guides and of the changelog
 * that points into the checkout reaches a file that exists, and a heading of that file where it names one
 * ({@code docs/cluster.md#rechecks}); and every file of the checkout that they name in code, as in
 * {@code bench/cluster-client.sh}, exists: what moves between the documents, or is renamed, cannot leave a link
 * or a name behind.
 */
class DocumentLinksTest {

    /** A path from the root of the checkout to a file, in a code span: a folder, then a name with an extension. */
    private static final Pattern CODE_PATH = Pattern.compile("`((?:\\.?[\\w-]+/)+[\\w.-]+\\.[a-z]{1,5})`");
    /** The words that stand for a part of a file's name, as in {@code bitslice-N.tsv}: any text matches them. */
    private static final Pattern PLACEHOLDER = Pattern.compile("(?<![A-Za-z])(?:N|X\\.Y\\.Z|VERSION)(?![A-Za-z])");

    static Stream<Path> documents() {
        List<Path> documents = new ArrayList<>(Documents.manualAndGuides());
        try (Stream<Path> examples = Files.list(Documents.root().resolve("examples"))) {
            examples.map(example -> example.resolve("README.md")).filter(Files::isRegularFile).sorted()
                    .forEach(documents::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        documents.add(Documents.file("CHANGELOG.md"));
        documents.add(Documents.file("RELEASING.md"));
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

    /**
     * A path in code that starts with a folder at the root of the checkout names a file of the checkout, unless it
     * is in a {@code target/}, a module's or the checkout's (the API site's), which a build makes; its
     * placeholders match any text.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("documents")
    void everyFileOfTheCheckoutNamedInCodeExists(Path document) throws IOException {
        Matcher code = CODE_PATH.matcher(Markdown.read(document).text());
        while (code.find()) {
            String path = code.group(1);
            Path top = Documents.root().resolve(path.substring(0, path.indexOf('/')));
            if (!Files.isDirectory(top) || path.startsWith("target/") || path.contains("/target/")) {
                continue;                       // a path inside an example, or in a reader's project, or built
            }
            Path file = Documents.root().resolve(path);
            String name = file.getFileName().toString();
            StringBuilder regex = new StringBuilder();
            Matcher placeholder = PLACEHOLDER.matcher(name);
            int last = 0;
            while (placeholder.find()) {
                regex.append(Pattern.quote(name.substring(last, placeholder.start()))).append(".+");
                last = placeholder.end();
            }
            Pattern names = Pattern.compile(regex.append(Pattern.quote(name.substring(last))).toString());
            boolean exists;
            try (Stream<Path> siblings = Files.isDirectory(file.getParent()) ? Files.list(file.getParent())
                    : Stream.empty()) {
                exists = siblings.anyMatch(sibling -> names.matcher(sibling.getFileName().toString()).matches());
            }
            assertThat(exists).as("%s, which %s names in code", path, Documents.name(document)).isTrue();
        }
    }
}
