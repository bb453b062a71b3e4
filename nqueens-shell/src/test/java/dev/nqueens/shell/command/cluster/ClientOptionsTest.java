package dev.nqueens.shell.command.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.cluster.ClientSettings;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The client's options as the cluster module takes them; the errors are {@code ClusterCommandsTest}'s. */
class ClientOptionsTest {

    @Test
    void theHelpGivesTheClustersOwnDefaultTimeout() {
        assertThat(Duration.ofSeconds(ClientOptions.DEFAULT_CONNECT_SECONDS))
                .isEqualTo(ClientSettings.DEFAULT_CONNECT_TIMEOUT);
    }
}
