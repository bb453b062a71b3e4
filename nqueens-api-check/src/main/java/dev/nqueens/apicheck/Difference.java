package dev.nqueens.apicheck;

import java.util.Locale;

/**
 * One difference between a module's API at the last release and now: a type or member added, removed or
 * changed, and whether code built against the release could break on it.
 *
 * @param module the module, as in {@code nqueens-api}
 * @param change what happened to the line
 * @param key the key of the type or member, as in {@code dev.nqueens.api.Solver#count(dev.nqueens.api.SolveRequest)}
 * @param before the declaration at the release, or null if it was added
 * @param after the declaration now, or null if it was removed
 * @param incompatible true if code compiled against the release, or a class implementing or extending it, may
 *     no longer compile, link or behave as it did
 * @param why a few words on what changed, as in {@code abstract method added to a type that outsiders implement}
 */
record Difference(String module, Change change, String key, String before, String after, boolean incompatible,
        String why) {

    /** What happened to a line. */
    enum Change {
        /** A type or member that the release did not have. */
        ADDED,
        /** A type or member of the release that is gone. */
        REMOVED,
        /** A type or member whose declaration changed. */
        CHANGED;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** @return the qualified name of the type the line declares, or of the type whose member it declares */
    String type() {
        int hash = key.indexOf('#');
        return hash < 0 ? key : key.substring(0, hash);
    }

    /**
     * @return the simple name of {@link #type()}, as a changelog names it: {@code Builder} for
     *     {@code SolveRequest.Builder}
     */
    String typeSimpleName() {
        return TypeText.simpleName(type());
    }

    /** @return one line for people: the module, the change, the key, and why it is (in)compatible */
    String describe() {
        return module + ": " + change + " " + key + " (" + (incompatible ? "incompatible" : "compatible") + ": "
                + why + ")";
    }
}
