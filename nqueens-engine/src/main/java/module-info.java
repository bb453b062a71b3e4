/**
 * The engine that counts the {@link dev.nqueens.api.Subproblem subproblems} of a
 * {@link dev.nqueens.api.Split split} on the threads of this process ({@link dev.nqueens.engine.LocalEngine}),
 * with crash-safe {@link dev.nqueens.engine.Checkpoint checkpoints} of the finished ones, and the types every
 * {@link dev.nqueens.engine.CountingEngine counting engine} shares: jobs, results, the tally of a run.
 *
 * <p>It needs the API and a JSON parser for its checkpoints, nothing else: a library counts on local threads,
 * and resumes after a crash, with the API, this module and a solver that splits its work. Engines that count
 * on other machines build on its types.
 *
 * <p>The solver a split names is found through the API's lookup,
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind)}.
 */
module dev.nqueens.engine {
    requires transitive dev.nqueens.api;
    requires tools.jackson.core;

    exports dev.nqueens.engine;
}
