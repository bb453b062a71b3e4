package dev.nqueens.solvers.band;

import java.lang.ref.SoftReference;
import java.util.function.Function;

/**
 * Each thread's join of the board it counted last, kept for its next subproblem of the same board.
 *
 * <p>A join's buffers, which hold the half placements of one band configuration, are the bulk of a count's
 * memory (tens of megabytes a thread at n = 18) and grow as they fill. A new join per subproblem would grow
 * them afresh each time, and the garbage of thousands of subproblems lets the heap, and the process's
 * resident memory, grow to several times the live data before it is collected. Reusing the join keeps the
 * allocation to the first subproblems of each thread. The join is held through a {@link SoftReference}, so a
 * thread that lives on after the count (the shell's, when it counts on one thread) gives the memory back
 * to the collector when it is short of it.
 *
 * <p>Instances are safe for concurrent use: each thread sees only its own join, and a join is used by one
 * thread at a time.
 *
 * @param <L> the counter's layout
 * @param <J> the counter's join
 */
public final class ThreadJoins<L extends BandLayout, J> {

    private final Function<L, J> factory;
    private final ThreadLocal<Held<L, J>> held = new ThreadLocal<>();

    /**
     * @param factory makes a join for a layout
     */
    public ThreadJoins(Function<L, J> factory) {
        this.factory = factory;
    }

    /**
     * @param layout the board's layout
     * @return this thread's join for that layout: the one it used last if it has one, else a new one
     */
    public J forLayout(L layout) {
        Held<L, J> last = held.get();
        J join = last != null && last.layout == layout ? last.join.get() : null;
        if (join == null) {
            join = factory.apply(layout);
            held.set(new Held<>(layout, new SoftReference<>(join)));
        }
        return join;
    }

    /** A thread's last layout and its join. */
    private record Held<L, J>(L layout, SoftReference<J> join) {
    }
}
