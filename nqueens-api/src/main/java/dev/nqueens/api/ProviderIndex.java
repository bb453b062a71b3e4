package dev.nqueens.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Providers of one kind indexed by id: the lookup rules that {@link Solvers} and {@link Renderers} share.
 * Ids must be well formed and unique; an unknown id is reported with the ids that exist.
 */
final class ProviderIndex<T> {

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private final String kind;
    private final Map<String, T> byId;

    private ProviderIndex(String kind, Map<String, T> byId) {
        this.kind = kind;
        this.byId = byId;
    }

    static <T> ProviderIndex<T> of(String kind, Collection<? extends T> providers, Function<T, String> idOf) {
        Map<String, T> byId = new TreeMap<>();
        for (T provider : providers) {
            String id = idOf.apply(provider);
            if (id == null || !ID.matcher(id).matches()) {
                throw new IllegalStateException(provider.getClass().getName() + " has an invalid " + kind
                        + " id " + (id == null ? "null" : "'" + id + "'")
                        + ": use lower-case letters, digits and single dashes");
            }
            T clash = byId.putIfAbsent(id, provider);
            if (clash != null) {
                throw new IllegalStateException("two " + kind + "s share the id '" + id + "': "
                        + clash.getClass().getName() + " and " + provider.getClass().getName());
            }
        }
        return new ProviderIndex<>(kind, Collections.unmodifiableMap(byId));
    }

    /** Instantiates every provider the loader sees; a provider that cannot be loaded fails the whole call. */
    static <T> List<T> loadAll(ServiceLoader<T> loader) {
        List<T> providers = new ArrayList<>();
        loader.forEach(providers::add);
        return providers;
    }

    List<T> all() {
        return List.copyOf(byId.values());
    }

    List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    Optional<T> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    T byId(String id) {
        T provider = byId.get(id);
        if (provider == null) {
            throw new UnknownIdException(kind, id, ids());
        }
        return provider;
    }
}
