package org.example.nqueens.dlx;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ListingCounts;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The {@code dlx} solver: Knuth's Dancing Links, that is Algorithm X on the exact-cover form of N-Queens
 * (D. E. Knuth, "Dancing Links", 2000; <i>The Art of Computer Programming</i>, Volume 4B, Section 7.2.2.1).
 *
 * <p>How the pieces fit: {@link QueensCover} states the board as an exact-cover problem, {@link DancingLinks}
 * holds it in linked lists that can be undone in O(1) per node, and {@link ExactCoverSearch} runs
 * Algorithm X over them, pausing at each cover so that {@link #solve} can hand out one board at a time.
 *
 * <p>The two calls branch differently, on purpose:
 * <ul>
 *   <li>{@link #solve} promises {@link Capability#ALL_SOLUTIONS}, lexicographic order of the column-per-row
 *       tuple. It branches on the rows in order, trying each row's squares from left to right, which yields
 *       exactly that order; the one shortcut it takes, giving up at once when some row or column has no
 *       square left, cuts dead branches without reordering the rest ({@link BranchingRule#IN_ORDER}).</li>
 *   <li>{@link #count} needs no order, so it branches on the row or column with the fewest squares left,
 *       Knuth's minimum-remaining-values heuristic ({@link BranchingRule#MINIMUM_REMAINING_VALUES}), which
 *       keeps the tree smaller: it counts n = 14 in about 60 % of the row-by-row search's time.</li>
 * </ul>
 *
 * <p>With a search listener ({@link Capability#SEARCH_EVENTS}, what {@code nqueens trace} uses), both calls
 * branch row by row, and {@link SearchReport} tells the listener each step in rows and squares.
 *
 * <p>Pre-placed queens ({@link Capability#PRESET_QUEENS}) cost nothing extra in this formulation: their
 * options are chosen before the search starts, which covers their rows, columns and diagonals, and the
 * search fills in the rest.
 *
 * <p>The solver holds no state: each call builds its own links (about 5n² nodes of three ints each) and
 * drops them when it ends, so one instance serves any number of threads at once. It polls the request's
 * cancellation every few thousand updates and reports progress in millionths of the search tree.
 */
public final class DlxSolver implements Solver {

    /**
     * The largest board accepted, a limit of this solver's choosing. The links of an n×n board take about
     * 60·n² bytes, a quarter of a megabyte at 64, so that many calls at once stay cheap. The algorithm would
     * take larger boards, but time is the real limit well before: a count takes seconds at n = 14 and about
     * seven times longer with each n after, and even the first solution in lexicographic order takes
     * seconds from n = 30 on.
     */
    static final int MAX_BOARD_SIZE = 64;

    private static final Set<Capability> CAPABILITIES = Collections.unmodifiableSet(
            EnumSet.of(Capability.ALL_SOLUTIONS, Capability.COUNT, Capability.PRESET_QUEENS,
                    Capability.SEARCH_EVENTS));

    /** Creates the solver; {@link java.util.ServiceLoader} calls this. */
    public DlxSolver() {
    }

    /** @return {@code "dlx"} */
    @Override
    public String id() {
        return "dlx";
    }

    @Override
    public String description() {
        return "Knuth's Dancing Links: Algorithm X on N-Queens as an exact-cover problem";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    /**
     * @return all solutions in lexicographic order, counts without building boards, pre-placed queens and the
     *     steps of the search;
     *     unique counts come from the canonical boards of {@link #solve}'s stream ({@link #countUnique}), so
     *     this solver does not claim {@link Capability#UNIQUE_COUNT}
     */
    @Override
    public Set<Capability> capabilities() {
        return CAPABILITIES;
    }

    /** @return {@value #MAX_BOARD_SIZE} */
    @Override
    public int maxBoardSize() {
        return MAX_BOARD_SIZE;
    }

    /**
     * {@inheritDoc}
     *
     * <p>The stream is sequential and ordered; each step resumes the search where the last one paused.
     */
    @Override
    public Stream<Solution> solve(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        QueensCover cover = new QueensCover(request.boardSize());
        ExactCoverSearch search = newSearch(request, cover, BranchingRule.IN_ORDER);
        Spliterator<Solution> solutions = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.NONNULL) {
            @Override
            public boolean tryAdvance(Consumer<? super Solution> action) {
                if (!search.next()) {
                    return false;
                }
                action.accept(cover.solution(request.presetQueens(), search.chosenOptions()));
                return true;
            }
        };
        return StreamSupport.stream(solutions, false);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Counts covers without building boards, branching by the minimum-remaining-values heuristic; row by
     * row when a listener hears the steps.
     */
    @Override
    public long count(SolveRequest request) {
        RequestChecks.requireSupported(this, request);
        ExactCoverSearch search = newSearch(request, new QueensCover(request.boardSize()),
                request.searchListener().isPresent() ? BranchingRule.IN_ORDER
                        : BranchingRule.MINIMUM_REMAINING_VALUES);
        long count = 0;
        while (search.next()) {
            count++;
        }
        return count;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Keeps the canonical boards of {@link #solve}'s stream, one per class under the symmetries of the square.
     */
    @Override
    public long countUnique(SolveRequest request) {
        return ListingCounts.countUnique(this, request);
    }

    private static ExactCoverSearch newSearch(SolveRequest request, QueensCover cover, BranchingRule rule) {
        DancingLinks links = cover.links();
        // the request has checked that the queens lie on the board and leave each other alone
        request.presetQueens().forEach(queen -> links.choose(cover.optionOf(queen)));
        ExactCoverSearch.Observer observer = request.searchListener()
                .<ExactCoverSearch.Observer>map(listener -> new SearchReport(listener, request.boardSize(),
                        request.presetQueens()))
                .orElse(ExactCoverSearch.Observer.NONE);
        return new ExactCoverSearch(links, rule, request.cancellation(), request.progress(), observer);
    }
}
