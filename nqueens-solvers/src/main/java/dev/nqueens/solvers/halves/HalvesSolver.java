package dev.nqueens.solvers.halves;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.engine.LocalEngine;
import dev.nqueens.solvers.MeasuredTimes;
import dev.nqueens.solvers.band.BandCounter;
import dev.nqueens.solvers.band.ThreadJoins;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Counts solutions without backtracking through the whole board: it places the queens of a band of middle
 * columns, lists the placements of the west and the east half-board that fit each band, and joins the two
 * lists on their rows and the diagonals that cross the band (see {@link HalfBoardJoin}). Of the band
 * placements it takes one per class under the four symmetries that keep the band in place, weighed by the
 * size of the class (see {@link Layout}), and it counts the solutions the rotations fix, so that it returns
 * both the number of solutions (OEIS A000170) and, by Burnside's lemma, the number of fundamental ones
 * (A002562).
 *
 * <p>The work splits into {@link Subproblem}s, one per choice of the band's inner queens, that any engine
 * can run; {@link #count(SolveRequest)} runs them on {@link SolveRequest#parallelism()} threads of the
 * engine's {@link LocalEngine}, largest first (boards up to n = {@value #SMALL_BOARD}, and one thread, on the
 * calling thread alone), and reports progress as the engine does, in thousandths of a subproblem. Within a
 * subproblem, progress counts its groups (up to n = 18 a group is the whole subproblem, beyond it a part of
 * one: see {@code Layout#grouped}), so that it shows within minutes even where a subproblem takes hours. It
 * lists no solutions: {@link #solve} throws {@link UnsupportedOperationException}.
 *
 * <p><b>Limits.</b> n from 0 to {@value #MAX_BOARD_SIZE}; the counts of n = 27 still fit in a {@code long}.
 */
public final class HalvesSolver extends BandCounter<Layout> {

    /**
     * Seconds of one core, whole process less the JVM's start, for n = 16 to 19, measured side by side with
     * bitslice on a 2-vCPU AMD EPYC (2026-12-01, see the README's Performance section): faster than bitslice
     * up to n = 17, slower from 18.
     */
    private static final MeasuredTimes TIMES = new MeasuredTimes(16, 7.0, 7.8, 1.2, 3.0, 20.1, 106.0);

    /** The largest board. */
    public static final int MAX_BOARD_SIZE = Layout.MAX_BOARD_SIZE;

    /** Each thread's join, reused from one subproblem to the next (see {@link ThreadJoins}). */
    private static final ThreadJoins<Layout, HalfBoardJoin> JOINS = new ThreadJoins<>(HalfBoardJoin::new);

    private static final String ID = "halves";

    /** A subproblem's progress goes out at most a hundred times a second. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    /** Creates the solver; it holds no state. */
    public HalvesSolver() {
        super(ID, MAX_BOARD_SIZE);
    }

    @Override
    public String description() {
        return "Counts only: places the middle columns, then joins the left and right half-boards on rows and "
                + "diagonals, one of each mirror image, on all cores; n up to " + MAX_BOARD_SIZE;
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Optional<Duration> estimatedCountTime(SolveRequest request) {
        return TIMES.estimate(request);
    }

    @Override
    protected Layout layout(int boardSize) {
        return Layout.of(boardSize);
    }

    /**
     * Counts a subproblem with this counter's join. Progress counts the groups of the subproblem (see {@code Layout#grouped}): the total is their number,
     * one for every subproblem up to n = 18.
     */
    @Override
    protected Subcount join(Layout layout, int[] rows, long groups, SubproblemRequest request) {
        Cancellation cancellation = request.cancellation();
        return JOINS.forLayout(layout).count(rows, cancellation::throwIfCancelled,
                new GroupProgress(request.progress(), groups)::groupDone);
    }

    /** Tells a subproblem's listener of the groups done, at most every {@link #REPORT_INTERVAL_NANOS}, and the end. */
    private static final class GroupProgress {
        private final ProgressListener listener;
        private final long groups;
        private long done;
        private long lastReportNanos = System.nanoTime();

        GroupProgress(ProgressListener listener, long groups) {
            this.listener = listener;
            this.groups = groups;
        }

        void groupDone() {
            done++;
            long now = System.nanoTime();
            if (done == groups || now - lastReportNanos >= REPORT_INTERVAL_NANOS) {
                listener.progress(done, groups);
                lastReportNanos = now;
            }
        }
    }
}
