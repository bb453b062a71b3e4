package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.status.ExitStatus;
import dev.nqueens.shell.session.Session;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * {@code count --cluster} to an address where something accepts connections and never says a word: one line
 * within the 10 s the README promises, saying that it did not answer as a member (Hazelcast alone would wait
 * for its handshake longer, and the message used to say that the address answered).
 */
class SilentClusterAddressTest {

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @Test
    void anAddressThatAcceptsAndNeverAnswersIsOneLineWithinTheConnectTimeout() throws Exception {
        List<Socket> accepted = new CopyOnWriteArrayList<>();
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        // held open, unread and unanswered, until the test ends
                        accepted.add(silent.accept());
                    }
                } catch (IOException e) {
                    // closed at the end of the test
                }
            }, "silent server");
            acceptor.setDaemon(true);
            acceptor.start();
            String address = "127.0.0.1:" + silent.getLocalPort();
            // the shell's own first start, cold, is not what is measured
            assertThat(CommandResult.oneShot(session, "count", "6").out()).isEqualTo("4\n");
            long start = System.nanoTime();

            CommandResult result = CommandResult.oneShot(session, "count", "12", "--cluster", address,
                    "--cluster-name", "silent-" + UUID.randomUUID());
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(result.status()).isEqualTo(ExitStatus.FAILURE);
            assertThat(result.out()).isEmpty();
            assertThat(result.err()).isEqualTo("nqueens: count: " + address + " accepted a connection but did not"
                    + " answer as an nqueens member within 10 s\n");
            // the connect ends half a second early, for the command around it
            assertThat(took).isLessThan(Duration.ofMillis(10_500));
            assertThat(accepted).as("connections accepted").isNotEmpty();
        } finally {
            for (Socket socket : accepted) {
                socket.close();
            }
        }
    }
}
