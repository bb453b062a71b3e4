package dev.nqueens.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.client.config.ClientConnectionStrategyConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;
import com.hazelcast.core.OperationTimeoutException;
import com.hazelcast.durableexecutor.DurableExecutorService;
import com.hazelcast.durableexecutor.DurableExecutorServiceFuture;
import com.hazelcast.durableexecutor.StaleTaskIdException;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import com.hazelcast.partition.Partition;
import com.hazelcast.partition.PartitionService;
import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.CheckpointException;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.engine.LocalEngine;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
import dev.nqueens.engine.internal.Recheck;
import dev.nqueens.engine.internal.Recount;
import dev.nqueens.engine.internal.RunLedger;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Counts subproblems on a Hazelcast cluster, as its client: it sends each subproblem as a task to the
 * cluster's durable executor, where a {@link ClusterMember} counts it with the solver the subproblem names,
 * and adds up what comes back. The cluster's members need not include this process.
 *
 * <pre>{@code
 * Registry<Solver> solvers = Registry.installed(ProviderKind.SOLVER);
 * try (ClusterEngine engine = ClusterEngine.connect(settings, solvers, err::println)) {
 *     CountResult result = engine.count(CountJob.builder(split).cancellation(c).progress(p).build());
 * }
 * }</pre>
 *
 * <p><b>Scheduling.</b> Tasks go out largest estimated work first, and only so many at a time: twice the
 * threads of all the members, so that every member has the next task queued when it finishes one, while
 * the rest wait here rather than in the members' queues. The number follows the members as they come and go.
 *
 * <p><b>Failures.</b> A member that dies costs time, not correctness. The durable executor keeps a backup
 * of every task on another member, which runs it again; this engine collects the result from there. A
 * task whose result is lost altogether (its member and its backup died together, say) is sent again. Every
 * result names its job and subproblem, and a subproblem is added once only, so the sum stays exact however
 * often a task ran. Members that cannot count a subproblem (another version of the solver, say) fail the
 * job with their reason.
 *
 * <p><b>Rechecks.</b> A job's {@linkplain CountJob.Builder#recheck recheck} sends each subproblem of its
 * sample to another member than the one that counted it: to a partition that member owns, and again if the
 * task ran elsewhere after all. Where they disagree, this process counts the subproblem as the judge, and the
 * counts of a member found to miscount go to the other members; with no other member left, they are counted
 * in this process, on all its cores. The subproblems that a checkpoint holds in doubt go to the members it
 * does not distrust in the same way.
 *
 * <p><b>Cancellation</b> stops sending, tells the members to stop the job's tasks, and returns within about
 * 100 ms; what finished before is in the checkpoint.
 */
public final class ClusterEngine implements CountingEngine {

    /** How often the calling thread looks at the job's cancellation while it waits for results. */
    private static final long POLL_MILLIS = 20;
    /** A subproblem whose task is lost this many times fails the job. */
    private static final int MAX_LOSSES = 10;
    /** A lost task's result is first looked for under its task id (rerun from its backup) this many times. */
    private static final int REATTACHES = 2;
    private static final long MAX_BACKOFF_MILLIS = 2_000;
    /**
     * The part of the connect timeout kept for saying why the client could not connect: the probes of the
     * addresses, each as long as a port may take to accept a connection and a member to answer.
     */
    private static final long PROBE_MILLIS = 1_000;
    /** The part of the connect timeout kept for the caller, to print the error and end within the timeout. */
    private static final long MARGIN_MILLIS = 500;
    /**
     * What a probe says to an address that accepted a connection: the client protocol's header and a frame
     * too short to be one, which a Hazelcast member answers by closing the connection at once.
     */
    private static final byte[] PROBE_HELLO = {'C', 'P', '2', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    /** A probe gets this long even past the deadline: enough for a port on the local network to accept. */
    private static final long MIN_PROBE_MILLIS = 50;
    /** Keys tried, per partition, to find one that lands on each partition, for tasks sent to one member. */
    private static final int KEY_TRIES_PER_PARTITION = 20;

    private final HazelcastInstance client;
    private final ClientSettings settings;
    private final DurableExecutorService executor;
    private final StatusListener status;
    /** Counts in this process: a recheck's judgements, and what no member may count. */
    private final LocalEngine here;
    /** For each partition, a key that lands on it, found when a task first goes to a chosen member. */
    private String[] partitionKeys;
    /** Set by {@link #close()}, so that the disconnection it causes is not reported as a loss. */
    private volatile boolean closing;

    private ClusterEngine(HazelcastInstance client, ClientSettings settings, Registry<Solver> solvers,
            StatusListener status) {
        this.client = client;
        this.settings = settings;
        this.status = status;
        this.executor = client.getDurableExecutorService(ClusterProtocol.EXECUTOR);
        // its threads start when it first counts
        this.here = new LocalEngine(Runtime.getRuntime().availableProcessors(), solvers);
    }

    /**
     * Connects to a cluster, trying for at most the settings' connect timeout, and tells the listener how
     * many members and threads it found. The listener also hears of members that come and go, of the
     * connection being lost and found again, and of subproblems counted again because their results were
     * lost.
     *
     * @param settings the members to connect to, the cluster's name, the timeout
     * @param solvers the solvers to count with in this process, for rechecks, found by the id each
     *     subproblem carries
     * @param status where news of the cluster goes, one line each
     * @return the engine, connected
     * @throws ClusterException if no member answers within the timeout, or none lets the client into a
     *     cluster of that name, or an address accepts connections but never answers as a member, or the
     *     cluster has no nqueens members; the message says which, within the timeout in every case
     */
    public static ClusterEngine connect(ClientSettings settings, Registry<Solver> solvers, StatusListener status) {
        Objects.requireNonNull(solvers, "solvers");
        long timeoutMillis = settings.connectTimeout().toMillis();
        long deadline = System.nanoTime()
                + TimeUnit.MILLISECONDS.toNanos(timeoutMillis - Math.min(MARGIN_MILLIS, timeoutMillis / 20));
        ClusterProtocol.silenceHazelcastLog();
        HazelcastInstance client = startClient(settings, deadline);
        ClusterEngine engine = new ClusterEngine(client, settings, solvers, status);
        try {
            Collection<Member> members = client.getCluster().getMembers();
            engine.requireNqueensMembers(members);
            status.status("connected to cluster '" + settings.clusterName() + "': " + ClusterProtocol.describe(members)
                    + " (" + ClusterProtocol.addresses(members) + ")");
            engine.listen();
            return engine;
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /**
     * Starts the client, connected, within the connect timeout whatever the addresses do. Hazelcast alone
     * does not keep to it: it waits for an answer to its handshake as long as its heartbeat timeout, 15 s,
     * even past its own connect timeout, so an address that accepts connections and never answers would hold
     * it that long. The client therefore starts on a thread of its own, and is given up at the deadline,
     * less the time to say why; a client that connects after that is shut down at once.
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
        long probeNanos = TimeUnit.MILLISECONDS.toNanos(probeMillis(settings));
        try {
            return started.get(Math.max(0, deadline - probeNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            if (started.cancel(false)) {
                throw explainConnectFailure(settings, new ClusterException("the client was not let into cluster '"
                        + settings.clusterName() + "' within " + settings.connectTimeout().toSeconds() + " s"),
                        deadline);
            }
            // it has just ended, one way or the other
            return startedClient(settings, started, deadline);
        } catch (ExecutionException e) {
            throw explainConnectFailure(settings, failure(e.getCause()), deadline);
        } catch (InterruptedException e) {
            started.cancel(false);
            Thread.currentThread().interrupt();
            throw new ClusterException("interrupted while connecting to cluster '" + settings.clusterName() + "'", e);
        }
    }

    /** @return the client of a start that has ended, or the failure to start it, explained */
    private static HazelcastInstance startedClient(ClientSettings settings, CompletableFuture<HazelcastInstance> started,
            long deadline) {
        try {
            return started.join();
        } catch (CompletionException e) {
            throw explainConnectFailure(settings, failure(e.getCause()), deadline);
        }
    }

    private static RuntimeException failure(Throwable cause) {
        return cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
    }

    /** @return how long the probes that explain a failure take at most, within the connect timeout */
    private static long probeMillis(ClientSettings settings) {
        return Math.min(PROBE_MILLIS, settings.connectTimeout().toMillis() / 10);
    }

    private static ClientConfig config(ClientSettings settings) {
        ClientConfig config = new ClientConfig();
        config.setClusterName(settings.clusterName().value());
        ClusterProtocol.commonProperties().forEach(config::setProperty);
        long timeoutMillis = settings.connectTimeout().toMillis();
        // a member that stops answering is given up in about 15 seconds rather than Hazelcast's 60
        config.setProperty("hazelcast.client.heartbeat.interval", "3000");
        config.setProperty("hazelcast.client.heartbeat.timeout", "15000");
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
        config.getSerializationConfig().setJavaSerializationFilterConfig(ClusterProtocol.serializationFilter());
        return config;
    }

    /**
     * Says why the client could not connect, from what a probe of each address finds there: nothing that
     * accepts a connection (no member running, a closed port); something that answers, but did not let the
     * client in (a member of another cluster name); or something that accepts connections and never answers
     * (another program, or a member that hangs), which Hazelcast would wait for longer than the timeout.
     *
     * @param failure why the client did not start, or that it did not within the timeout
     * @param deadline the end of the connect timeout, by which the probes end, but for a few milliseconds
     */
    private static ClusterException explainConnectFailure(ClientSettings settings, RuntimeException failure,
            long deadline) {
        List<MemberAddress> answering = new ArrayList<>();
        List<MemberAddress> silent = new ArrayList<>();
        for (MemberAddress member : settings.members()) {
            switch (probe(member, failure, deadline)) {
                case ANSWERS -> answering.add(member);
                case SILENT -> silent.add(member);
                case UNREACHABLE -> { }
                default -> throw new IllegalStateException();
            }
        }
        String seconds = settings.connectTimeout().toSeconds() + " s";
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

    /** What a probe found at an address. */
    private enum Probe {
        /** Nothing accepted a connection. */
        UNREACHABLE,
        /** Something accepted a connection and answered the probe, if only by closing it. */
        ANSWERS,
        /** Something accepted a connection, and said nothing to the probe. */
        SILENT
    }

    /**
     * Connects to an address and says {@link #PROBE_HELLO}: a member answers, by closing the connection;
     * what says nothing until the deadline (or for a few milliseconds past it) is silent.
     */
    private static Probe probe(MemberAddress member, Exception failure, long deadline) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(member.host(), member.port()), millisLeft(deadline));
            try {
                socket.setSoTimeout(millisLeft(deadline));
                socket.getOutputStream().write(PROBE_HELLO);
                socket.getOutputStream().flush();
                socket.getInputStream().read();
                return Probe.ANSWERS;
            } catch (SocketTimeoutException e) {
                return Probe.SILENT;
            } catch (IOException e) {
                // a connection reset is an answer too
                return Probe.ANSWERS;
            }
        } catch (IOException | IllegalArgumentException e) {
            failure.addSuppressed(e);
            return Probe.UNREACHABLE;
        }
    }

    /** @return the milliseconds until the deadline, a few at least, and no more than a probe may take */
    private static int millisLeft(long deadline) {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        return (int) Math.max(MIN_PROBE_MILLIS, Math.min(PROBE_MILLIS, left));
    }

    private void requireNqueensMembers(Collection<Member> members) {
        List<Member> foreign = members.stream()
                .filter(member -> !ClusterProtocol.PROTOCOL_VERSION.equals(
                        member.getAttribute(ClusterProtocol.PROTOCOL_ATTRIBUTE)))
                .toList();
        if (!foreign.isEmpty()) {
            throw new ClusterException("cluster '" + settings.clusterName() + "' has members that are not nqueens"
                    + " members"
                    + " of this version: " + ClusterProtocol.addresses(foreign) + " (start each with 'nqueens member'"
                    + " of the same version)");
        }
    }

    private void listen() {
        client.getCluster().addMembershipListener(ClusterProtocol.membershipReporter(status));
        client.getLifecycleService().addLifecycleListener(event -> {
            if (event.getState() == LifecycleEvent.LifecycleState.CLIENT_DISCONNECTED && !closing) {
                status.status("lost the connection to cluster '" + settings.clusterName() + "'; trying again for "
                        + settings.connectTimeout().toSeconds() + " s");
            } else if (event.getState() == LifecycleEvent.LifecycleState.CLIENT_CONNECTED) {
                status.status("connected to cluster '" + settings.clusterName() + "' again");
            }
        });
    }

    /** @return the number of members in the cluster now */
    public int memberCount() {
        return client.getCluster().getMembers().size();
    }

    /** @return the number of subproblems all the members count at once */
    public int threads() {
        return client.getCluster().getMembers().stream().mapToInt(ClusterProtocol::threadsOf).sum();
    }

    @Override
    public CountResult count(CountJob job) {
        job.cancellation().throwIfCancelled();
        RunLedger ledger = new RunLedger(job);
        Run run = new Run(UUID.randomUUID().toString(), ledger);
        ledger.begin();
        boolean complete = false;
        try {
            run.pass(job, ledger.pending().stream()
                    .map(subproblem -> new Attempt(subproblem, null, ledger.distrusted(), false)).toList(), null);
            Recheck recheck = new Recheck(job, ledger.underRecheck());
            for (List<Recount> wave = recheck.next(); !wave.isEmpty(); wave = recheck.next()) {
                run.pass(job, wave.stream()
                        .map(recount -> new Attempt(recount.subproblem(), recount, recount.avoid(), recount.hereOnly()))
                        .toList(), recheck);
            }
            complete = true;
            return ledger.result(recheck.report());
        } catch (CancellationException | ClusterException | CheckpointException e) {
            throw e;
        } catch (RuntimeException e) {
            // Hazelcast's own failures, which the client may throw from any call while it is shutting down
            throw connected() ? new ClusterException("the cluster failed while counting: "
                    + ClusterProtocol.firstLine(e), e) : lostCluster(e);
        } finally {
            run.stop.cancel();
            if (!complete) {
                cancelOnMembers(run.jobId);
            }
        }
    }

    /** Tells the members to stop the job's tasks, without waiting long for a cluster that may be gone. */
    private void cancelOnMembers(String jobId) {
        if (!client.getLifecycleService().isRunning()) {
            return;
        }
        try {
            client.<String, Boolean>getMap(ClusterProtocol.CANCELLED_JOBS).putAsync(jobId, Boolean.TRUE)
                    .toCompletableFuture().get(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            // the members finish the tasks they hold and nobody collects the results: time lost, nothing worse
        }
    }

    /** Disconnects from the cluster, and stops the threads of this process; the members go on. */
    @Override
    public void close() {
        closing = true;
        here.close();
        client.shutdown();
    }

    private int window() {
        return Math.max(2, 2 * threads());
    }

    private boolean connected() {
        return client.getLifecycleService().isRunning();
    }

    private ClusterException lostCluster(Throwable cause) {
        return new ClusterException("lost the connection to cluster '" + settings.clusterName() + "' and could not"
                + " get it back within " + settings.connectTimeout().toSeconds() + " s", cause);
    }

    /**
     * One subproblem to count, with a place to count it, on its way through the cluster, perhaps for the
     * second time.
     */
    private static final class Attempt {
        final Subproblem subproblem;
        /** The recount of a recheck that it makes, or null for a subproblem to count. */
        final Recount recount;
        /** The members not to count it on. */
        final Set<String> avoid;
        /** True if it is to be counted in this process. */
        final boolean hereOnly;
        /** The durable executor's id of the task last sent, to collect its result again; null to send anew. */
        Long taskId;
        int losses;
        long notBeforeNanos;
        /** Set once its count is taken: any later result of it is a task that ran twice. */
        boolean settled;

        Attempt(Subproblem subproblem, Recount recount, Set<String> avoid, boolean hereOnly) {
            this.subproblem = subproblem;
            this.recount = recount;
            this.avoid = avoid;
            this.hereOnly = hereOnly;
        }
    }

    /** What a task's future brought: a value, normally a {@link TaskOutcome}, or the failure to get one. */
    private record Arrival(Attempt attempt, Object value, Throwable failure) {
    }

    /** The state of one call to {@link #count}, used by the calling thread only (but for the arrivals). */
    private final class Run {
        final String jobId;
        final RunLedger ledger;
        /** Stops the counts in this process when the call ends. */
        final Cancellation stop = new Cancellation();
        final String thisProcess = MemberNames.thisProcess();
        final Deque<Attempt> toSend = new ArrayDeque<>();
        final List<Attempt> delayed = new ArrayList<>();
        final Map<String, Attempt> inFlight = new HashMap<>();
        final BlockingQueue<Arrival> arrivals = new LinkedBlockingQueue<>();
        /** The recheck whose recounts the pass makes, or null for the subproblems to count. */
        Recheck recheck;
        int unsettled;
        /** Turns the choice of a member among those a task may go to, and of a partition among its own. */
        int nextMember;
        int nextPartition;

        Run(String jobId, RunLedger ledger) {
            this.jobId = jobId;
            this.ledger = ledger;
        }

        /** Counts the attempts, and hands each count to the books or to the recheck. */
        void pass(CountJob job, List<Attempt> attempts, Recheck recheck) {
            this.recheck = recheck;
            // what is left of an earlier pass is settled, and answers, if ever, into the void
            toSend.clear();
            delayed.clear();
            inFlight.clear();
            toSend.addAll(attempts);
            unsettled = attempts.size();
            while (unsettled > 0) {
                if (job.cancellation().isCancelled()) {
                    throw new CancellationException("cancelled");
                }
                if (!connected()) {
                    throw lostCluster(null);
                }
                resendDue();
                int window = window();
                while (inFlight.size() < window && !toSend.isEmpty()) {
                    Attempt attempt = toSend.poll();
                    if (!attempt.settled) {
                        send(attempt);
                    }
                }
                Arrival arrival;
                try {
                    arrival = arrivals.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new CancellationException("interrupted while counting");
                }
                if (arrival != null) {
                    receive(arrival);
                }
            }
        }

        /** Puts the lost tasks whose back-off has passed at the head of the queue: they are the oldest. */
        private void resendDue() {
            long now = System.nanoTime();
            for (Iterator<Attempt> due = delayed.iterator(); due.hasNext(); ) {
                Attempt attempt = due.next();
                if (now - attempt.notBeforeNanos >= 0) {
                    due.remove();
                    toSend.addFirst(attempt);
                }
            }
        }

        private void send(Attempt attempt) {
            if (attempt.hereOnly) {
                countHere(attempt);
                return;
            }
            CompletionStage<?> result;
            if (attempt.taskId != null) {
                Future<Object> again = executor.retrieveResult(attempt.taskId);
                if (!(again instanceof CompletionStage<?> stage)) {
                    throw new IllegalStateException("Hazelcast's client returned a " + again.getClass().getName()
                            + " for a durable task's result, not a CompletionStage");
                }
                result = stage;
            } else {
                Member target = null;
                if (!attempt.avoid.isEmpty()) {
                    target = memberOutside(attempt.avoid);
                    if (target == null) {
                        countHere(attempt);
                        return;
                    }
                }
                DurableExecutorServiceFuture<TaskOutcome> sent;
                SubproblemTask task = new SubproblemTask(jobId, attempt.subproblem);
                String key = target == null ? null : keyOwnedBy(target);
                try {
                    sent = key == null ? executor.submit(task) : executor.submitToKeyOwner(task, key);
                } catch (HazelcastSerializationException e) {
                    throw new ClusterException("cannot send " + attempt.subproblem + " to the cluster: "
                            + ClusterProtocol.firstLine(e), e);
                }
                attempt.taskId = taskIdOf(sent);
                result = sent;
            }
            inFlight.put(attempt.subproblem.id(), attempt);
            result.whenComplete((value, failure) -> arrivals.add(new Arrival(attempt, value, failure)));
        }

        /** Counts an attempt on the threads of this process, and brings its outcome back as a member's. */
        private void countHere(Attempt attempt) {
            inFlight.put(attempt.subproblem.id(), attempt);
            String id = attempt.subproblem.id();
            CompletableFuture<Subcount> counting;
            try {
                counting = here.countLater(attempt.subproblem, stop);
            } catch (RuntimeException e) {
                counting = CompletableFuture.failedFuture(e);
            }
            counting.whenComplete((subcount, failure) -> {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                TaskOutcome outcome = cause == null ? TaskOutcome.counted(jobId, id, thisProcess, subcount)
                        : cause instanceof CancellationException ? TaskOutcome.cancelled(jobId, id, thisProcess)
                        : TaskOutcome.failed(jobId, id, thisProcess, cause.getMessage() == null
                                ? cause.getClass().getName() : cause.getMessage());
                arrivals.add(new Arrival(attempt, outcome, null));
            });
        }

        /**
         * @param avoid the members a task must not go to
         * @return an nqueens member outside them, each in turn, or null if there is none
         */
        private Member memberOutside(Set<String> avoid) {
            List<Member> allowed = client.getCluster().getMembers().stream()
                    .filter(member -> ClusterProtocol.threadsOf(member) > 0)
                    .filter(member -> !avoid.contains(ClusterProtocol.describe(member)))
                    .toList();
            return allowed.isEmpty() ? null : allowed.get(Math.floorMod(nextMember++, allowed.size()));
        }

        /**
         * @param target a member of the cluster
         * @return a key of one of the partitions it owns now, each in turn, so that a task sent with it runs
         *     there; null if it owns none (its partitions are moving), and the task may go anywhere
         */
        private String keyOwnedBy(Member target) {
            PartitionService partitions = client.getPartitionService();
            if (partitionKeys == null) {
                partitionKeys = keysOfPartitions(partitions);
            }
            List<String> owned = new ArrayList<>();
            for (Partition partition : partitions.getPartitions()) {
                Member owner = partition.getOwner();
                int id = partition.getPartitionId();
                if (owner != null && owner.getUuid().equals(target.getUuid()) && id < partitionKeys.length
                        && partitionKeys[id] != null) {
                    owned.add(partitionKeys[id]);
                }
            }
            return owned.isEmpty() ? null : owned.get(Math.floorMod(nextPartition++, owned.size()));
        }

        private Long taskIdOf(DurableExecutorServiceFuture<TaskOutcome> sent) {
            try {
                return sent.getTaskId();
            } catch (IllegalStateException e) {
                // the task did not reach the cluster; its future says why
                return null;
            }
        }

        private void receive(Arrival arrival) {
            Attempt attempt = arrival.attempt();
            inFlight.remove(attempt.subproblem.id(), attempt);
            if (attempt.settled) {
                // a task that ran twice, or one of an earlier pass
                return;
            }
            if (arrival.failure() != null) {
                lost(attempt, unwrap(arrival.failure()), false);
                return;
            }
            if (!(arrival.value() instanceof TaskOutcome outcome) || !jobId.equals(outcome.jobId())
                    || !attempt.subproblem.id().equals(outcome.subproblemId())) {
                // a reused result slot of a partition lost with all its copies: not this task's result
                lost(attempt, null, true);
                return;
            }
            switch (outcome.kind()) {
                case COUNTED -> {
                    if (attempt.avoid.contains(outcome.member()) && !outcome.member().equals(thisProcess)) {
                        // a partition that moved to a member to avoid between the choice and the run
                        attempt.taskId = null;
                        lost(attempt, null, false);
                        return;
                    }
                    settle(attempt, new MemberCount(outcome.subcount(), outcome.member()));
                }
                case FAILED -> throw new ClusterException("member " + MemberNames.describe(outcome.member())
                        + " cannot count " + attempt.subproblem + ": " + outcome.failure());
                case CANCELLED -> {
                    // not by this run, which would have stopped: a member leaving, which says so; send it anew
                    attempt.taskId = null;
                    lost(attempt, null, false);
                }
                default -> throw new AssertionError(outcome.kind());
            }
        }

        private void settle(Attempt attempt, MemberCount counted) {
            attempt.settled = true;
            unsettled--;
            if (attempt.recount == null) {
                ledger.record(attempt.subproblem, counted);
            } else {
                recheck.arrived(attempt.recount, counted);
            }
        }

        /**
         * Schedules a task whose result did not arrive: its result is collected again (the task rerun from its
         * backup), or, if that failed before or the result is known to be gone, the task is sent anew.
         */
        private void lost(Attempt attempt, Throwable cause, boolean resultGone) {
            if (!connected()) {
                throw lostCluster(cause);
            }
            if (cause instanceof HazelcastSerializationException) {
                throw new ClusterException("a member cannot read the task for " + attempt.subproblem + " ("
                        + ClusterProtocol.firstLine(cause) + "): do all machines run the same version of nqueens?",
                        cause);
            }
            if (cause instanceof OperationTimeoutException && attempt.taskId != null) {
                // a long task, not a lost one: wait for the same task again
                toSend.addFirst(attempt);
                return;
            }
            attempt.losses++;
            if (attempt.losses > MAX_LOSSES) {
                throw new ClusterException(attempt.subproblem + " was lost " + MAX_LOSSES + " times on the cluster"
                        + (cause == null ? "" : "; the last time: " + ClusterProtocol.firstLine(cause)), cause);
            }
            boolean sendAnew = resultGone || cause instanceof StaleTaskIdException || attempt.losses > REATTACHES;
            if (sendAnew && attempt.taskId != null) {
                status.status("counting subproblem " + attempt.subproblem.id() + " again: its result was lost"
                        + " with the members that held it");
                attempt.taskId = null;
            }
            long backoffMillis = Math.min(MAX_BACKOFF_MILLIS, 50L << Math.min(attempt.losses, 10));
            attempt.notBeforeNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(backoffMillis);
            delayed.add(attempt);
        }

        private Throwable unwrap(Throwable failure) {
            Throwable cause = failure;
            while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                    && cause.getCause() != null) {
                cause = cause.getCause();
            }
            return cause;
        }
    }

    /**
     * @return for each partition id, a key that lands on that partition, or null where none of the keys tried
     *     does
     */
    private static String[] keysOfPartitions(PartitionService partitions) {
        int count = partitions.getPartitions().size();
        String[] keys = new String[count];
        int found = 0;
        for (int i = 0; i < count * KEY_TRIES_PER_PARTITION && found < count; i++) {
            String key = "nqueens-" + i;
            int id = partitions.getPartition(key).getPartitionId();
            if (id < count && keys[id] == null) {
                keys[id] = key;
                found++;
            }
        }
        return keys;
    }

    @Override
    public String toString() {
        return "ClusterEngine[" + settings + "]";
    }
}
