package dev.nqueens.shell.command.trace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Locale;

/**
 * The tree of a search as an SVG picture, for {@code trace N --tree -f svg}, any n: the empty board at the top,
 * each row's placements one level down, a line from each node to each of its children; solutions green at the
 * bottom level, dead ends grey, pre-placed queens blue, and under each node a short red stroke for each square of
 * the next row that the search cut there. Each node's tooltip names its queen.
 *
 * <p>It is drawn as the search runs, each node as it closes, in constant memory beyond the open path: a node
 * without children takes the next place from the left, and one with children stands above the middle of its
 * first and last child. The picture's width is the number of such leaves, which a first run of the same search
 * counts ({@link SearchTree} with {@link Leaves}).
 */
final class TreeSvg implements SearchTree.Sink {

    /** Counts the leaves of a tree, the nodes without children, as they close: the picture's width. */
    static final class Leaves implements SearchTree.Sink {
        private long count;

        @Override
        public void closed(SearchTree.Node node) {
            if (node.children.isEmpty()) {
                count++;
            }
        }

        long count() {
            return count;
        }
    }

    private static final double SLOT = 14;
    private static final double LEVEL = 48;
    private static final double MARGIN = 24;
    private static final double TITLE = 28;
    private static final double RADIUS = 4;
    private static final double CUT_LENGTH = 12;

    private final int n;
    private final Writer out;
    private long leaves;

    /**
     * Writes the picture's opening: its size, from the leaves a first run counted, and its title.
     *
     * @param n the board size
     * @param title the picture's title, as {@code trace 8 with bitmask}: plain text, escaped here
     * @param leaves the leaves of the tree
     */
    TreeSvg(int n, String title, long leaves, Writer out) throws IOException {
        this.n = n;
        this.out = out;
        double width = 2 * MARGIN + Math.max(1, leaves) * SLOT;
        double height = 2 * MARGIN + TITLE + n * LEVEL + CUT_LENGTH;
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write(format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f"
                + " %.0f\" font-family=\"sans-serif\" font-size=\"12\">\n", width, height, width, height));
        out.write("<title>" + escape(title) + ": the tree of the search</title>\n");
        out.write(format("<text x=\"%.0f\" y=\"%.0f\">" + escape(title) + ": the tree of the search. Green:"
                + " solutions; grey: dead ends; blue: pre-placed queens; red strokes: squares cut.</text>\n",
                MARGIN, MARGIN));
    }

    @Override
    public void closed(SearchTree.Node node) {
        try {
            if (node.children.isEmpty()) {
                node.x = MARGIN + (leaves++ + 0.5) * SLOT;
            } else {
                node.x = (node.children.get(0).x + node.children.get(node.children.size() - 1).x) / 2;
            }
            double y = y(node.row);
            StringBuilder drawn = new StringBuilder();
            for (SearchTree.Node child : node.children) {
                drawn.append(format("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#888\"/>\n",
                        node.x, y, child.x, y(child.row)));
            }
            if (!node.cuts.isEmpty()) {
                StringBuilder path = new StringBuilder();
                int count = node.cuts.size();
                for (int i = 0; i < count; i++) {
                    double dx = count == 1 ? 0 : (i - (count - 1) / 2.0) * (SLOT * 0.8 / count);
                    path.append(format("M%.1f %.1fl%.1f %.1f", node.x, y + RADIUS, dx, CUT_LENGTH));
                }
                drawn.append("<path d=\"").append(path).append("\" stroke=\"#d33\" fill=\"none\"/>\n");
            }
            String fill = node.row < 0 ? "#000" : node.solution > 0 ? "#2a7" : node.preset ? "#36c"
                    : node.deadEnd(n) ? "#bbb" : "#444";
            String tip = node.row < 0 ? "the empty board" : node.square() + (node.solution > 0 ? ", solution "
                    + node.solution : "") + (node.preset ? ", pre-placed" : "");
            drawn.append(format("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.0f\" fill=\"" + fill + "\"><title>", node.x, y,
                    RADIUS)).append(tip).append("</title></circle>\n");
            out.write(drawn.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ends the picture. */
    void finish() throws IOException {
        out.write("</svg>\n");
        out.flush();
    }

    private static double y(int row) {
        return MARGIN + TITLE + (row + 1) * LEVEL;
    }

    private static String format(String pattern, Object... values) {
        return String.format(Locale.ROOT, pattern, values);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
