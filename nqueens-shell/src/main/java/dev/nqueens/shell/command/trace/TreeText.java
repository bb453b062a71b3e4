package dev.nqueens.shell.command.trace;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The tree of a small board's search as text, for {@code trace N --tree} (n up to {@value #MAX_BOARD_SIZE}): one
 * line for each queen placed, indented by its depth under the queen above it, and for each run of squares the
 * search cut in the row below, one line that lists them after an {@code x}. Children come in the order of their
 * columns, cut squares and placed queens alike:
 * <pre>
 * (empty board)
 * |-- 0:0
 * |   |-- x 1:0 1:1
 * |   |-- 1:2  dead end
 * |   |   `-- x 2:0 2:1 2:2 2:3
 * </pre>
 * A solution says so and its number, a pre-placed queen says so, and a queen short of the last row under which the
 * search placed none is a dead end.
 */
final class TreeText {

    /** The largest board drawn as text: n = 6's tree has 152 nodes at most; n = 7's, some 550. */
    static final int MAX_BOARD_SIZE = 6;

    private final int n;
    private final Writer out;

    TreeText(int n, Writer out) {
        this.n = n;
        this.out = out;
    }

    /** Writes the tree under its root, the empty board. */
    void write(SearchTree.Node root) throws IOException {
        out.write("(empty board)\n");
        writeChildren(root, "");
    }

    private void writeChildren(SearchTree.Node node, String indent) throws IOException {
        List<Object> children = new ArrayList<>();
        // the cut squares and the placed queens of the next row, in the order of their columns, runs of cut
        // squares together
        List<Object> squares = new ArrayList<>(node.children);
        squares.addAll(node.cuts);
        squares.sort(Comparator.comparingInt(TreeText::column));
        List<SearchTree.Cut> run = new ArrayList<>();
        for (Object square : squares) {
            if (square instanceof SearchTree.Cut cut) {
                run.add(cut);
            } else {
                if (!run.isEmpty()) {
                    children.add(List.copyOf(run));
                    run.clear();
                }
                children.add(square);
            }
        }
        if (!run.isEmpty()) {
            children.add(List.copyOf(run));
        }
        for (int i = 0; i < children.size(); i++) {
            boolean last = i == children.size() - 1;
            out.write(indent + (last ? "`-- " : "|-- "));
            Object child = children.get(i);
            if (child instanceof SearchTree.Node placed) {
                out.write(placed.square() + remark(placed) + "\n");
                writeChildren(placed, indent + (last ? "    " : "|   "));
            } else {
                StringBuilder line = new StringBuilder("x");
                for (Object cut : (List<?>) child) {
                    SearchTree.Cut square = (SearchTree.Cut) cut;
                    line.append(' ').append(square.row()).append(':').append(square.column());
                }
                out.write(line + "\n");
            }
        }
    }

    private String remark(SearchTree.Node node) {
        String preset = node.preset ? "  pre-placed" : "";
        if (node.solution > 0) {
            return preset + "  solution " + node.solution;
        }
        return preset + (node.deadEnd(n) ? "  dead end" : "");
    }

    private static int column(Object square) {
        return square instanceof SearchTree.Cut cut ? cut.column() : ((SearchTree.Node) square).column;
    }
}
