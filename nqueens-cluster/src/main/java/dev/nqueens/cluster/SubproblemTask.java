package dev.nqueens.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import dev.nqueens.api.Subproblem;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * A subproblem sent to the cluster's durable executor: the member that runs it hands it to its
 * {@link MemberContext}, which finds the solver by id and counts it. If that member dies, the partition's
 * backup runs the same task again.
 */
final class SubproblemTask implements Callable<TaskOutcome>, Serializable, HazelcastInstanceAware {

    private static final long serialVersionUID = 1L;

    private final String jobId;
    private final Subproblem subproblem;
    /** The member running the task, set by Hazelcast after deserializing it. */
    private transient HazelcastInstance member;

    SubproblemTask(String jobId, Subproblem subproblem) {
        this.jobId = jobId;
        this.subproblem = subproblem;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance member) {
        this.member = member;
    }

    @Override
    public TaskOutcome call() {
        String where = ClusterProtocol.describe(member.getCluster().getLocalMember());
        Object context = member.getUserContext().get(ClusterProtocol.MEMBER_CONTEXT);
        if (!(context instanceof MemberContext memberContext)) {
            return TaskOutcome.failed(jobId, subproblem.id(), where, "this member was not started by nqueens");
        }
        return memberContext.count(member, jobId, subproblem);
    }

    /** @return the subproblem and the job, which Hazelcast shows if the task fails */
    @Override
    public String toString() {
        return subproblem + " of job " + jobId;
    }
}
