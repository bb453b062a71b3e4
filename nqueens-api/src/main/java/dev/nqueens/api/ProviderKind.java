package dev.nqueens.api;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One kind of {@link Provider}, with what a {@link Registry} needs to know of it: the interface the
 * providers implement, the word for one of them in messages, and the methods besides those of
 * {@link Provider} that must answer before a provider is admitted.
 *
 * @param <T> the provider interface
 */
public final class ProviderKind<T extends Provider> {

    /** The solvers: {@link Solver}, called "solver" in messages. */
    public static final ProviderKind<Solver> SOLVER = new ProviderKind<>(Solver.class, "solver",
            List.of(new Query<>("capabilities()", Solver::capabilities)));

    /** The output formats: {@link Renderer}, called "format" in messages, as users choose them with a format id. */
    public static final ProviderKind<Renderer> FORMAT = new ProviderKind<>(Renderer.class, "format", List.of());

    private final Class<T> type;
    private final String noun;
    private final List<Query<T>> queries;

    private ProviderKind(Class<T> type, String noun, List<Query<T>> queries) {
        this.type = type;
        this.noun = noun;
        this.queries = queries;
    }

    /**
     * The service interface of this kind, which {@link java.util.ServiceLoader} looks up.
     *
     * @return the interface the providers of this kind implement
     */
    public Class<T> type() {
        return type;
    }

    /**
     * What messages call one provider of this kind.
     *
     * @return the word for one provider of this kind in messages, as in {@code "solver"}
     */
    public String noun() {
        return noun;
    }

    /** @return the methods, besides {@link Provider}'s, that must return something other than null */
    List<Query<T>> queries() {
        return queries;
    }

    /**
     * Names the kind as messages do.
     *
     * @return the noun, as in {@code "solver"}
     */
    @Override
    public String toString() {
        return noun;
    }

    /**
     * A method of a provider that users of the registry call and that must therefore answer.
     *
     * @param <T> the provider interface
     * @param name the method, as in {@code "capabilities()"}
     * @param call calls it
     */
    record Query<T>(String name, Function<T, Object> call) {
        Query {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(call, "call");
        }
    }
}
