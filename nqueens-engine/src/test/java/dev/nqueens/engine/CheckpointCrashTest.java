package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.testkit.internal.Eventually;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A counting process killed with {@code kill -9} in the middle of n = 16, and a second process that resumes
 * from its checkpoint: the total is right, and the subproblems the first one finished are not counted again.
 */
class CheckpointCrashTest {

    private static final int N = 16;
    private static final Pattern ID = Pattern.compile("^\\{\"id\":\"([^\"]+)\"");

    @TempDir
    Path folder;

    @Test
    void resumesAfterKillMinus9WithoutCountingFinishedSubproblemsAgain() throws Exception {
        Split split = RowPairs.split(N);
        int subproblems = split.subproblems().size();
        Path file = folder.resolve("16.checkpoint");

        Process first = start(List.of(), file, 1);
        Eventually.holds(() -> wholeLines(file).size() >= 1 + subproblems / 10 || !first.isAlive(),
                "a tenth of the subproblems in the checkpoint, or the end of the first count",
                Duration.ofSeconds(60));
        assertThat(first.isAlive()).as("the first count is still running when it is killed").isTrue();
        first.destroyForcibly().waitFor();
        List<String> beforeKill = wholeLines(file);
        List<String> finishedBefore = ids(beforeKill.subList(1, beforeKill.size()));
        assertThat(finishedBefore).hasSizeBetween(subproblems / 10, subproblems - 1);

        Path classLog = folder.resolve("classes.log");
        Process second = start(List.of("-Xlog:class+load=info:file=" + classLog), file, 2);
        assertThat(second.waitFor(120, TimeUnit.SECONDS)).as("the resumed count ends").isTrue();
        String output = new String(second.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(second.exitValue()).as(output).isZero();

        assertThat(output).isEqualTo(KnownCounts.total(N) + " " + KnownCounts.unique(N) + " "
                + finishedBefore.size() + " " + (subproblems - finishedBefore.size()));
        List<String> after = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(after).hasSize(1 + subproblems);
        assertThat(after.subList(0, beforeKill.size())).as("the lines before the kill, untouched")
                .isEqualTo(beforeKill);
        List<String> allIds = ids(after.subList(1, after.size()));
        assertThat(allIds).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(split.subproblems().stream().map(Subproblem::id).toList());
        Set<String> countedAgain = new HashSet<>(ids(after.subList(beforeKill.size(), after.size())));
        countedAgain.retainAll(finishedBefore);
        assertThat(countedAgain).as("subproblems finished before the kill and counted again").isEmpty();

        try (Stream<String> classes = Files.lines(classLog)) {
            List<String> loaded = classes.filter(line -> line.contains("dev.nqueens.engine.")
                    || line.contains("com.hazelcast")).toList();
            assertThat(loaded).as("classes of the engine module loaded")
                    .anyMatch(line -> line.contains("LocalEngine"));
            assertThat(loaded).as("Hazelcast classes loaded by a local count")
                    .noneMatch(line -> line.contains("com.hazelcast"));
        }
    }

    /** Starts {@link CheckpointedCount} in a JVM of its own, with this JVM's class and module path as class path. */
    private static Process start(List<String> options, Path file, int threads) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.add("-cp");
        command.add(Stream.of(System.getProperty("jdk.module.path"), System.getProperty("java.class.path"))
                .filter(path -> path != null && !path.isEmpty())
                .collect(Collectors.joining(File.pathSeparator)));
        command.add(CheckpointedCount.class.getName());
        command.add(file.toString());
        command.add(Integer.toString(N));
        command.add(Integer.toString(threads));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    /** @return the lines of the file that end in a line break; a torn last line is left out */
    private static List<String> wholeLines(Path file) {
        if (!Files.exists(file)) {
            return List.of();
        }
        String content;
        try {
            content = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String whole = content.substring(0, content.lastIndexOf('\n') + 1);
        return whole.isEmpty() ? List.of() : List.of(whole.split("\n"));
    }

    private static List<String> ids(List<String> resultLines) {
        List<String> ids = new ArrayList<>();
        for (String line : resultLines) {
            Matcher id = ID.matcher(line);
            assertThat(id.find()).as(line).isTrue();
            ids.add(id.group(1));
        }
        return ids;
    }
}
