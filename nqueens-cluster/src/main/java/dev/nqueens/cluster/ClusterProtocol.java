package dev.nqueens.cluster;

import com.hazelcast.cluster.Address;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * What the members and the clients of an nqueens cluster agree on: the names of the distributed objects
 * they share, the attributes members publish, and the Hazelcast settings they both take.
 */
final class ClusterProtocol {

    /** The durable executor that runs the subproblems; members size its pool, clients submit to it. */
    static final String EXECUTOR = "nqueens-subproblems";
    /** A map of the ids of cancelled jobs; members stop those jobs' tasks, and skip any that arrive later. */
    static final String CANCELLED_JOBS = "nqueens-cancelled-jobs";
    /** A map of the counts running on the cluster, by job id, each as its client last published it. */
    static final String RUNNING_COUNTS = "nqueens-running-counts";
    /** How long a cancelled job's id is kept: longer than a task of it can wait in a queue. */
    static final int CANCELLED_JOB_SECONDS = 3600;
    /** A member attribute: the number of subproblems it counts at once. */
    static final String THREADS_ATTRIBUTE = "nqueens.threads";
    /** A member attribute: the most its heap may grow to, in bytes; members before it had none. */
    static final String HEAP_ATTRIBUTE = "nqueens.heap";
    /** A member attribute: the version of this protocol, for a clear message when versions differ. */
    static final String PROTOCOL_ATTRIBUTE = "nqueens.protocol";
    /**
     * The protocol's version: 3 since tasks, outcomes and reports travel in {@link WireFormat}'s form and members
     * and clients refuse Java serialization; 2 since members publish {@link #VERSION_ATTRIBUTE} and clients send
     * tasks only to members of their own version; 1 in nqueens 0.1.0.
     */
    static final String PROTOCOL_VERSION = "3";
    /**
     * A member attribute: the version of nqueens it runs. A client sends tasks only to members of its own
     * version, as a split (and so a subproblem's meaning) may change from one version to the next.
     */
    static final String VERSION_ATTRIBUTE = "nqueens.version";
    /**
     * A member attribute: its address signed with the cluster's {@link ClusterSecret}, where it has one, which
     * no host without the secret can make for its own address.
     */
    static final String PROOF_ATTRIBUTE = "nqueens.proof";
    /** The version of nqueens this is, as in {@code 0.2.0}. */
    static final String VERSION = readVersion();
    /** The key under which a member's {@link MemberContext} is in Hazelcast's user context. */
    static final String MEMBER_CONTEXT = MemberContext.class.getName();

    private static final String LOGGING_TYPE = "hazelcast.logging.type";

    private ClusterProtocol() {
    }

    private static String readVersion() {
        Properties properties = new Properties();
        try (InputStream in = ClusterProtocol.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from nqueens-cluster");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }

    /**
     * @param member a member of the cluster
     * @return whether it runs this version of nqueens, and so counts this version's subproblems as this
     *     process would
     */
    static boolean sameVersion(Member member) {
        return PROTOCOL_VERSION.equals(member.getAttribute(PROTOCOL_ATTRIBUTE))
                && VERSION.equals(member.getAttribute(VERSION_ATTRIBUTE));
    }

    /**
     * @param address a member's {@code HOST:PORT}
     * @param secret the cluster's secret
     * @return the proof that the member at that address has the secret, for {@link #PROOF_ATTRIBUTE}
     */
    static String proof(String address, ClusterSecret secret) {
        return secret.sign("member", address);
    }

    /**
     * @param member a member of the cluster
     * @param secret the cluster's secret, if it has one
     * @return whether the member proves that it has the secret; every member does where there is none
     */
    static boolean trusted(Member member, Optional<ClusterSecret> secret) {
        return secret.isEmpty()
                || secret.get().verifies(member.getAttribute(PROOF_ATTRIBUTE), "member", describe(member));
    }

    /**
     * @param member a member of the cluster
     * @return the version of nqueens it runs, as in {@code "nqueens 0.2.0"}, with its protocol where that alone
     *     differs from this process's (a build of this version from before a change of protocol), or what can be
     *     said of it
     */
    static String versionOf(Member member) {
        String version = member.getAttribute(VERSION_ATTRIBUTE);
        String protocol = member.getAttribute(PROTOCOL_ATTRIBUTE);
        if (version != null) {
            return "nqueens " + version + (version.equals(VERSION) && !PROTOCOL_VERSION.equals(protocol)
                    ? " (protocol " + protocol + ")" : "");
        }
        return protocol == null ? "no nqueens member" : "nqueens 0.1.0 or older";
    }

    /**
     * Silences Hazelcast's own log, so that the user's standard error shows nqueens' messages only, unless
     * the user has chosen a logging type. It has to be a system property: Hazelcast logs some warnings (about
     * the module system, say) from static code, before it reads a configuration.
     */
    static void silenceHazelcastLog() {
        if (System.getProperty(LOGGING_TYPE) == null) {
            System.setProperty(LOGGING_TYPE, "none");
        }
    }

    /**
     * @return the properties members and clients both take: no phoning home, and no shutdown hook, because
     *     the owner of the member or client closes it
     */
    static Map<String, String> commonProperties() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("hazelcast.phone.home.enabled", "false");
        properties.put("hazelcast.shutdownhook.enabled", "false");
        return properties;
    }

    /**
     * @param member a member of the cluster
     * @return its number of counting threads, or 0 if it is not an nqueens member of this version, which is
     *     sent no task
     */
    static int threadsOf(Member member) {
        return sameVersion(member) ? (int) Math.min(Integer.MAX_VALUE, number(member, THREADS_ATTRIBUTE)) : 0;
    }

    /**
     * @param member a member of the cluster
     * @return the most its heap may grow to, in bytes, or 0 if it does not say
     */
    static long heapOf(Member member) {
        return number(member, HEAP_ATTRIBUTE);
    }

    /** @return a member's attribute as a whole number, or 0 if it has none, or one that is not 0 or more */
    static long number(Member member, String attribute) {
        String value = member.getAttribute(attribute);
        try {
            return value == null ? 0 : Math.max(0, Long.parseLong(value));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * @param status where to say so
     * @return a listener that reports, in one line each, a member joining or leaving and who is left
     */
    static MembershipListener membershipReporter(StatusListener status, Optional<ClusterSecret> secret) {
        return new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
                Member member = event.getMember();
                status.status(describe(member) + " joined: " + describe(event.getMembers())
                        + (sameVersion(member) ? "" : "; " + otherVersionsNotice(List.of(member)))
                        + (trusted(member, secret) ? "" : "; " + withoutSecret(List.of(member))));
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                status.status(describe(event.getMember()) + " left: " + describe(event.getMembers()));
            }
        };
    }

    /**
     * @param members members of another version than this process's, in a cluster that counts
     * @return {@link #otherVersions}, and where some run another protocol, that they slow the counts: they
     *     cannot read the backups of this version's tasks, and each task backed up there is answered only once
     *     Hazelcast's backup timeout, 5 s, is over
     */
    static String otherVersionsNotice(Collection<Member> members) {
        long slowing = members.stream().filter(member -> !PROTOCOL_VERSION.equals(member.getAttribute(
                PROTOCOL_ATTRIBUTE))).count();
        return otherVersions(members) + (slowing == 0 ? "" : slowing == 1
                ? "; one of another protocol cannot read the backups of this version's tasks, and slows every count"
                        + " (5 s a task backed up there): upgrade or stop it"
                : "; " + slowing + " of another protocol cannot read the backups of this version's tasks, and slow"
                        + " every count (5 s a task backed up there): upgrade or stop them");
    }

    /**
     * @param members members of another version than this process's
     * @return a sentence that names them, their versions and this one, and says they are sent no task
     */
    static String otherVersions(Collection<Member> members) {
        String versions = members.stream().map(member -> describe(member) + " runs " + versionOf(member))
                .collect(Collectors.joining(", "));
        // one that runs this version is of another protocol, which versionOf names
        boolean protocolNamed = members.stream().anyMatch(member -> VERSION.equals(member.getAttribute(
                VERSION_ATTRIBUTE)));
        return versions + ", this process nqueens " + VERSION + (protocolNamed ? " (protocol " + PROTOCOL_VERSION
                + ")" : "") + ": counts are sent only to members of their own version";
    }

    /**
     * @param members members that do not prove they have the cluster's secret
     * @return a sentence that names them and says they are sent no task
     */
    static String withoutSecret(Collection<Member> members) {
        return addresses(members) + (members.size() == 1 ? " has" : " have") + " not the cluster's secret: no"
                + " task is sent to " + (members.size() == 1 ? "it" : "them") + ", and no result of "
                + (members.size() == 1 ? "it" : "theirs") + " is taken";
    }

    /**
     * @param members the members of a cluster
     * @return those of another version than this process's
     */
    static List<Member> ofOtherVersions(Collection<Member> members) {
        return members.stream().filter(member -> !sameVersion(member)).toList();
    }

    /** @return {@code HOST:PORT} of a member, as users write it */
    static String describe(Member member) {
        return describe(member.getAddress());
    }

    /** @return {@code HOST:PORT} of an address, as users write it */
    static String describe(Address address) {
        return new MemberAddress(address.getHost(), address.getPort()).toString();
    }

    /**
     * @param members the members of a cluster
     * @return the number of subproblems they count at once, the threads of its nqueens members
     */
    static int threads(Collection<Member> members) {
        return members.stream().mapToInt(ClusterProtocol::threadsOf).sum();
    }

    /**
     * @param members the members of a cluster
     * @return their number and their threads, as in {@code "3 members, 24 threads"}
     */
    static String describe(Collection<Member> members) {
        int threads = threads(members);
        return members.size() + (members.size() == 1 ? " member, " : " members, ") + threads
                + (threads == 1 ? " thread" : " threads");
    }

    /**
     * @param failure what a future of Hazelcast's failed with
     * @return the cause inside the wrappers of futures ({@link CompletionException}, {@link ExecutionException})
     */
    static Throwable unwrap(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /**
     * @param failure what Hazelcast threw
     * @return the first line of its message, or its class's name if it has none, for a one-line message
     */
    static String firstLine(Throwable failure) {
        String message = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }

    /**
     * @param members the members of a cluster
     * @return their addresses, as in {@code "10.0.0.1:5701, 10.0.0.2:5701"}
     */
    static String addresses(Collection<Member> members) {
        return members.stream().map(ClusterProtocol::describe).collect(Collectors.joining(", "));
    }

    /**
     * Tells the members to stop a job's tasks, without waiting long for a cluster that may be gone: the members
     * finish the tasks they hold otherwise, and nobody collects the results, which costs time and nothing worse.
     *
     * @param client the job's client
     * @param jobId the job
     */
    static void cancelOnMembers(HazelcastInstance client, String jobId) {
        if (!client.getLifecycleService().isRunning()) {
            return;
        }
        try {
            client.<String, Boolean>getMap(CANCELLED_JOBS).putAsync(jobId, Boolean.TRUE).toCompletableFuture()
                    .get(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            // left to the members' own end of the tasks
        }
    }
}
