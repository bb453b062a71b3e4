/**
 * Contract tests for providers, ours and plugins': {@link dev.nqueens.testkit.SolverContract}, which a
 * solver's test class extends; {@link dev.nqueens.testkit.SubproblemSolverContract}, the same for a
 * {@link dev.nqueens.api.SubproblemSolver}, with its splitting checks made a must; and
 * {@link dev.nqueens.testkit.RendererContract}, which an output format's test class extends. The counts they
 * check against are the API's {@link dev.nqueens.api.KnownCounts}, OEIS A000170 and A002562. The contracts
 * check that the provider is registered both ways, in its services file and with {@code provides}.
 */
@NullMarked
package dev.nqueens.testkit;

import org.jspecify.annotations.NullMarked;
