package dev.nqueens.shell.plugin;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A folder whose jars the shell loads as plugins, and who named it. The standard folders are the ones
 * in the environment variable {@value #VARIABLE} and {@code ~/.nqueens/plugins}; the program arguments add
 * more with {@code --plugins DIR}.
 *
 * <p>Folders are read in this order: {@code --plugins}, then {@value #VARIABLE}, then the home folder, so
 * that when two plugins claim one id, the folder named closest to the command wins.
 *
 * @param path the folder
 * @param origin who named it, for messages, as in {@code "named by --plugins"}
 * @param named true if someone named this folder: then its absence is worth a warning; the home folder's
 *     {@code .nqueens/plugins} is looked for, not named, and its absence is the normal case
 */
public record PluginFolder(Path path, String origin, boolean named) {

    /** The environment variable that names plugin folders, separated as in {@code PATH}. */
    public static final String VARIABLE = "NQUEENS_PLUGINS";

    /**
     * @param userHome the user's home folder, as the system property {@code user.home} gives it
     * @param variable the value of {@value #VARIABLE}, or null when it is not set
     * @return the folders of the variable, in its order, then {@code ~/.nqueens/plugins}
     * @throws java.nio.file.InvalidPathException if the variable holds something that is not a path here
     */
    public static List<PluginFolder> standard(Path userHome, String variable) {
        List<PluginFolder> folders = new ArrayList<>();
        if (variable != null) {
            // an empty entry means the current folder in PATH; here it is more likely a stray separator
            for (String entry : variable.split(File.pathSeparator)) {
                if (!entry.isBlank()) {
                    folders.add(new PluginFolder(Path.of(entry), "named by " + VARIABLE, true));
                }
            }
        }
        Path standard = userHome.resolve(".nqueens").resolve("plugins");
        folders.add(new PluginFolder(standard, "the standard plugin folder", false));
        return folders;
    }

    /**
     * @param given the folders of the {@code --plugins} options, in their order
     * @return them as plugin folders
     */
    public static List<PluginFolder> given(List<Path> given) {
        return given.stream().map(path -> new PluginFolder(path, "named by --plugins", true)).toList();
    }
}
