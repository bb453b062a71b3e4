package dev.nqueens.shell.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A history file too large to read is cut down to its last whole lines. */
class HistoryTailTest {

    @TempDir
    Path folder;

    private Path history() {
        return folder.resolve("history");
    }

    @Test
    void aSmallHistoryIsLeftAsItIs() throws IOException {
        Files.writeString(history(), "count 8\nsolve 4\n");
        HistoryTail.keep(history(), 100);
        assertThat(Files.readString(history())).isEqualTo("count 8\nsolve 4\n");
    }

    @Test
    void aMissingHistoryStaysMissing() throws IOException {
        HistoryTail.keep(history(), 100);
        assertThat(history()).doesNotExist();
    }

    @Test
    void aLargeHistoryKeepsItsLastWholeLinesWithinTheBound() throws IOException {
        String lines = IntStream.range(0, 1000).mapToObj(i -> "count " + i + "\n").collect(Collectors.joining());
        Files.writeString(history(), lines);
        HistoryTail.keep(history(), 30);
        // the last three lines are 30 bytes exactly, and the line before them ends just outside the bound
        assertThat(Files.readString(history())).isEqualTo("count 997\ncount 998\ncount 999\n");
        try (var files = Files.list(folder)) {
            assertThat(files).containsExactly(history());
        }
    }

    @Test
    void aLineThatEndsJustBeforeTheBoundIsKeptWhole() throws IOException {
        Files.writeString(history(), "first\nsecond\n");
        HistoryTail.keep(history(), 7);
        assertThat(Files.readString(history())).isEqualTo("second\n");
    }

    @Test
    void oneLineLargerThanTheBoundLeavesNothing() throws IOException {
        Files.writeString(history(), "x".repeat(1000));
        HistoryTail.keep(history(), 100);
        assertThat(Files.readString(history())).isEmpty();
    }
}
