package dev.nqueens.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.config.DurableExecutorConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.MapConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.map.listener.EntryAddedListener;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A member of an nqueens cluster, running in this process: it counts the subproblems that
 * {@link ClusterEngine clients} send, with the solvers it is given, on {@link MemberSettings#threads()}
 * threads. It tells the user through a {@link StatusListener} when it has joined, how many members it sees,
 * and when that changes.
 *
 * <p>A command that runs a member in the foreground until Ctrl-C:
 * <pre>{@code
 * try (ClusterMember member = ClusterMember.start(settings, Registry.installed(ProviderKind.SOLVER), err::println)) {
 *     member.serve(cancellation);     // returns once Ctrl-C cancels
 * }                                   // close() leaves the cluster cleanly
 * }</pre>
 *
 * <p>Hazelcast's own log is off, so that standard error shows these messages only; run the JVM with
 * {@code -Dhazelcast.logging.type=jdk} to see it.
 *
 * <p>Leaving cleanly hands the member's share of the work to the others first. A member that dies
 * instead (a crash, {@code kill -9}) costs the cluster time, not correctness: each task it was running is
 * run again from its backup on another member. One that hangs (a stopped process, a frozen machine, its cable
 * cut) is dropped after 60 seconds of silence, and its clients count its tasks elsewhere once they are
 * overdue, sooner.
 */
public final class ClusterMember implements AutoCloseable {

    /** How often {@link #serve} looks at its cancellation. */
    private static final long SERVE_POLL_MILLIS = 100;

    private final HazelcastInstance instance;
    private final MemberSettings settings;
    private final StatusListener status;
    private final String address;
    private final MemberContext context;

    private ClusterMember(HazelcastInstance instance, MemberSettings settings, StatusListener status) {
        this.instance = instance;
        this.settings = settings;
        this.status = status;
        this.address = ClusterProtocol.describe(instance.getCluster().getLocalMember());
        this.context = (MemberContext) Objects.requireNonNull(instance.getUserContext()
                .get(ClusterProtocol.MEMBER_CONTEXT), "the member's context, which its start put there");
    }

    /**
     * Starts a member and joins the cluster: the members named in the settings, if any answer, else a new
     * cluster of one that others can join. Returns once it has joined, and says so to the listener.
     *
     * @param settings where to listen, whom to join, the cluster's name
     * @param solvers the solvers to count subproblems with, found by the id each subproblem carries
     * @param status where news of the cluster goes, one line each
     * @return the running member
     * @throws ClusterException if the member cannot start: the interface is not this machine's, the port
     *     is taken; the message says which
     */
    public static ClusterMember start(MemberSettings settings, Registry<Solver> solvers, StatusListener status) {
        Objects.requireNonNull(solvers, "solvers");
        Objects.requireNonNull(status, "status");
        checkInterface(settings.interfaceAddress());
        ClusterProtocol.silenceHazelcastLog();
        Config config = config(settings, new MemberContext(solvers, status, settings.secret()));
        HazelcastInstance instance;
        try {
            instance = Hazelcast.newHazelcastInstance(config);
        } catch (RuntimeException e) {
            throw new ClusterException("cannot start a member at " + settings.interfaceAddress() + ":" + settings.port()
                    + ": " + ClusterProtocol.firstLine(e), e);
        }
        try {
            ClusterMember member = new ClusterMember(instance, settings, status);
            member.listen();
            return member;
        } catch (RuntimeException e) {
            instance.getLifecycleService().terminate();
            throw new ClusterException("cannot start a member at " + settings.interfaceAddress() + ":" + settings.port()
                    + ": " + ClusterProtocol.firstLine(e), e);
        }
    }

    private static void checkInterface(String interfaceAddress) {
        try {
            InetAddress address = InetAddress.getByName(interfaceAddress);
            if (!address.isLoopbackAddress() && NetworkInterface.getByInetAddress(address) == null) {
                throw new ClusterException(interfaceAddress + " is not an address of this machine: the interface must"
                        + " be one of its own addresses, the one the other machines reach it at");
            }
        } catch (IOException e) {
            throw new ClusterException("cannot read the network interfaces of this machine: " + e.getMessage(), e);
        }
    }

    private static Config config(MemberSettings settings, MemberContext context) {
        Config config = new Config();
        config.setClusterName(settings.clusterName().value());
        ClusterProtocol.commonProperties().forEach(config::setProperty);
        // listen on the given interface only, not on every interface of the machine
        config.setProperty("hazelcast.socket.bind.any", "false");
        // A member that hangs is dropped after Hazelcast's 60 s of silence; its clients count its tasks elsewhere
        // once they are overdue (ClusterRun). With 15 s, one member stopped for 60 s had healthy members
        // dropped too, in each of three runs on eight members, and none with 60 s (issue 41).
        config.setProperty("hazelcast.heartbeat.interval.seconds", "3");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "60");
        // members started at about the same time on different machines, each alone at first, merge soon
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "10");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "10");
        config.setProperty("hazelcast.wait.seconds.before.join", "1");
        config.setProperty("hazelcast.graceful.shutdown.max.wait", "20");
        config.setProperty("hazelcast.health.monitoring.level", "OFF");
        settings.properties().forEach(config::setProperty);

        NetworkConfig network = config.getNetworkConfig();
        network.setPort(settings.port()).setPortAutoIncrement(false);
        network.getInterfaces().setEnabled(true).addInterface(settings.interfaceAddress());
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(5)
                .setMembers(settings.members().stream().map(MemberAddress::toString).toList());

        config.getMemberAttributeConfig()
                .setAttribute(ClusterProtocol.THREADS_ATTRIBUTE, Integer.toString(settings.threads()))
                .setAttribute(ClusterProtocol.HEAP_ATTRIBUTE, Long.toString(Runtime.getRuntime().maxMemory()))
                .setAttribute(ClusterProtocol.PROTOCOL_ATTRIBUTE, ClusterProtocol.PROTOCOL_VERSION)
                .setAttribute(ClusterProtocol.VERSION_ATTRIBUTE, ClusterProtocol.VERSION);
        settings.secret().ifPresent(secret -> config.getMemberAttributeConfig().setAttribute(
                ClusterProtocol.PROOF_ATTRIBUTE, ClusterProtocol.proof(
                        new MemberAddress(settings.interfaceAddress(), settings.port()).toString(), secret)));
        config.addDurableExecutorConfig(new DurableExecutorConfig(ClusterProtocol.EXECUTOR)
                .setPoolSize(settings.threads())
                .setDurability(1));
        config.addMapConfig(new MapConfig(ClusterProtocol.CANCELLED_JOBS)
                .setBackupCount(1)
                .setTimeToLiveSeconds(ClusterProtocol.CANCELLED_JOB_SECONDS));
        WireFormat.applyTo(config.getSerializationConfig());
        config.setUserContext(new ConcurrentHashMap<>(Map.of(ClusterProtocol.MEMBER_CONTEXT, context)));
        return config;
    }

    private void listen() {
        IMap<String, Boolean> cancelled = instance.getMap(ClusterProtocol.CANCELLED_JOBS);
        cancelled.addEntryListener((EntryAddedListener<String, Boolean>) event -> context.cancel(event.getKey()), false);
        for (Iterator<String> jobs = cancelled.keySet().iterator(); jobs.hasNext(); ) {
            try {
                context.cancel(jobs.next());
            } catch (HazelcastSerializationException e) {
                // a key that no client of nqueens put there, which this member refuses to read: no job of its
            }
        }
        instance.getCluster().addMembershipListener(ClusterProtocol.membershipReporter(status, settings.secret()));
        var members = instance.getCluster().getMembers();
        boolean alone = members.size() == 1;
        status.status((alone ? "started cluster '" : "joined cluster '") + settings.clusterName() + "' as " + address
                + ": " + ClusterProtocol.describe(members)
                + (alone ? "; waiting for others to join" : " (" + ClusterProtocol.addresses(members) + ")"));
        List<Member> others = ClusterProtocol.ofOtherVersions(members);
        if (!others.isEmpty()) {
            status.status(ClusterProtocol.otherVersionsNotice(others));
        }
        if (settings.secret().isEmpty() && !InetAddress.getLoopbackAddress().getHostAddress()
                .equals(settings.interfaceAddress())) {
            status.status("this cluster has no secret: any host that reaches " + address + " can join it, have it"
                    + " count and count for it");
        }
        List<Member> strangers = members.stream()
                .filter(member -> !ClusterProtocol.trusted(member, settings.secret())).toList();
        if (!strangers.isEmpty()) {
            status.status(ClusterProtocol.withoutSecret(strangers));
        }
    }

    /**
     * The address at which the other members and the clients reach this one.
     *
     * @return where this member listens, {@code HOST:PORT}
     */
    public String address() {
        return address;
    }

    /**
     * Counts the members of the cluster as this member sees them now.
     *
     * @return the number of members of the cluster this member sees, itself included
     */
    public int memberCount() {
        return instance.getCluster().getMembers().size();
    }

    /**
     * Tells whether the member still counts for the cluster: it has not left, nor been shut down.
     *
     * @return whether the member is still part of the cluster
     */
    public boolean isRunning() {
        return instance.getLifecycleService().isRunning();
    }

    /**
     * Serves the cluster, counting what it is sent, until the cancellation is cancelled (by Ctrl-C, say).
     * Close the member afterwards to leave the cluster.
     *
     * @param cancellation the flag that ends the wait
     * @throws ClusterException if the member stops by itself first
     */
    public void serve(Cancellation cancellation) {
        while (!cancellation.isCancelled()) {
            if (!isRunning()) {
                throw new ClusterException("the member at " + address + " stopped");
            }
            try {
                TimeUnit.MILLISECONDS.sleep(SERVE_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Leaves the cluster cleanly: stops the subproblems it is counting, which the clients send to the other
     * members again, hands its partitions to the others (for up to 20 seconds), then stops. Says so to the
     * listener.
     */
    @Override
    public void close() {
        if (!isRunning()) {
            return;
        }
        status.status("leaving cluster '" + settings.clusterName() + "'");
        context.leave();
        instance.shutdown();
        status.status("left cluster '" + settings.clusterName() + "'");
    }
}
