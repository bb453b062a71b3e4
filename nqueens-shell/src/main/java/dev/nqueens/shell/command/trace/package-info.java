/**
 * {@code trace N} ({@link dev.nqueens.shell.command.trace.TraceCommand}): a solver's search, event by event,
 * animated on a board on a terminal ({@code TraceAnimation}, {@code TraceBoard}, the keys {@code TraceKeys}) with
 * the search's own state ({@code StateView}: {@code MaskView}, {@code ArrayView}, {@code ScanView}), back and
 * forth in time ({@code TraceHistory}) up to the solutions found ({@code FoundSolutions}), or written as JSON Lines
 * ({@code TraceJson}, each line a {@code TraceLine} that databind writes; {@code MaskText} and
 * {@code ArrayText} write masks and arrays alike for both), or summed up ({@code TreeSizes}), or drawn as the
 * whole tree ({@code SearchTree}: {@code TreeText}, {@code TreeSvg}).
 *
 * <p>It builds on the command model, the runs of solvers, the session and the streams (the screen it takes
 * over to animate).
 */
package dev.nqueens.shell.command.trace;
