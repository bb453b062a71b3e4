package dev.nqueens.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import dev.nqueens.api.Subproblem;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;

/**
 * A subproblem sent to the cluster's durable executor: the member that runs it hands it to its
 * {@link MemberContext}, which finds the solver by id and counts it. If that member dies, the partition's
 * backup runs the same task again. It travels in the form {@link WireFormat} gives it, not Java's.
 */
final class SubproblemTask implements Callable<TaskOutcome>, HazelcastInstanceAware {

    private final String jobId;
    private final Subproblem subproblem;
    /** The client's signature of the job and the subproblem with the cluster's secret, or null if it has none. */
    private final @Nullable String signature;
    /** The member running the task, set by Hazelcast after deserializing it. */
    private transient @Nullable HazelcastInstance member;

    /**
     * @param jobId the job it belongs to
     * @param subproblem the subproblem to count
     * @param secret the cluster's secret, to sign the task with, if it has one
     */
    SubproblemTask(String jobId, Subproblem subproblem, Optional<ClusterSecret> secret) {
        this(jobId, subproblem, secret.map(key -> key.sign(signedParts(jobId, subproblem))).orElse(null));
    }

    /**
     * @param jobId the job it belongs to
     * @param subproblem the subproblem to count
     * @param signature the signature it came with, or null; the member that runs it checks it
     */
    SubproblemTask(String jobId, Subproblem subproblem, @Nullable String signature) {
        this.jobId = jobId;
        this.subproblem = subproblem;
        this.signature = signature;
    }

    /** @return the job it belongs to */
    String jobId() {
        return jobId;
    }

    /** @return the subproblem to count */
    Subproblem subproblem() {
        return subproblem;
    }

    /** @return the client's signature of the task, or null */
    @Nullable String signature() {
        return signature;
    }

    /** @return what a task's signature signs: its job, and everything of its subproblem */
    static Object[] signedParts(String jobId, Subproblem subproblem) {
        return new Object[] {"task", jobId, subproblem.solverId(), subproblem.scheme(), subproblem.id(),
            subproblem.boardSize(), subproblem.queens(), subproblem.estimatedWork()};
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance member) {
        this.member = member;
    }

    @Override
    public TaskOutcome call() {
        HazelcastInstance member = Objects.requireNonNull(this.member, "the member, which Hazelcast sets first");
        String where = ClusterProtocol.describe(member.getCluster().getLocalMember());
        Object context = member.getUserContext().get(ClusterProtocol.MEMBER_CONTEXT);
        if (!(context instanceof MemberContext memberContext)) {
            return TaskOutcome.failed(jobId, subproblem.id(), where, "this member was not started by nqueens");
        }
        return memberContext.count(member, jobId, subproblem, signature);
    }

    /** @return the subproblem and the job, which Hazelcast shows if the task fails */
    @Override
    public String toString() {
        return subproblem + " of job " + jobId;
    }
}
