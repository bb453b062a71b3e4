package dev.nqueens.shell.plugin;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Checks a plugin jar before the shell loads it: makes its providers somewhere the shell does not depend on,
 * and says what became of them. {@link ChildJvmChecker} is the one the shell uses.
 */
@FunctionalInterface
public interface JarChecker {

    /**
     * @param jar the jar to check
     * @param classPath every plugin jar of the shell's class loader, this one included, in its order: the
     *     jar's providers may need classes of the others
     * @return the verdict on the jar
     * @throws IOException if the check itself could not be made, which says nothing of the jar
     */
    JarVerdict check(Path jar, List<Path> classPath) throws IOException;

    /**
     * @implSpec The default is {@link ChildJvmChecker#DEADLINE}.
     * @return how long a jar's providers have to be made and to answer; the shell gives them as long when
     *     it makes them itself
     */
    default Duration deadline() {
        return ChildJvmChecker.DEADLINE;
    }
}
