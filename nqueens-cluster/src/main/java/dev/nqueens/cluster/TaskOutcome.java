package dev.nqueens.cluster;

import dev.nqueens.api.Subcount;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a member sends back for one {@link SubproblemTask}. It names the job and the subproblem, so that the
 * client accepts it only for the task it asked about: a durable executor's result slot can be reused once
 * all copies of its partition are lost, and a result found there later may belong to another task. It travels
 * in the form {@link WireFormat} gives it.
 *
 * @param jobId the job the task belonged to
 * @param subproblemId the subproblem it counted
 * @param member the member that ran it, {@code HOST:PORT}
 * @param kind whether it counted, was cancelled or failed
 * @param solutions the subproblem's solutions, when counted
 * @param fixedPoints the subproblem's fixed points, when counted
 * @param failure one line saying why it failed, when it failed, else null
 * @param signature the member's signature of the rest with the cluster's {@link ClusterSecret}, or null where
 *     the cluster has none
 */
record TaskOutcome(String jobId, String subproblemId, String member, Kind kind, long solutions, long fixedPoints,
        @Nullable String failure, @Nullable String signature) {

    /** How a task ended. */
    enum Kind {
        /** The subproblem was counted. */
        COUNTED,
        /** The job was cancelled before or while the subproblem was counted. */
        CANCELLED,
        /** The member could not count the subproblem; {@link TaskOutcome#failure()} says why. */
        FAILED
    }

    TaskOutcome {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(subproblemId, "subproblemId");
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(kind, "kind");
        if (kind == Kind.FAILED) {
            Objects.requireNonNull(failure, "failure");
        }
    }

    static TaskOutcome counted(String jobId, String subproblemId, String member, Subcount subcount) {
        return new TaskOutcome(jobId, subproblemId, member, Kind.COUNTED, subcount.solutions(), subcount.fixedPoints(),
                null, null);
    }

    static TaskOutcome cancelled(String jobId, String subproblemId, String member) {
        return new TaskOutcome(jobId, subproblemId, member, Kind.CANCELLED, 0, 0, null, null);
    }

    static TaskOutcome failed(String jobId, String subproblemId, String member, String failure) {
        return new TaskOutcome(jobId, subproblemId, member, Kind.FAILED, 0, 0, failure, null);
    }

    /**
     * @param secret the cluster's secret, if it has one
     * @return this outcome signed with it, or as it is where there is none
     */
    TaskOutcome signedWith(Optional<ClusterSecret> secret) {
        return secret.map(key -> new TaskOutcome(jobId, subproblemId, member, kind, solutions, fixedPoints, failure,
                key.sign(signedParts()))).orElse(this);
    }

    /**
     * @param secret the cluster's secret
     * @return whether this outcome is signed with it: made by a member that has it, and not changed since
     */
    boolean isSignedWith(ClusterSecret secret) {
        return secret.verifies(signature, signedParts());
    }

    private Object[] signedParts() {
        return new Object[] {"outcome", jobId, subproblemId, member, kind, solutions, fixedPoints, failure};
    }

    /** @return the subcount of a counted subproblem */
    Subcount subcount() {
        return new Subcount(solutions, fixedPoints);
    }
}
