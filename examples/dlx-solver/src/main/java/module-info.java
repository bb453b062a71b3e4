/**
 * An example nqueens solver plugin, built apart from nqueens as any third party would build one: Knuth's
 * Dancing Links solver for N-Queens, under the id {@code dlx}. It exports nothing; the shell finds the
 * solver through {@link java.util.ServiceLoader}, on the module path by the {@code provides} clause below
 * and on the class path by {@code META-INF/services/dev.nqueens.api.Solver}.
 *
 * @provides dev.nqueens.api.Solver the {@code dlx} solver
 */
module org.example.nqueens.dlx {
    requires dev.nqueens.api;

    provides dev.nqueens.api.Solver with org.example.nqueens.dlx.DlxSolver;
}
