package dev.nqueens.cluster;

import com.hazelcast.cluster.Member;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Which member a task of a {@link ClusterRun} goes to: one that {@link TaskRouting} finds outside those the task
 * keeps away from and those that failed a task of the run, preferring those that are not silent. A member is
 * silent from the time a task of it is overdue until it answers: any answer, even one that comes after a copy's
 * and is not taken. Used by the run's calling thread only.
 */
final class TaskTargets {

    private final TaskRouting routing;
    private final InFlight inFlight;
    /** The members that an overdue task was sent to, until they answer: sent nothing while another may be. */
    private final Set<String> silent = new HashSet<>();
    /** The members that failed a task of this run, or could not read one: sent no more of its tasks. */
    private final Set<String> failed = new HashSet<>();

    /**
     * @param routing how the run reaches the members
     * @param inFlight what each member holds now
     */
    TaskTargets(TaskRouting routing, InFlight inFlight) {
        this.routing = routing;
        this.inFlight = inFlight;
    }

    /** @param members the members an overdue task was sent to */
    void silent(Collection<String> members) {
        silent.addAll(members);
    }

    /** @param member a member that brought back an answer to a task sent to it */
    void answered(String member) {
        silent.remove(member);
    }

    /**
     * @param member a member that failed a task of the run
     * @return true if it had not failed one before
     */
    boolean failed(String member) {
        return failed.add(member);
    }

    /**
     * @param attempt a task to send
     * @return the member to send it to, not a silent one while another is left; null if none may take it
     */
    @Nullable Member choose(TaskAttempt attempt) {
        Set<String> avoid = new HashSet<>(attempt.avoid);
        avoid.addAll(failed);
        Set<String> avoidSilent = new HashSet<>(avoid);
        avoidSilent.addAll(silent);
        Member target = routing.memberOutside(avoidSilent, inFlight::heldBy);
        // every member left is silent: they are all the cluster has
        return target != null ? target : routing.memberOutside(avoid, inFlight::heldBy);
    }

    /**
     * @param attempt a task that no member may take
     * @return true if members are left that it need not keep away from: those that failed tasks of the run
     */
    boolean onlyFailedMembersLeftFor(TaskAttempt attempt) {
        return routing.memberOutside(attempt.avoid, inFlight::heldBy) != null;
    }
}
