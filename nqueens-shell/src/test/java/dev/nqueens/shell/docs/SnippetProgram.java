package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;

/**
 * Snippets compiled with the JDK's compiler, as a reader would compile them, and run in a JVM of their own,
 * so that what they print is theirs alone. The paths come from the build (see the shell's pom):
 * {@code nqueens.runtime.path}, the shell's classes and every jar they need at run time, and
 * {@code nqueens.test.classpath}, every jar of the tests, the test kit among them.
 */
final class SnippetProgram {

    /** The package a snippet moves into for the module path, where a module has no unnamed package. */
    static final String MODULE = "readme";

    private SnippetProgram() {
    }

    /** Where a program finds the nqueens modules. */
    enum LibraryPath {
        /** Every jar on the class path, the snippet as printed. */
        CLASS,
        /** Every jar on the module path, the snippet a module of its own. */
        MODULE
    }

    /** What one run printed, and its exit status. */
    record Run(int status, String out, String err) {
    }

    /** @return the shell's classes and every jar they need at run time */
    static String runtimePath() {
        return property("nqueens.runtime.path");
    }

    /** @return every jar of the shell's tests */
    static String testPath() {
        return property("nqueens.test.classpath");
    }

    private static String property(String name) {
        String value = System.getProperty(name, "");
        assertThat(value).as("system property %s, which the shell's pom sets: run the tests through Maven", name)
                .isNotBlank().doesNotContain("${");
        return value;
    }

    /**
     * Compiles snippets as printed, on the class path.
     *
     * @param snippets the snippets, compiled together
     * @param classPath what they compile against
     * @param folder where the sources and classes go
     * @return the folder of the classes
     */
    static Path compileOnClassPath(List<JavaSnippet> snippets, String classPath, Path folder) {
        return compile(snippets, List.of(), null, List.of("--class-path", classPath), folder);
    }

    /**
     * Compiles snippets as printed, on the class path, where code written for an earlier release may call what
     * this one deprecates for removal: every other warning still fails the compilation.
     *
     * @param snippets the snippets, compiled together
     * @param classPath what they compile against
     * @param folder where the sources and classes go
     * @return the folder of the classes
     */
    static Path compileEarlierCodeOnClassPath(List<JavaSnippet> snippets, String classPath, Path folder) {
        return compile(snippets, List.of(), null, List.of("--class-path", classPath, "-Xlint:-removal"), folder);
    }

    /**
     * Compiles snippets as printed, on the class path, together with source files they use.
     *
     * @param snippets the snippets
     * @param sources other source files, compiled with them (an example's classes that a snippet names)
     * @param classPath what they compile against
     * @param folder where the sources and classes go
     * @return the folder of the classes
     */
    static Path compileOnClassPath(List<JavaSnippet> snippets, List<Path> sources, String classPath, Path folder) {
        return compile(snippets, sources, null, List.of("--class-path", classPath), folder);
    }

    /**
     * Compiles one snippet as a module of its own, {@value #MODULE}, that requires the API and the module of
     * every other nqueens package it imports: each nqueens module is named for the one package it exports.
     *
     * @param snippet the snippet, moved into package {@value #MODULE}
     * @param modulePath what it compiles against
     * @param folder where the sources and classes go
     * @return the folder of the module's classes
     */
    static Path compileAsModule(JavaSnippet snippet, String modulePath, Path folder) {
        Set<String> requires = new LinkedHashSet<>(List.of("dev.nqueens.api"));
        snippet.importedPackages().stream().filter(name -> name.startsWith("dev.nqueens.")).forEach(requires::add);
        StringBuilder module = new StringBuilder("module " + MODULE + " {\n");
        requires.forEach(name -> module.append("    requires ").append(name).append(";\n"));
        module.append("}\n");
        return compile(List.of(snippet.inPackage(MODULE)), List.of(), module.toString(),
                List.of("--module-path", modulePath), folder);
    }

    /**
     * Compiles snippets as printed into a module of their own, with its {@code module-info} as printed.
     *
     * @param moduleInfo the text of {@code module-info.java}
     * @param snippets the module's classes
     * @param modulePath what they compile against
     * @param folder where the sources and classes go
     * @return the folder of the module's classes
     */
    static Path compileModule(String moduleInfo, List<JavaSnippet> snippets, String modulePath, Path folder) {
        return compile(snippets, List.of(), moduleInfo, List.of("--module-path", modulePath), folder);
    }

    private static Path compile(List<JavaSnippet> snippets, List<Path> others, String moduleInfo, List<String> path,
            Path folder) {
        try {
            Path sources = folder.resolve("src");
            Path classes = folder.resolve("classes");
            List<String> arguments = new ArrayList<>(List.of("--release", "17", "-proc:none", "-Xlint:all",
                    "-Werror", "-encoding", "UTF-8", "-d", classes.toString()));
            arguments.addAll(path);
            if (moduleInfo != null) {
                Path file = Files.createDirectories(sources).resolve("module-info.java");
                arguments.add(Files.writeString(file, moduleInfo, StandardCharsets.UTF_8).toString());
            }
            for (JavaSnippet snippet : snippets) {
                Path file = sources.resolve(snippet.fileName());
                Files.createDirectories(file.getParent());
                Files.writeString(file, snippet.source(), StandardCharsets.UTF_8);
                arguments.add(file.toString());
            }
            others.forEach(file -> arguments.add(file.toString()));
            StringWriter messages = new StringWriter();
            PrintWriter writer = new PrintWriter(messages);
            int status = ToolProvider.findFirst("javac").orElseThrow().run(writer, writer,
                    arguments.toArray(String[]::new));
            writer.flush();
            assertThat(status).as("javac %s says:%n%s", snippets, messages).isZero();
            return classes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs a compiled snippet's {@code main} in a JVM of its own, in a folder of its own that is also its
     * home (so that no plugins of the user's are read), with the nqueens modules on the given path.
     *
     * @param snippet the snippet
     * @param classes the folder of its classes
     * @param path where the nqueens modules go
     * @param folder the working folder
     * @return what it printed, and its exit status
     */
    static Run run(JavaSnippet snippet, Path classes, LibraryPath path, Path folder) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Duser.home=" + folder));
        String libraries = runtimePath() + File.pathSeparator + classes;
        if (path == LibraryPath.CLASS) {
            command.addAll(List.of("--class-path", libraries, snippet.qualifiedName()));
        } else {
            command.addAll(List.of("--module-path", libraries, "--module",
                    MODULE + "/" + MODULE + "." + snippet.typeName()));
        }
        return execute(snippet, command, folder);
    }

    /**
     * Runs a compiled snippet's {@code main} in a JVM of its own on the given class path alone, in a folder
     * of its own that is also its home.
     *
     * @param snippet the snippet
     * @param classPath its classes and everything they need
     * @param folder the working folder
     * @param arguments the arguments of {@code main}
     * @return what it printed, and its exit status
     */
    static Run runOnClassPath(JavaSnippet snippet, String classPath, Path folder, String... arguments) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Duser.home=" + folder, "--class-path", classPath, snippet.qualifiedName()));
        command.addAll(List.of(arguments));
        return execute(snippet, command, folder);
    }

    private static Run execute(JavaSnippet snippet, List<String> command, Path folder) {
        try {
            Path out = folder.resolve(snippet.typeName() + ".out");
            Path err = folder.resolve(snippet.typeName() + ".err");
            ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().remove("NQUEENS_PLUGINS");
            // $HOME comes before user.home: without it, the home folder is the one -Duser.home names
            builder.environment().remove("HOME");
            Process process = builder.start();
            process.getOutputStream().close();     // nothing on standard input
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError(snippet + " did not end within two minutes: " + command);
            }
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while " + snippet + " ran", e);
        }
    }
}
