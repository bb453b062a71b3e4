/**
 * What the band counters ({@code halves}, {@code bitslice}) share: the cut of a board into two halves and a
 * band of middle columns, the symmetries that keep the band, and the band queens a subproblem fixes. Each
 * counter extends {@link dev.nqueens.solvers.band.BandLayout} with its own half width and fixed positions,
 * and joins the halves its own way.
 */
package dev.nqueens.solvers.band;
