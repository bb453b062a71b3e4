package dev.nqueens.engine.internal;

import dev.nqueens.api.Subproblem;
import java.util.Objects;
import java.util.Set;

/**
 * One count that a {@link Recheck} asks its engine for. An engine that counts on several members counts the
 * subproblem in this process if {@code hereOnly}, else on a member not among {@code avoid}, or in this
 * process when no such member is left; an engine that counts in this process alone counts it there.
 *
 * @param index the subproblem's index in the split
 * @param subproblem the subproblem to count again
 * @param avoid the members not to count it on: the one whose count is checked, and those found to miscount
 * @param hereOnly true if it is to be counted in this process, the judge of a disagreement between two
 *     members
 */
public record Recount(int index, Subproblem subproblem, Set<String> avoid, boolean hereOnly) {

    /**
     * Copies the members to avoid.
     *
     * @param index the subproblem's index in the split
     * @param subproblem the subproblem to count again
     * @param avoid the members not to count it on: the one whose count is checked, and those found to miscount
     * @param hereOnly true if it is to be counted in this process, the judge of a disagreement between two
     *     members
     */
    public Recount {
        Objects.requireNonNull(subproblem, "subproblem");
        avoid = Set.copyOf(avoid);
    }
}
