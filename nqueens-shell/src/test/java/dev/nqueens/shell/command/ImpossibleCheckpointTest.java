package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code count --checkpoint FILE} with a file whose lines have valid checksums, as anyone can compute them,
 * but counts that cannot be right: refused in one line naming the file and the line, as every other bad
 * checkpoint is, and left as it was.
 */
class ImpossibleCheckpointTest {

    /** A subproblem's line as nqueens writes it, with its values in order. */
    private static final Pattern RESULT = Pattern.compile(
            "\\{\"id\":\"([^\"]+)\",\"solutions\":(\\d+),\"fixedPoints\":(\\d+),\"member\":\"([^\"]+)\",\"crc32\":\"[0-9a-f]{8}\"}");

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @TempDir
    Path folder;

    @ParameterizedTest(name = "line 3 with {0} solutions and {1} fixed points")
    @CsvSource(delimiter = '|', value = {
        "-1                  | 0 | subproblem %s has a negative count (-1 solutions, 0 fixed points); counts are 0 or more",
        "9223372036854775807 | 0 | subproblem %s has 9223372036854775807 solutions, more than the 2680 of the whole"
                + " board of n = 11",
    })
    void aCheckpointWithImpossibleCountsIsRefusedNamingTheFileAndTheLine(long solutions, long fixedPoints,
            String why) throws IOException {
        Path file = folder.resolve("eleven.ckpt");
        assertThat(CommandResult.oneShot(session, "count", "11", "--checkpoint", file.toString()).out())
                .isEqualTo("2680\n");
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        Matcher first = RESULT.matcher(lines.get(1));
        Matcher second = RESULT.matcher(lines.get(2));
        assertThat(first.matches() && second.matches()).as("lines 2 and 3 of %s", lines).isTrue();
        lines.set(2, line(second.group(1), solutions, fixedPoints, second.group(4)));
        Files.write(file, lines, StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(file);

        CommandResult result = CommandResult.oneShot(session, "count", "11", "--checkpoint", file.toString());

        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("nqueens: count: checkpoint " + file + ", line 3: "
                + String.format(Locale.ROOT, why, second.group(1)) + "\n");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    /** @return a line of a checkpoint with a valid checksum: the CRC-32 of its values, joined by line feeds */
    private static String line(String id, long solutions, long fixedPoints, String member) {
        CRC32 crc = new CRC32();
        crc.update(String.join("\n", id, Long.toString(solutions), Long.toString(fixedPoints), member)
                .getBytes(StandardCharsets.UTF_8));
        return String.format(Locale.ROOT, "{\"id\":\"%s\",\"solutions\":%d,\"fixedPoints\":%d,\"member\":\"%s\","
                + "\"crc32\":\"%08x\"}", id, solutions, fixedPoints, member, crc.getValue());
    }
}
