package dev.nqueens.apicheck;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of a class file that make up a type's API, read straight from its bytes (JVMS chapter 4): names,
 * access flags, generic signatures, the values of constants, thrown exceptions, nested types and permitted
 * subclasses. Reading the bytes, rather than loading the class, runs none of its code and needs none of the
 * classes it names, and gives the same answer on every JDK.
 *
 * @param access the class's access flags; for a nested type, see {@link #nesting(String)}
 * @param name the internal name, as in {@code dev/nqueens/api/SolveRequest$Builder}
 * @param signature the generic signature, or null if the class has none
 * @param superName the internal name of the superclass, or null for {@code java.lang.Object} itself
 * @param interfaces the internal names of the direct superinterfaces, in order
 * @param fields the fields, in order
 * @param methods the methods and constructors, in order
 * @param innerClasses the class's InnerClasses attribute: itself, if nested, and every nested type it names
 * @param permittedSubclasses the internal names of the permitted subclasses; empty unless the class is sealed
 * @param deprecated whether the class carries the Deprecated attribute
 */
record ClassFile(int access, String name, String signature, String superName, List<String> interfaces,
        List<Member> fields, List<Member> methods, List<InnerClass> innerClasses, List<String> permittedSubclasses,
        boolean deprecated) {

    static final int PUBLIC = 0x0001;
    static final int PRIVATE = 0x0002;
    static final int PROTECTED = 0x0004;
    static final int STATIC = 0x0008;
    static final int FINAL = 0x0010;
    static final int BRIDGE = 0x0040;
    static final int VARARGS = 0x0080;
    static final int INTERFACE = 0x0200;
    static final int ABSTRACT = 0x0400;
    static final int SYNTHETIC = 0x1000;
    static final int ANNOTATION = 0x2000;
    static final int ENUM = 0x4000;

    private static final int MAGIC = 0xCAFEBABE;

    /**
     * A field or a method.
     *
     * @param access its access flags
     * @param name its name; {@code <init>} for a constructor
     * @param descriptor its descriptor, as in {@code (Ljava/lang/String;I)V}
     * @param signature its generic signature, or null if it has none
     * @param constant a field's compile-time constant (Integer, Long, Float, Double or String), or null
     * @param exceptions a method's declared exceptions, as internal names
     * @param deprecated whether it carries the Deprecated attribute
     */
    record Member(int access, String name, String descriptor, String signature, Object constant,
            List<String> exceptions, boolean deprecated) {
    }

    /**
     * One entry of the InnerClasses attribute.
     *
     * @param inner the nested type's internal name
     * @param outer the enclosing type's internal name, or null for a local or anonymous class
     * @param access the access flags the nested type was declared with (public, protected, static...)
     */
    record InnerClass(String inner, String outer, int access) {
    }

    /** @return true if this class is an interface (annotation types included) */
    boolean isInterface() {
        return (access & INTERFACE) != 0;
    }

    /**
     * @param type an internal name
     * @return the InnerClasses entry of that type in this class, or null if there is none
     */
    InnerClass nesting(String type) {
        for (InnerClass entry : innerClasses) {
            if (entry.inner().equals(type)) {
                return entry;
            }
        }
        return null;
    }

    /**
     * Reads a class file.
     *
     * @param bytes the file's bytes
     * @return what it declares
     * @throws IllegalArgumentException if the bytes are not a well-formed class file
     */
    static ClassFile read(byte[] bytes) {
        try {
            return new Reader(new DataInputStream(new ByteArrayInputStream(bytes))).read();
        } catch (EOFException e) {
            throw new IllegalArgumentException("a class file that ends too soon", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One pass over the bytes: the constant pool first, then the parts that refer to it. */
    private static final class Reader {

        private static final int UTF8 = 1;
        private static final int INTEGER = 3;
        private static final int FLOAT = 4;
        private static final int LONG = 5;
        private static final int DOUBLE = 6;
        private static final int CLASS = 7;
        private static final int STRING = 8;

        private final DataInputStream in;
        private Object[] pool;
        private int[] tags;

        Reader(DataInputStream in) {
            this.in = in;
        }

        ClassFile read() throws IOException {
            if (in.readInt() != MAGIC) {
                throw new IllegalArgumentException("not a class file: it does not start with 0xCAFEBABE");
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version: any, as only the parts every version shares are read
            readPool();
            int access = in.readUnsignedShort();
            String name = className(in.readUnsignedShort());
            int superIndex = in.readUnsignedShort();
            String superName = superIndex == 0 ? null : className(superIndex);
            List<String> interfaces = new ArrayList<>();
            for (int i = in.readUnsignedShort(); i > 0; i--) {
                interfaces.add(className(in.readUnsignedShort()));
            }
            List<Member> fields = members();
            List<Member> methods = members();
            Attributes attributes = attributes();
            return new ClassFile(access, name, attributes.signature, superName, List.copyOf(interfaces),
                    fields, methods, List.copyOf(attributes.innerClasses),
                    List.copyOf(attributes.permittedSubclasses), attributes.deprecated);
        }

        private void readPool() throws IOException {
            int count = in.readUnsignedShort();
            pool = new Object[count];
            tags = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                tags[i] = tag;
                switch (tag) {
                    case UTF8 -> pool[i] = in.readUTF(); // modified UTF-8 with a two-byte length, as readUTF reads
                    case INTEGER -> pool[i] = in.readInt();
                    case FLOAT -> pool[i] = in.readFloat();
                    case LONG, DOUBLE -> {
                        pool[i] = tag == LONG ? (Object) in.readLong() : (Object) in.readDouble();
                        i++; // eight-byte constants take two entries
                    }
                    case CLASS, STRING, 16, 19, 20 -> pool[i] = in.readUnsignedShort(); // MethodType, Module, Package
                    case 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4); // member refs, NameAndType, (Invoke)Dynamic
                    case 15 -> in.skipNBytes(3);                    // MethodHandle
                    default -> throw new IllegalArgumentException("unknown constant pool tag " + tag + " at entry "
                            + i);
                }
            }
        }

        private String utf8(int index) {
            if (index <= 0 || index >= pool.length || tags[index] != UTF8) {
                throw new IllegalArgumentException("constant pool entry " + index + " is no UTF-8 string");
            }
            return (String) pool[index];
        }

        private String className(int index) {
            if (index <= 0 || index >= pool.length || tags[index] != CLASS) {
                throw new IllegalArgumentException("constant pool entry " + index + " is no class");
            }
            return utf8((Integer) pool[index]);
        }

        private Object constant(int index) {
            if (index <= 0 || index >= pool.length) {
                throw new IllegalArgumentException("constant pool entry " + index + " does not exist");
            }
            return tags[index] == STRING ? utf8((Integer) pool[index]) : pool[index];
        }

        private List<Member> members() throws IOException {
            List<Member> members = new ArrayList<>();
            for (int i = in.readUnsignedShort(); i > 0; i--) {
                int access = in.readUnsignedShort();
                String name = utf8(in.readUnsignedShort());
                String descriptor = utf8(in.readUnsignedShort());
                Attributes attributes = attributes();
                members.add(new Member(access, name, descriptor, attributes.signature, attributes.constant,
                        List.copyOf(attributes.exceptions), attributes.deprecated));
            }
            return List.copyOf(members);
        }

        /** The attributes of a class, field or method that the API is made of; the others are skipped. */
        private static final class Attributes {
            String signature;
            Object constant;
            boolean deprecated;
            final List<String> exceptions = new ArrayList<>();
            final List<InnerClass> innerClasses = new ArrayList<>();
            final List<String> permittedSubclasses = new ArrayList<>();
        }

        private Attributes attributes() throws IOException {
            Attributes found = new Attributes();
            for (int i = in.readUnsignedShort(); i > 0; i--) {
                String name = utf8(in.readUnsignedShort());
                int length = in.readInt();
                switch (name) {
                    case "Signature" -> found.signature = utf8(in.readUnsignedShort());
                    case "ConstantValue" -> found.constant = constant(in.readUnsignedShort());
                    case "Deprecated" -> found.deprecated = true;
                    case "Exceptions" -> {
                        for (int n = in.readUnsignedShort(); n > 0; n--) {
                            found.exceptions.add(className(in.readUnsignedShort()));
                        }
                    }
                    case "PermittedSubclasses" -> {
                        for (int n = in.readUnsignedShort(); n > 0; n--) {
                            found.permittedSubclasses.add(className(in.readUnsignedShort()));
                        }
                    }
                    case "InnerClasses" -> {
                        for (int n = in.readUnsignedShort(); n > 0; n--) {
                            String inner = className(in.readUnsignedShort());
                            int outer = in.readUnsignedShort();
                            in.readUnsignedShort(); // the simple name, which the binary name holds too
                            found.innerClasses.add(new InnerClass(inner, outer == 0 ? null : className(outer),
                                    in.readUnsignedShort()));
                        }
                    }
                    default -> in.skipNBytes(Integer.toUnsignedLong(length));
                }
            }
            return found;
        }
    }
}
