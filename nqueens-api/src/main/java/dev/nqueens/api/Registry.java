package dev.nqueens.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The providers of one {@link ProviderKind kind}, indexed by id and sorted by id, with the lookup of one by
 * id: {@code Registry.installed(ProviderKind.SOLVER).byId("bitmask")}.
 *
 * <p>A registry admits a provider only once it has answered: its class loads and its constructor returns,
 * it was built for this {@link Provider#API_VERSION API version}, its id is well formed and not taken, and
 * its {@code description()}, {@code maxBoardSize()} and the kind's other methods return without throwing.
 * A provider that fails any of these is skipped and kept as a {@link ProviderProblem}, so that one broken
 * provider never hides the others or fails the lookup, much as SLF4J reports and steps past a provider it
 * cannot load. Callers decide what to do with the {@link #problems()}: a command line prints each as a
 * warning.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param <T> the provider interface
 */
public final class Registry<T extends Provider> {

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private final ProviderKind<T> kind;
    private final Map<String, T> byId;
    private final List<ProviderProblem> problems;

    private Registry(ProviderKind<T> kind, Map<String, T> byId, List<ProviderProblem> problems) {
        this.kind = kind;
        this.byId = Collections.unmodifiableMap(byId);
        this.problems = List.copyOf(problems);
    }

    /**
     * Finds the installed providers of a kind with {@link java.util.ServiceLoader}, and checks them.
     *
     * @param kind the kind of provider
     * @param <T> its interface
     * @return the providers of that kind on the module path and the class path
     */
    public static <T extends Provider> Registry<T> installed(ProviderKind<T> kind) {
        return loaded(kind, ServiceLoader.load(kind.type()));
    }

    /**
     * Finds the providers of a kind that a class loader of the caller's sees, and checks them.
     *
     * @param kind the kind of provider
     * @param loader the class loader to search, with its parents (plugin jars, say)
     * @param <T> its interface
     * @return the providers of that kind that the class loader sees
     */
    public static <T extends Provider> Registry<T> load(ProviderKind<T> kind, ClassLoader loader) {
        return loaded(kind, ServiceLoader.load(kind.type(), loader));
    }

    /**
     * Checks providers that the caller already has, as the lookup checks those it finds.
     *
     * @param kind the kind of provider
     * @param providers providers found some other way; where two share an id, the first is kept
     * @param <T> their interface
     * @return the providers that pass the checks, and a problem for each that does not
     */
    public static <T extends Provider> Registry<T> of(ProviderKind<T> kind, Collection<? extends T> providers) {
        return new Registry<>(kind, new TreeMap<>(), List.of()).plus(providers);
    }

    private static <T extends Provider> Registry<T> loaded(ProviderKind<T> kind, ServiceLoader<T> loader) {
        List<T> found = new ArrayList<>();
        List<ProviderProblem> problems = new ArrayList<>();
        Iterator<T> providers = loader.iterator();
        while (true) {
            try {
                // the iterator moves past a listed class before it fails on it, so the next step goes on
                if (!providers.hasNext()) {
                    break;
                }
                found.add(providers.next());
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                problems.add(new ProviderProblem(kind, Optional.empty(), Optional.empty(),
                        loadFailure(e, kind.type()), Optional.of(e)));
            }
        }
        return new Registry<>(kind, new TreeMap<>(), problems).plus(found);
    }

    /**
     * Adds providers to those of this registry, checked the same way, in a new registry.
     *
     * @param more providers to add; where one's id is taken, by a provider here or by one before it in
     *     {@code more}, the one already there is kept
     * @return a registry of these providers and those that pass of {@code more}, with this registry's
     *     problems and those of {@code more}
     */
    public Registry<T> plus(Collection<? extends T> more) {
        Map<String, T> ids = new TreeMap<>(byId);
        List<ProviderProblem> found = new ArrayList<>(problems);
        for (T provider : more) {
            Objects.requireNonNull(provider, "provider");
            Admission admission = admission(provider);
            if (admission.problem() != null) {
                found.add(admission.problem());
                continue;
            }
            T holder = ids.putIfAbsent(admission.id(), provider);
            if (holder != null) {
                found.add(problem(provider, admission.id(), "two " + kind.noun() + "s share the id '" + admission.id()
                        + "': " + holder.getClass().getName() + " and " + provider.getClass().getName()
                        + "; the first is kept", null));
            }
        }
        return new Registry<>(kind, ids, found);
    }

    /**
     * Checks one provider as this registry admits it, without admitting it.
     *
     * @param provider the provider to check
     * @return why it would be skipped, or empty if it passes (an id taken is not checked here)
     */
    public Optional<ProviderProblem> check(T provider) {
        return Optional.ofNullable(admission(provider).problem());
    }

    /** Whether a registry admits a provider: with its id if it passed the checks, else the problem found. */
    private record Admission(@Nullable String id, @Nullable ProviderProblem problem) {
        static Admission refused(ProviderProblem problem) {
            return new Admission(null, problem);
        }
    }

    private Admission admission(T provider) {
        String type = provider.getClass().getName();
        int version;
        try {
            version = provider.apiVersion();
        } catch (AbstractMethodError e) {
            return Admission.refused(problem(provider, idOfAnotherVersion(provider), type + " was built for an nqueens"
                    + " API older than version " + Provider.API_VERSION + ", which it does not implement: rebuild it"
                    + " against this one", e));
        } catch (RuntimeException | LinkageError e) {
            return Admission.refused(problem(provider, null, type + ".apiVersion() threw " + e, e));
        }
        if (version != Provider.API_VERSION) {
            return Admission.refused(problem(provider, idOfAnotherVersion(provider), type + " was built for nqueens API"
                    + " version " + version + ", not " + Provider.API_VERSION + ": rebuild it against this one", null));
        }
        String id;
        try {
            id = provider.id();
        } catch (RuntimeException | LinkageError e) {
            return Admission.refused(problem(provider, null, type + ".id() threw " + e, e));
        }
        if (id == null || !ID.matcher(id).matches()) {
            return Admission.refused(problem(provider, null, type + " has an invalid " + kind.noun() + " id "
                    + (id == null ? "null" : "'" + id + "'") + ": use lower-case letters and digits, in words"
                    + " joined by single dashes", null));
        }
        List<ProviderKind.Query<T>> queries = new ArrayList<>();
        queries.add(new ProviderKind.Query<>("description()", Provider::description));
        queries.add(new ProviderKind.Query<>("maxBoardSize()", Provider::maxBoardSize));
        queries.addAll(kind.queries());
        for (ProviderKind.Query<T> query : queries) {
            try {
                if (query.call().apply(provider) == null) {
                    return Admission.refused(problem(provider, id, type + "." + query.name() + " returned null", null));
                }
            } catch (RuntimeException | LinkageError e) {
                return Admission.refused(problem(provider, id, type + "." + query.name() + " threw " + e, e));
            }
        }
        return new Admission(id, null);
    }

    /**
     * @return the id of a provider built for another API version, which every version has, so that a user who asks
     *     for it is told why it was skipped; null if it throws or is not well formed
     */
    private static @Nullable String idOfAnotherVersion(Provider provider) {
        try {
            String id = provider.id();
            return id != null && ID.matcher(id).matches() ? id : null;
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    private ProviderProblem problem(T provider, @Nullable String id, String reason, @Nullable Throwable cause) {
        return new ProviderProblem(kind, Optional.of(provider.getClass().getName()), Optional.ofNullable(id), reason,
                Optional.ofNullable(cause));
    }

    /** @return why a step of the service loader failed, in one line */
    private static String loadFailure(Throwable failure, Class<?> service) {
        if (failure instanceof ServiceConfigurationError) {
            // the service loader starts its messages with the interface's name, which the kind gives already
            String message = String.valueOf(failure.getMessage());
            String prefix = service.getName() + ": ";
            message = message.startsWith(prefix) ? message.substring(prefix.length()) : message;
            Throwable cause = failure.getCause();
            if (cause instanceof ExceptionInInitializerError initializer && initializer.getCause() != null) {
                cause = initializer.getCause();
            }
            return lowerFirst(message) + (cause == null ? "" : ": " + cause);
        }
        if (failure instanceof UnsupportedClassVersionError) {
            // names the class, its class file version and the highest this Java reads
            return String.valueOf(failure.getMessage()).replace('/', '.');
        }
        Optional<String> missing = ProviderProblem.missingClass(failure);
        if (missing.isPresent()) {
            return "it needs the class " + missing.get() + ", which its class loader cannot find";
        }
        return failure.toString();
    }

    private static String lowerFirst(String message) {
        return message.isEmpty() ? message : message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1);
    }

    /**
     * The kind of provider this registry holds.
     *
     * @return the kind of the providers
     */
    public ProviderKind<T> kind() {
        return kind;
    }

    /**
     * The providers that passed the checks.
     *
     * @return every admitted provider, sorted by id
     */
    public List<T> all() {
        return List.copyOf(byId.values());
    }

    /**
     * The ids of the providers that passed: those a user may choose from.
     *
     * @return the ids of the admitted providers, sorted
     */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /**
     * Looks a provider up by id, leaving it to the caller to say what happens if there is none.
     *
     * @param id an id
     * @return the provider with that id, if there is one
     */
    public Optional<T> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /**
     * Looks a provider up by id, failing with the ids there are if there is none.
     *
     * @param id an id
     * @return the provider with that id
     * @throws UnknownIdException if there is none; its message lists the ids there are
     */
    public T byId(String id) {
        T provider = byId.get(id);
        if (provider == null) {
            throw new UnknownIdException(kind.noun(), id, ids());
        }
        return provider;
    }

    /**
     * Says which providers were skipped, and why, one problem each.
     *
     * @return the providers skipped, in the order they were met; empty when all passed
     */
    public List<ProviderProblem> problems() {
        return problems;
    }

    /**
     * Shows the kind and the ids, for logs.
     *
     * @return the kind and the ids, as in {@code Registry[solver: bitmask, iterative]}
     */
    @Override
    public String toString() {
        return "Registry[" + kind.noun() + ": " + String.join(", ", byId.keySet()) + "]";
    }
}
