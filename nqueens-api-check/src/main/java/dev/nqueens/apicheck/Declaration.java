package dev.nqueens.apicheck;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A declaration of an {@code .api} line taken apart as far as telling a compatible change from an incompatible
 * one needs: its leading modifiers, and the rest. For a type the rest is split further into its head
 * (kind, name and type parameters), its supertypes and its permitted subclasses; for a field, into its type
 * and name, and its constant value.
 *
 * @param modifiers the modifiers, {@code @Deprecated} among them, in order
 * @param rest what follows them
 */
record Declaration(Set<String> modifiers, String rest) {

    private static final Set<String> MODIFIERS = Set.of("@Deprecated", "public", "protected", "static", "abstract",
            "default", "final", "sealed");

    /**
     * @param declaration the declaration of an {@code .api} line
     * @return it taken apart
     */
    static Declaration parse(String declaration) {
        Set<String> modifiers = new LinkedHashSet<>();
        int at = 0;
        while (true) {
            int space = declaration.indexOf(' ', at);
            if (space < 0 || !MODIFIERS.contains(declaration.substring(at, space))) {
                return new Declaration(modifiers, declaration.substring(at));
            }
            modifiers.add(declaration.substring(at, space));
            at = space + 1;
        }
    }

    /** @return a type's kind, name and type parameters, as in {@code interface dev.nqueens.api.Solver} */
    String typeHead() {
        return clauses().get(0);
    }

    /** @return a type's superclass and superinterfaces, as written */
    Set<String> supertypes() {
        Set<String> supertypes = new LinkedHashSet<>();
        for (String clause : clauses()) {
            if (clause.startsWith("extends ") || clause.startsWith("implements ")) {
                supertypes.addAll(splitTopLevel(clause.substring(clause.indexOf(' ') + 1), ", "));
            }
        }
        return supertypes;
    }

    /** @return a sealed type's permitted subclasses that are API */
    Set<String> permits() {
        Set<String> permits = new LinkedHashSet<>();
        for (String clause : clauses()) {
            if (clause.startsWith("permits ")) {
                permits.addAll(splitTopLevel(clause.substring("permits ".length()), ", "));
            }
        }
        return permits;
    }

    /** @return a field's type and name, without its value */
    String fieldHead() {
        int equals = rest.indexOf(" = ");
        return equals < 0 ? rest : rest.substring(0, equals);
    }

    /** @return a constant field's value, as a literal, or null if the field is no constant */
    String constantValue() {
        int equals = rest.indexOf(" = ");
        return equals < 0 ? null : rest.substring(equals + 3);
    }

    /** The head of a type declaration, then one clause per {@code extends}, {@code implements} and {@code permits}. */
    private List<String> clauses() {
        List<String> clauses = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ' ' && depth == 0 && (rest.startsWith(" extends ", i) || rest.startsWith(" implements ", i)
                    || rest.startsWith(" permits ", i))) {
                clauses.add(rest.substring(start, i));
                start = i + 1;
            }
        }
        clauses.add(rest.substring(start));
        return clauses;
    }

    private static List<String> splitTopLevel(String list, String separator) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < list.length(); i++) {
            char c = list.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (depth == 0 && list.startsWith(separator, i)) {
                parts.add(list.substring(start, i));
                start = i + separator.length();
            }
        }
        parts.add(list.substring(start));
        return parts;
    }
}
