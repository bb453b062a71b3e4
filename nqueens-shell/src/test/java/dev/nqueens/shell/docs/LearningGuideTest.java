package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learning guide's example of checking a LeetCode 51 answer runs as printed: each {@code echo} writes
 * its file, and each {@code nqueens verify} prints what the guide shows after it.
 */
class LearningGuideTest {

    private static final Markdown CHAPTER = Markdown.read(Documents.file(Documents.GUIDES + "/learning.md"))
            .section("Checking your LeetCode 51 answer");
    private static final Pattern ECHO = Pattern.compile("^\\$ echo '([^']*)' > (\\S+)$");
    private static final String NQUEENS = "$ nqueens ";

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @TempDir
    Path folder;

    @Test
    void theAnswersAreCheckedAsTheGuideShows() throws IOException {
        List<String> blocks = CHAPTER.codeBlocks("text");
        assertThat(blocks).hasSize(1);
        List<String> lines = blocks.get(0).lines().toList();
        int commands = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher echo = ECHO.matcher(line);
            if (echo.matches()) {
                Files.writeString(folder.resolve(echo.group(2)), echo.group(1) + "\n");
            } else {
                assertThat(line).as("a line of the example").startsWith(NQUEENS);
                String printed = lines.get(++i);
                List<String> words = Arrays.stream(line.substring(NQUEENS.length()).split(" "))
                        .map(word -> word.endsWith(".json") ? folder.resolve(word).toString() : word).toList();
                CapturedStreams streams = new CapturedStreams();
                int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                        .run("", words);
                assertThat(streams.out()).as(line).isEqualTo(printed + "\n");
                assertThat(status).as(line).isEqualTo(printed.startsWith("ok") ? ExitStatus.OK : ExitStatus.FAILURE);
                commands++;
            }
        }
        assertThat(commands).isEqualTo(3);
    }
}
