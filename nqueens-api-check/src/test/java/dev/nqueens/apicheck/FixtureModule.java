package dev.nqueens.apicheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/** A small module compiled from sources given as text, as the API check's tests need one: a folder, or a jar. */
final class FixtureModule {

    private FixtureModule() {
    }

    /**
     * @param folder where the sources and classes go
     * @param sources the text of each source file, by its path under the source root ({@code module-info.java} too)
     * @return the folder of the classes
     */
    static Path compile(Path folder, Map<String, String> sources) {
        try {
            Path sourceRoot = folder.resolve("src");
            Path classes = folder.resolve("classes");
            List<String> arguments = new ArrayList<>(List.of("--release", "17", "-proc:none", "-encoding", "UTF-8",
                    "-nowarn", "-d", classes.toString()));
            for (Map.Entry<String, String> source : sources.entrySet()) {
                Path file = sourceRoot.resolve(source.getKey());
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
                arguments.add(file.toString());
            }
            ByteArrayOutputStream messages = new ByteArrayOutputStream();
            int status = ToolProvider.getSystemJavaCompiler().run(null, messages, messages,
                    arguments.toArray(String[]::new));
            assertThat(status).as("javac on the fixture:%n%s", messages.toString(StandardCharsets.UTF_8)).isZero();
            return classes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param classes a folder of classes
     * @param jar the jar to make of them
     * @return the jar
     */
    static Path jar(Path classes, Path jar) {
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path path : (Iterable<Path>) walk.filter(Files::isRegularFile).sorted()::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(path));
                out.closeEntry();
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
