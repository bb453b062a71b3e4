package dev.nqueens.shell.session;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The user's home folder, which holds {@code .nqueens}: the history, the plugins' verdicts and the home
 * plugin folder. It is {@code $HOME} when that is set and usable, as for every Unix tool, else the system
 * property {@code user.home} (which the JVM takes from the password database). Usable means an absolute path
 * to a folder that can be written: a user without a password entry ({@code docker run --user 4242}) gets
 * {@code user.home} {@code ?}, a relative path that would put {@code .nqueens} in the current folder.
 *
 * <p>With no usable home, nqueens runs without history, without a cache of verdicts and without the home
 * plugin folder, and says so once ({@link #problem()}); it never writes in the current folder instead.
 *
 * <p>The one place that reads {@code HOME} and {@code user.home}.
 *
 * @param path the home folder, or empty when there is no usable one
 * @param problem why there is none, for one line on standard error; empty when there is one
 */
public record HomeFolder(Optional<Path> path, Optional<String> problem) {

    /** The environment variable of the home folder. */
    public static final String VARIABLE = "HOME";
    /** The system property of the home folder, the fallback. */
    public static final String PROPERTY = "user.home";

    /** @return the home folder of this process, from its environment and system properties */
    public static HomeFolder ofProcess() {
        return of(System.getenv(VARIABLE), System.getProperty(PROPERTY));
    }

    /**
     * @param variable the value of {@code HOME}, or null when it is not set
     * @param property the value of {@code user.home}, or null
     * @return the first usable of the two, in that order, or none and why
     */
    public static HomeFolder of(String variable, String property) {
        String variableProblem = problem(variable);
        if (variableProblem == null) {
            return new HomeFolder(Optional.of(Path.of(variable)), Optional.empty());
        }
        String propertyProblem = problem(property);
        if (propertyProblem == null) {
            return new HomeFolder(Optional.of(Path.of(property)), Optional.empty());
        }
        return new HomeFolder(Optional.empty(), Optional.of("no usable home folder (" + VARIABLE + " "
                + variableProblem + "; " + PROPERTY + " " + propertyProblem
                + "): running without history, plugin verdicts kept or ~/.nqueens/plugins"));
    }

    /** @return why the value is not a usable home folder, or null when it is one */
    private static String problem(String value) {
        if (value == null || value.isEmpty()) {
            return "is not set";
        }
        // shown in a message: a value with control characters is not worth showing, only refusing
        String shown = value.chars().anyMatch(c -> c < 0x20 || c == 0x7f) ? "holds control characters"
                : "is " + value;
        Path path;
        try {
            path = Path.of(value);
        } catch (InvalidPathException e) {
            return shown + ", not a path";
        }
        if (!path.isAbsolute()) {
            return shown + ", not an absolute path";
        }
        if (!Files.isDirectory(path)) {
            return shown + ", not a folder";
        }
        if (!Files.isWritable(path)) {
            return shown + ", which cannot be written";
        }
        return null;
    }
}
