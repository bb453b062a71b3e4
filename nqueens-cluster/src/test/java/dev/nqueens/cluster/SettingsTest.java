package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SettingsTest {

    @Test
    void readsAddressesWithAndWithoutPorts() {
        assertThat(MemberAddress.parse("10.0.0.1:5702")).isEqualTo(new MemberAddress("10.0.0.1", 5702));
        assertThat(MemberAddress.parse("node-2.example.org")).isEqualTo(new MemberAddress("node-2.example.org", 5701));
        assertThat(MemberAddress.parse("[fe80::1]:6000")).isEqualTo(new MemberAddress("fe80::1", 6000));
        assertThat(MemberAddress.parseList("a:1, b ,c:3"))
                .containsExactly(new MemberAddress("a", 1), new MemberAddress("b", 5701), new MemberAddress("c", 3));
        assertThat(MemberAddress.parse("[fe80::1]:6000")).hasToString("[fe80::1]:6000");
        assertThat(MemberAddress.parse("10.0.0.1")).hasToString("10.0.0.1:5701");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ":5701", "host:", "host:0", "host:65536", "host:12x", "ho st", "a:b:c", "[::1", "-bad"})
    void refusesWhatIsNotAnAddress(String text) {
        assertThatThrownBy(() -> MemberAddress.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .message().doesNotContain("\n").isNotBlank();
    }

    @Test
    void refusesEmptyEntriesInAList() {
        assertThatThrownBy(() -> MemberAddress.parseList("a:1,,b:2"))
                .hasMessage("'a:1,,b:2' has an empty address: write HOST:PORT,HOST:PORT");
    }

    @Test
    void derivesTheDefaultClusterNameFromTheUser() {
        String user = System.getProperty("user.name");
        try {
            System.setProperty("user.name", "Ada Lovelace");
            assertThat(ClusterName.forCurrentUser()).isEqualTo(ClusterName.of("nqueens-ada-lovelace"));
            System.setProperty("user.name", "x".repeat(100));
            assertThat(ClusterName.forCurrentUser().value()).hasSize(64).startsWith("nqueens-xxx");
        } finally {
            System.setProperty("user.name", user);
        }
    }

    @Test
    void refusesClusterNamesWithOtherCharacters() {
        assertThatThrownBy(() -> ClusterName.of("my cluster"))
                .hasMessage("cluster name 'my cluster' must be 1 to 64 letters, digits, dots, dashes and underscores");
        assertThatThrownBy(() -> ClusterName.of("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void startsMembersAloneOnLoopbackUnlessTold() {
        MemberSettings defaults = MemberSettings.builder().build();

        assertThat(defaults.interfaceAddress()).isEqualTo("127.0.0.1");
        assertThat(defaults.port()).isEqualTo(5701);
        assertThat(defaults.members()).isEmpty();
        assertThat(defaults.clusterName()).isEqualTo(ClusterName.forCurrentUser());
        assertThat(defaults.threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void refusesBadMemberSettings() {
        assertThatThrownBy(() -> MemberSettings.builder().interfaceAddress("0.0.0.256"))
                .hasMessage("interface '0.0.0.256' is not an IPv4 address such as 10.0.0.2");
        assertThatThrownBy(() -> MemberSettings.builder().interfaceAddress("eth0"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MemberSettings.builder().port(0)).hasMessage("port 0 is not between 1 and 65535");
        assertThatThrownBy(() -> MemberSettings.builder().threads(0))
                .hasMessage("the number of threads must be 1 or more, not 0");
    }

    @Test
    void refusesBadClientSettings() {
        assertThatThrownBy(() -> ClientSettings.builder(List.of()))
                .hasMessage("name at least one member of the cluster, as HOST:PORT");
        ClientSettings.Builder builder = ClientSettings.builder(List.of(MemberAddress.parse("a")));
        assertThatThrownBy(() -> builder.connectTimeout(Duration.ofMillis(999)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(builder.build().connectTimeout()).isEqualTo(Duration.ofSeconds(10));
    }
}
