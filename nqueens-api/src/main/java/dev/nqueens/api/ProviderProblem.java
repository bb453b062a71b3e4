package dev.nqueens.api;

import java.util.Objects;
import java.util.Optional;

/**
 * A provider that a {@link Registry} skipped, and why: its class could not be loaded or made, it did not
 * answer, its id is malformed or taken, or it was built for another version of this API. A registry keeps
 * these so that one broken provider never hides the others, and so that its user can report each in one
 * line ({@link #message()}).
 *
 * @param kind the kind of provider
 * @param provider the provider's class name, or empty when the failure came before there was a class (a
 *     services file that names none, say)
 * @param id the provider's id, when it gave one
 * @param reason one line saying what is wrong, without the kind
 * @param cause what was thrown, if something was; for callers that phrase some failures their own way
 */
public record ProviderProblem(ProviderKind<?> kind, Optional<String> provider, Optional<String> id, String reason,
        Optional<Throwable> cause) {

    /**
     * Makes the problem of a provider that was skipped.
     *
     * @param kind the kind of provider
     * @param provider the provider's class name, or empty when the failure came before there was a class (a
     *     services file that names none, say)
     * @param id the provider's id, when it gave one
     * @param reason one line saying what is wrong, without the kind
     * @param cause what was thrown, if something was; for callers that phrase some failures their own way
     * @throws NullPointerException if a component is null
     */
    public ProviderProblem {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(cause, "cause");
    }

    /**
     * Says which provider was skipped and why, for a warning to the user.
     *
     * @return one line for people, as in {@code "solver fast skipped: com.example.Fast.description() threw
     *     java.lang.IllegalStateException: not configured"}
     */
    public String message() {
        return kind.noun() + id.map(value -> " " + value).orElse("") + " skipped: " + reason;
    }

    /**
     * Names the class whose absence made the provider fail, so that a caller can say what to install.
     *
     * @return the class the provider needs and its class loader could not find, when that is why it was
     *     skipped (a library missing beside a plugin, say)
     */
    public Optional<String> missingClass() {
        return cause.flatMap(ProviderProblem::missingClass);
    }

    static Optional<String> missingClass(Throwable failure) {
        String message = failure.getMessage();
        // the JVM's message is then the class's binary name alone, with slashes
        if (failure instanceof NoClassDefFoundError && message != null && message.indexOf(' ') < 0) {
            return Optional.of(message.replace('/', '.'));
        }
        return Optional.empty();
    }

    /**
     * Says what {@link #message()} says.
     *
     * @return {@link #message()}
     */
    @Override
    public String toString() {
        return message();
    }
}
