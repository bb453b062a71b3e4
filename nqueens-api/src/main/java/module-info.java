/**
 * The nqueens API: the {@link dev.nqueens.api.Solver} and {@link dev.nqueens.api.Renderer} service
 * provider interfaces, the values they exchange, and their lookup through {@link java.util.ServiceLoader}.
 *
 * <p>This module has no dependencies. Provider modules {@code provides} implementations of the two
 * interfaces and export nothing; consumers find them with {@link dev.nqueens.api.Solvers} and
 * {@link dev.nqueens.api.Renderers}.
 *
 * @uses dev.nqueens.api.Solver
 * @uses dev.nqueens.api.Renderer
 */
module dev.nqueens.api {
    exports dev.nqueens.api;

    uses dev.nqueens.api.Solver;
    uses dev.nqueens.api.Renderer;
}
