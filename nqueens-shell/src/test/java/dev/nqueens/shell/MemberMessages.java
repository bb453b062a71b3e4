package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.testkit.internal.Eventually;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** The messages of a cluster member that a test started as a process, its standard error sent to a file. */
final class MemberMessages {

    private MemberMessages() {
    }

    /**
     * Waits until a member's standard error, in {@code NAME.err} of the folder, holds the text, failing at once
     * if the member has ended.
     *
     * @param folder where the member's output goes
     * @param name the member's name in the test
     * @param member its process
     * @param text what to wait for
     * @param timeout the longest wait
     */
    static void await(Path folder, String name, Process member, String text, Duration timeout) {
        Path file = folder.resolve(name + ".err");
        Eventually.holds(() -> {
            String messages = read(file);
            assertThat(member.isAlive()).as("%s is running; its messages: %s", name, messages).isTrue();
            return messages.contains(text);
        }, name + " says '" + text + "'", timeout);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
