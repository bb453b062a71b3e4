/**
 * The nqueens API: the {@link dev.nqueens.api.Solver} and {@link dev.nqueens.api.Renderer} service
 * provider interfaces, the values they exchange, and their lookup through {@link java.util.ServiceLoader}
 * in a {@link dev.nqueens.api.Registry}.
 *
 * <p>This module has no dependencies. Provider modules {@code provides} implementations of the two
 * interfaces and export nothing; consumers find them with
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind)}.
 *
 * @uses dev.nqueens.api.Solver
 * @uses dev.nqueens.api.Renderer
 */
module dev.nqueens.api {
    exports dev.nqueens.api;

    uses dev.nqueens.api.Solver;
    uses dev.nqueens.api.Renderer;
}
