package dev.nqueens.apicheck;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Reads the public API of a module from its jar or its folder of classes: the types of the packages its
 * {@code module-info} exports to everyone (qualified exports are not public API), and of those the types,
 * fields, methods and constructors that code outside the module can use: public ones, and protected ones of
 * types it can extend. Synthetic and bridge members are left out.
 *
 * <p>Each declaration gives what a change to would break a user: the modifiers that matter ({@code public},
 * {@code protected}, {@code static}, {@code abstract}, {@code default}, {@code final}, {@code sealed}, and
 * {@code @Deprecated}), generic types, thrown exceptions, supertypes, the permitted subclasses of a sealed
 * type that are public API themselves, and the value of every compile-time constant, which compilers copy
 * into the code that uses it.
 */
final class ApiReader {

    private final Map<String, ClassFile> classes;

    private ApiReader(Map<String, ClassFile> classes) {
        this.classes = classes;
    }

    /**
     * @param module a module's jar, or its folder of classes
     * @return its public API
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it has no module descriptor, or a class file is malformed
     */
    static ApiSignature read(Path module) throws IOException {
        Map<String, byte[]> files = Files.isDirectory(module) ? folder(module) : jar(module);
        byte[] descriptor = files.get("module-info");
        if (descriptor == null) {
            throw new IllegalArgumentException(module + " has no module-info.class, and the API of a module is"
                    + " what its descriptor exports");
        }
        Set<String> exported = ModuleDescriptor.read(ByteBuffer.wrap(descriptor)).exports().stream()
                .filter(export -> !export.isQualified())
                .map(export -> export.source().replace('.', '/'))
                .collect(Collectors.toSet());
        Map<String, ClassFile> classes = new TreeMap<>();
        files.forEach((name, bytes) -> {
            int slash = name.lastIndexOf('/');
            if (slash > 0 && exported.contains(name.substring(0, slash))) {
                try {
                    classes.put(name, ClassFile.read(bytes));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(module + ": " + name + ".class: " + e.getMessage(), e);
                }
            }
        });
        return new ApiReader(classes).signature();
    }

    private static Map<String, byte[]> folder(Path root) throws IOException {
        Map<String, byte[]> files = new HashMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : (Iterable<Path>) walk.filter(ApiReader::isClassFile)::iterator) {
                String relative = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
                files.put(relative.substring(0, relative.length() - ".class".length()), Files.readAllBytes(file));
            }
        }
        return files;
    }

    private static boolean isClassFile(Path file) {
        return Files.isRegularFile(file) && file.getFileName().toString().endsWith(".class");
    }

    private static Map<String, byte[]> jar(Path jar) throws IOException {
        Map<String, byte[]> files = new HashMap<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
                ZipEntry entry = entries.nextElement();
                // the classes of the base release: a multi-release jar's META-INF/versions serve later JDKs
                if (!entry.isDirectory() && entry.getName().endsWith(".class")
                        && !entry.getName().startsWith("META-INF/")) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        files.put(entry.getName().substring(0, entry.getName().length() - ".class".length()),
                                in.readAllBytes());
                    }
                }
            }
        }
        return files;
    }

    private ApiSignature signature() {
        Map<String, String> lines = new TreeMap<>();
        for (ClassFile type : classes.values()) {
            if (isApi(type)) {
                String name = TypeText.className(type.name());
                lines.put(name, typeDeclaration(type));
                boolean extensible = (flags(type) & ClassFile.FINAL) == 0;
                for (ClassFile.Member field : type.fields()) {
                    if (visible(field.access(), extensible) && (field.access() & ClassFile.SYNTHETIC) == 0) {
                        lines.put(name + "#" + field.name(), fieldDeclaration(field));
                    }
                }
                for (ClassFile.Member method : type.methods()) {
                    if (visible(method.access(), extensible)
                            && (method.access() & (ClassFile.SYNTHETIC | ClassFile.BRIDGE)) == 0
                            && !method.name().equals("<clinit>")) {
                        List<String> erased = parameters(type, method, TypeText.parameterTypes(method.descriptor()));
                        lines.put(name + "#" + method.name() + "(" + String.join(",", erased) + ")",
                                methodDeclaration(type, method));
                    }
                }
            }
        }
        return ApiSignature.of(lines);
    }

    /** @return whether a member with these flags is API: public, or protected in a type outsiders extend */
    private static boolean visible(int access, boolean extensible) {
        return (access & ClassFile.PUBLIC) != 0 || (access & ClassFile.PROTECTED) != 0 && extensible;
    }

    /** @return the type's flags as declared: a nested type's come from its InnerClasses entry */
    private static int flags(ClassFile type) {
        ClassFile.InnerClass nesting = type.nesting(type.name());
        return nesting == null ? type.access() : nesting.access();
    }

    /** @return whether code outside the module can name the type: public, within types it can name */
    private boolean isApi(ClassFile type) {
        ClassFile.InnerClass nesting = type.nesting(type.name());
        if (nesting == null) {
            return (type.access() & ClassFile.PUBLIC) != 0;
        }
        ClassFile outer = nesting.outer() == null ? null : classes.get(nesting.outer());
        if (outer == null || !isApi(outer)) {
            return false;              // local, anonymous, or inside a type outsiders cannot name
        }
        return visible(nesting.access(), (flags(outer) & ClassFile.FINAL) == 0);
    }

    private boolean isNestedInstanceClass(ClassFile type) {
        ClassFile.InnerClass nesting = type.nesting(type.name());
        return nesting != null && nesting.outer() != null && (nesting.access() & ClassFile.STATIC) == 0
                && !type.isInterface();
    }

    private String typeDeclaration(ClassFile type) {
        int flags = flags(type);
        List<String> words = new ArrayList<>();
        if (type.deprecated()) {
            words.add("@Deprecated");
        }
        words.add((flags & ClassFile.PUBLIC) != 0 ? "public" : "protected");
        if (type.nesting(type.name()) != null && (flags & ClassFile.STATIC) != 0) {
            words.add("static");
        }
        if (!type.isInterface() && (flags & ClassFile.ABSTRACT) != 0) {
            words.add("abstract");
        }
        if ((flags & ClassFile.FINAL) != 0) {
            words.add("final");
        }
        if (!type.permittedSubclasses().isEmpty()) {
            words.add("sealed");
        }
        boolean isRecord = "java/lang/Record".equals(type.superName());
        String kind = (flags & ClassFile.ANNOTATION) != 0 ? "@interface"
                : type.isInterface() ? "interface"
                : (flags & ClassFile.ENUM) != 0 ? "enum"
                : isRecord ? "record" : "class";
        words.add(kind);

        String typeParameters = "";
        String superclass = type.superName() == null ? null : TypeText.className(type.superName());
        List<String> interfaces = type.interfaces().stream().map(TypeText::className).toList();
        if (type.signature() != null) {
            TypeText.ClassSignature signature = TypeText.classSignature(type.signature());
            typeParameters = signature.typeParameters();
            superclass = signature.superclass();
            interfaces = signature.interfaces();
        }
        StringBuilder declaration = new StringBuilder(String.join(" ", words)).append(' ')
                .append(TypeText.className(type.name())).append(typeParameters);
        // what every type of its kind extends says nothing
        boolean impliedSuperclass = superclass == null || superclass.equals("java.lang.Object")
                || kind.equals("enum") && superclass.startsWith("java.lang.Enum<")
                || isRecord && superclass.equals("java.lang.Record");
        if (!impliedSuperclass) {
            declaration.append(" extends ").append(superclass);
        }
        List<String> supertypes = kind.equals("@interface")
                ? interfaces.stream().filter(name -> !name.equals("java.lang.annotation.Annotation")).toList()
                : interfaces;
        if (!supertypes.isEmpty()) {
            declaration.append(type.isInterface() ? " extends " : " implements ").append(String.join(", ", supertypes));
        }
        List<String> permits = type.permittedSubclasses().stream()
                .filter(name -> classes.containsKey(name) && isApi(classes.get(name)))
                .map(TypeText::className).sorted().toList();
        if (!permits.isEmpty()) {
            declaration.append(" permits ").append(String.join(", ", permits));
        }
        return declaration.toString();
    }

    private static String fieldDeclaration(ClassFile.Member field) {
        List<String> words = modifiers(field);
        if ((field.access() & ClassFile.STATIC) != 0) {
            words.add("static");
        }
        if ((field.access() & ClassFile.FINAL) != 0) {
            words.add("final");
        }
        String type = TypeText.fieldType(field.signature() != null ? field.signature() : field.descriptor());
        String declaration = String.join(" ", words) + " " + type + " " + field.name();
        return field.constant() == null ? declaration
                : declaration + " = " + ConstantText.of(field.constant(), field.descriptor());
    }

    private String methodDeclaration(ClassFile type, ClassFile.Member method) {
        int access = method.access();
        List<String> words = modifiers(method);
        if ((access & ClassFile.STATIC) != 0) {
            words.add("static");
        }
        if ((access & ClassFile.ABSTRACT) != 0) {
            words.add("abstract");
        } else if (type.isInterface() && (access & ClassFile.STATIC) == 0) {
            words.add("default");
        }
        if ((access & ClassFile.FINAL) != 0) {
            words.add("final");
        }
        TypeText.MethodSignature signature;
        List<String> parameters;
        if (method.signature() != null) {
            // a generic signature leaves out the enclosing instance of an inner class's constructor
            signature = TypeText.methodSignature(method.signature());
            parameters = new ArrayList<>(signature.parameters());
        } else {
            signature = TypeText.methodSignature(method.descriptor());
            parameters = new ArrayList<>(parameters(type, method, signature.parameters()));
        }
        if ((access & ClassFile.VARARGS) != 0 && !parameters.isEmpty()) {
            String last = parameters.get(parameters.size() - 1);
            parameters.set(parameters.size() - 1, last.substring(0, last.length() - 2) + "...");
        }
        List<String> thrown = signature.exceptions().isEmpty()
                ? method.exceptions().stream().map(TypeText::className).toList() : signature.exceptions();
        StringBuilder declaration = new StringBuilder(String.join(" ", words)).append(' ');
        if (!signature.typeParameters().isEmpty()) {
            declaration.append(signature.typeParameters()).append(' ');
        }
        if (method.name().equals("<init>")) {
            declaration.append(TypeText.simpleName(TypeText.className(type.name())));
        } else {
            declaration.append(signature.returnType()).append(' ').append(method.name());
        }
        declaration.append('(').append(String.join(", ", parameters)).append(')');
        if (!thrown.isEmpty()) {
            declaration.append(" throws ").append(thrown.stream().sorted().collect(Collectors.joining(", ")));
        }
        return declaration.toString();
    }

    /** @return the parameters of a descriptor as the source declares them: an inner class's enclosing instance out */
    private List<String> parameters(ClassFile type, ClassFile.Member method, List<String> fromDescriptor) {
        if (method.name().equals("<init>") && isNestedInstanceClass(type) && !fromDescriptor.isEmpty()) {
            return fromDescriptor.subList(1, fromDescriptor.size());
        }
        return fromDescriptor;
    }

    private static List<String> modifiers(ClassFile.Member member) {
        List<String> words = new ArrayList<>();
        if (member.deprecated()) {
            words.add("@Deprecated");
        }
        words.add((member.access() & ClassFile.PUBLIC) != 0 ? "public" : "protected");
        return words;
    }
}
