package dev.nqueens.cluster;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.internal.Eventually;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * Members of a cluster in this JVM, on 127.0.0.1, with a cluster name of their own, TCP join only, and
 * Hazelcast's timings cut down so that they form, notice a dead member and stop in seconds.
 */
final class TestCluster implements AutoCloseable {

    /** Hazelcast settings that make a test cluster quick; the rest are the members' own. */
    static final Map<String, String> QUICK = Map.of(
            "hazelcast.wait.seconds.before.join", "0",
            "hazelcast.max.wait.seconds.before.join", "0",
            "hazelcast.heartbeat.interval.seconds", "1",
            "hazelcast.max.no.heartbeat.seconds", "4",
            "hazelcast.partition.count", "31",
            "hazelcast.graceful.shutdown.max.wait", "5");

    /** How long Hazelcast's asynchronous events, a member joining or leaving, may take to arrive. */
    static final Duration EVENTS = Duration.ofSeconds(10);

    final ClusterName name = ClusterName.of("nqueens-test-" + UUID.randomUUID().toString().substring(0, 8));
    final List<ClusterMember> members = new ArrayList<>();
    /** What the members told the user, each line prefixed with the member's index. */
    final List<String> news = new CopyOnWriteArrayList<>();

    private TestCluster() {
    }

    /**
     * @param size the number of members
     * @param threads the threads of each
     * @param solvers the solvers each counts with
     * @return the members, joined
     */
    static TestCluster start(int size, int threads, Registry<Solver> solvers) {
        return start(size, threads, index -> solvers);
    }

    /**
     * @param size the number of members
     * @param threads the threads of each
     * @param solvers the solvers the member of each index counts with
     * @return the members, joined
     */
    static TestCluster start(int size, int threads, IntFunction<Registry<Solver>> solvers) {
        return start(size, threads, solvers, index -> Optional.empty());
    }

    /**
     * @param size the number of members
     * @param threads the threads of each
     * @param solvers the solvers the member of each index counts with
     * @param secrets the cluster secret the member of each index has, if any
     * @return the members, joined
     */
    static TestCluster start(int size, int threads, IntFunction<Registry<Solver>> solvers,
            IntFunction<Optional<ClusterSecret>> secrets) {
        return start(size, index -> threads, solvers, secrets);
    }

    /**
     * @param size the number of members
     * @param threads the threads of the member of each index
     * @param solvers the solvers the member of each index counts with
     * @param secrets the cluster secret the member of each index has, if any
     * @return the members, joined
     */
    static TestCluster start(int size, IntUnaryOperator threads, IntFunction<Registry<Solver>> solvers,
            IntFunction<Optional<ClusterSecret>> secrets) {
        TestCluster cluster = new TestCluster();
        try {
            List<MemberAddress> seeds = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                MemberSettings.Builder settings = MemberSettings.builder().port(freePort()).clusterName(cluster.name)
                        .threads(threads.applyAsInt(i)).members(seeds);
                QUICK.forEach(settings::property);
                secrets.apply(i).ifPresent(settings::secret);
                int index = i;
                ClusterMember member = ClusterMember.start(settings.build(), solvers.apply(i),
                        message -> cluster.news.add(index + ": " + message));
                cluster.members.add(member);
                if (seeds.isEmpty()) {
                    seeds.add(MemberAddress.parse(member.address()));
                }
            }
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /**
     * Waits for a member to tell the user something, and fails the test if it does not within
     * {@link #EVENTS}: Hazelcast delivers membership events asynchronously.
     *
     * @param line the line, prefixed with the member's index
     */
    void awaitNews(String line) {
        Eventually.matches(() -> List.copyOf(news), seen -> seen.contains(line), "the news '" + line + "'", EVENTS);
    }

    /**
     * Waits for a member to tell the user something that matches a pattern, as {@link #awaitNews} does.
     *
     * @param pattern the line's pattern, the member's index included
     */
    void awaitNewsMatching(String pattern) {
        Eventually.matches(() -> List.copyOf(news), seen -> seen.stream().anyMatch(line -> line.matches(pattern)),
                "news matching '" + pattern + "'", EVENTS);
    }

    /**
     * Waits for the partitions to settle where the members that joined last put them: a task is sent by a key
     * of a partition that its member owns, and one sent while that partition moves runs where it lands. A test
     * of which member is sent what waits for this first, as a real cluster is settled long before a count.
     */
    void awaitPartitionsSettled() {
        Eventually.holds(() -> Hazelcast.getAllHazelcastInstances().stream()
                .filter(instance -> instance.getLifecycleService().isRunning())
                .allMatch(instance -> instance.getPartitionService().isClusterSafe()), "the partitions to settle",
                EVENTS);
    }

    /** @return settings for a client of this cluster that gives up after 5 seconds */
    ClientSettings clientSettings() {
        return clientSettingsBuilder().build();
    }

    /** @return a builder of {@link #clientSettings()}, for a test to add to */
    ClientSettings.Builder clientSettingsBuilder() {
        return ClientSettings.builder(List.of(MemberAddress.parse(members.get(0).address()))).clusterName(name)
                .connectTimeout(Duration.ofSeconds(5));
    }

    /**
     * @param secret the secret the client has
     * @return settings for a client of this cluster with that secret, that gives up after 5 seconds
     */
    ClientSettings clientSettings(ClusterSecret secret) {
        return clientSettingsBuilder().secret(secret).build();
    }

    /** Stops a member at once, handing nothing over, as a crash would. */
    void kill(int index) {
        instanceOf(members.get(index)).getLifecycleService().terminate();
    }

    /** Stops every member at once. */
    @Override
    public void close() {
        for (ClusterMember member : members) {
            if (member.isRunning()) {
                instanceOf(member).getLifecycleService().terminate();
            }
        }
    }

    /** @return the running Hazelcast instance of a member of this process */
    static HazelcastInstance instanceOf(ClusterMember member) {
        return Hazelcast.getAllHazelcastInstances().stream()
                .filter(instance -> instance.getLifecycleService().isRunning())
                .filter(instance -> member.address().equals(
                        ClusterProtocol.describe(instance.getCluster().getLocalMember())))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no running member at " + member.address()));
    }

    /** @return a port on 127.0.0.1 that nothing listens on now */
    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
