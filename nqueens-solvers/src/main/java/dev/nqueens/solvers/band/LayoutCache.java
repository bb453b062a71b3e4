package dev.nqueens.solvers.band;

import java.util.function.IntFunction;

/**
 * A counter's layouts, one per board size, each made on first use and then shared: a layout is immutable,
 * costs milliseconds and up to a few megabytes to make, and is asked for by every subproblem. Sharing one
 * instance per n is also what lets {@link ThreadJoins} keep a thread's join from one subproblem to the next.
 *
 * <p>Instances are safe for concurrent use.
 *
 * @param <L> the counter's layout
 */
public final class LayoutCache<L extends BandLayout> {

    private final BandLayout[] layouts;
    private final IntFunction<L> factory;

    /**
     * @param maxBoardSize the largest board the counter takes
     * @param factory makes the layout of a board size
     */
    public LayoutCache(int maxBoardSize, IntFunction<L> factory) {
        this.layouts = new BandLayout[maxBoardSize + 1];
        this.factory = factory;
    }

    /**
     * @param boardSize n, from 0 to the counter's largest board
     * @return the layout of that board
     * @throws IllegalArgumentException if n is outside that range
     */
    @SuppressWarnings("unchecked") // only the factory's layouts are stored
    public L of(int boardSize) {
        if (boardSize < 0 || boardSize >= layouts.length) {
            throw new IllegalArgumentException("n = " + boardSize + " is outside 0.." + (layouts.length - 1));
        }
        synchronized (layouts) {
            if (layouts[boardSize] == null) {
                layouts[boardSize] = factory.apply(boardSize);
            }
            return (L) layouts[boardSize];
        }
    }
}
