package dev.nqueens.shell.command.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.SearchEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The paused frames of docs/learning.md are those {@code trace} draws at their step, the key line aside: the
 * squares tried, the lines of attack and each search's state as the guide shows them.
 */
class LearningFramesTest {

    private static final Pattern STATUS =
            Pattern.compile("^trace ([0-9]+) with ([a-z]+)  step ([0-9]+)  solutions [0-9]+  delay 200 ms  paused$");

    /** @return the guide's code blocks that are paused frames; Surefire runs in the module's folder */
    private static List<String> frames() throws IOException {
        List<String> frames = new ArrayList<>();
        StringBuilder block = null;
        for (String line : Files.readAllLines(Path.of("").toAbsolutePath().getParent().resolve("docs/learning.md"))) {
            if (line.startsWith("```")) {
                if (block != null && STATUS.matcher(block.toString().lines().findFirst().orElse("")).matches()) {
                    frames.add(block.toString());
                }
                block = block == null ? new StringBuilder() : null;
            } else if (block != null) {
                block.append(line).append('\n');
            }
        }
        return frames;
    }

    @Test
    void theGuidesFramesAreThoseTraceDraws() throws IOException {
        List<String> frames = frames();
        assertThat(frames).hasSize(4);
        for (String frame : frames) {
            Matcher status = STATUS.matcher(frame.lines().findFirst().orElseThrow());
            assertThat(status.matches()).isTrue();
            int n = Integer.parseInt(status.group(1));
            List<SearchEvent> events = TraceBoardTest.events(status.group(2), n, Integer.parseInt(status.group(3)));
            TraceBoard board = TraceBoardTest.board(status.group(2), n, events);
            events.forEach(board::apply);
            assertThat(String.join("\n", board.frame(200, "paused", 0, 200, List.of())) + "\n").isEqualTo(frame);
        }
    }
}
