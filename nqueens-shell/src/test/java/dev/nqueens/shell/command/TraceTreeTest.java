package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.session.Session;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code trace --tree}: the whole tree of a search, as text for a small board and as a picture for any. */
class TraceTreeTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    /** n = 4's tree, worked by hand from the recursive search: 16 queens placed, 2 solutions, 5 dead ends. */
    @Test
    void theTreeOfFourQueensAsText() {
        assertThat(CommandResult.oneShot(session, "trace", "4", "--tree", "-s", "recursive"))
                .isEqualTo(CommandResult.succeeded("""
                        (empty board)
                        |-- 0:0
                        |   |-- x 1:0 1:1
                        |   |-- 1:2  dead end
                        |   |   `-- x 2:0 2:1 2:2 2:3
                        |   `-- 1:3
                        |       |-- x 2:0
                        |       |-- 2:1  dead end
                        |       |   `-- x 3:0 3:1 3:2 3:3
                        |       `-- x 2:2 2:3
                        |-- 0:1
                        |   |-- x 1:0 1:1 1:2
                        |   `-- 1:3
                        |       |-- 2:0
                        |       |   |-- x 3:0 3:1
                        |       |   |-- 3:2  solution 1
                        |       |   `-- x 3:3
                        |       `-- x 2:1 2:2 2:3
                        |-- 0:2
                        |   |-- 1:0
                        |   |   |-- x 2:0 2:1 2:2
                        |   |   `-- 2:3
                        |   |       |-- x 3:0
                        |   |       |-- 3:1  solution 2
                        |   |       `-- x 3:2 3:3
                        |   `-- x 1:1 1:2 1:3
                        `-- 0:3
                            |-- 1:0
                            |   |-- x 2:0 2:1
                            |   |-- 2:2  dead end
                            |   |   `-- x 3:0 3:1 3:2 3:3
                            |   `-- x 2:3
                            |-- 1:1  dead end
                            |   `-- x 2:0 2:1 2:2 2:3
                            `-- x 1:2 1:3
                        """));
    }

    /**
     * The four searches visit the same tree and cut the same squares, whether they test the squares one by one
     * (their rejects) or work a row's free squares out at once (bitmask: the tree cuts every attacked square).
     */
    @ParameterizedTest
    @ValueSource(strings = {"scan", "iterative", "bitmask"})
    void everySearchDrawsTheSameTree(String solver) {
        String recursive = CommandResult.oneShot(session, "trace", "6", "--tree", "-s", "recursive").out();

        assertThat(CommandResult.oneShot(session, "trace", "6", "--tree", "-s", solver).out()).isEqualTo(recursive);
        assertThat(recursive.lines().filter(line -> line.endsWith("solution 4"))).hasSize(1);
    }

    /** So with a pre-placed queen, whose attacks a search over masks takes out of every row before it starts. */
    @ParameterizedTest
    @ValueSource(strings = {"scan", "iterative", "bitmask"})
    void everySearchDrawsTheSameTreeAroundAPreplacedQueen(String solver) {
        String recursive = CommandResult.oneShot(session, "trace", "6", "--tree", "--place", "2:4", "-s",
                "recursive").out();

        assertThat(CommandResult.oneShot(session, "trace", "6", "--tree", "--place", "2:4", "-s", solver).out())
                .isEqualTo(recursive).contains("2:4  pre-placed");
    }

    @Test
    void preplacedQueensSaySo() {
        String tree = CommandResult.oneShot(session, "trace", "5", "--tree", "--place", "1:3").out();

        assertThat(tree).contains("|   `-- 1:3  pre-placed\n").doesNotContain("x 1:");
    }

    /** The picture: a circle for the empty board and each queen placed, green for each solution. */
    @Test
    void thePictureHasANodeForEachQueenPlaced() throws Exception {
        CommandResult result = CommandResult.oneShot(session, "trace", "8", "--tree", "-f", "svg");

        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(result.out().getBytes(StandardCharsets.UTF_8)));
        NodeList circles = svg.getElementsByTagName("circle");
        // 2,056 placements at n = 8 (8 + 42 + 140 + 344 + 568 + 550 + 312 + 92) and the empty board
        assertThat(circles.getLength()).isEqualTo(2_057);
        int solutions = 0;
        for (int i = 0; i < circles.getLength(); i++) {
            if (((Element) circles.item(i)).getAttribute("fill").equals("#2a7")) {
                solutions++;
            }
        }
        assertThat(solutions).isEqualTo(92);
        assertThat(svg.getDocumentElement().getAttribute("width")).isNotEmpty();
    }

    @Test
    void whatTheTreeCannotDrawIsRefused() {
        CommandResult.oneShot(session, "trace", "7", "--tree")
                .assertUsageError("trace: --tree writes the tree as text up to n = 6 (n = 7 has some 550 nodes); for"
                        + " n = 7 take -f svg, a picture");
        CommandResult.oneShot(session, "trace", "5", "--tree", "-f", "jsonl")
                .assertUsageError("trace: -f takes svg only with --tree (the tree as a picture), not jsonl");
        CommandResult.oneShot(session, "trace", "5", "--tree", "--summary")
                .assertUsageError("trace: --tree and --summary: take one");
        CommandResult.oneShot(session, "trace", "5", "--summary", "-f", "jsonl")
                .assertUsageError("trace: --summary prints a table, and -f jsonl takes no part in it: leave -f out");
    }
}
