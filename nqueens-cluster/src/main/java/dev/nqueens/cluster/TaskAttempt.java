package dev.nqueens.cluster;

import dev.nqueens.api.Subproblem;
import dev.nqueens.engine.internal.Recount;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * For a {@link ClusterRun}: one subproblem to count, with a place to count it, on its way through the
 * cluster, perhaps for the second time; or a copy of one, sent to another member because the first is
 * overdue. The subproblem's state (settled, copies, failures) is kept in the first, the root. Used by the
 * run's calling thread only.
 */
final class TaskAttempt {

    /** Its index in the pass: among the run's pending subproblems, or in the wave of recounts. */
    final int index;
    final Subproblem subproblem;
    /** The recount of a recheck that it makes, or null for a subproblem to count. */
    final @Nullable Recount recount;
    /** The members not to count it on. */
    final Set<String> avoid;
    /** True if it is to be counted in this process. */
    final boolean hereOnly;
    /** The attempt this is a copy of, or null if it is the root. */
    final @Nullable TaskAttempt original;
    /** The durable executor's id of the task last sent, to collect its result again; null to send anew. */
    @Nullable Long taskId;
    /** The member its task was sent to, {@code HOST:PORT}, or null if not known. */
    @Nullable String target;
    /** When its task was sent. */
    long sentNanos;
    int losses;
    long notBeforeNanos;
    /** Of a root: set once its count is taken: any later result of it is a task that ran twice. */
    boolean settled;
    /** Of a root: when it or a copy was last sent. */
    long lastSentNanos;
    /** Of a root: the copies sent because it was overdue. */
    int copies;
    /** Of a root: the member that could not count it, or null. */
    @Nullable String failedOn;
    /** Of a root: the members it and its copies were sent to. */
    final Set<String> targets = new LinkedHashSet<>();

    TaskAttempt(int index, Subproblem subproblem, @Nullable Recount recount, Set<String> avoid, boolean hereOnly) {
        this(index, subproblem, recount, avoid, hereOnly, null);
    }

    private TaskAttempt(int index, Subproblem subproblem, @Nullable Recount recount, Set<String> avoid,
            boolean hereOnly, @Nullable TaskAttempt original) {
        this.index = index;
        this.subproblem = subproblem;
        this.recount = recount;
        this.avoid = avoid;
        this.hereOnly = hereOnly;
        this.original = original;
    }

    TaskAttempt root() {
        return original == null ? this : original;
    }

    /** Of a root: notes a member its task, or a copy's, was sent to, now. */
    void sentTo(@Nullable String member) {
        lastSentNanos = System.nanoTime();
        if (member != null) {
            targets.add(member);
        }
    }

    /** @return of a root: a copy to send to a member that neither it nor a copy was sent to */
    TaskAttempt copyAvoidingItsMembers() {
        Set<String> elsewhere = new HashSet<>(avoid);
        elsewhere.addAll(targets);
        return new TaskAttempt(index, subproblem, recount, elsewhere, false, this);
    }

    /** @return of a root: the members it was sent to, for a message */
    String targetsTried() {
        return targets.isEmpty() ? "its member" : String.join(" and ", targets);
    }
}
