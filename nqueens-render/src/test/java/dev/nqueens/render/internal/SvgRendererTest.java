package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Solution;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The SVG picture, read with the JDK's XML parser: well formed, the right root and size, one board and one
 * queen where each belongs; and its temporary file, made only beyond the memory limit and always deleted.
 */
class SvgRendererTest {

    private static final String SVG = "http://www.w3.org/2000/svg";

    @TempDir
    Path spillDirectory;

    @Test
    void aSingleBoardIsOneLargePicture() throws Exception {
        Document picture = parse(render(new SvgRenderer(), List.of(SampleBoards.EIGHT)));

        Element root = picture.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo(SVG);
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getAttribute("version")).isEqualTo("1.1");
        assertThat(root.getAttribute("width")).isEqualTo("576");
        assertThat(root.getAttribute("height")).isEqualTo("576");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 12 12");
        assertThat(boards(picture)).hasSize(1);
        assertThat(queens(boards(picture).get(0))).containsExactly(
                "0 0", "4 1", "7 2", "5 3", "2 4", "6 5", "1 6", "3 7");
    }

    @Test
    void manyBoardsAreAGridOfEightToARow() throws Exception {
        Random random = new Random(92);
        List<Solution> boards = IntStream.range(0, 92).mapToObj(i -> SampleBoards.anyPlacement(random, 8)).toList();

        Document picture = parse(render(new SvgRenderer(), boards));

        Element root = picture.getDocumentElement();
        // 8 columns and 12 rows of 11 units each, plus a margin of 1; 12 pixels a unit
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 89 133");
        assertThat(root.getAttribute("width")).isEqualTo(Integer.toString(89 * 12));
        assertThat(root.getAttribute("height")).isEqualTo(Integer.toString(133 * 12));
        List<Element> drawn = boards(picture);
        assertThat(drawn).hasSize(92);
        for (int i = 0; i < boards.size(); i++) {
            Element board = drawn.get(i);
            assertThat(board.getAttribute("x")).isEqualTo(Integer.toString(1 + i % 8 * 11));
            assertThat(board.getAttribute("y")).isEqualTo(Integer.toString(1 + i / 8 * 11));
            assertThat(board.getAttribute("viewBox")).isEqualTo("0 0 8 8");
            assertThat(queens(board)).hasSize(8);
        }
        assertThat(picture.getElementsByTagNameNS(SVG, "use").getLength()).isEqualTo(92 * 8);
    }

    @Test
    void theEmptyStreamIsAnEmptyPicture() throws Exception {
        Document picture = parse(render(new SvgRenderer(), List.of()));

        assertThat(picture.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 1 1");
        assertThat(boards(picture)).isEmpty();
    }

    @Test
    void largeBoardsGetAtLeastThreePixelsASquareInTheGrid() throws Exception {
        Random random = new Random(100);
        Document picture = parse(render(new SvgRenderer(),
                List.of(SampleBoards.anyPlacement(random, 100), SampleBoards.anyPlacement(random, 100))));

        // 2 boards of 10 units, 30 pixels a unit: 300 pixels a board, 3 a square
        assertThat(picture.getDocumentElement().getAttribute("width")).isEqualTo(Integer.toString(23 * 30));
    }

    /** The dark squares are one even-odd path of stripes: a square is dark iff an odd number of stripes cover it. */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 8, 13})
    void theDarkSquaresAreThoseWhoseRowAndColumnSumToAnOddNumber(int n) throws Exception {
        Document picture = parse(render(new SvgRenderer(), List.of(SampleBoards.anyPlacement(new Random(n), n))));
        Element path = (Element) boards(picture).get(0).getElementsByTagNameNS(SVG, "path").item(0);
        assertThat(path.getAttribute("fill-rule")).isEqualTo("evenodd");

        int[][] cover = new int[n][n];
        Matcher stripe = Pattern.compile("M(\\d+) (\\d+)(?:h(\\d+)v1h-\\d+|v(\\d+)h1v-\\d+)z")
                .matcher(path.getAttribute("d"));
        int end = 0;
        while (stripe.find()) {
            assertThat(stripe.start()).as("the path is nothing but stripes").isEqualTo(end);
            end = stripe.end();
            int x = Integer.parseInt(stripe.group(1));
            int y = Integer.parseInt(stripe.group(2));
            boolean across = stripe.group(3) != null;
            int length = Integer.parseInt(across ? stripe.group(3) : stripe.group(4));
            for (int i = 0; i < length; i++) {
                cover[across ? y : y + i][across ? x + i : x]++;
            }
        }
        assertThat(end).isEqualTo(path.getAttribute("d").length());
        for (int row = 0; row < n; row++) {
            for (int column = 0; column < n; column++) {
                assertThat(cover[row][column] % 2 == 1).as("square %d,%d dark", row, column)
                        .isEqualTo((row + column) % 2 == 1);
            }
        }
    }

    @Test
    void beyondTheMemoryLimitTheBoardsWaitInATemporaryFileThatIsThenDeleted() throws Exception {
        Random random = new Random(5);
        List<Solution> boards = IntStream.range(0, 40).mapToObj(i -> SampleBoards.anyPlacement(random, 8)).toList();
        List<Long> filesSeen = new ArrayList<>();
        SvgRenderer smallMemory = new SvgRenderer(spillDirectory, 1_000);
        StringBuilder out = new StringBuilder();

        smallMemory.render(boards.stream().peek(board -> filesSeen.add(filesIn(spillDirectory))), out);

        assertThat(filesSeen.get(0)).as("no file before the limit").isZero();
        assertThat(filesSeen.get(filesSeen.size() - 1)).as("a file beyond it").isOne();
        assertThat(filesIn(spillDirectory)).as("the file is deleted").isZero();
        assertThat(out.toString()).isEqualTo(render(new SvgRenderer(spillDirectory, Integer.MAX_VALUE), boards));
    }

    @Test
    void aStreamThatFailsAfterSpillingLeavesNoFileAndWritesNothing() {
        Random random = new Random(6);
        SvgRenderer smallMemory = new SvgRenderer(spillDirectory, 1_000);
        IllegalStateException broken = new IllegalStateException("solver broke");
        Stream<Solution> failing = IntStream.range(0, 40).mapToObj(i -> {
            if (i == 30) {
                throw broken;
            }
            return SampleBoards.anyPlacement(random, 8);
        });
        StringBuilder out = new StringBuilder();

        assertThatThrownBy(() -> smallMemory.render(failing, out)).isSameAs(broken);

        assertThat(out).isEmpty();
        assertThat(filesIn(spillDirectory)).isZero();
    }

    @Test
    void aFailingAppendableLeavesNoFile() {
        Random random = new Random(7);
        List<Solution> boards = IntStream.range(0, 40).mapToObj(i -> SampleBoards.anyPlacement(random, 8)).toList();
        RecordingWriter closedAlready = new RecordingWriter();
        closedAlready.close();

        assertThatThrownBy(() -> new SvgRenderer(spillDirectory, 1_000).render(boards.stream(), closedAlready))
                .isInstanceOf(IOException.class);

        assertThat(filesIn(spillDirectory)).isZero();
    }

    private static String render(SvgRenderer renderer, List<Solution> boards) throws IOException {
        StringBuilder out = new StringBuilder();
        renderer.render(boards.stream(), out);
        return out.toString();
    }

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    }

    /** The nested {@code <svg>} elements, one per board, in document order. */
    private static List<Element> boards(Document picture) {
        NodeList all = picture.getElementsByTagNameNS(SVG, "svg");
        List<Element> boards = new ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) {
            if (all.item(i) != picture.getDocumentElement()) {
                boards.add((Element) all.item(i));
            }
        }
        return boards;
    }

    /** Each queen of a board as {@code "column row"}, in document order. */
    private static List<String> queens(Element board) {
        NodeList uses = board.getElementsByTagNameNS(SVG, "use");
        List<String> queens = new ArrayList<>();
        for (int i = 0; i < uses.getLength(); i++) {
            Element use = (Element) uses.item(i);
            assertThat(use.getAttributeNS("http://www.w3.org/1999/xlink", "href")).isEqualTo("#queen");
            queens.add(use.getAttribute("x") + " " + use.getAttribute("y"));
        }
        return queens;
    }

    private static long filesIn(Path directory) {
        try (Stream<Path> files = Files.list(directory)) {
            return files.count();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
