package dev.nqueens.cluster;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * How to start a {@link ClusterMember}: where it listens, which members it joins, the cluster's name, and
 * how many subproblems it counts at once. Instances are immutable; build one with {@link #builder()}.
 *
 * <p><b>Safe defaults.</b> A member finds others only through the addresses it is given (TCP, never
 * multicast or cloud discovery), listens on the loopback address {@code 127.0.0.1} unless told an
 * interface, takes its port exactly (no silent move to the next free one), and takes the
 * {@linkplain ClusterName#forCurrentUser() user's cluster name} unless given one. It does not phone home.
 *
 * <p><b>Security.</b> Hazelcast's open-source edition has no authentication: whoever can reach a member's
 * port and knows the cluster name can join or connect. Open the port only to the machines of the cluster,
 * and give its members and clients a {@link Builder#secret secret}: with it, a host without the secret can
 * neither have tasks counted nor count for the cluster (docs/cluster.md says what it can still do). Members
 * and clients deserialize only nqueens' own classes and the JDK's.
 */
public final class MemberSettings {

    private static final String LOOPBACK = "127.0.0.1";
    private static final String OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
    private static final Pattern IPV4 = Pattern.compile("(" + OCTET + "\\.){3}" + OCTET);

    private final int port;
    private final List<MemberAddress> members;
    private final ClusterName clusterName;
    private final String interfaceAddress;
    private final int threads;
    private final Map<String, String> properties;
    private final @Nullable ClusterSecret secret;

    private MemberSettings(Builder builder) {
        this.port = builder.port;
        this.members = builder.members;
        this.clusterName = builder.clusterName;
        this.interfaceAddress = builder.interfaceAddress;
        this.threads = builder.threads;
        this.properties = Map.copyOf(builder.properties);
        this.secret = builder.secret;
    }

    /**
     * Starts the settings of a member, to be told where it listens and what cluster it joins.
     *
     * @return a builder with the defaults: port 5701, no other members, the user's cluster name, loopback, and
     *     a thread per core
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The port on which the member takes other members and clients.
     *
     * @return the TCP port the member listens on
     */
    public int port() {
        return port;
    }

    /**
     * The members this one asks to let it in.
     *
     * @return the members to join; empty for the first member of a cluster
     */
    public List<MemberAddress> members() {
        return members;
    }

    /**
     * The cluster the member joins; members and clients of another name are refused.
     *
     * @return the name the cluster's members and clients share
     */
    public ClusterName clusterName() {
        return clusterName;
    }

    /**
     * The address at which the other machines reach the member.
     *
     * @return the IPv4 address of this machine that the member listens on and gives others to reach it
     */
    public String interfaceAddress() {
        return interfaceAddress;
    }

    /**
     * How many subproblems the member counts at once.
     *
     * @return the number of subproblems the member counts at once, one per thread
     */
    public int threads() {
        return threads;
    }

    /**
     * Hazelcast's own settings of the member, where they differ from nqueens' choice.
     *
     * @return Hazelcast properties that override the member's own settings; for tuning and tests
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
        return "MemberSettings[" + interfaceAddress + ":" + port + ", cluster " + clusterName + ", members " + members
                + ", " + threads + " threads]";
    }

    /** Builds {@link MemberSettings}. */
    public static final class Builder {
        private int port = MemberAddress.DEFAULT_PORT;
        private List<MemberAddress> members = List.of();
        private ClusterName clusterName = ClusterName.forCurrentUser();
        private String interfaceAddress = LOOPBACK;
        private int threads = Runtime.getRuntime().availableProcessors();
        private final Map<String, String> properties = new LinkedHashMap<>();
        private @Nullable ClusterSecret secret;

        private Builder() {
        }

        /**
         * Sets the port the member listens on; without it, 5701.
         *
         * @param port the TCP port to listen on, 1 to 65535; the member fails to start if it is taken
         * @return this builder
         * @throws IllegalArgumentException if the port is out of range
         */
        public Builder port(int port) {
            if (port < 1 || port > 65_535) {
                throw new IllegalArgumentException("port " + port + " is not between 1 and 65535");
            }
            this.port = port;
            return this;
        }

        /**
         * Names members of a cluster to join; without them, the member starts a cluster of its own.
         *
         * @param members members of the cluster to join; the member joins whichever answers, and learns of
         *     the others from it
         * @return this builder
         */
        public Builder members(List<MemberAddress> members) {
            this.members = List.copyOf(members);
            return this;
        }

        /**
         * Names the cluster to join or start; without it, the user's, {@link ClusterName#forCurrentUser()}.
         *
         * @param clusterName the name shared by the cluster's members and clients
         * @return this builder
         */
        public Builder clusterName(ClusterName clusterName) {
            this.clusterName = Objects.requireNonNull(clusterName, "clusterName");
            return this;
        }

        /**
         * Sets the address at which the other machines reach the member; without it, loopback, which only this machine
         * reaches.
         *
         * @param address an IPv4 address of this machine that the other machines reach it at, as in
         *     {@code 10.0.0.2}; the member listens there only
         * @return this builder
         * @throws IllegalArgumentException if the text is not an IPv4 address (whether the machine has it is
         *     checked when the member starts)
         */
        public Builder interfaceAddress(String address) {
            if (!IPV4.matcher(address).matches()) {
                throw new IllegalArgumentException("interface '" + address
                        + "' is not an IPv4 address such as 10.0.0.2");
            }
            this.interfaceAddress = address;
            return this;
        }

        /**
         * Sets how many subproblems the member counts at once; without it, one per core.
         *
         * @param threads how many subproblems the member counts at once, 1 or more
         * @return this builder
         * @throws IllegalArgumentException if threads is below 1
         */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("the number of threads must be 1 or more, not " + threads);
            }
            this.threads = threads;
            return this;
        }

        /**
         * Sets a Hazelcast property, such as {@code hazelcast.max.no.heartbeat.seconds}, over the member's own
         * choice: for tuning a cluster, and for tests that need it to form in a second.
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
         * Gives the member the cluster's secret; without it, the member counts only unsigned tasks, and signs nothing.
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
        public MemberSettings build() {
            return new MemberSettings(this);
        }
    }
}
