package dev.nqueens.apicheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Java source text of the types in class files: descriptors ({@code [Ljava/lang/String;} becomes
 * {@code java.lang.String[]}) and generic signatures (JVMS 4.7.9.1: {@code <T::Ldev/nqueens/api/Provider;>}
 * becomes {@code <T extends dev.nqueens.api.Provider>}). Types are written with their qualified names, a
 * nested type's as its enclosing type's name, a dot and its own ({@code dev.nqueens.api.SolveRequest.Builder}).
 */
final class TypeText {

    private final String text;
    private int at;

    private TypeText(String text) {
        this.text = text;
    }

    /**
     * @param internalName a class's internal name, as in {@code dev/nqueens/api/SolveRequest$Builder}
     * @return its qualified source name, as in {@code dev.nqueens.api.SolveRequest.Builder}; a {@code $} is
     *     read as nesting, so a name with a {@code $} of its own (which javac never makes) reads as nested too
     */
    static String className(String internalName) {
        return internalName.replace('/', '.').replace('$', '.');
    }

    /** @return the simple name of a type given by its qualified source name: the part after the last dot */
    static String simpleName(String sourceName) {
        return sourceName.substring(sourceName.lastIndexOf('.') + 1);
    }

    /**
     * @param descriptor a method descriptor, as in {@code (I[Ljava/lang/String;)V}
     * @return the erased parameter types, as in {@code [int, java.lang.String[]]}
     */
    static List<String> parameterTypes(String descriptor) {
        TypeText parser = new TypeText(descriptor);
        parser.expect('(');
        List<String> types = new ArrayList<>();
        while (parser.peek() != ')') {
            types.add(parser.type());
        }
        return types;
    }

    /**
     * @param descriptor a method descriptor
     * @return the erased return type, as in {@code void}
     */
    static String returnType(String descriptor) {
        TypeText parser = new TypeText(descriptor.substring(descriptor.indexOf(')') + 1));
        return parser.whole(parser.type());
    }

    /**
     * @param descriptorOrSignature a field's descriptor or generic signature
     * @return its type
     */
    static String fieldType(String descriptorOrSignature) {
        TypeText parser = new TypeText(descriptorOrSignature);
        return parser.whole(parser.type());
    }

    /**
     * A class's generic signature, taken apart.
     *
     * @param typeParameters the type parameters, as in {@code <T extends dev.nqueens.api.Provider>}, or empty
     * @param superclass the superclass
     * @param interfaces the direct superinterfaces
     */
    record ClassSignature(String typeParameters, String superclass, List<String> interfaces) {
    }

    /**
     * @param signature a class's generic signature
     * @return its parts as source text
     */
    static ClassSignature classSignature(String signature) {
        TypeText parser = new TypeText(signature);
        String typeParameters = parser.typeParameters();
        String superclass = parser.type();
        List<String> interfaces = new ArrayList<>();
        while (!parser.atEnd()) {
            interfaces.add(parser.type());
        }
        return new ClassSignature(typeParameters, superclass, interfaces);
    }

    /**
     * A method's generic signature, taken apart.
     *
     * @param typeParameters the type parameters, or empty
     * @param parameters the parameter types
     * @param returnType the return type
     * @param exceptions the thrown types the signature names (only if one is a type variable; else empty)
     */
    record MethodSignature(String typeParameters, List<String> parameters, String returnType,
            List<String> exceptions) {
    }

    /**
     * @param signature a method's generic signature, or its descriptor
     * @return its parts as source text
     */
    static MethodSignature methodSignature(String signature) {
        TypeText parser = new TypeText(signature);
        String typeParameters = parser.typeParameters();
        parser.expect('(');
        List<String> parameters = new ArrayList<>();
        while (parser.peek() != ')') {
            parameters.add(parser.type());
        }
        parser.expect(')');
        String returnType = parser.type();
        List<String> exceptions = new ArrayList<>();
        while (!parser.atEnd()) {
            parser.expect('^');
            exceptions.add(parser.type());
        }
        return new MethodSignature(typeParameters, parameters, returnType, exceptions);
    }

    private String whole(String result) {
        if (!atEnd()) {
            throw malformed("text after the type");
        }
        return result;
    }

    private boolean atEnd() {
        return at == text.length();
    }

    private char peek() {
        if (atEnd()) {
            throw malformed("an early end");
        }
        return text.charAt(at);
    }

    private char next() {
        char c = peek();
        at++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            throw malformed("'" + c + "' expected at " + (at - 1));
        }
    }

    private IllegalArgumentException malformed(String why) {
        return new IllegalArgumentException("malformed descriptor or signature '" + text + "': " + why);
    }

    /** {@code <T:...;U::...;>}, or nothing. */
    private String typeParameters() {
        if (atEnd() || peek() != '<') {
            return "";
        }
        next();
        List<String> parameters = new ArrayList<>();
        while (peek() != '>') {
            String name = identifier(':');
            List<String> bounds = new ArrayList<>();
            expect(':');
            if (peek() != ':') {
                bounds.add(type());          // the class bound, absent when the first bound is an interface
            }
            while (!atEnd() && peek() == ':') {
                next();
                bounds.add(type());
            }
            if (bounds.equals(List.of("java.lang.Object"))) {
                bounds.clear();              // <T>; but <T extends Object & I> keeps Object, its erasure
            }
            parameters.add(bounds.isEmpty() ? name : name + " extends " + String.join(" & ", bounds));
        }
        next();
        return "<" + String.join(", ", parameters) + ">";
    }

    private String identifier(char... ends) {
        int start = at;
        while (!atEnd() && new String(ends).indexOf(peek()) < 0) {
            at++;
        }
        return text.substring(start, at);
    }

    /** Any field type, generic or not, or {@code V}. */
    private String type() {
        char c = next();
        return switch (c) {
            case 'B' -> "byte";
            case 'C' -> "char";
            case 'D' -> "double";
            case 'F' -> "float";
            case 'I' -> "int";
            case 'J' -> "long";
            case 'S' -> "short";
            case 'Z' -> "boolean";
            case 'V' -> "void";
            case '[' -> type() + "[]";
            case 'T' -> {
                String name = identifier(';');
                expect(';');
                yield name;
            }
            case 'L' -> classType();
            default -> throw malformed("unknown type '" + c + "' at " + (at - 1));
        };
    }

    /** After the {@code L}: a class type with its type arguments, and those of its enclosing types. */
    private String classType() {
        StringBuilder type = new StringBuilder(className(identifier('<', '.', ';')));
        while (true) {
            char c = next();
            if (c == ';') {
                return type.toString();
            }
            if (c == '<') {
                List<String> arguments = new ArrayList<>();
                while (peek() != '>') {
                    arguments.add(typeArgument());
                }
                next();
                type.append('<').append(String.join(", ", arguments)).append('>');
            } else if (c == '.') {
                type.append('.').append(className(identifier('<', '.', ';')));
            } else {
                throw malformed("'" + c + "' in a class type at " + (at - 1));
            }
        }
    }

    private String typeArgument() {
        return switch (peek()) {
            case '*' -> {
                next();
                yield "?";
            }
            case '+' -> {
                next();
                yield "? extends " + type();
            }
            case '-' -> {
                next();
                yield "? super " + type();
            }
            default -> type();
        };
    }
}
