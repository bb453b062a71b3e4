package dev.nqueens.api;

/**
 * What every kind of nqueens provider has in common, solvers and output formats alike: an id that users
 * type, a line that tells people what it does, the largest board it takes, and the version of this API
 * it was built for. A {@link Registry} indexes providers of one {@link ProviderKind kind} by id.
 *
 * <p>Providers are found through {@link java.util.ServiceLoader}: they register with {@code provides} in
 * their {@code module-info} and with a {@code META-INF/services} file named after their kind's interface,
 * so that they are found on the module path and on the class path alike. They need a public no-argument
 * constructor, and are stateless, reusable and reentrant.
 */
public interface Provider {

    /**
     * The version of the service provider interfaces in this copy of the API. It changes when a provider
     * built for the old interfaces could fail with this one (a method it must implement, or one whose
     * meaning changed), and never for an addition with a default.
     */
    int API_VERSION = 3;

    /**
     * Names the provider: the id by which users choose it and the registry finds it.
     *
     * @return the provider's id, unique among the providers of its kind: lower-case letters and digits in
     *     words joined by single dashes, as in {@code "bitmask"} or {@code "json-columns"}; it is also the
     *     value users type to choose it
     */
    String id();

    /**
     * Says in a line what the provider does, as the {@code solvers} and {@code formats} tables show it.
     *
     * @return one line for people saying what the provider does, without a final period
     */
    String description();

    /**
     * Says how large a board the provider takes: callers refuse larger ones before any work.
     *
     * @implSpec The default is {@link Integer#MAX_VALUE}, no limit.
     * @return the largest n this provider takes
     */
    default int maxBoardSize() {
        return Integer.MAX_VALUE;
    }

    /**
     * The version of this API that the provider was built for; a {@link Registry} skips a provider built
     * for another version, with one line that says so, rather than let it fail later with a
     * {@link LinkageError}.
     *
     * @implSpec Implement it as {@code return API_VERSION;}: the compiler copies the constant's value into the
     *     provider's class, so the class keeps the version it was compiled against.
     * @return {@link #API_VERSION} as it was when the provider was compiled
     */
    int apiVersion();
}
