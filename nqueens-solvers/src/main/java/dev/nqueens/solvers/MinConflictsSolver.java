package dev.nqueens.solvers;

import dev.nqueens.api.Capability;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Random solutions by local search: the min-conflicts heuristic of S. Minton, M. D. Johnston,
 * A. B. Philips and P. Laird, "Minimizing conflicts: a heuristic repair method for constraint satisfaction
 * and scheduling problems", <i>Artificial Intelligence</i> 58, 161–205 (1992), on the permutation boards
 * of R. Sosič and J. Gu, "3,000,000 Queens in Less Than One Minute", <i>ACM SIGART Bulletin</i> 2(2),
 * 22–24 (1991).
 *
 * <h2>How one solution is found</h2>
 * <ol>
 *   <li>Greedy start: the queens' columns form a permutation, so no two ever share a column. Row by row,
 *       each free row takes the not-yet-used column where it meets the fewest queens already placed (of
 *       all remaining columns while at most 64 remain, else of up to 64 drawn at random, the first free
 *       one winning), ties broken at random. On large boards this leaves only a few conflicts, in the last
 *       rows.</li>
 *   <li>Repair: pick an attacked queen at random from a list of conflicted rows, and swap its column with
 *       that of the free row whose swap leaves fewest attacking pairs, of all free rows when there are at
 *       most 65, else of 64 drawn at random; staying put counts as a choice and ties go to a random one of
 *       the best, so the search can cross plateaus. Counts per diagonal make each candidate O(1) to judge
 *       and each swap O(1) to make; see {@code ConflictBoard}.</li>
 *   <li>Restart from a new greedy start if the attempt has not finished within a step budget linear in
 *       its initial conflicts.</li>
 * </ol>
 *
 * <h2>The stream</h2>
 * {@link #solve} yields distinct solutions, each the first new one a fresh run of the search finds, for as
 * long as the caller reads. It keeps a 64-bit fingerprint of each solution given (not the solution, so
 * memory stays small for large boards); a fingerprint collision could only make it skip a new solution,
 * never repeat one. The stream ends when 100 + 20·k attempts in a row, k being the number of solutions
 * given so far, find nothing new: on boards with few solutions (n = 4 has 2, n = 6 has 4) it ends after
 * giving them all, instead of looping. This is a bound on effort, not a proof. If the attempts hit each of
 * k + 1 solutions alike, the last one is missed with probability (1 − 1/(k + 1))<sup>100 + 20k</sup>,
 * below e<sup>−20</sup>; to keep the hits near alike, small boards place the rows of the greedy start in a
 * random order, which treats a solution and its mirror images the same. Measured: 40 seeds each gave all
 * 4, 40, 92, 352 and 724 solutions of n = 6, 7, 8, 9 and 10.
 *
 * <p>Randomness comes from {@link SplittableRandom}, seeded with {@link SolveRequest#seed()} when present,
 * so the same seed gives the same solutions in the same order; without a seed each call differs.
 *
 * <h2>Pre-placed queens</h2>
 * Honoured: they are on the board from the start of every attempt and never move; the free rows take the
 * free columns. If no solution contains them, the stream is empty: the search gives up after the 100
 * attempts the rule above allows for a first solution. Each costs time linear in n and in the conflicts it
 * starts with, so giving up takes a while on large boards (3 s at n = 5,000 with 3,090 queens that attack
 * all of one row); cancellation stops it at any time. A local search cannot prove that none exists, so an
 * empty stream means that none was found. On small boards, where pre-placed queens can rule out every
 * completion, one that exists is found all but surely (the tests hold the search to brute force for
 * n = 4 to 8); on a large board with many pre-placed queens an exhaustive solver is the better judge.
 * (n-Queens completion is NP-complete: I. P. Gent, C. Jefferson and P. Nightingale, "Complexity of
 * n-Queens Completion", <i>JAIR</i> 59, 815–848 (2017).)
 *
 * <h2>Sizes, progress, cancellation</h2>
 * n = 0 gives the empty board; n = 2 and 3 an empty stream, as no solution exists; n = 1 the one queen.
 * The board takes about 45 bytes a queen, hence the limit of {@value #MAX_BOARD_SIZE} queens (about
 * 450 MB). Progress counts the conflicts resolved out of those of the first greedy start, at most a hundred
 * reports a second, until the first solution; cancellation is polled every 1024 steps and every 4096 rows
 * of a greedy start. Stateless and thread-safe: each call has its own board.
 */
public final class MinConflictsSolver implements Solver {

    private static final int MAX_BOARD_SIZE = 10_000_000;

    /** Creates the solver; it holds no state. */
    public MinConflictsSolver() {
    }

    @Override
    public String id() {
        return "min-conflicts";
    }

    @Override
    public String description() {
        return "Random distinct solutions by min-conflicts local search (Minton et al. 1992; Sosic & Gu 1991);"
                + " honours a seed and pre-placed queens";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.SOME_SOLUTIONS, Capability.PRESET_QUEENS, Capability.RANDOMIZED);
    }

    /** @return {@value #MAX_BOARD_SIZE}, where the search takes about 450 MB */
    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    /**
     * @param request the board size, pre-placed queens, seed, progress listener and cancellation
     * @return distinct solutions containing the pre-placed queens, in random order, lazily; empty for
     *     n = 2 and 3; it ends once new ones stop turning up, as the class description says
     * @throws IllegalArgumentException if n is beyond {@link #maxBoardSize()}
     */
    @Override
    public Stream<Solution> solve(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        int n = request.boardSize();
        if (n == 0) {
            return Stream.of(request).map(call -> {
                call.cancellation().throwIfCancelled();
                return Solution.empty();
            });
        }
        if (n == 2 || n == 3) {
            return Stream.empty();
        }
        SplittableRandom random = request.seed().isPresent()
                ? new SplittableRandom(request.seed().getAsLong())
                : new SplittableRandom();
        return StreamSupport.stream(new MinConflictsSearch(request, random), false);
    }
}
