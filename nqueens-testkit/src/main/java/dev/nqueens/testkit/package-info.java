/**
 * Contract tests for {@link dev.nqueens.api.Solver} implementations:
 * {@link dev.nqueens.testkit.SolverContract}, which a solver's test class extends, and
 * {@link dev.nqueens.testkit.KnownCounts}, the solution counts of OEIS A000170 and A002562.
 */
package dev.nqueens.testkit;
