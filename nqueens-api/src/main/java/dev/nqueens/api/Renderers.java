package dev.nqueens.api;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A set of {@link Renderer}s with unique ids, sorted by id, and the lookup of one by id.
 *
 * <p>{@link #installed()} finds the providers that the application's module path and class path hold,
 * {@link #load(ClassLoader)} those a class loader sees (plugin jars, say), and {@link #of(Collection)}
 * wraps providers found some other way. Instances are immutable.
 */
public final class Renderers {

    private final ProviderIndex<Renderer> index;

    private Renderers(ProviderIndex<Renderer> index) {
        this.index = index;
    }

    /**
     * @return the formats on the module path and class path
     * @throws java.util.ServiceConfigurationError if a registered provider cannot be loaded
     * @throws IllegalStateException if two providers share an id or an id is malformed
     */
    public static Renderers installed() {
        return of(ProviderIndex.loadAll(ServiceLoader.load(Renderer.class)));
    }

    /**
     * @param loader the class loader to search, with its parents
     * @return the formats that the class loader sees
     * @throws java.util.ServiceConfigurationError if a registered provider cannot be loaded
     * @throws IllegalStateException if two providers share an id or an id is malformed
     */
    public static Renderers load(ClassLoader loader) {
        return of(ProviderIndex.loadAll(ServiceLoader.load(Renderer.class, loader)));
    }

    /**
     * @param providers the formats, with unique ids
     * @return them, indexed by id
     * @throws IllegalStateException if two providers share an id or an id is malformed
     */
    public static Renderers of(Collection<? extends Renderer> providers) {
        return new Renderers(ProviderIndex.of("format", providers, Renderer::id));
    }

    /** @return every format, sorted by id */
    public List<Renderer> all() {
        return index.all();
    }

    /** @return the ids, sorted */
    public List<String> ids() {
        return index.ids();
    }

    /**
     * @param id a format id
     * @return the format with that id, if there is one
     */
    public Optional<Renderer> find(String id) {
        return index.find(id);
    }

    /**
     * @param id a format id
     * @return the format with that id
     * @throws UnknownIdException if there is none; its message lists the ids there are
     */
    public Renderer byId(String id) {
        return index.byId(id);
    }
}
