/**
 * The benchmarks: {@link dev.nqueens.bench.CountBenchmark} (the time of {@code count(n)} per solver and
 * board), {@link dev.nqueens.bench.RenderBenchmark} (solutions and bytes per second through each renderer),
 * and {@link dev.nqueens.bench.BenchmarkMain}, which fills in the installed solvers and renderers as JMH
 * parameters; and {@link dev.nqueens.bench.SplitSample}, which times long counts, or a sample of their
 * subproblems, on several thread counts in one JVM; and {@link dev.nqueens.bench.SplitCrossCheck}, which
 * counts a sample of such a split again with another solver that fixes the same queens; and
 * {@link dev.nqueens.bench.ClusterSimulationMain}, which replays a split's subproblem times, measured by
 * {@link dev.nqueens.bench.SubproblemTimer}, on simulated clusters of many members that fail
 * ({@code ClusterSimulation}).
 */
package dev.nqueens.bench;
