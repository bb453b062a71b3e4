package dev.nqueens.solvers.band;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.Queen;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.solvers.MeasuredTimes;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What the band counters share as solvers: the capabilities, the split into subproblems of the band queens
 * a {@link BandPrefix} fixes, the checks of a subproblem before it is counted, the count of one subproblem,
 * with each thread's {@link BandJoin} reused from one subproblem to the next and its progress within a
 * subproblem, and the count of a whole board: its subproblems one after another on the calling thread. An
 * engine runs the subproblems on threads or machines; the counter never starts a thread. A counter supplies
 * its layout of each board and its join of the two halves.
 *
 * @param <L> the counter's layout
 */
public abstract class BandCounter<L extends BandLayout> implements SubproblemSolver {

    private static final Set<Capability> CAPABILITIES =
            Set.of(Capability.COUNT, Capability.UNIQUE_COUNT, Capability.SPLITS);

    /** The units of progress in one subproblem, in a count of a whole board. */
    private static final long PARTS_PER_SUBPROBLEM = 1000;

    private final String id;
    private final int maxBoardSize;
    /** The counter's measured times, for {@link #estimatedCountTime}. */
    private final MeasuredTimes times;
    /** Each thread's join, reused from one subproblem to the next. */
    private final ThreadJoins<L, BandJoin> joins;

    /**
     * @param id the solver's id
     * @param maxBoardSize the largest board it takes
     * @param times its times by n, measured, for {@link #estimatedCountTime}
     * @param join makes the counter's join for a layout
     */
    protected BandCounter(String id, int maxBoardSize, MeasuredTimes times, Function<L, BandJoin> join) {
        this.id = id;
        this.maxBoardSize = maxBoardSize;
        this.times = times;
        this.joins = new ThreadJoins<>(join);
    }

    /**
     * @param boardSize n, from 0 to the solver's limit
     * @return the counter's layout of that board
     */
    protected abstract L layout(int boardSize);

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final Set<Capability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public final int maxBoardSize() {
        return maxBoardSize;
    }

    @Override
    public final int apiVersion() {
        return API_VERSION;
    }

    @Override
    public final Optional<Duration> estimatedCountTime(SolveRequest request) {
        return times.estimate(request);
    }

    @Override
    public final long count(SolveRequest request) {
        return countAll(request).solutions();
    }

    @Override
    public final long countUnique(SolveRequest request) {
        return countAll(request).fundamentalSolutions();
    }

    /**
     * Counts every subproblem of the board's split, one after another on the calling thread, reporting
     * {@value #PARTS_PER_SUBPROBLEM} parts of progress for each and the parts of the one being counted.
     */
    private Subcount countAll(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        Cancellation cancellation = request.cancellation();
        cancellation.throwIfCancelled();
        List<Subproblem> subproblems = split(layout(request.boardSize()), cancellation::throwIfCancelled).subproblems();
        ThrottledProgress progress = new ThrottledProgress(request.progress(),
                subproblems.size() * PARTS_PER_SUBPROBLEM);
        if (!subproblems.isEmpty()) {
            progress.report(0, true);
        }
        Subcount sum = Subcount.ZERO;
        for (int index = 0; index < subproblems.size(); index++) {
            long before = index * PARTS_PER_SUBPROBLEM;
            sum = sum.plus(count(SubproblemRequest.builder(subproblems.get(index)).cancellation(cancellation)
                    .progress((done, total) -> progress.report(before
                            + (done >= total ? PARTS_PER_SUBPROBLEM : PARTS_PER_SUBPROBLEM * done / total), false))
                    .build()));
            progress.report(before + PARTS_PER_SUBPROBLEM, false);
        }
        return sum;
    }

    @Override
    public final Split split(int boardSize) {
        RequestChecks.requireSupported(this, SolveRequest.of(boardSize));
        return split(layout(boardSize), () -> { });
    }

    /**
     * The board's split, made by index from its prefixes, which hold 8 bytes a configuration: the subproblems
     * are made as an engine asks for them.
     */
    private Split split(L layout, Runnable stopCheck) {
        List<BandPrefix> prefixes = BandPrefix.all(layout, stopCheck);
        String scheme = layout.scheme();
        // an engine reads a split of millions several times: the queens a subproblem can place, made once
        Queen[][] band = new Queen[layout.fixed][layout.boardSize];
        for (int position = 0; position < layout.fixed; position++) {
            for (int row = 0; row < layout.boardSize; row++) {
                band[position][row] = new Queen(row, layout.bandColumn(position));
            }
        }
        return Split.indexed(id, layout.boardSize, scheme, prefixes.size(), index -> {
            BandPrefix prefix = prefixes.get(index);
            Queen[] queens = new Queen[layout.fixed];
            for (int position = 0; position < layout.fixed; position++) {
                queens[position] = band[position][prefix.rows()[position]];
            }
            return new Subproblem(id, scheme, prefix.id(), layout.boardSize, Arrays.asList(queens),
                    prefix.estimatedWork());
        });
    }

    /** @return the id of a share of the row sets of the configuration that the rows fix */
    private static String share(BandLayout layout, int[] rows, int part) {
        return new BandPrefix(layout, rows, part, 0).id();
    }

    @Override
    public final Subcount count(SubproblemRequest request) {
        Subproblem subproblem = request.subproblem();
        if (!subproblem.solverId().equals(id)) {
            throw new IllegalArgumentException(subproblem + " belongs to the " + subproblem.solverId()
                    + " solver, not to " + id);
        }
        if (subproblem.boardSize() > maxBoardSize) {
            throw new IllegalArgumentException(subproblem + " is beyond the " + id + " solver's limit of "
                    + maxBoardSize);
        }
        L layout = layout(subproblem.boardSize());
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
        int part = 0;
        if (layout.withoutBand() || layout.rowSetParts > 1) {
            part = BandPrefix.partOf(layout, subproblem.id());
            if (part < 0 || !subproblem.id().equals(share(layout, rows, part))) {
                throw new IllegalArgumentException(subproblem + " names no share of the row sets of its scheme: "
                        + share(layout, rows, 0) + " to " + share(layout, rows, layout.rowSetParts - 1));
            }
        }
        request.cancellation().throwIfCancelled();
        long groups = BandPrefix.countGroups(layout, rows.clone(), layout.fixed);
        Cancellation cancellation = request.cancellation();
        return joins.forLayout(layout).count(rows, part, cancellation::throwIfCancelled,
                new GroupProgress(request.progress(), groups));
    }
}
