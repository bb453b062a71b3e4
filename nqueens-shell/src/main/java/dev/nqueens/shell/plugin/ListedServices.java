package dev.nqueens.shell.plugin;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;

/**
 * What a {@link java.util.ServiceLoader} sees of one plugin jar: the services files given, with the content
 * given, and no others (not those of the shell's own providers, which the shared loader's parent would
 * show). The content is held in memory: the check hands over what it read of the jar within a size limit,
 * the shell the class names of the providers that passed the check, so that neither reads a services file
 * of any size nor makes a provider the check did not. Classes come from the shared loader, so that a
 * plugin's classes and those of its libraries live in one place whichever jar lists them.
 */
final class ListedServices extends ClassLoader {

    private final URL jar;
    private final Map<String, byte[]> files;
    private final ClassLoader shared;

    /**
     * @param jar the jar's URL, which the URLs of its services files start with, as in messages about them
     * @param files the content of each services file, by its name in the jar
     * @param shared the loader of the classes of every plugin jar
     */
    ListedServices(URL jar, Map<String, byte[]> files, ClassLoader shared) {
        // no parent: the service loader looks for providers in the modules of a loader's ancestors too
        super("nqueens-plugin-services", null);
        this.jar = jar;
        this.files = Map.copyOf(files);
        this.shared = shared;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return shared.loadClass(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws MalformedURLException {
        byte[] content = files.get(name);
        if (content == null) {
            return Collections.emptyEnumeration();
        }
        return Collections.enumeration(List.of(url(name, content)));
    }

    /**
     * @return a URL that reads as {@code jar:file:/p/x.jar!/META-INF/services/...}, as the jar's own would,
     *     and whose stream is the content given
     */
    // URL.of(URI, handler), which takes over from this constructor in Java 20, is not in Java 17
    private URL url(String name, byte[] content) throws MalformedURLException {
        return new URL("jar", null, -1, jar + "!/" + name, new URLStreamHandler() {
            @Override
            protected URLConnection openConnection(URL url) {
                return new URLConnection(url) {
                    @Override
                    public void connect() {
                        connected = true;
                    }

                    @Override
                    public InputStream getInputStream() {
                        return new ByteArrayInputStream(content);
                    }
                };
            }
        });
    }
}
