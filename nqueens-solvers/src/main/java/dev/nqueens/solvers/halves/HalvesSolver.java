package dev.nqueens.solvers.halves;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.ProgressListener;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Registry;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.LocalEngine;
import dev.nqueens.engine.Tally;
import dev.nqueens.solvers.MeasuredTimes;
import dev.nqueens.solvers.band.BandPrefix;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
public final class HalvesSolver implements SubproblemSolver {

    /**
     * Seconds of one core, whole process less the JVM's start, for n = 16 to 19, measured side by side with
     * bitslice on a 2-vCPU AMD EPYC (2026-12-01, see the README's Performance section): faster than bitslice
     * up to n = 17, slower from 18.
     */
    private static final MeasuredTimes TIMES = new MeasuredTimes(16, 7.0, 7.8, 1.2, 3.0, 20.1, 106.0);

    /** The largest board. */
    public static final int MAX_BOARD_SIZE = Layout.MAX_BOARD_SIZE;

    private static final String ID = "halves";

    /**
     * The largest board counted on the calling thread alone: up to 12, a count takes a few milliseconds, and
     * another thread would only add the time to start it.
     */
    private static final int SMALL_BOARD = 12;

    /** A subproblem's progress goes out at most a hundred times a second. */
    private static final long REPORT_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private static final Set<Capability> CAPABILITIES =
            Set.of(Capability.COUNT, Capability.UNIQUE_COUNT, Capability.PARALLEL, Capability.SPLITS);

    /** Creates the solver; it holds no state. */
    public HalvesSolver() {
    }

    @Override
    public String id() {
        return ID;
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
    public Set<Capability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Optional<Duration> estimatedCountTime(SolveRequest request) {
        return TIMES.estimate(request);
    }

    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    @Override
    public long count(SolveRequest request) {
        return countAll(request).solutions();
    }

    @Override
    public long countUnique(SolveRequest request) {
        return countAll(request).fundamentalSolutions();
    }

    private Subcount countAll(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        Cancellation cancellation = request.cancellation();
        cancellation.throwIfCancelled();
        Split split = split(Layout.of(request.boardSize()), cancellation::throwIfCancelled);
        CountJob job = CountJob.builder(split).cancellation(cancellation).progress(request.progress()).build();
        int threads = Math.min(request.parallelism(), split.subproblems().size());
        if (request.boardSize() <= SMALL_BOARD || threads <= 1) {
            return countHere(job);
        }
        try (LocalEngine engine = new LocalEngine(threads, Registry.of(ProviderKind.SOLVER, List.of(this)))) {
            return engine.count(job).total();
        }
    }

    /** Counts a job's subproblems one after another on the calling thread, with the engine's books. */
    private Subcount countHere(CountJob job) {
        Tally tally = new Tally(job);
        List<Subproblem> pending = tally.pending();
        tally.begin();
        for (int index = 0; index < pending.size(); index++) {
            Subproblem subproblem = pending.get(index);
            tally.record(subproblem, count(SubproblemRequest.of(subproblem).withCancellation(job.cancellation())
                    .withProgress(tally.progressWithin(index))));
        }
        return tally.result().total();
    }

    @Override
    public Split split(int boardSize) {
        RequestChecks.requireSupported(this, SolveRequest.of(boardSize));
        return split(Layout.of(boardSize), () -> { });
    }

    private static Split split(Layout layout, Runnable stopCheck) {
        List<Subproblem> subproblems = new ArrayList<>();
        for (BandPrefix prefix : BandPrefix.all(layout, stopCheck)) {
            List<Queen> queens = new ArrayList<>(layout.fixed);
            for (int position = 0; position < layout.fixed; position++) {
                queens.add(new Queen(prefix.rows()[position], layout.bandColumn(position)));
            }
            subproblems.add(new Subproblem(ID, layout.scheme(), prefix.id(), layout.boardSize, queens,
                    prefix.estimatedWork()));
        }
        return Split.of(ID, layout.boardSize, layout.scheme(), subproblems);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Progress counts the groups of the subproblem (see {@code Layout#grouped}): the total is their number,
     * one for every subproblem up to n = 18.
     */
    @Override
    public Subcount count(SubproblemRequest request) {
        Subproblem subproblem = request.subproblem();
        if (!subproblem.solverId().equals(ID)) {
            throw new IllegalArgumentException(subproblem + " belongs to the " + subproblem.solverId()
                    + " solver, not to " + ID);
        }
        if (subproblem.boardSize() > MAX_BOARD_SIZE) {
            throw new IllegalArgumentException(subproblem + " is beyond the " + ID + " solver's limit of "
                    + MAX_BOARD_SIZE);
        }
        Layout layout = Layout.of(subproblem.boardSize());
        if (!subproblem.scheme().equals(layout.scheme())) {
            throw new IllegalArgumentException(subproblem + " was split with scheme '" + subproblem.scheme()
                    + "', but this version splits n = " + layout.boardSize + " with '" + layout.scheme() + "'");
        }
        int[] rows = new int[layout.bandWidth];
        List<Queen> queens = subproblem.queens();
        for (int position = 0; position < queens.size(); position++) {
            if (position >= layout.fixed || queens.get(position).column() != layout.bandColumn(position)) {
                throw new IllegalArgumentException(subproblem + " has queens " + queens
                        + " that do not fill the band positions of its scheme");
            }
            rows[position] = queens.get(position).row();
        }
        if (queens.size() != layout.fixed) {
            throw new IllegalArgumentException(subproblem + " has " + queens.size() + " queens where its scheme fixes "
                    + layout.fixed);
        }
        Cancellation cancellation = request.cancellation();
        cancellation.throwIfCancelled();
        long groups = BandPrefix.countGroups(layout, rows.clone(), layout.fixed);
        return new HalfBoardJoin(layout, cancellation::throwIfCancelled)
                .count(rows, new GroupProgress(request.progress(), groups)::groupDone);
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
