/**
 * The built-in n-queens solvers, offered as services and otherwise hidden: this module exports nothing.
 *
 * @provides dev.nqueens.api.Solver the built-in solvers, one per line below and in the services file
 */
module dev.nqueens.solvers {
    requires dev.nqueens.api;
    // the vector look-ups of bitslice, where the JVM is started with this incubating module (--add-modules)
    requires static jdk.incubator.vector;

    provides dev.nqueens.api.Solver with
            dev.nqueens.solvers.BitmaskSolver,
            dev.nqueens.solvers.ConstructionSolver,
            dev.nqueens.solvers.IterativeSolver,
            dev.nqueens.solvers.MinConflictsSolver,
            dev.nqueens.solvers.RecursiveSolver,
            dev.nqueens.solvers.ScanSolver,
            dev.nqueens.solvers.bitslice.BitsliceSolver,
            dev.nqueens.solvers.halves.HalvesSolver;
}
