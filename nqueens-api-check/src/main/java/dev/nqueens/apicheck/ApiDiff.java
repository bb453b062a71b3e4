package dev.nqueens.apicheck;

import dev.nqueens.apicheck.Difference.Change;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares a module's API at the last release with its API now, line by line, and says of each difference
 * whether it is compatible. Incompatible, for a library whose users also implement its interfaces:
 * <ul>
 *   <li>a type or member removed, unless the member is still inherited from a supertype in the API;</li>
 *   <li>an abstract method added to an interface or class that outsiders can implement or extend (one not
 *       final, not sealed, and for a class with a public or protected constructor): their classes no longer
 *       compile, and fail with {@link AbstractMethodError} when called;</li>
 *   <li>a modifier added that takes something away ({@code final}, {@code abstract}, {@code static},
 *       {@code sealed}, or a member changed to or from {@code static}), or {@code public} made
 *       {@code protected};</li>
 *   <li>any other change of a member's signature: its type, its generic types, its exceptions (a caller's
 *       {@code catch} of a checked exception no longer thrown does not compile either);</li>
 *   <li>a constant's value changed: compilers copied the old value into the code that uses it;</li>
 *   <li>a type's kind, name or type parameters changed, a supertype removed, or the permitted subclasses of a
 *       sealed type changed (an exhaustive {@code switch} over them no longer is).</li>
 * </ul>
 * Compatible: additions that ask nothing of implementors, a supertype added, {@code final}, {@code abstract}
 * or {@code sealed} taken away, {@code protected} made {@code public}, and {@code @Deprecated} added or taken
 * away. The members of a type added or removed are part of that one difference, not listed one by one.
 */
final class ApiDiff {

    private ApiDiff() {
    }

    /**
     * @param module the module's name
     * @param before its API at the last release
     * @param after its API now
     * @return the differences, in the order of their keys
     */
    static List<Difference> compare(String module, ApiSignature before, ApiSignature after) {
        Set<String> keys = new TreeSet<>(before.lines().keySet());
        keys.addAll(after.lines().keySet());
        List<Difference> differences = new ArrayList<>();
        for (String key : keys) {
            String old = before.declaration(key);
            String now = after.declaration(key);
            String type = typeOf(key);
            boolean member = !type.equals(key);
            if (old == null && now == null || old != null && old.equals(now)) {
                continue;
            }
            if (member && (before.declaration(type) == null || after.declaration(type) == null)) {
                continue;             // part of a type added or removed
            }
            if (old == null) {
                differences.add(added(module, key, now, after));
            } else if (now == null) {
                differences.add(removed(module, key, old, after));
            } else {
                differences.add(changed(module, key, old, now, member));
            }
        }
        return differences;
    }

    private static String typeOf(String key) {
        int hash = key.indexOf('#');
        return hash < 0 ? key : key.substring(0, hash);
    }

    private static Difference added(String module, String key, String now, ApiSignature after) {
        String type = typeOf(key);
        if (type.equals(key)) {
            return new Difference(module, Change.ADDED, key, null, now, false, "type added");
        }
        Declaration declaration = Declaration.parse(now);
        if (key.contains("(") && declaration.modifiers().contains("abstract") && extensible(type, after)) {
            return new Difference(module, Change.ADDED, key, null, now, true,
                    "abstract method added to a type that outsiders "
                            + (isInterface(type, after) ? "implement" : "extend"));
        }
        return new Difference(module, Change.ADDED, key, null, now, false,
                key.contains("(") ? (key.contains("#<init>(") ? "constructor added" : "method added") : "field added");
    }

    private static Difference removed(String module, String key, String old, ApiSignature after) {
        String type = typeOf(key);
        if (type.equals(key)) {
            return new Difference(module, Change.REMOVED, key, old, null, true, "type removed");
        }
        String member = key.substring(type.length());
        if (!member.startsWith("#<init>(")) {
            for (String supertype : supertypes(type, after)) {
                if (after.declaration(supertype + member) != null) {
                    return new Difference(module, Change.REMOVED, key, old, null, false,
                            "still inherited from " + supertype);
                }
            }
        }
        return new Difference(module, Change.REMOVED, key, old, null, true, "removed");
    }

    private static Difference changed(String module, String key, String old, String now, boolean member) {
        Declaration before = Declaration.parse(old);
        Declaration after = Declaration.parse(now);
        List<String> breaking = new ArrayList<>();
        List<String> harmless = new ArrayList<>();
        for (String modifier : after.modifiers()) {
            if (!before.modifiers().contains(modifier)) {
                (switch (modifier) {
                    case "final", "abstract", "static", "sealed" -> breaking;
                    case "protected" -> breaking;   // it was public
                    default -> harmless;            // public (was protected), default, @Deprecated
                }).add(modifier + " added");
            }
        }
        for (String modifier : before.modifiers()) {
            // public or protected taken away is the other one added, said above
            if (!after.modifiers().contains(modifier) && !modifier.equals("public") && !modifier.equals("protected")) {
                (modifier.equals("static") ? breaking : harmless).add(modifier + " removed");
            }
        }
        if (!member) {
            if (!before.typeHead().equals(after.typeHead())) {
                breaking.add("kind or type parameters changed");
            }
            Set<String> lost = new TreeSet<>(before.supertypes());
            lost.removeAll(after.supertypes());
            Set<String> gained = new TreeSet<>(after.supertypes());
            gained.removeAll(before.supertypes());
            if (!lost.isEmpty()) {
                breaking.add("supertype " + String.join(", ", lost) + " removed");
            }
            if (!gained.isEmpty()) {
                harmless.add("supertype " + String.join(", ", gained) + " added");
            }
            if (!before.permits().equals(after.permits())) {
                breaking.add("permitted subclasses changed");
            }
        } else if (!key.contains("(")) {
            if (!before.fieldHead().equals(after.fieldHead())) {
                breaking.add("type changed");
            }
            String was = before.constantValue();
            String is = after.constantValue();
            if (was == null ? is != null : !was.equals(is)) {
                breaking.add("constant value " + (was == null ? "(none)" : was) + " -> "
                        + (is == null ? "(none)" : is));
            }
        } else if (!before.rest().equals(after.rest())) {
            breaking.add("signature changed");
        }
        boolean incompatible = !breaking.isEmpty();
        List<String> why = new ArrayList<>(breaking);
        why.addAll(harmless);
        return new Difference(module, Change.CHANGED, key, old, now, incompatible,
                why.isEmpty() ? "declaration changed" : String.join(", ", why));
    }

    /** @return whether outsiders can implement or extend the type: not final, not sealed, and constructible */
    private static boolean extensible(String type, ApiSignature api) {
        String declaration = api.declaration(type);
        if (declaration == null) {
            return false;
        }
        Declaration parsed = Declaration.parse(declaration);
        if (parsed.modifiers().contains("final") || parsed.modifiers().contains("sealed")) {
            return false;
        }
        if (isInterface(type, api)) {
            return true;
        }
        for (String key : api.lines().keySet()) {
            if (key.startsWith(type + "#<init>(")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isInterface(String type, ApiSignature api) {
        String declaration = api.declaration(type);
        String head = declaration == null ? "" : Declaration.parse(declaration).typeHead();
        return head.startsWith("interface ") || head.startsWith("@interface ");
    }

    /** @return the supertypes of a type that the API declares, transitively, nearest first */
    private static List<String> supertypes(String type, ApiSignature api) {
        List<String> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> next = new ArrayDeque<>(List.of(type));
        while (!next.isEmpty()) {
            String declaration = api.declaration(next.poll());
            if (declaration == null) {
                continue;
            }
            for (String supertype : Declaration.parse(declaration).supertypes()) {
                String erased = supertype.contains("<") ? supertype.substring(0, supertype.indexOf('<')) : supertype;
                if (seen.add(erased)) {
                    found.add(erased);
                    next.add(erased);
                }
            }
        }
        return found;
    }
}
