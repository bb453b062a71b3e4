package dev.nqueens.apicheck;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The value of a constant in a jar, as the JVM gives it: the jar's class is loaded in a class loader of its
 * own (over the platform's, so none of this check's classes) and the constant read by reflection.
 */
final class Constants {

    private Constants() {
    }

    /**
     * @param jar a jar
     * @param key the constant's key, as in {@code dev.nqueens.api.Provider#API_VERSION}, a nested type's name
     *     with dots
     * @return its value, as in {@code 3}; null if the jar has no such type, or the type no such public static
     *     final field
     * @throws IOException if the jar cannot be read
     * @throws IllegalArgumentException if the type is there but cannot be loaded or initialized
     */
    static String value(Path jar, String key) throws IOException {
        if (!Files.isRegularFile(jar)) {
            throw new NoSuchFileException(jar.toString());
        }
        int hash = key.indexOf('#');
        String type = key.substring(0, hash);
        String name = key.substring(hash + 1);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Class<?> owner = load(type, loader);
            if (owner == null) {
                return null;
            }
            Field field = owner.getField(name);
            int modifiers = field.getModifiers();
            if (!Modifier.isStatic(modifiers) || !Modifier.isFinal(modifiers)) {
                return null;
            }
            return String.valueOf(field.get(null));
        } catch (NoSuchFieldException e) {
            return null;
        } catch (LinkageError | ReflectiveOperationException e) {
            throw new IllegalArgumentException(jar + ": " + key + " cannot be read: " + e, e);
        }
    }

    /** @return the type, its name tried with each dot from the right as a nested type's {@code $}; or null */
    private static Class<?> load(String type, ClassLoader loader) {
        String binaryName = type;
        while (true) {
            try {
                return Class.forName(binaryName, false, loader);
            } catch (ClassNotFoundException e) {
                int dot = binaryName.lastIndexOf('.');
                if (dot < 0) {
                    return null;
                }
                binaryName = binaryName.substring(0, dot) + '$' + binaryName.substring(dot + 1);
            }
        }
    }
}
