package dev.nqueens.shell.command.trace;

import dev.nqueens.api.SearchEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The last steps of a trace, which its animation goes back to: the events of the latest {@link #STEPS} steps,
 * and the board as it stood before the oldest of them. The board at an earlier step is that board, or a copy
 * kept every {@value #SNAPSHOT_EVERY} steps, with the events up to the step applied again, each as the search
 * reported it, with its state; a step older than the history holds is reached by running the search again from
 * its first step ({@link TraceAnimation}).
 *
 * <p>Bounded so that a long trace does not fill the memory: an event holds its search's state, and 100,000 of
 * them take up to about 90 MB (the arrays of {@code iterative} at n = 26), 10 MB for {@code bitmask}.
 */
final class TraceHistory {

    /** How many of the latest steps a history holds by default, as docs/learning.md says. */
    static final int STEPS = 100_000;

    /** How many steps apart the copies of the board are that a step is reached from. */
    static final int SNAPSHOT_EVERY = 1_000;

    private final int limit;
    /** The board after the step before the oldest event held. */
    private final TraceBoard base;
    /** The board after the latest step, and copies of it every {@link #SNAPSHOT_EVERY} steps, by step. */
    private final TraceBoard head;
    private final NavigableMap<Long, TraceBoard> snapshots = new TreeMap<>();
    /** The events held, the oldest at {@link #offset}; those before it have gone into {@link #base}. */
    private final List<SearchEvent> events = new ArrayList<>();
    private int offset;

    /**
     * @param start the board before the first step, copied
     * @param limit how many of the latest steps to hold, 1 or more
     */
    TraceHistory(TraceBoard start, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("a history holds 1 step or more, not " + limit);
        }
        this.base = start.copy();
        this.head = start.copy();
        this.limit = limit;
    }

    /** @param event the search's next step, held; the oldest held goes if there are more than the limit */
    void record(SearchEvent event) {
        events.add(event);
        head.apply(event);
        if (head.steps() % SNAPSHOT_EVERY == 0) {
            snapshots.put(head.steps(), head.copy());
        }
        if (events.size() - offset > limit) {
            base.apply(events.get(offset));
            snapshots.headMap(base.steps(), false).clear();
            events.set(offset++, null);
            if (offset >= limit) {
                // the slots let go are dropped now and then, at a cost shared by the steps that freed them
                events.subList(0, offset).clear();
                offset = 0;
            }
        }
    }

    /** @return the oldest step whose board this history can give, 1 or more, or 0 before the first step */
    long earliest() {
        return Math.min(latest(), Math.max(1, base.steps()));
    }

    /** @return the latest step recorded, 0 before the first */
    long latest() {
        return base.steps() + events.size() - offset;
    }

    /**
     * @param step a step from {@link #earliest} to {@link #latest}
     * @return a new board as it stood after that step
     */
    TraceBoard at(long step) {
        check(step);
        Map.Entry<Long, TraceBoard> nearest = snapshots.floorEntry(step);
        TraceBoard board = (nearest != null ? nearest.getValue() : base).copy();
        while (board.steps() < step) {
            board.apply(event(board.steps() + 1));
        }
        return board;
    }

    /**
     * @param board a board of this history before its latest step, which is changed
     * @return the same board, after one step more
     */
    TraceBoard forward(TraceBoard board) {
        board.apply(event(board.steps() + 1));
        return board;
    }

    /**
     * @param step a step
     * @return the first solution held after that step, or -1 if there is none
     */
    long solutionAfter(long step) {
        for (long at = Math.max(step + 1, base.steps() + 1); at <= latest(); at++) {
            if (event(at) instanceof SearchEvent.Found) {
                return at;
            }
        }
        return -1;
    }

    /**
     * @param step a step
     * @return the last solution held before that step, or -1 if there is none
     */
    long solutionBefore(long step) {
        for (long at = Math.min(step - 1, latest()); at > base.steps(); at--) {
            if (event(at) instanceof SearchEvent.Found) {
                return at;
            }
        }
        return base.steps() >= 1 && base.steps() < step && base.last() instanceof SearchEvent.Found
                ? base.steps() : -1;
    }

    private SearchEvent event(long step) {
        if (step <= base.steps() || step > latest()) {
            throw new IllegalArgumentException("the event of step " + step + " is not held");
        }
        return events.get(offset + (int) (step - base.steps() - 1));
    }

    private void check(long step) {
        if (step < earliest() || step > latest()) {
            throw new IllegalArgumentException("step " + step + " is not held: steps " + earliest() + " to "
                    + latest() + " are");
        }
    }
}
