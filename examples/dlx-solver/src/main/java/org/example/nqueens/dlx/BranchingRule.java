package org.example.nqueens.dlx;

/**
 * Step X3 of Algorithm X: which active primary item the search branches on next. Any choice gives every
 * exact cover exactly once; the choice decides how big the search tree grows and in which order the covers
 * come out.
 */
enum BranchingRule {

    /**
     * The first active primary item in the order the items were given, unless some active primary item has
     * no option left: then that one, so that the branch ends at once instead of after the items before it
     * have been tried in vain. Branching on a dead end yields no cover, so the check prunes the tree without
     * changing the order of the covers found: the lexicographic order of the options picked at each level,
     * if the items are given so that every level branches on the same item whatever came before (as
     * {@link QueensCover} does, rows first).
     */
    IN_ORDER {
        @Override
        int choose(DancingLinks links) {
            for (int item = links.firstActiveItem(); item != 0; item = links.nextActiveItem(item)) {
                if (links.length(item) == 0) {
                    return item;
                }
            }
            return links.firstActiveItem();
        }
    },

    /**
     * Knuth's "minimum remaining values" heuristic: the item with the fewest options left, the first such
     * item on a tie. It branches as little as possible near the root and finds dead ends (an item with no
     * option) at once, at the price of an order of covers that depends on the problem's shape.
     */
    MINIMUM_REMAINING_VALUES {
        @Override
        int choose(DancingLinks links) {
            int best = 0;
            int fewest = Integer.MAX_VALUE;
            for (int item = links.firstActiveItem(); item != 0; item = links.nextActiveItem(item)) {
                int length = links.length(item);
                if (length < fewest) {
                    best = item;
                    fewest = length;
                    if (length == 0) {
                        break;
                    }
                }
            }
            return best;
        }
    };

    /**
     * @param links the problem, with at least one active primary item
     * @return the item to branch on
     */
    abstract int choose(DancingLinks links);
}
