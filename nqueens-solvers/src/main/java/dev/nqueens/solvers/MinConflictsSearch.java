package dev.nqueens.solvers;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import java.util.HashSet;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * One call of {@link MinConflictsSolver}: the stream of distinct solutions, each found by a fresh local
 * search, with all the call's state. The board is allocated on the first step, so that creating the
 * stream costs nothing.
 */
final class MinConflictsSearch extends Spliterators.AbstractSpliterator<Solution> {

    /** Columns looked at per row by the greedy start, and swap partners per repair step. */
    private static final int SAMPLE = 64;
    /** Attempts allowed for the first solution, and on top of the per-solution allowance for later ones. */
    private static final int BASE_ATTEMPTS = 100;
    /** Attempts allowed, per solution already found, to find one more. */
    private static final int ATTEMPTS_PER_SOLUTION_FOUND = 20;

    private static final int BASE_STEPS = 256;
    private static final int STEPS_PER_CONFLICT = 16;
    private static final int POLL_STEPS = 1024;
    private static final long PROGRESS_INTERVAL_NANOS = 10_000_000;

    private final SolveRequest request;
    private final Cancellation cancellation;
    private final SplittableRandom random;
    private final Set<Long> found = new HashSet<>();
    private final Runnable cancellationPoll;
    private ConflictBoard board;
    private boolean exhausted;

    private long progressTotal;
    private long progressDone;
    private long lastProgressNanos;

    /**
     * @param request the call's board size, pre-placed queens, progress listener and cancellation
     * @param random the source of every choice, seeded by the caller
     */
    MinConflictsSearch(SolveRequest request, SplittableRandom random) {
        super(Long.MAX_VALUE, Spliterator.DISTINCT | Spliterator.NONNULL);
        this.request = request;
        this.cancellation = request.cancellation();
        this.random = random;
        this.cancellationPoll = cancellation::throwIfCancelled;
    }

    @Override
    public boolean tryAdvance(Consumer<? super Solution> action) {
        if (exhausted) {
            return false;
        }
        if (board == null) {
            cancellation.throwIfCancelled();
            board = new ConflictBoard(request.boardSize(), request.presetQueens());
        }
        long allowed = BASE_ATTEMPTS + (long) ATTEMPTS_PER_SOLUTION_FOUND * found.size();
        for (long attempt = 0; attempt < allowed; attempt++) {
            if (solveOnce() && found.add(board.fingerprint())) {
                action.accept(board.toSolution());
                return true;
            }
        }
        exhausted = true;
        return false;
    }

    /**
     * One local search from a greedy start: repeatedly picks an attacked queen at random and swaps it with
     * the partner, of a sample, that leaves the fewest conflicts, ties broken at random, staying put being
     * one of the choices. Gives up after a budget of steps that grows with the conflicts of the start.
     *
     * @return true if the board holds a solution
     */
    private boolean solveOnce() {
        board.greedyStart(random, SAMPLE, cancellationPoll);
        long initial = board.conflicts();
        if (progressTotal == 0) {
            progressTotal = Math.max(1, initial);
            lastProgressNanos = System.nanoTime();
        }
        long budget = stepBudget(initial);
        int free = board.freeRowCount();
        for (long step = 0; board.conflicts() > 0; step++) {
            if (step == budget) {
                return false;
            }
            if (step % POLL_STEPS == 0) {
                cancellation.throwIfCancelled();
                reportProgress(false);
            }
            int row = board.pickConflictedRow(random);
            int partner = free - 1 <= SAMPLE ? bestOfAllPartners(row, free) : bestOfSampledPartners(row, free);
            if (partner >= 0) {
                board.swap(row, partner);
            }
        }
        reportProgress(true);
        return true;
    }

    /**
     * @return the steps one attempt may take: linear in its initial conflicts, as the repair needs, plus
     *     room for small boards to cross a plateau; a search still short of a solution by then is more
     *     likely stuck than slow, and a restart is cheap
     */
    private static long stepBudget(long initialConflicts) {
        return BASE_STEPS + STEPS_PER_CONFLICT * initialConflicts;
    }

    /** @return the free row whose swap with this one leaves fewest conflicts, or −1 to stay */
    private int bestOfAllPartners(int row, int free) {
        int best = -1;
        int bestDelta = 0;
        int ties = 1;
        for (int index = 0; index < free; index++) {
            int partner = board.freeRow(index);
            if (partner != row) {
                int delta = board.swapDelta(row, partner);
                if (delta < bestDelta) {
                    bestDelta = delta;
                    best = partner;
                    ties = 1;
                } else if (delta == bestDelta && random.nextInt(++ties) == 0) {
                    best = partner;
                }
            }
        }
        return best;
    }

    /** As {@link #bestOfAllPartners}, over {@link #SAMPLE} partners drawn at random. */
    private int bestOfSampledPartners(int row, int free) {
        int best = -1;
        int bestDelta = 0;
        int ties = 1;
        for (int draw = 0; draw < SAMPLE; draw++) {
            int partner = board.freeRow(random.nextInt(free));
            if (partner != row) {
                int delta = board.swapDelta(row, partner);
                if (delta < bestDelta) {
                    bestDelta = delta;
                    best = partner;
                    ties = 1;
                } else if (delta == bestDelta && random.nextInt(++ties) == 0) {
                    best = partner;
                }
            }
        }
        return best;
    }

    /**
     * Reports conflicts resolved out of the first attempt's initial conflicts, at most every
     * {@value #PROGRESS_INTERVAL_NANOS} ns, never going back: a restart that begins with more conflicts
     * holds the figure where it was. Once the first solution is found the work is reported done and the
     * listener hears no more.
     */
    private void reportProgress(boolean solved) {
        if (found.isEmpty()) {
            long done = solved ? progressTotal : Math.max(progressDone, progressTotal - board.conflicts());
            long now = System.nanoTime();
            if (solved || (done > progressDone && now - lastProgressNanos >= PROGRESS_INTERVAL_NANOS)) {
                progressDone = done;
                lastProgressNanos = now;
                request.progress().progress(done, progressTotal);
            }
        }
    }
}
