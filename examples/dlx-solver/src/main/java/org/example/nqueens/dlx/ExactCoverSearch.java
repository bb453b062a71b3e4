package org.example.nqueens.dlx;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;

/**
 * Knuth's Algorithm X, "exact cover via dancing links" (TAOCP 7.2.2.1), written as a search that can be
 * paused at each exact cover it finds and resumed for the next, so that a caller takes covers one at a time.
 *
 * <p>Knuth states the algorithm as steps that jump to one another; the search keeps his step names:
 * <ul>
 *   <li>X2: if no primary item is left, the options chosen at levels 0 to {@code level - 1} are an exact
 *       cover; pause there.</li>
 *   <li>X3, X4: choose an item by the {@link BranchingRule}, cover it, and start on the first option in
 *       its list.</li>
 *   <li>X5: if the item's list is used up go to X7; else choose the option (cover its other items) and
 *       go down a level, to X2.</li>
 *   <li>X6: undo X5's choice and move to the next option in the list, then back to X5.</li>
 *   <li>X7, X8: uncover the item and go up a level, to X6; at level 0 the search is over.</li>
 * </ul>
 * The state between calls is the level, and per level the item branched on and the node of the option
 * being tried; the rest lives in the links themselves.
 *
 * <p>An {@link Observer} hears each branch, choice and undoing of a choice, and each cover, as the search
 * makes them: what a solver needs to report its search step by step.
 *
 * <p>An instance serves one caller, one call at a time.
 */
final class ExactCoverSearch {

    /** Hears the search's steps as it takes them, by item and option number. */
    interface Observer {

        /** Hears nothing. */
        Observer NONE = new Observer() {
        };

        /**
         * X3, X4: the search branches on an item, whose options are the ones it will try there.
         *
         * @param item the item
         * @param options how many options the item has left
         */
        default void branched(int item, int options) {
        }

        /**
         * X5: an option chosen: the search goes down a level.
         *
         * @param option the option's number
         */
        default void chose(int option) {
        }

        /**
         * X6, or X8 from a cover: the choice of an option undone.
         *
         * @param option the option's number
         */
        default void undid(int option) {
        }

        /** X2: the options chosen are an exact cover. */
        default void covered() {
        }
    }

    private enum State { READY, AT_COVER, OVER }

    private final DancingLinks links;
    private final BranchingRule rule;
    private final Checkpoint checkpoint;
    private final Observer observer;
    /** The item branched on at each level. */
    private final int[] item;
    /** The node of the option being tried at each level, in that item's list; the header once all are tried. */
    private final int[] node;
    /** How many options of the level's item have been tried before the current one: for progress only. */
    private final int[] tried;
    /** How many options the level's item had when the search branched on it: for progress only. */
    private final int[] options;
    private int level;
    private State state = State.READY;

    /**
     * @param links the problem, with any options chosen beforehand already chosen
     * @param rule how to choose the item to branch on
     * @param cancellation the caller's flag, polled every few thousand updates
     * @param progress where to report progress
     * @param observer what hears each step
     */
    ExactCoverSearch(DancingLinks links, BranchingRule rule, Cancellation cancellation,
            ProgressListener progress, Observer observer) {
        this.links = links;
        this.rule = rule;
        this.observer = observer;
        this.checkpoint = new Checkpoint(cancellation, progress, this::fractionDone);
        // each level covers at least one primary item, so there are never more levels than that
        int levels = links.primaryItems();
        this.item = new int[levels];
        this.node = new int[levels];
        this.tried = new int[levels];
        this.options = new int[levels];
    }

    /**
     * Runs the search on to its next exact cover.
     *
     * @return true if there is one, now described by {@link #chosenOptions()}; false once the search is
     *     over
     * @throws java.util.concurrent.CancellationException if the caller has cancelled
     */
    boolean next() {
        checkpoint.stop();
        if (state == State.OVER) {
            return false;
        }
        if (state == State.AT_COVER && !leaveLevel()) {
            return over();
        }
        while (!links.allPrimaryItemsCovered()) {                 // X2
            int chosen = rule.choose(links);                      // X3
            links.cover(chosen);                                  // X4
            item[level] = chosen;
            node[level] = links.down(chosen);
            tried[level] = 0;
            options[level] = links.length(chosen);
            observer.branched(chosen, options[level]);
            if (!tryOption()) {
                return over();
            }
            checkpoint.pass(links.updates());
        }
        state = State.AT_COVER;
        observer.covered();
        return true;
    }

    /** @return the options of the current exact cover, by number, one per level */
    int[] chosenOptions() {
        int[] chosen = new int[level];
        for (int l = 0; l < level; l++) {
            chosen[l] = links.optionOf(node[l]);
        }
        return chosen;
    }

    /**
     * X5, with X7, X8 and X6 for as long as levels run out of options: chooses the current option of the
     * deepest level that has one left, and goes down a level.
     *
     * @return false if no level has an option left: the search is over
     */
    private boolean tryOption() {
        while (node[level] == item[level]) {                      // X5: back at the header, all tried
            links.uncover(item[level]);                           // X7
            if (level == 0) {                                     // X8
                return false;
            }
            level--;
            moveToNextOption();                                   // X6
        }
        links.coverOtherItems(node[level]);                       // X5
        observer.chose(links.optionOf(node[level]));
        level++;
        return true;
    }

    /** X8 from a cover just found: goes up a level to try the next option there. */
    private boolean leaveLevel() {
        if (level == 0) {
            return false;
        }
        level--;
        moveToNextOption();
        return tryOption();
    }

    /** X6: undoes the choice of the level's current option and moves down its item's list. */
    private void moveToNextOption() {
        observer.undid(links.optionOf(node[level]));
        links.uncoverOtherItems(node[level]);
        node[level] = links.down(node[level]);
        tried[level]++;
    }

    private boolean over() {
        state = State.OVER;
        checkpoint.finished();
        return false;
    }

    /**
     * Estimates how much of the search tree lies behind, as Knuth's {@code DLX} programs do in their progress
     * reports: at each level, the options already tried are done, and the current option's share is split
     * among the levels below. The estimate never decreases as the search goes on.
     *
     * @return the estimate, from 0 to 1
     */
    double fractionDone() {
        double done = 0;
        double share = 1;
        // deeper levels change the estimate by less than a millionth, the unit of the reports
        for (int l = 0; l < level && share > 1e-9; l++) {
            share /= options[l];
            done += tried[l] * share;
        }
        return done;
    }
}
