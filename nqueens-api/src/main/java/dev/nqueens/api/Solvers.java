package dev.nqueens.api;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A set of {@link Solver}s with unique ids, sorted by id, and the lookup of one by id.
 *
 * <p>{@link #installed()} finds the providers that the application's module path and class path hold,
 * {@link #load(ClassLoader)} those a class loader sees (plugin jars, say), and {@link #of(Collection)}
 * wraps providers found some other way. Instances are immutable.
 */
public final class Solvers {

    private final ProviderIndex<Solver> index;

    private Solvers(ProviderIndex<Solver> index) {
        this.index = index;
    }

    /**
     * @return the solvers on the module path and class path
     * @throws java.util.ServiceConfigurationError if a registered provider cannot be loaded
     * @throws IllegalStateException if two providers share an id or an id is malformed
     */
    public static Solvers installed() {
        return of(ProviderIndex.loadAll(ServiceLoader.load(Solver.class)));
    }

    /**
     * @param loader the class loader to search, with its parents
     * @return the solvers that the class loader sees
     * @throws java.util.ServiceConfigurationError if a registered provider cannot be loaded
     * @throws IllegalStateException if two providers share an id or an id is malformed
     */
    public static Solvers load(ClassLoader loader) {
        return of(ProviderIndex.loadAll(ServiceLoader.load(Solver.class, loader)));
    }

    /**
     * @param providers the solvers, with unique ids
     * @return them, indexed by id
     * @throws IllegalStateException if two providers share an id or an id is malformed
     */
    public static Solvers of(Collection<? extends Solver> providers) {
        return new Solvers(ProviderIndex.of("solver", providers, Solver::id));
    }

    /** @return every solver, sorted by id */
    public List<Solver> all() {
        return index.all();
    }

    /** @return the ids, sorted */
    public List<String> ids() {
        return index.ids();
    }

    /**
     * @param id a solver id
     * @return the solver with that id, if there is one
     */
    public Optional<Solver> find(String id) {
        return index.find(id);
    }

    /**
     * @param id a solver id
     * @return the solver with that id
     * @throws UnknownIdException if there is none; its message lists the ids there are
     */
    public Solver byId(String id) {
        return index.byId(id);
    }
}
