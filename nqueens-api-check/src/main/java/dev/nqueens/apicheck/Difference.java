package dev.nqueens.apicheck;

import java.util.Locale;

/**
 * One type of a module whose API differs between the last release and now, as japicmp reports it: added,
 * removed or changed, and whether code built against the release can still link against it (binary) and
 * still compile against it (source).
 *
 * @param module the module, as in {@code nqueens-api}
 * @param change what happened to the type
 * @param type the type's qualified name, nested types with dots, as in {@code dev.nqueens.api.SolveRequest.Builder}
 * @param binaryCompatible false if code compiled against the release may no longer link or run as it did
 * @param sourceCompatible false if code written against the release may no longer compile
 * @param why what changed, in japicmp's words, as in {@code METHOD_REMOVED count(int)}
 */
record Difference(String module, Change change, String type, boolean binaryCompatible, boolean sourceCompatible,
        String why) {

    /** What happened to a type. */
    enum Change {
        /** A type that the release did not have. */
        ADDED,
        /** A type of the release that is gone. */
        REMOVED,
        /** A type whose declaration or members changed. */
        CHANGED;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** @return true if code built against the release, or a class implementing or extending it, may break */
    boolean incompatible() {
        return !binaryCompatible || !sourceCompatible;
    }

    /**
     * @return the simple name of {@link #type()}, as a changelog names it: {@code Builder} for
     *     {@code SolveRequest.Builder}
     */
    String typeSimpleName() {
        return simpleName(type);
    }

    /**
     * @param qualifiedName a qualified name, nested types with dots
     * @return what follows its last dot
     */
    static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }

    /** @return one line for people: the module, the change, the type, and why it is (in)compatible */
    String describe() {
        String compatibility = binaryCompatible && sourceCompatible ? "compatible"
                : !binaryCompatible && !sourceCompatible ? "incompatible"
                : !binaryCompatible ? "binary-incompatible" : "source-incompatible";
        return module + ": " + change + " " + type + " (" + compatibility + ": " + why + ")";
    }
}
