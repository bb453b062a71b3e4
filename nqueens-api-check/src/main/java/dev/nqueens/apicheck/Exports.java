package dev.nqueens.apicheck;

import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The packages a module's jar exports to every module, read from its module descriptor: the module's API is their
 * public and protected types, and nothing else. japicmp reads classes alone, so the check learns here which of its
 * findings are API, and whether a package stopped being exported (code that read it no longer compiles nor links,
 * on the module path) or began to be.
 */
final class Exports {

    private Exports() {
    }

    /**
     * @param jar a modular jar
     * @return the packages it exports to every module (not those it exports to some modules only)
     * @throws IllegalArgumentException if the jar is not a module, or cannot be read
     */
    static Set<String> of(Path jar) {
        List<ModuleReference> modules;
        try {
            modules = List.copyOf(ModuleFinder.of(jar).findAll());
        } catch (FindException e) {
            throw new IllegalArgumentException(jar + " is not a module that can be read: " + e.getMessage(), e);
        }
        if (modules.size() != 1 || modules.get(0).descriptor().isAutomatic()) {
            throw new IllegalArgumentException(jar + " is not a modular jar: it has no module-info.class");
        }
        return modules.get(0).descriptor().exports().stream().filter(export -> !export.isQualified())
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * @param module the module, as in {@code nqueens-api}
     * @param before the packages the release exported
     * @param after those this build exports
     * @return a difference for each package exported before and not now (incompatible), and each exported now
     *     and not before (compatible); the package's name stands for the type
     */
    static List<Difference> changes(String module, Set<String> before, Set<String> after) {
        List<Difference> changes = new ArrayList<>();
        for (String gone : before) {
            if (!after.contains(gone)) {
                changes.add(new Difference(module, Difference.Change.REMOVED, gone, false, false,
                        "package " + gone + " no longer exported"));
            }
        }
        for (String added : after) {
            if (!before.contains(added)) {
                changes.add(new Difference(module, Difference.Change.ADDED, added, true, true,
                        "package " + added + " exported"));
            }
        }
        return changes;
    }

    /**
     * @param differences japicmp's findings, by type
     * @param exported the packages exported by the release or by this build
     * @return the findings about types of those packages: the API's
     */
    static List<Difference> ofExported(List<Difference> differences, Set<String> exported) {
        return differences.stream().filter(difference -> exported.contains(packageOf(difference.type()))).toList();
    }

    /** @return the package of a qualified type name, nested types with dots: the part before its first capital */
    private static String packageOf(String type) {
        StringBuilder name = new StringBuilder();
        for (String part : type.split("\\.")) {
            if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) {
                break;
            }
            name.append(name.length() == 0 ? "" : ".").append(part);
        }
        return name.toString();
    }
}
