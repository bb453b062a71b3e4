package dev.nqueens.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.client.config.ClientConnectionStrategyConfig;
import com.hazelcast.core.HazelcastInstance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Starts the Hazelcast client of a {@link ClusterEngine}, connected, within the settings' connect timeout
 * whatever the addresses do, and says why it could not: from what a probe of each address finds there.
 */
final class ClientConnector {

    /** The part of the connect timeout kept for the caller, to print the error and end within the timeout. */
    private static final long MARGIN_MILLIS = 500;
    /** Hazelcast's client property: how long without an answer before the client takes itself to be cut off. */
    static final String HEARTBEAT_TIMEOUT = "hazelcast.client.heartbeat.timeout";
    /** Its value unless the settings say otherwise: 15 s, where Hazelcast's own is 60. */
    static final Duration DEFAULT_HEARTBEAT_TIMEOUT = Duration.ofSeconds(15);

    private ClientConnector() {
    }

    /**
     * Starts a client and connects it, or gives up a little before the end of the connect timeout, in time
     * for the caller to say so within it.
     *
     * @param settings the members to connect to, the cluster's name, the timeout, Hazelcast's properties
     * @return the client, connected
     * @throws ClusterException if no member answers within the timeout, or none lets the client into a
     *     cluster of that name, or an address accepts connections but never answers as a member; the
     *     message says which
     */
    static HazelcastInstance connect(ClientSettings settings) {
        long timeoutMillis = settings.connectTimeout().toMillis();
        long deadline = System.nanoTime()
                + TimeUnit.MILLISECONDS.toNanos(timeoutMillis - Math.min(MARGIN_MILLIS, timeoutMillis / 20));
        ClusterProtocol.silenceHazelcastLog();
        return startClient(settings, deadline);
    }

    /**
     * Starts the client, connected, within the connect timeout whatever the addresses do. Hazelcast alone
     * does not keep to it: it waits for an answer to its handshake as long as its heartbeat timeout, 15 s,
     * even past its own connect timeout, so an address that accepts connections and never answers would hold
     * it that long. The client therefore starts on a thread of its own, and is given up at the deadline; a
     * client that connects after that is shut down at once.
     *
     * <p>Beside it, from the start, a {@link Probes probe} of each address finds what is there, so that a
     * failure is explained by what each address did during the whole connect timeout: a member on a slow
     * machine that takes a second to answer is still seen to answer.
     *
     * @param deadline the {@link System#nanoTime()} by which the connect ends, either way: a little before the
     *     end of the connect timeout, which is the caller's to end within
     */
    private static HazelcastInstance startClient(ClientSettings settings, long deadline) {
        ClientConfig config = config(settings);
        CompletableFuture<HazelcastInstance> started = new CompletableFuture<>();
        Thread starter = new Thread(() -> {
            try {
                HazelcastInstance client = HazelcastClient.newHazelcastClient(config);
                if (!started.complete(client)) {
                    client.shutdown();
                }
            } catch (RuntimeException | Error e) {
                started.completeExceptionally(e);
            }
        }, "nqueens cluster connect");
        // a client given up on must not keep the JVM alive while it tries on
        starter.setDaemon(true);
        starter.start();
        try (Probes probes = Probes.start(settings.members(), deadline)) {
            return awaitClient(settings, started, probes, deadline);
        } catch (InterruptedException e) {
            started.cancel(false);
            Thread.currentThread().interrupt();
            throw new ClusterException("interrupted while connecting to cluster '" + settings.clusterName() + "'",
                    e);
        }
    }

    /** @return the client, once connected; or the failure to connect by the deadline, explained */
    private static HazelcastInstance awaitClient(ClientSettings settings,
            CompletableFuture<HazelcastInstance> started, Probes probes, long deadline) throws InterruptedException {
        try {
            return started.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            if (started.cancel(false)) {
                throw explainConnectFailure(settings, new ClusterException("the client was not let into cluster '"
                        + settings.clusterName() + "' within " + settings.connectTimeoutText()),
                        probes);
            }
            // it has just ended, one way or the other
            return startedClient(settings, started, probes);
        } catch (ExecutionException e) {
            throw explainConnectFailure(settings, failure(e.getCause()), probes);
        }
    }

    /** @return the client of a start that has ended, or the failure to start it, explained */
    private static HazelcastInstance startedClient(ClientSettings settings,
            CompletableFuture<HazelcastInstance> started, Probes probes) throws InterruptedException {
        try {
            return started.join();
        } catch (CompletionException e) {
            throw explainConnectFailure(settings, failure(e.getCause()), probes);
        }
    }

    private static RuntimeException failure(@Nullable Throwable cause) {
        return cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
    }

    /**
     * @param settings the client's settings, which may set Hazelcast's {@value #HEARTBEAT_TIMEOUT}
     * @return how long the client goes without an answer from the cluster before it takes itself to be cut off
     * @throws IllegalArgumentException if the settings give the property a value that is not a whole number
     */
    static Duration heartbeatTimeout(ClientSettings settings) {
        String given = settings.properties().get(HEARTBEAT_TIMEOUT);
        if (given == null) {
            return DEFAULT_HEARTBEAT_TIMEOUT;
        }
        try {
            return Duration.ofMillis(Long.parseLong(given.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(HEARTBEAT_TIMEOUT + " must be milliseconds, not '" + given + "'", e);
        }
    }

    private static ClientConfig config(ClientSettings settings) {
        ClientConfig config = new ClientConfig();
        config.setClusterName(settings.clusterName().value());
        ClusterProtocol.commonProperties().forEach(config::setProperty);
        long timeoutMillis = settings.connectTimeout().toMillis();
        // a member that stops answering is given up in about 15 seconds rather than Hazelcast's 60
        config.setProperty("hazelcast.client.heartbeat.interval", "3000");
        config.setProperty(HEARTBEAT_TIMEOUT, Long.toString(DEFAULT_HEARTBEAT_TIMEOUT.toMillis()));
        settings.properties().forEach(config::setProperty);
        config.getNetworkConfig()
                .addAddress(settings.members().stream().map(MemberAddress::toString).toArray(String[]::new))
                .setConnectionTimeout((int) Math.min(timeoutMillis, 5_000));
        config.getConnectionStrategyConfig()
                .setAsyncStart(false)
                .setReconnectMode(ClientConnectionStrategyConfig.ReconnectMode.ON)
                .getConnectionRetryConfig()
                .setClusterConnectTimeoutMillis(timeoutMillis)
                .setInitialBackoffMillis(250)
                .setMaxBackoffMillis(2_000);
        WireFormat.applyTo(config.getSerializationConfig());
        return config;
    }

    /**
     * Says why the client could not connect, from what the probe of each address found there: nothing that
     * accepts a connection (no member running, a closed port); something that answers, but did not let the
     * client in (a member of another cluster name); or something that accepts connections and never answers
     * (another program, or a member that hangs), which Hazelcast would wait for longer than the timeout.
     *
     * @param failure why the client did not start, or that it did not within the timeout
     * @param probes the probes, which end by the end of the connect timeout, but for a few milliseconds
     */
    private static ClusterException explainConnectFailure(ClientSettings settings, RuntimeException failure,
            Probes probes) throws InterruptedException {
        List<MemberAddress> answering = new ArrayList<>();
        List<MemberAddress> silent = new ArrayList<>();
        probes.found(failure).forEach((member, probe) -> {
            switch (probe) {
                case ANSWERS -> answering.add(member);
                case SILENT -> silent.add(member);
                case UNREACHABLE -> { }
                default -> throw new IllegalStateException();
            }
        });
        String seconds = settings.connectTimeoutText();
        if (!answering.isEmpty()) {
            return new ClusterException(addresses(answering) + " answered, but no member let this client into"
                    + " cluster '" + settings.clusterName() + "' within " + seconds
                    + ": is that the members' cluster name?", failure);
        }
        if (!silent.isEmpty()) {
            return new ClusterException(addresses(silent) + (silent.size() == 1 ? " accepted a connection"
                    : " accepted connections") + " but did not answer as an nqueens member within " + seconds,
                    failure);
        }
        return new ClusterException("no member of cluster '" + settings.clusterName() + "' answered at "
                + addresses(settings.members()) + " within " + seconds + ": is 'nqueens member' running there,"
                + " on that interface and port, and is the port open?", failure);
    }

    private static String addresses(List<MemberAddress> members) {
        return members.stream().map(MemberAddress::toString).collect(Collectors.joining(", "));
    }
}
