/**
 * The bitslice solver, {@link dev.nqueens.solvers.bitslice.BitsliceSolver}: a counting solver built on the
 * halves solver's cut of the board, with a join that lets the halves grow wider.
 *
 * <h2>Design</h2>
 *
 * <p><b>The cut.</b> As in {@code halves}, the columns fall into a west half of h columns, a band of k
 * middle columns and an east half of h columns. For each placement of the band's queens (one per class of
 * the four symmetries that keep the band, weighed by its class size), every placement of each half is
 * made as one {@code long}, its <em>entry</em>: its row set as a key over the 2h rows the band leaves
 * free, an edge flag for the transpose, and the bits of the 4h - 2 diagonals that cross the band. A west
 * and an east entry make a solution exactly when their keys are complementary and their diagonal bits
 * disjoint. Burnside's lemma gives the unique count from the rotations' fixed points, found as in
 * {@code halves}.
 *
 * <p><b>Why wider halves.</b> The cost is about c<sub>e</sub> per entry listed plus c<sub>p</sub> per pair of
 * equal keys tested. A wider half needs far fewer band configurations, so fewer entries are listed, but
 * each key pairs longer lists, so far more pairs are tested: at a cycle a pair that is slower, so the pairs
 * must get cheaper first ({@code docs/performance.md} has the counts measured on {@code halves} at n = 18).
 *
 * <p><b>The bulk count of disjoint pairs</b> ({@code SliceMatcher}). For one key, the shorter list is cut
 * into blocks of 64 entries and each block transposed: for each diagonal bit, a {@code long} of the 64
 * entries that have it. The entries of the block that conflict with a query are the OR of the columns of the
 * query's set bits; with the columns grouped in chunks of 6 and the ORs of every subset of a chunk tabled
 * (64 longs per chunk), a query costs 5 table look-ups, an OR each and a {@code bitCount} for 64 pairs,
 * instead of 64 tests. Buckets too small to repay the tables are tested pair by pair.
 *
 * <p><b>Half placements from quarter boards</b> ({@code QuadrantJoin}, {@code Quadrant}). The entries are
 * not listed by a search through each half and sorted by key, which took half the time of a count. Each
 * half is cut by rows into two quadrants, the first and the last h of its free rows, and every placement
 * of each quadrant (at most one queen per row and column, some 30,000 to 100,000 per quadrant at h = 8) is
 * listed once per configuration, grouped by its row set and column set. A half
 * placement of row set R is then a top placement on R's top rows and a bottom one on R's bottom rows, with
 * complementary columns, that share no diagonal: they can meet only on the 2h - 2 diagonals that reach both
 * quadrants within the half, which each placement carries as bits of its own, so a pair is one AND. The
 * join goes through the row sets one by one, makes the east placements of R and the west placements of its
 * complement, and counts their pairs at once, so no half placement outlives its row set and nothing is
 * sorted.
 *
 * <p><b>Per-size parameters.</b> The cut comes from a table by n, chosen by measurement ({@code BitsliceLayout}).
 * Wider halves mean fewer configurations and longer lists, which the matcher counts at a fraction of a
 * cycle a pair, so up to n = 19 the halves take the whole board but its central column:
 * <ul>
 *   <li><b>Even boards up to 18 have no band</b> (halves of n/2 columns, see
 *       {@link dev.nqueens.solvers.band.RowSetSymmetry}). The mirrors and the half turn act on the east
 *       half's row sets, of which a quarter are counted. The transpose weighs each solution by comparing
 *       its row set with its bottom queens' columns, which a half placement's bottom quadrant mostly settles
 *       alone: about half of the pairs are never looked at, as with a band.</li>
 *   <li><b>Odd boards from 5 to 19 have a band of one column</b>, the central one. The mirror through the
 *       vertical axis keeps every configuration of it, so it maps the solutions of each row set onto those
 *       of its complement, and the join counts the row sets without the top row twice; the transpose is
 *       the band's.</li>
 *   <li><b>From n = 20, h = 9</b> and the band widens. Halves of 10 columns with no band counted a sample of
 *       n = 20 about as fast as its band of 2 (the matcher is nearly all of their time), with quadrants of
 *       7.5 million placements each.</li>
 * </ul>
 * At 9 columns a half has 34 crossing diagonals, four more than the matcher's five written-out chunks take;
 * five of them, chosen per configuration as the diagonals most often held by both halves, sort the lists
 * into 32 buckets instead (the matcher's <em>sieve</em>), which leaves out most of the pairs, and the
 * matcher's blocks of 64 patterns run across buckets, so that they stay full however thinly a row set's
 * lists fill the buckets. With no band the lists are some three times longer again, and six sieve bits pay.
 * The widths and sieve bits were chosen by measurement: {@code docs/performance.md} ("Figures behind the
 * code") has the figures, with their dates.
 *
 * <p><b>Splitting, progress, cancellation, memory.</b> Subproblems fix the band's inner queens as in
 * {@code halves}, or on a board without a band take 64 shares of its row sets, dealt out in turn (the
 * solver's javadoc gives their numbers). Progress counts groups of configurations and, where a group is a
 * single configuration, the row sets joined. The join polls the cancellation every 256 row sets, or 16 on
 * a board without a band. Memory per thread is the four quadrants of one configuration (2 · 4<sup>h</sup> ints
 * of cell bounds and 8 bytes per placement, twice: about 10 MB at h = 8, 90 MB at h = 9) and the entries of
 * one row set, in buffers that each thread reuses from one subproblem to the next ({@code docs/performance.md}
 * gives the peak memory measured per n).
 *
 * <p>{@code BitsliceLayout} says how a board is cut and its parameters; {@code QuadrantJoin} lists the quadrants,
 * makes the half placements row set by row set and joins them, with {@code SliceMatcher} for the large
 * lists. The rest is the band package's: the band queens and the subproblems, the squares each half may
 * take ({@code BandJoin}), and the count of a whole board.
 *
 * <p>The package is not exported; the solver is found as a {@link dev.nqueens.api.Solver} service.
 */
package dev.nqueens.solvers.bitslice;
