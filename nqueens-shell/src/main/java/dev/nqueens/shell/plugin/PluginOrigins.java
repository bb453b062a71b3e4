package dev.nqueens.shell.plugin;

import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Which plugin jar a class came from: the shell loads each jar from a copy (see {@link Quarantine}), and
 * what it tells people names the jar in the plugin folder, not the copy. {@link PluginLoader} registers
 * each copy and class loader it makes; {@link PluginPrints} and {@link PluginExits} ask.
 */
final class PluginOrigins {

    /** The name of the class loaders of the plugins' classes, which stack frames name too. */
    static final String LOADER_NAME = "nqueens-plugins";

    /** The jar in its plugin folder of each copy, by the copy's path. */
    private static final Map<Path, Path> JARS = new ConcurrentHashMap<>();
    /** The class loaders of the plugins' classes. */
    private static final List<URLClassLoader> LOADERS = new CopyOnWriteArrayList<>();

    private PluginOrigins() {
    }

    /**
     * @param copy the URL of a copy that a plugin class loader reads
     * @param jar the jar it is a copy of
     */
    static void register(URL copy, Path jar) {
        path(copy).ifPresent(path -> JARS.put(path, jar));
    }

    /** @param loader a class loader of plugins' classes, whose copies are registered */
    static void register(URLClassLoader loader) {
        LOADERS.add(loader);
    }

    /** @return the jar the class came from, if it is a plugin's */
    static Optional<Path> jarOf(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        if (!(loader instanceof URLClassLoader) || !LOADERS.contains(loader)) {
            return Optional.empty();
        }
        CodeSource source = type.getProtectionDomain().getCodeSource();
        return source == null ? Optional.empty() : path(source.getLocation()).map(JARS::get);
    }

    /**
     * @param className the name of a class that a plugin class loader defined, as a stack frame gives it
     * @return the jar it came from, if it can be told
     */
    static Optional<Path> jarOf(String className) {
        String resource = className.replace('.', '/') + ".class";
        for (URLClassLoader loader : LOADERS) {
            URL url = loader.findResource(resource);
            // jar:file:/.../copy.jar!/a/B.class
            if (url != null && url.getProtocol().equals("jar") && url.getFile().contains("!/")) {
                try {
                    Optional<Path> jar = path(new URL(url.getFile().substring(0, url.getFile().indexOf("!/"))))
                            .map(JARS::get);
                    if (jar.isPresent()) {
                        return jar;
                    }
                } catch (java.net.MalformedURLException e) {
                    // not one of the copies
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> path(URL url) {
        if (url == null || !url.getProtocol().equals("file")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(url.toURI()));
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
