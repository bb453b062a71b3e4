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
 * The learning guide's examples run as printed: in checking a LeetCode 51 answer, each {@code echo} writes its
 * file, and each {@code nqueens verify} prints what the guide shows after it; the JSON Lines of
 * {@code nqueens trace ... | head -K} are the first K lines that trace prints.
 */
class LearningGuideTest {

    private static final Markdown CHAPTER = Markdown.read(Documents.file(Documents.GUIDES + "/learning.md"))
            .section("Checking your LeetCode 51 answer");
    private static final Markdown JSON_LINES = Markdown.read(Documents.file(Documents.GUIDES + "/learning.md"))
            .section("The JSON Lines");
    private static final Markdown TREE = Markdown.read(Documents.file(Documents.GUIDES + "/learning.md"))
            .section("The whole tree");
    private static final Pattern HEAD = Pattern.compile("^\\$ nqueens (.*) \\| head -([0-9]+)$");
    private static final Pattern COMMAND = Pattern.compile("^\\$ nqueens (.*?)(?: \\| tail -([0-9]+))?$");
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

    @Test
    void theJsonLinesAreWhatTracePrints() {
        List<String> blocks = JSON_LINES.codeBlocks("text");
        assertThat(blocks).hasSize(1);
        List<String> lines = blocks.get(0).lines().toList();
        int commands = 0;
        for (int i = 0; i < lines.size(); i += 1) {
            Matcher head = HEAD.matcher(lines.get(i));
            assertThat(head.matches()).as("a line of the example, %s", lines.get(i)).isTrue();
            int count = Integer.parseInt(head.group(2));
            CapturedStreams streams = new CapturedStreams();
            int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                    .run("", List.of(head.group(1).split(" ")));
            assertThat(status).isEqualTo(ExitStatus.OK);
            assertThat(lines.subList(i + 1, i + 1 + count)).as(lines.get(i))
                    .isEqualTo(streams.out().lines().limit(count).toList());
            i += count;
            commands++;
        }
        assertThat(commands).isEqualTo(2);
    }

    /** The tree and the summary print what the guide shows after each command, all of it or its last lines. */
    @Test
    void theTreesAndSummariesAreWhatTracePrints() {
        List<String> blocks = TREE.codeBlocks("text");
        assertThat(blocks).hasSize(2);
        for (String block : blocks) {
            List<String> lines = block.lines().toList();
            Matcher command = COMMAND.matcher(lines.get(0));
            assertThat(command.matches()).as("a command, %s", lines.get(0)).isTrue();
            CapturedStreams streams = new CapturedStreams();
            int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                    .run("", List.of(command.group(1).split(" ")));
            assertThat(status).isEqualTo(ExitStatus.OK);
            List<String> printed = streams.out().lines().toList();
            if (command.group(2) != null) {
                printed = printed.subList(printed.size() - Integer.parseInt(command.group(2)), printed.size());
            }
            assertThat(lines.subList(1, lines.size())).as(lines.get(0)).isEqualTo(printed);
        }
    }
}
