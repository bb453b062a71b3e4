package dev.nqueens.shell.command.cluster;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.cluster.ClientSettings;
import dev.nqueens.cluster.ClusterEngine;
import dev.nqueens.cluster.ClusterMember;
import dev.nqueens.cluster.ClusterName;
import dev.nqueens.cluster.ClusterSecret;
import dev.nqueens.cluster.MemberAddress;
import dev.nqueens.cluster.MemberSettings;
import dev.nqueens.cluster.StatusListener;
import dev.nqueens.engine.CountingEngine;
import dev.nqueens.shell.status.UsageException;
import dev.nqueens.shell.text.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Every call that the commands make into the cluster module: the only classes of the shell that name a class
 * of {@code dev.nqueens.cluster} (and so, through it, of Hazelcast), with the {@link ClusterStatusView} that it
 * makes. Only {@link ClusterGate#open} makes one,
 * once it has found the module; the rest of the shell sees the shell's own types here, and the
 * {@link CountingEngine} of the engine module. The cluster's failures are
 * {@link dev.nqueens.engine.EngineException}s, which the commands catch without naming the cluster.
 *
 * <p>Hazelcast itself loads later still: when a member starts or a client connects, not when the options are
 * checked.
 */
public final class ClusterCalls {

    /** The port a member listens on unless told otherwise; a constant, so naming it here loads nothing. */
    static final int DEFAULT_PORT = MemberAddress.DEFAULT_PORT;
    /** The most subproblems a member counts at once: its executor makes a thread for each. */
    static final int MAX_MEMBER_THREADS = 1024;
    /** The environment variable that holds the cluster's secret. */
    static final String SECRET_VARIABLE = "NQUEENS_CLUSTER_SECRET";
    /** The environment variable that names a file that holds the cluster's secret. */
    static final String SECRET_FILE_VARIABLE = "NQUEENS_CLUSTER_SECRET_FILE";
    /** The longest secret file read: a secret is a line. */
    private static final long MAX_SECRET_FILE_BYTES = 4096;

    /** Made by {@link ClusterGate#open} alone. */
    ClusterCalls() {
    }

    /**
     * @param addresses the members to reach, as {@code --cluster} gives them
     * @param options the cluster's name and the connect timeout, as given
     * @return the cluster to count on, not connected yet
     * @throws UsageException if an address or the name is not valid
     */
    public Client client(String addresses, ClientOptions options) {
        List<MemberAddress> members;
        try {
            members = MemberAddress.parseList(addresses);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--cluster: " + e.getMessage(), e);
        }
        ClientSettings.Builder settings = ClientSettings.builder(members).clusterName(clusterName(options.name()));
        if (options.connectTimeout() != null) {
            settings.connectTimeout(options.connectTimeout());
        }
        secret(System::getenv).ifPresent(settings::secret);
        return new Client(settings.build());
    }

    /**
     * The cluster's secret, from the environment: never from the command line, where the machine's other users
     * can read it.
     *
     * @param environment the environment's variables by name (null where unset)
     * @return the secret of {@value #SECRET_VARIABLE}, or of the file {@value #SECRET_FILE_VARIABLE} names,
     *     which only its owner may read; empty if neither is set
     * @throws UsageException if both are set, the file cannot be read or others can read it, or the secret is
     *     too short
     */
    static Optional<ClusterSecret> secret(Function<String, String> environment) {
        String value = environment.apply(SECRET_VARIABLE);
        String file = environment.apply(SECRET_FILE_VARIABLE);
        if (value != null && file != null) {
            throw new UsageException("give the cluster's secret in " + SECRET_VARIABLE + " or in the file that "
                    + SECRET_FILE_VARIABLE + " names, not both");
        }
        String source = SECRET_VARIABLE;
        if (file != null) {
            source = SECRET_FILE_VARIABLE + " (" + file + ")";
            value = readSecretFile(Path.of(file), source);
        }
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(ClusterSecret.of(value));
        } catch (IllegalArgumentException e) {
            throw new UsageException(source + ": " + e.getMessage(), e);
        }
    }

    private static String readSecretFile(Path file, String source) {
        try {
            if (Files.getFileStore(file).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
                if (permissions.contains(PosixFilePermission.GROUP_READ)
                        || permissions.contains(PosixFilePermission.OTHERS_READ)) {
                    throw new UsageException(source + ": other users can read the file; make it yours alone, as"
                            + " with chmod 600");
                }
            }
            if (Files.size(file) > MAX_SECRET_FILE_BYTES) {
                throw new UsageException(source + ": the file holds more than a secret (over "
                        + MAX_SECRET_FILE_BYTES + " bytes)");
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new UsageException(source + ": the file is not UTF-8 text", e);
        } catch (IOException | UncheckedIOException e) {
            throw new UsageException(source + ": cannot read the file: " + (e.getMessage() == null
                    ? e.getClass().getSimpleName() : e.getMessage()), e);
        }
    }

    /**
     * @param port the port of {@code --port}, or null for the default
     * @param members the members to join of {@code --members}, or null to start a cluster
     * @param interfaceAddress the address of {@code --interface}, or null for the default
     * @param name the cluster's name of {@code --cluster-name}, or null for the user's default
     * @param threads the subproblems it counts at once of {@code --threads}, or null for all cores
     * @return the member to start
     * @throws UsageException if an option's value is not valid
     */
    public MemberPlan member(Long port, String members, String interfaceAddress, String name, Long threads) {
        MemberSettings.Builder settings = MemberSettings.builder();
        if (threads != null) {
            if (threads > MAX_MEMBER_THREADS) {
                throw new UsageException("--threads: a member counts at most " + MAX_MEMBER_THREADS
                        + " subproblems at once, not " + threads);
            }
            settings.threads(threads.intValue());
        }
        try {
            if (port != null) {
                settings.port((int) Math.min(port, Integer.MAX_VALUE));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException("--port: " + e.getMessage(), e);
        }
        try {
            if (members != null) {
                settings.members(MemberAddress.parseList(members));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException("--members: " + e.getMessage(), e);
        }
        try {
            if (interfaceAddress != null) {
                settings.interfaceAddress(interfaceAddress);
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException("--interface: " + e.getMessage(), e);
        }
        secret(System::getenv).ifPresent(settings::secret);
        return new MemberPlan(settings.clusterName(clusterName(name)).build());
    }

    /**
     * @param name the name given with {@code --cluster-name}, or null
     * @return the cluster's name: the one given, or the user's default
     * @throws UsageException if the name is not valid
     */
    private static ClusterName clusterName(String name) {
        if (name == null) {
            return ClusterName.forCurrentUser();
        }
        try {
            return ClusterName.of(name);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--cluster-name: " + e.getMessage(), e);
        }
    }

    /** News of the cluster, one line each on standard error. */
    private static StatusListener status(PrintWriter err) {
        return message -> err.println(TerminalText.safe("nqueens: " + message));
    }

    /** A cluster to count on, its addresses and name checked. */
    public static final class Client {

        private final ClientSettings settings;

        private Client(ClientSettings settings) {
            this.settings = settings;
        }

        /**
         * @param solvers the solvers, to find the one a subproblem names
         * @param err where news of the cluster goes
         * @return an engine that counts on the cluster; the caller closes it
         * @throws dev.nqueens.engine.EngineException if no member answers or none lets this client in
         */
        public CountingEngine connect(Registry<Solver> solvers, PrintWriter err) {
            return ClusterEngine.connect(settings, solvers, status(err));
        }

        /**
         * Connects, reads how large the cluster is now, and disconnects.
         *
         * @param solvers the solvers, which the connection needs
         * @param err where news of the cluster goes
         * @return the cluster's members and counting threads
         * @throws dev.nqueens.engine.EngineException if no member answers or none lets this client in
         */
        public Size size(Registry<Solver> solvers, PrintWriter err) {
            try (ClusterEngine engine = ClusterEngine.connect(settings, solvers, status(err))) {
                return new Size(engine.memberCount(), engine.threads());
            }
        }

        /**
         * Connects, reads what the cluster is doing, and disconnects.
         *
         * @return its members and running counts, to print
         * @throws dev.nqueens.engine.EngineException if no member answers or none lets this client in
         */
        ClusterStatusView readStatus() {
            return new ClusterStatusView(ClusterEngine.status(settings));
        }
    }

    /**
     * How large a cluster is.
     *
     * @param members its members
     * @param threads the subproblems they count at once, all members together
     */
    public record Size(int members, int threads) {
    }

    /** A member to start, its options checked. */
    public static final class MemberPlan {

        private final MemberSettings settings;

        private MemberPlan(MemberSettings settings) {
            this.settings = settings;
        }

        /**
         * @param solvers the solvers the member counts with
         * @param err where news of the cluster goes
         * @return the member, started and in its cluster
         * @throws dev.nqueens.engine.EngineException if the member cannot start
         */
        RunningMember start(Registry<Solver> solvers, PrintWriter err) {
            return new RunningMember(ClusterMember.start(settings, solvers, status(err)));
        }
    }

    /** A member that has started; closing it leaves the cluster cleanly. */
    public static final class RunningMember implements AutoCloseable {

        private final ClusterMember member;

        private RunningMember(ClusterMember member) {
            this.member = member;
        }

        /**
         * Counts what the cluster sends until the cancellation.
         *
         * @param cancellation ends the service
         * @throws dev.nqueens.engine.EngineException if the member stops by itself first
         */
        void serve(Cancellation cancellation) {
            member.serve(cancellation);
        }

        @Override
        public void close() {
            member.close();
        }
    }
}
