/**
 * The engine that counts the {@link dev.nqueens.api.Subproblem subproblems} of a
 * {@link dev.nqueens.api.Split split} on the threads of this process ({@link dev.nqueens.engine.LocalEngine}),
 * with crash-safe {@link dev.nqueens.engine.Checkpoint checkpoints} of the finished ones, and the types every
 * {@link dev.nqueens.engine.CountingEngine counting engine} shares: jobs, results, the recheck's report.
 *
 * <p>It needs the API and a JSON parser for its checkpoints, nothing else: a library counts on local threads,
 * and resumes after a crash, with the API, this module and a solver that splits its work. Engines that count
 * on other machines build on its types.
 *
 * <p>It exports what a library user calls: {@code LocalEngine}, {@code CountJob}, {@code CountResult},
 * {@code Checkpoint}, the exceptions and the recheck's report. The books an engine keeps of a run
 * ({@code dev.nqueens.engine.internal}) are exported to {@code dev.nqueens.cluster} alone.
 *
 * <p>The solver a split names is found through the API's lookup,
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind)}.
 */
// the cluster's module is compiled after this one, so javac cannot see it yet when it checks the qualified export
@SuppressWarnings("module")
module dev.nqueens.engine {
    // the nullness of the public API; nothing needs it at run time
    requires static org.jspecify;
    requires transitive dev.nqueens.api;
    requires tools.jackson.core;

    exports dev.nqueens.engine;
    // the books of a run, which an engine keeps: for the cluster's engine alone, never a library's API
    exports dev.nqueens.engine.internal to dev.nqueens.cluster;
}
