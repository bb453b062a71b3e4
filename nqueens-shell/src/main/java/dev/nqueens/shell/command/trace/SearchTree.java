package dev.nqueens.shell.command.trace;

import dev.nqueens.api.Conflict;
import dev.nqueens.api.Queen;
import dev.nqueens.api.SearchEvent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * The tree of a search, grown from its events as they come, for {@code trace --tree}: a node for each queen placed
 * (the partial placement of the queens on the rows above and its own), its children the placements one row down,
 * and the squares of that row the search cut there with the queen that attacks each. A search that tests squares
 * reports those cuts as rejects; one that works out a row's free squares at once (bitmask) cuts every attacked
 * square of the row without a test, and the tree shows those. A node at depth n is a solution; one without
 * children and below depth n is a dead end.
 *
 * <p>Each node is handed to the {@link Sink} as it closes, once the search has left it: its children, all closed
 * before it, are then known. A tree that keeps its nodes holds the whole search (for a small board); one that
 * does not drops each node's children once the sink has seen them, and holds only the open path, n nodes.
 */
final class SearchTree {

    /** A square of a node's next row that the search cut, and the queen that attacks it. */
    record Cut(int row, int column, Conflict.Line line, Queen attacker) {
    }

    /** A placement of queens on the first rows, the last one this node's. */
    static final class Node {
        /** The node's row, -1 for the root, the empty board. */
        final int row;
        final int column;
        /** Whether its queen was placed before the search (with {@code --place}): not a choice. */
        final boolean preset;
        final List<Node> children = new ArrayList<>();
        final List<Cut> cuts = new ArrayList<>();
        /** The solution's number, from 1, if the node is one; 0 otherwise. */
        long solution;
        /** Where a drawing put it; the sink's to set. */
        double x;

        Node(int row, int column, boolean preset) {
            this.row = row;
            this.column = column;
            this.preset = preset;
        }

        /** @return whether the search found nothing below it */
        boolean deadEnd(int boardSize) {
            return children.isEmpty() && row < boardSize - 1;
        }

        /** @return the queen of the node, as {@code row:column}; empty for the root */
        String square() {
            return row < 0 ? "" : row + ":" + column;
        }
    }

    /** Takes each node as it closes. */
    @FunctionalInterface
    interface Sink {
        void closed(Node node);
    }

    private final int n;
    private final Set<Queen> preset;
    private final boolean keep;
    private final Sink sink;
    /** The open nodes, the root at the bottom: the queens on the board. */
    private final Deque<Node> path = new ArrayDeque<>();
    private long solutions;

    /**
     * @param n the board size
     * @param presetQueens the queens placed before the search
     * @param keep whether to keep the closed nodes (the whole tree, under its root) or drop them
     * @param sink takes each node as it closes, the root last
     */
    SearchTree(int n, List<Queen> presetQueens, boolean keep, Sink sink) {
        this.n = n;
        this.preset = Set.copyOf(presetQueens);
        this.keep = keep;
        this.sink = sink;
        path.push(new Node(-1, -1, false));
    }

    /** Grows the tree by one step of the search. */
    void take(SearchEvent event) {
        if (event instanceof SearchEvent.Place place) {
            Node child = new Node(place.row(), place.column(), preset.contains(new Queen(place.row(),
                    place.column())));
            path.push(child);
        } else if (event instanceof SearchEvent.Remove) {
            close();
        } else if (event instanceof SearchEvent.Reject reject) {
            path.peek().cuts.add(new Cut(reject.row(), reject.column(), reject.line(), reject.attacker()));
        } else if (event instanceof SearchEvent.Enter enter) {
            cutAttackedSquares(enter.row());
        } else if (event instanceof SearchEvent.Found) {
            path.peek().solution = ++solutions;
        }
    }

    /** Ends the tree: closes the nodes still open (a search stopped early), the root last. */
    Node finish() {
        while (path.size() > 1) {
            close();
        }
        Node root = path.pop();
        sink.closed(root);
        return root;
    }

    private void close() {
        Node node = path.pop();
        sink.closed(node);
        if (!keep) {
            node.children.clear();
            node.cuts.clear();
        }
        path.peek().children.add(node);
    }

    /**
     * A row entered with its free squares worked out at once: every attacked square of it is cut, by the
     * uppermost queen that attacks it, one the search placed or a pre-placed one (which a search over masks
     * leaves out of every row from the start). A row of a pre-placed queen is no choice, and nothing of it is cut.
     */
    private void cutAttackedSquares(int row) {
        if (preset.stream().anyMatch(queen -> queen.row() == row)) {
            return;
        }
        List<Queen> queens = new ArrayList<>(preset);
        path.forEach(node -> {
            if (node.row >= 0 && !node.preset) {
                queens.add(new Queen(node.row, node.column));
            }
        });
        queens.sort(Comparator.comparingInt(Queen::row));
        Node node = path.peek();
        for (int column = 0; column < n; column++) {
            Queen square = new Queen(row, column);
            for (Queen queen : queens) {
                if (queen.attacks(square)) {
                    node.cuts.add(new Cut(row, column, Attack.line(queen, square), queen));
                    break;
                }
            }
        }
    }
}
