package dev.nqueens.shell;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What the end-to-end tests share to run the nqueens program in a JVM of its own: the command line, a home
 * of the test's own, and the end of a run within a deadline, with what it wrote.
 */
final class ShellProcesses {

    /** The java of the JVM running the tests. */
    static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    /** The runnable jar under test. */
    static final Path JAR = Path.of(System.getProperty("nqueens.jar", "target/nqueens.jar")).toAbsolutePath();

    private static final String USER_HOME = "-Duser.home=";

    private ShellProcesses() {
    }

    /**
     * How a run ended.
     *
     * @param status its exit status
     * @param out what it wrote to standard output
     * @param err what it wrote to standard error
     */
    record Run(int status, String out, String err) {
    }

    /** @return {@code java -Duser.home=HOME OPTIONS -jar nqueens.jar ARGS} */
    static List<String> java(Path home, List<String> options, String... args) {
        List<String> command = new ArrayList<>(List.of(JAVA.toString(), USER_HOME + home));
        command.addAll(options);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * Keeps the machine's home out of a run: {@code $HOME} comes before {@code user.home}, so it is removed,
     * and the folder a {@code -Duser.home=} of the command names is made, since a home must exist to be used.
     *
     * @param builder the run's process builder, its command set
     * @return the builder
     * @throws IOException if a home folder cannot be made
     */
    static ProcessBuilder withTheirOwnHome(ProcessBuilder builder) throws IOException {
        builder.environment().remove("HOME");
        for (String argument : builder.command()) {
            if (argument.startsWith(USER_HOME)) {
                Files.createDirectories(Path.of(argument.substring(USER_HOME.length())));
            }
        }
        return builder;
    }

    /**
     * Waits for a process whose standard output and error go to files, and reads them once it has ended.
     *
     * @param process the run
     * @param out the file of its standard output
     * @param err the file of its standard error
     * @param timeout how long it may take; after that it is destroyed and the test fails
     * @return how it ended
     * @throws IOException if a file cannot be read
     * @throws InterruptedException if the test is interrupted while it waits
     */
    static Run finish(Process process, Path out, Path err, Duration timeout) throws IOException, InterruptedException {
        if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("nqueens (" + process.info().commandLine().orElse("?") + ") did not end within "
                    + timeout);
        }
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
