/**
 * An example nqueens plugin whose split is large: the {@code prefix-split} solver cuts a board by the
 * queens of its first rows, 1,448,002 subproblems at n = 17, and hands them out with
 * {@link dev.nqueens.api.Split#indexed}, 8 bytes each. It exports nothing; the shell finds the solver through
 * {@link java.util.ServiceLoader}, on the module path by the {@code provides} clause below and on the class
 * path by {@code META-INF/services/dev.nqueens.api.Solver}.
 *
 * @provides dev.nqueens.api.Solver the {@code prefix-split} solver
 */
module org.example.nqueens.prefix {
    requires dev.nqueens.api;

    provides dev.nqueens.api.Solver with org.example.nqueens.prefix.PrefixSplitSolver;
}
