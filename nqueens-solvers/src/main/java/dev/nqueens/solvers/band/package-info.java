/**
 * The fast counters, {@code bitslice} and {@code halves}, and what they share: start reading here. This page
 * gives the idea, works it through on the 8 × 8 board, and says in which order to read the classes; each
 * class then explains only its own part.
 *
 * <h2>The idea</h2>
 *
 * <p><b>The band and the halves.</b> The columns of the board fall into a west half of h columns, a
 * <em>band</em> of k middle columns and an east half of h columns, n = 2h + k. A counter places the band's k
 * queens first, one <em>band configuration</em> at a time, and for each one lists the placements of each half
 * that fit it: a queen in every column of the half, on the 2h rows the band leaves free, none attacking
 * another or a band queen. A west and an east placement complete the band to a solution exactly when
 * <ol>
 *   <li>their rows are complementary: each takes h of the 2h free rows, so they must share none; and</li>
 *   <li>no diagonal holds a queen of each, which only the 4h - 2 diagonals with squares in both halves can:
 *       the <em>crossing</em> diagonals.</li>
 * </ol>
 * So each placement becomes one {@code long}, its <em>entry</em>: its row set as a <em>key</em> over the free
 * rows, above the bits of the crossing diagonals it holds. A west entry carries the complement of its row
 * set, so that partners have equal keys, and for each key the counter counts the pairs whose diagonal bits
 * are disjoint, at about an operation a pair instead of a search through the second half of the board.
 *
 * <p><b>Symmetry.</b> Four of the eight symmetries of the square keep the band in place: the identity, the
 * mirrors through the two axes and the half turn. A counter takes the band configurations that are the least
 * of their images under these four and weighs each by its number of images. The other four swap rows and
 * columns; they are used through the <em>transpose</em>. Let x be the smaller distance to the board's edge of
 * the row of a queen in a central column (of the two queens, where there are two central columns), and y the
 * same for the column of a queen in a central row. The four band-keeping symmetries keep x and y and the
 * transpose swaps them, so the solutions with x &lt; y are as many as those with x &gt; y: counting a solution
 * twice when x &lt; y, once when x = y and not at all when x &gt; y gives the same sum. x is known from the band,
 * so the halves leave out the squares of the central rows closer to the edge than x and mark those at
 * distance x with an <em>edge flag</em> in their entries: a pair counts once if either entry has the flag,
 * else twice (once, or not at all, where a band queen stands in a central row), and about half of the pairs
 * are never made. The fundamental solutions come from Burnside's lemma, from the solutions that the
 * rotations fix, which are few and searched for directly.
 *
 * <p><b>The two counters.</b> The wider the halves, the fewer band configurations there are, but the longer
 * the lists of each key, and the pairs grow as their product. {@code halves} lists each half's placements,
 * sorts them by key and tests each pair, which keeps its halves at 7 columns. {@code bitslice} makes the
 * placements from quarter boards and counts a key's pairs 64 at a time, so its halves grow to 10 columns: up
 * to n = 20 on an even board and n = 21 on an odd one they take the whole board but the central column, a band
 * of one column on an odd board and none on an even one, where the symmetries act on the row sets instead
 * ({@link RowSetSymmetry}); beyond, the band widens beside them.
 *
 * <p><b>Quarter boards.</b> {@code bitslice} cuts each half by rows into a top and a bottom
 * <em>quadrant</em>, the first h and the last h of the free rows, and lists the placements of the four
 * quadrants once per band configuration, each with at most one queen per row and column (those of the east
 * half as the mirror images of the west half's, where the configuration is its own mirror image). A half placement
 * with row set R is a top placement on R's top rows and a bottom placement on R's bottom rows, on
 * complementary columns, that share no diagonal. The join goes through the row sets one by one: it makes the
 * east placements of R and the west placements of its complement, and counts their pairs, so that no half
 * placement outlives its row set and nothing is sorted.
 *
 * <p><b>64 pairs at a time.</b> Of a row set's two lists, the shorter is cut into blocks of 64 entries, and
 * each block is transposed: for each diagonal, a {@code long} of the 64 entries that hold it. The entries of a
 * block that conflict with an entry of the other list are the OR of the columns of its diagonals, read from
 * tables of the ORs of every subset of 6 diagonals: 5 look-ups, an OR each and a {@code bitCount} count 64
 * pairs (at n = 18, of 7 diagonals: 4 look-ups, into the tables of 8 blocks at once).
 *
 * <h2>The 8 × 8 board, step by step</h2>
 *
 * <p>Cut as {@code halves} cuts it: h = 3, k = 2 ({@code bitslice} cuts this board with no band, and keeps a
 * band from n = 22 on). Rows and columns count from 0; a solution is written as the row of each column.
 *
 * <p><b>The band.</b> The west half is columns 0 to 2, the band columns 3 and 4, the east half columns 5 to 7.
 * The band's two queens can stand in 42 ways without attacking each other; 12 of them are the least of their
 * images, and their images number 42. One of them has its queens on row 0 of column 3 and row 6 of column 4;
 * its images put them on rows 7 and 1, 6 and 0, 1 and 7, so it counts 4 times. It leaves the rows 1, 2, 3,
 * 4, 5 and 7 free, the key bits 0 to 5, and its x is 0.
 *
 * <p><b>The halves.</b> For this configuration the west half has 16 placements, on 13 of the 20 row sets
 * that take 3 of the 6 free rows, and the east half 14, on 12 row sets.
 *
 * <p><b>A row set.</b> The west placement with its queens on rows 7, 1 and 3 of columns 0, 1 and 2 takes the
 * rows 1, 3 and 7, the keys 0, 2 and 5; its entry carries the complement, the keys 1, 3 and 4, which are the
 * rows 2, 4 and 5 of the east placement on rows 4, 2 and 5 of columns 5, 6 and 7. Of the row sets, 5 have
 * placements in both halves, which make 6 pairs of equal keys.
 *
 * <p><b>A matched pair.</b> The crossing diagonals are those of row - column from -2 to 2 (bits 0 to 4) and of
 * row + column from 5 to 9 (bits 5 to 9). The west queens hold the bits 7 (row 7, column 0), 2 (1, 1), 3 and
 * 5 (3, 2); the east queens 1 and 9 (4, 5), 8 (2, 6) and 0 (5, 7). No bit in common: the pair is the
 * solution 7 1 3 0 6 4 2 5. Of the 6 pairs, 3 match, the configuration's 3 solutions. In this one the central
 * rows 3 and 4 hold queens in columns 2 and 5, so y = 2 &gt; x and it counts twice; the two others have a
 * queen of a central row in an edge column, flagged, and count once. The configuration counts 4, 16 with its
 * images, and the 12 configurations 92, the solutions of the 8 × 8 board.
 *
 * <p><b>Quadrants.</b> Cut as {@code bitslice} cuts a half, the top quadrant takes the rows 1, 2 and 3, the
 * bottom one the rows 4, 5 and 7. The west placement above is the top placement on rows 1 and 3 (columns 1
 * and 2) with the bottom placement on row 7 (column 0). The west quadrants have 7 and 19 placements, the east
 * ones 10 and 12, the empty placement included.
 *
 * <p>The test {@code WorkedExampleTest} checks these numbers.
 *
 * <h2>Reading order</h2>
 *
 * <ol>
 *   <li>{@link BandLayout}: the cut, the band positions, the band's symmetries and the crossing diagonals;
 *       {@link RowSetSymmetry} for a board without a band, and for the centre configuration of a band of one
 *       column.</li>
 *   <li>{@link BandJoin}: a subproblem's band configurations, the entry bits of each square, the transpose;
 *       {@link EntryList}, the lists it hands on, and its test of each pair; {@link RotationFixedPoints}.</li>
 *   <li>The plain join, {@code halves.HalfBoardJoin}, with {@code halves.HalvesLayout}.</li>
 *   <li>The fast join, in package {@code bitslice}: {@code BitsliceLayout} (the cut by n), {@code QuadrantJoin}
 *       (the quadrants and the loop over the row sets), {@code Quadrant}, {@code ListedQuadrants} (a
 *       configuration's quadrants, listed once for all threads), {@code QuadrantHalf} (a half's
 *       placements of a row set), {@code TransposeWeighedPairs} with {@code PlacementRuns} (a board without
 *       a band), {@code DiagonalArrangement} (which diagonals are matched, sieved or left out),
 *       {@code PairCounter}, {@code SliceMatcher} with {@code Sieve}, {@code BlockTables}, {@code BitMatrix},
 *       {@code BlockLookups} and {@code GroupLookups} (64 pairs at a time).</li>
 *   <li>The solvers around them: {@link BandCounter} and {@link BandPrefix} (the split into subproblems and
 *       their checks), {@code BitsliceSolver} and {@code HalvesSolver}; {@link ThreadJoins},
 *       {@link LayoutCache} and the progress classes are plumbing.</li>
 * </ol>
 *
 * <p>Why each parameter has the value it has, with the measurements, is in {@code docs/performance.md}
 * ("Figures behind the code").
 */
package dev.nqueens.solvers.band;
