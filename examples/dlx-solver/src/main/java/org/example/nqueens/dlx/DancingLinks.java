package org.example.nqueens.dlx;

import java.util.List;

/**
 * An exact-cover problem held in Knuth's dancing links: doubly linked lists from which a node is removed by
 * pointing its neighbours past it, and restored by pointing them back, because the removed node still
 * remembers them. Covering an item and uncovering it again, in the reverse order, leaves every link as it
 * was, so a backtracking search needs no copies of its state.
 *
 * <p>The problem has <em>items</em> and <em>options</em>, each option a set of items. An exact cover is a
 * choice of options that contains every <em>primary</em> item exactly once and every <em>secondary</em>
 * item at most once; each option contains a primary item, as Knuth assumes, since no search that branches
 * on primary items would ever choose one without.
 *
 * <p>The memory layout is the one of TAOCP 7.2.2.1 (and of {@code DLX1}), with arrays instead of records:
 * <ul>
 *   <li>Items are numbered from 1. {@code left} and {@code right} link the active primary items in a circle
 *       through the root 0, and the secondary items in a circle of their own through {@code N + 1}, so that
 *       the search, walking from the root, never branches on a secondary item.</li>
 *   <li>Node {@code i}, for an item {@code i}, heads the vertical list of the options that contain the item,
 *       in the order they were given; there {@code top} holds the list's length, {@code LEN(i)}.</li>
 *   <li>Each option is a run of consecutive nodes, one per item, with {@code top} naming the item and
 *       {@code up}/{@code down} linking the node into that item's list. A <em>spacer</em> node stands
 *       before each option and after the last: its {@code top} is minus the number of the option that
 *       follows it (counting from 0), its {@code up} the first node of the option before it and its
 *       {@code down} the last node of the option after it, so that a walk round an option wraps.</li>
 * </ul>
 *
 * <p>Besides the links, the structure counts <em>updates</em>, Knuth's measure of a search's work: one
 * for each node that {@link #cover(int)} takes out of a list.
 *
 * <p>An instance belongs to one search on one thread.
 *
 * @see <a href="https://arxiv.org/abs/cs/0011047">D. E. Knuth, "Dancing Links", Millennial Perspectives in
 *     Computer Science (2000), 187–214</a>
 */
final class DancingLinks {

    private final int primaryItems;
    private final int items;
    /** LLINK and RLINK of the item headers, indexed 0 (the root) to {@code items + 1} (the secondary root). */
    private final int[] left;
    private final int[] right;
    /** TOP, ULINK and DLINK of the nodes: item headers, option nodes and spacers. */
    private final int[] top;
    private final int[] up;
    private final int[] down;
    private final int[] firstNodeOfOption;
    private long updates;

    /**
     * Sets the problem into memory (step X1 of Algorithm X).
     *
     * @param primaryItems the number of primary items, numbered 1 to {@code primaryItems}
     * @param secondaryItems the number of secondary items, numbered after the primary ones
     * @param options the options, each the distinct items it contains, at least one of them primary;
     *     option {@code k} is the k-th
     * @throws IllegalArgumentException if an option has no primary item (Algorithm X, which branches on
     *     primary items only, could never choose it), names an item that does not exist, or names one twice
     */
    DancingLinks(int primaryItems, int secondaryItems, List<int[]> options) {
        if (primaryItems < 0 || secondaryItems < 0) {
            throw new IllegalArgumentException("item counts must be 0 or more, not " + primaryItems + " and "
                    + secondaryItems);
        }
        this.primaryItems = primaryItems;
        this.items = primaryItems + secondaryItems;
        this.left = new int[items + 2];
        this.right = new int[items + 2];
        linkInCircle(0, 1, primaryItems);
        linkInCircle(items + 1, primaryItems + 1, items);

        int nodes = items + 1;
        for (int[] option : options) {
            nodes += option.length + 1;
        }
        nodes++;
        this.top = new int[nodes];
        this.up = new int[nodes];
        this.down = new int[nodes];
        this.firstNodeOfOption = new int[options.size()];
        for (int item = 1; item <= items; item++) {
            up[item] = item;
            down[item] = item;
        }

        int spacer = items + 1;
        for (int k = 0; k < options.size(); k++) {
            int[] option = checked(options.get(k), k);
            top[spacer] = -k;
            firstNodeOfOption[k] = spacer + 1;
            int node = spacer;
            for (int item : option) {
                node++;
                top[node] = item;
                top[item]++;
                // append at the bottom of the item's list, so that each list keeps the options' order
                up[node] = up[item];
                down[node] = item;
                down[up[item]] = node;
                up[item] = node;
            }
            down[spacer] = node;
            spacer = node + 1;
            up[spacer] = firstNodeOfOption[k];
        }
        top[spacer] = -options.size();
    }

    private void linkInCircle(int root, int first, int last) {
        int previous = root;
        for (int item = first; item <= last; item++) {
            right[previous] = item;
            left[item] = previous;
            previous = item;
        }
        right[previous] = root;
        left[root] = previous;
    }

    private int[] checked(int[] option, int k) {
        boolean[] seen = new boolean[items + 1];
        boolean primary = false;
        for (int item : option) {
            if (item < 1 || item > items) {
                throw new IllegalArgumentException("option " + k + " names item " + item + ", not one of 1 to "
                        + items);
            }
            if (seen[item]) {
                throw new IllegalArgumentException("option " + k + " names item " + item + " twice");
            }
            seen[item] = true;
            primary |= item <= primaryItems;
        }
        if (!primary) {
            throw new IllegalArgumentException("option " + k + " has no primary item");
        }
        return option;
    }

    /** @return the number of primary items, the most levels a search can go down */
    int primaryItems() {
        return primaryItems;
    }

    /** @return true once every primary item is covered: the chosen options are an exact cover */
    boolean allPrimaryItemsCovered() {
        return right[0] == 0;
    }

    /** @return the first active primary item, or 0 if none is left */
    int firstActiveItem() {
        return right[0];
    }

    /**
     * @param item an active primary item
     * @return the next active primary item, or 0 after the last
     */
    int nextActiveItem(int item) {
        return right[item];
    }

    /**
     * @param item an item
     * @return {@code LEN(item)}, how many options in its list are still active
     */
    int length(int item) {
        return top[item];
    }

    /**
     * @param node an item header or an option's node
     * @return the node below it in its item's list; below the last comes the header
     */
    int down(int node) {
        return down[node];
    }

    /**
     * @param node an item header or an option's node
     * @return the node above it in its item's list; above the first comes the header
     */
    int up(int node) {
        return up[node];
    }

    /**
     * @param node an option's node
     * @return the item it stands for
     */
    int itemOf(int node) {
        return top[node];
    }

    /**
     * @param node an option's node
     * @return the number of the option it belongs to, found by walking left to the spacer before it
     */
    int optionOf(int node) {
        int spacer = node;
        while (top[spacer] > 0) {
            spacer--;
        }
        return -top[spacer];
    }

    /** @return the updates so far: nodes taken out of lists by {@link #cover(int)} */
    long updates() {
        return updates;
    }

    /**
     * Covers an item: takes it out of the list of active items, and hides every option that contains it
     * from the lists of its other items, so that no later choice can contain the item again. The item's own
     * list stays intact, for the search to walk and for {@link #uncover(int)} to restore.
     *
     * @param item an active item
     */
    void cover(int item) {
        for (int p = down[item]; p != item; p = down[p]) {
            hide(p);
        }
        int l = left[item];
        int r = right[item];
        right[l] = r;
        left[r] = l;
    }

    /**
     * Undoes {@link #cover(int)}; covers must be undone in the reverse order in which they were done.
     *
     * @param item the item covered last
     */
    void uncover(int item) {
        int l = left[item];
        int r = right[item];
        right[l] = item;
        left[r] = item;
        for (int p = up[item]; p != item; p = up[p]) {
            unhide(p);
        }
    }

    /**
     * Step X5's inner loop: covers the items of a node's option other than the node's own item, which the
     * caller has covered already. Together they choose the option.
     *
     * @param node a node of the option to choose
     */
    void coverOtherItems(int node) {
        int p = node + 1;
        while (p != node) {
            int item = top[p];
            if (item <= 0) {
                p = up[p];
            } else {
                cover(item);
                p++;
            }
        }
    }

    /**
     * Step X6's inner loop: undoes {@link #coverOtherItems(int)}, walking the option the other way round.
     *
     * @param node the node given to {@link #coverOtherItems(int)}
     */
    void uncoverOtherItems(int node) {
        int p = node - 1;
        while (p != node) {
            int item = top[p];
            if (item <= 0) {
                p = down[p];
            } else {
                uncover(item);
                p--;
            }
        }
    }

    /**
     * Chooses an option for good, outside any search: covers all its items. Every one of them must still be
     * active, that is the option must not clash with any option chosen before.
     *
     * @param option an option's number
     */
    void choose(int option) {
        int node = firstNodeOfOption[option];
        cover(top[node]);
        coverOtherItems(node);
    }

    /** Takes the other nodes of p's option out of their items' lists. */
    private void hide(int p) {
        int q = p + 1;
        while (q != p) {
            int item = top[q];
            int u = up[q];
            int d = down[q];
            if (item <= 0) {
                q = u;
            } else {
                down[u] = d;
                up[d] = u;
                top[item]--;
                updates++;
                q++;
            }
        }
    }

    /** Puts the other nodes of p's option back, in the reverse order of {@link #hide(int)}. */
    private void unhide(int p) {
        int q = p - 1;
        while (q != p) {
            int item = top[q];
            int u = up[q];
            int d = down[q];
            if (item <= 0) {
                q = d;
            } else {
                down[u] = q;
                up[d] = q;
                top[item]++;
                q--;
            }
        }
    }
}
