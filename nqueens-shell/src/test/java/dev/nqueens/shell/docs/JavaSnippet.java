package dev.nqueens.shell.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Java snippet of a document, as printed: a whole compilation unit with one top-level type, and the lines
 * of standard output its comments promise. A comment {@code // prints TEXT} says that the program writes the
 * line TEXT there, where an ellipsis, {@code …}, stands for text left out; the promised lines come in the
 * order of the comments, and they are all the program writes.
 *
 * @param source the code, exactly as the document prints it
 */
record JavaSnippet(String source) {

    private static final Pattern TOP_LEVEL_TYPE = Pattern.compile(
            "^(?:public )?(?:final |abstract )?(?:class|interface|record|enum) (\\w+)", Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern PRINTS = Pattern.compile("// prints (.+)$", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([a-z][\\w]*(?:\\.[a-z][\\w]*)*)\\.",
            Pattern.MULTILINE);

    /**
     * @return the simple name of the snippet's top-level type
     * @throws IllegalStateException if it has none, or more than one
     */
    String typeName() {
        Matcher matcher = TOP_LEVEL_TYPE.matcher(source);
        if (!matcher.find()) {
            throw new IllegalStateException("a snippet without a top-level type:\n" + source);
        }
        String name = matcher.group(1);
        if (matcher.find()) {
            throw new IllegalStateException("a snippet with two top-level types, " + name + " and " + matcher.group(1));
        }
        return name;
    }

    /** @return the package the snippet declares, or the empty string for none */
    String packageName() {
        Matcher matcher = PACKAGE.matcher(source);
        return matcher.find() ? matcher.group(1) : "";
    }

    /** @return the type's binary name */
    String qualifiedName() {
        return packageName().isEmpty() ? typeName() : packageName() + "." + typeName();
    }

    /** @return the path of the source file under a source root, as javac wants it */
    String fileName() {
        String folder = packageName().replace('.', '/');
        return (folder.isEmpty() ? "" : folder + "/") + typeName() + ".java";
    }

    /** @return the packages whose types the snippet imports, in order, with repeats */
    List<String> importedPackages() {
        List<String> packages = new ArrayList<>();
        Matcher matcher = IMPORT.matcher(source);
        while (matcher.find()) {
            packages.add(matcher.group(1));
        }
        return packages;
    }

    /**
     * @return the snippet moved into the given package, for a module, which has no unnamed package
     * @param name a package name
     * @throws IllegalStateException if the snippet has a package of its own
     */
    JavaSnippet inPackage(String name) {
        if (!packageName().isEmpty()) {
            throw new IllegalStateException(typeName() + " is in package " + packageName() + " already");
        }
        return new JavaSnippet("package " + name + ";\n" + source);
    }

    /** @return one pattern per line of standard output that the snippet's comments promise, in order */
    List<Pattern> promisedOutput() {
        List<Pattern> lines = new ArrayList<>();
        Matcher matcher = PRINTS.matcher(source);
        while (matcher.find()) {
            StringBuilder regex = new StringBuilder();
            String[] parts = matcher.group(1).strip().split("\u2026", -1);
            for (int i = 0; i < parts.length; i++) {
                regex.append(i == 0 ? "" : ".*").append(Pattern.quote(parts[i]));
            }
            lines.add(Pattern.compile(regex.toString()));
        }
        return lines;
    }

    /** Named for the display names of parameterised tests. */
    @Override
    public String toString() {
        return typeName();
    }
}
