package dev.nqueens.api;

import java.util.List;

/**
 * No provider has the id asked for. The message names the ids that exist, as in
 * {@code unknown solver 'fast'; available: bitmask, iterative, recursive}.
 */
public final class UnknownIdException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The id asked for. */
    private final String id;
    /** The ids that exist. */
    @SuppressWarnings("serial") // List.copyOf makes a list that serializes, whatever its declared type says
    private final List<String> available;

    /**
     * Makes the exception with a message that names the id and lists those there are.
     *
     * @param kind what was looked up, as in {@code "solver"} or {@code "format"}
     * @param id the id asked for
     * @param available the ids that exist
     */
    public UnknownIdException(String kind, String id, List<String> available) {
        super(message(kind, id, available));
        this.id = id;
        this.available = List.copyOf(available);
    }

    private static String message(String kind, String id, List<String> available) {
        if (available.isEmpty()) {
            return "unknown " + kind + " '" + id + "'; no " + kind + " is installed";
        }
        return "unknown " + kind + " '" + id + "'; available: " + String.join(", ", available);
    }

    /**
     * The id that no provider has.
     *
     * @return the id asked for
     */
    public String id() {
        return id;
    }

    /**
     * The ids a caller could have asked for, to offer instead.
     *
     * @return the ids that exist, in order
     */
    public List<String> available() {
        return available;
    }
}
