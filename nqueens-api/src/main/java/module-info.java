/**
 * The nqueens API: the {@link dev.nqueens.api.Solver} and {@link dev.nqueens.api.Renderer} service
 * provider interfaces, the values they exchange, and their lookup through {@link java.util.ServiceLoader}
 * in a {@link dev.nqueens.api.Registry}.
 *
 * <p>This module needs nothing at run time. Its nullness is declared with JSpecify's annotations: every type
 * it exports is {@link org.jspecify.annotations.NullMarked @NullMarked}, so a parameter, result or component
 * is never null unless it is marked {@link org.jspecify.annotations.Nullable @Nullable}; the module reads
 * {@code org.jspecify} only while it is compiled: code compiled against it, and the program that runs it, need
 * the annotations only to check nullness. Provider modules {@code provides}
 * implementations of the two interfaces and export nothing; consumers find them with
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind)}.
 *
 * @uses dev.nqueens.api.Solver
 * @uses dev.nqueens.api.Renderer
 */
module dev.nqueens.api {
    // static and not transitive: a plugin compiled against the API alone, as the archive's lib/ holds it, compiles
    requires static org.jspecify;

    exports dev.nqueens.api;

    uses dev.nqueens.api.Solver;
    uses dev.nqueens.api.Renderer;
}
