package dev.nqueens.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * The check that a provider is registered both ways, as the shell and {@link java.util.ServiceLoader} find
 * it: listed in the {@code META-INF/services} file of the jar (or classes folder) it comes from, which the
 * class path reads, and, in a named module, with {@code provides} in its {@code module-info}, which the
 * module path reads. A provider that misses either loads in one of the two and silently not in the other.
 */
final class Registration {

    private Registration() {
    }

    /**
     * @param service the service interface, as in {@code Solver.class}
     * @param provider the provider's class
     */
    static void assertRegistered(Class<?> service, Class<?> provider) {
        String file = "META-INF/services/" + service.getName();
        Module module = provider.getModule();
        ModuleDescriptor descriptor = module.getDescriptor();
        if (module.isNamed() && descriptor != null && !descriptor.isAutomatic()) {
            boolean provided = descriptor.provides().stream()
                    .anyMatch(provides -> provides.service().equals(service.getName())
                            && provides.providers().contains(provider.getName()));
            assertThat(provided).as("module %s should declare 'provides %s with %s', so that the module path finds"
                    + " it", module.getName(), service.getName(), provider.getName()).isTrue();
        }
        Path origin = origin(provider);
        assertThat(listed(origin, file)).as("%s of %s should list %s, so that the class path finds it", file, origin,
                provider.getName()).contains(provider.getName());
    }

    /** @return the jar or classes folder the class was loaded from */
    private static Path origin(Class<?> provider) {
        CodeSource source = provider.getProtectionDomain().getCodeSource();
        URL location = source == null ? null : source.getLocation();
        if (location == null) {
            return fail("cannot tell where " + provider.getName() + " was loaded from, to read its services file");
        }
        try {
            return Path.of(location.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return fail(provider.getName() + " was loaded from " + location + ", which is no file: " + e.getMessage());
        }
    }

    /** @return the class names in the services file, without comments and blanks; empty if there is none */
    private static List<String> listed(Path origin, String file) {
        try {
            if (Files.isDirectory(origin)) {
                Path services = origin.resolve(file);
                return Files.isRegularFile(services) ? names(Files.readString(services, StandardCharsets.UTF_8))
                        : List.of();
            }
            try (JarFile jar = new JarFile(origin.toFile())) {
                ZipEntry entry = jar.getEntry(file);
                if (entry == null) {
                    return List.of();
                }
                try (InputStream in = jar.getInputStream(entry)) {
                    return names(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        } catch (IOException e) {
            return fail("cannot read " + file + " of " + origin + ": " + e);
        }
    }

    private static List<String> names(String services) {
        return services.lines()
                .map(line -> line.replaceFirst("#.*", "").strip())
                .filter(line -> !line.isEmpty())
                .toList();
    }
}
