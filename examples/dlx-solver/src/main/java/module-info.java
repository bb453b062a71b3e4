/**
 * An example nqueens plugin, built apart from nqueens as any third party would build one: Knuth's Dancing
 * Links solver for N-Queens, under the id {@code dlx}, and an output format, the piece placement of chess
 * FEN, under the id {@code fen}. It exports nothing; the shell finds both through
 * {@link java.util.ServiceLoader}, on the module path by the {@code provides} clauses below and on the class
 * path by {@code META-INF/services/dev.nqueens.api.Solver} and {@code META-INF/services/dev.nqueens.api.Renderer}.
 *
 * @provides dev.nqueens.api.Solver the {@code dlx} solver
 * @provides dev.nqueens.api.Renderer the {@code fen} format
 */
module org.example.nqueens.dlx {
    requires dev.nqueens.api;

    provides dev.nqueens.api.Solver with org.example.nqueens.dlx.DlxSolver;
    provides dev.nqueens.api.Renderer with org.example.nqueens.fen.FenRenderer;
}
