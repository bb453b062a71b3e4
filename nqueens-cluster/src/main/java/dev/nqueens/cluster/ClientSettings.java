package dev.nqueens.cluster;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a {@link ClusterEngine} reaches a cluster: the addresses of some of its members, its name, and how
 * long to try. Instances are immutable; build one with {@link #builder(List)}.
 */
public final class ClientSettings {

    /** How long {@link ClusterEngine#connect} tries before it gives up, unless told otherwise. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final List<MemberAddress> members;
    private final ClusterName clusterName;
    private final Duration connectTimeout;
    private final Map<String, String> properties;
    private final @Nullable ClusterSecret secret;

    private ClientSettings(Builder builder) {
        this.members = builder.members;
        this.clusterName = builder.clusterName;
        this.connectTimeout = builder.connectTimeout;
        this.properties = Map.copyOf(builder.properties);
        this.secret = builder.secret;
    }

    /**
     * Starts the settings of a client that reaches the cluster through the members named.
     *
     * @param members addresses of members of the cluster, at least one; the client finds the others through
     *     them
     * @return a builder with the user's cluster name and a connect timeout of 10 seconds
     * @throws IllegalArgumentException if there is no address
     */
    public static Builder builder(List<MemberAddress> members) {
        return new Builder(members);
    }

    /**
     * The members the client asks first; it learns of the others from them.
     *
     * @return the addresses to connect to first
     */
    public List<MemberAddress> members() {
        return members;
    }

    /**
     * The cluster the client joins; members of another name refuse it.
     *
     * @return the name of the cluster to connect to
     */
    public ClusterName clusterName() {
        return clusterName;
    }

    /**
     * How long the client waits for the cluster, when it connects and after it loses it.
     *
     * @return how long connecting may take, the error included when it fails, whatever the addresses do
     *     (an address that accepts connections and never answers is given up at the end of it); and how long
     *     to try to reconnect after losing the cluster, about, before giving up
     */
    public Duration connectTimeout() {
        return connectTimeout;
    }

    /** @return the connect timeout as messages give it, in seconds, as in {@code 10 s} or {@code 2.5 s} */
    String connectTimeoutText() {
        return secondsText(connectTimeout);
    }

    /**
     * @param duration a time to show
     * @return it as messages give times, in seconds to the millisecond, as in {@code 10 s} or {@code 9.5 s}
     */
    static String secondsText(Duration duration) {
        return BigDecimal.valueOf(duration.toMillis(), 3).stripTrailingZeros().toPlainString() + " s";
    }

    /**
     * Hazelcast's own settings of the client, where they differ from nqueens' choice.
     *
     * @return Hazelcast client properties that override the client's own settings; for tuning and tests
     */
    public Map<String, String> properties() {
        return properties;
    }

    /**
     * The secret that keeps strangers out of the cluster's counts.
     *
     * @return the secret the cluster's members and clients share, which signs tasks and results; empty if the
     *     cluster has none, and trusts every host that reaches it
     */
    public Optional<ClusterSecret> secret() {
        return Optional.ofNullable(secret);
    }

    @Override
    public String toString() {
        return "ClientSettings[" + members + ", cluster " + clusterName + ", timeout " + connectTimeout + "]";
    }

    /** Builds {@link ClientSettings}. */
    public static final class Builder {
        private final List<MemberAddress> members;
        private ClusterName clusterName = ClusterName.forCurrentUser();
        private Duration connectTimeout = DEFAULT_CONNECT_TIMEOUT;
        private final Map<String, String> properties = new LinkedHashMap<>();
        private @Nullable ClusterSecret secret;

        private Builder(List<MemberAddress> members) {
            this.members = List.copyOf(members);
            if (this.members.isEmpty()) {
                throw new IllegalArgumentException("name at least one member of the cluster, as HOST:PORT");
            }
        }

        /**
         * Names the cluster to join; without it, the user's, {@link ClusterName#forCurrentUser()}.
         *
         * @param clusterName the name of the cluster, as its members were given
         * @return this builder
         */
        public Builder clusterName(ClusterName clusterName) {
            this.clusterName = Objects.requireNonNull(clusterName, "clusterName");
            return this;
        }

        /**
         * Sets how long the client waits for the cluster; without it, 10 seconds.
         *
         * @param timeout how long to try to connect before giving up, at least 1 second
         * @return this builder
         * @throws IllegalArgumentException if the timeout is shorter than a second
         */
        public Builder connectTimeout(Duration timeout) {
            if (timeout.compareTo(Duration.ofSeconds(1)) < 0) {
                throw new IllegalArgumentException("the connect timeout must be 1 second or more, not " + timeout);
            }
            this.connectTimeout = timeout;
            return this;
        }

        /**
         * Sets a Hazelcast client property, such as {@code hazelcast.client.heartbeat.timeout}, over the
         * client's own choice.
         *
         * @param name the property's name
         * @param value its value
         * @return this builder
         */
        public Builder property(String name, String value) {
            properties.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Gives the client the cluster's secret; without it, the client signs nothing and accepts unsigned results.
         *
         * @param secret the secret the cluster's members and clients share (see {@link ClusterSecret})
         * @return this builder
         */
        public Builder secret(ClusterSecret secret) {
            this.secret = Objects.requireNonNull(secret, "secret");
            return this;
        }

        /**
         * Makes the settings with what this builder was told, and the defaults for the rest.
         *
         * @return the settings
         */
        public ClientSettings build() {
            return new ClientSettings(this);
        }
    }
}
