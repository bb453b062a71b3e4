package dev.nqueens.engine;

import dev.nqueens.api.Subcount;
import dev.nqueens.engine.internal.MemberNames;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A count that a recheck ({@link CountJob.Builder#recheck}) found wrong: the member that made it, the
 * subproblem, what it counted, and what this process, the judge of every disagreement, counted instead, with
 * the members that agree.
 *
 * @param member the member whose count is wrong; all its counts are made again
 * @param subproblemId the subproblem it miscounted
 * @param counted what it counted
 * @param recounted the right count, this process's
 * @param recountedBy the members that counted {@code recounted}: this process, and the member of the
 *     recheck or of the first count where it agrees
 */
public record Mismatch(String member, String subproblemId, Subcount counted, Subcount recounted,
        List<String> recountedBy) {

    /**
     * Makes the record of a wrong count.
     *
     * @param member the member whose count is wrong; all its counts are made again
     * @param subproblemId the subproblem it miscounted
     * @param counted what it counted
     * @param recounted the right count, this process's
     * @param recountedBy the members that counted {@code recounted}: this process, and the member of the
     *     recheck or of the first count where it agrees
     * @throws IllegalArgumentException if the two counts are equal, or nobody recounted
     */
    public Mismatch {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(subproblemId, "subproblemId");
        recountedBy = List.copyOf(recountedBy);
        if (counted.equals(recounted)) {
            throw new IllegalArgumentException("a mismatch needs two different counts, not twice " + counted);
        }
        if (recountedBy.isEmpty()) {
            throw new IllegalArgumentException("a mismatch needs a member that recounted");
        }
    }

    /**
     * Says which member miscounted what, and what follows, for a message to the user.
     *
     * @return one line for the user, as in {@code 10.0.0.3:5701 miscounted subproblem 3-0-16: 1234 solutions
     *     and 8 fixed points, where 4242@ada (this process) counts 1240 and 8; its other counts are made
     *     again}
     */
    public String describe() {
        return MemberNames.describe(member) + " miscounted subproblem " + subproblemId + ": " + counted.solutions()
                + (counted.solutions() == 1 ? " solution" : " solutions") + " and " + counted.fixedPoints()
                + (counted.fixedPoints() == 1 ? " fixed point" : " fixed points") + ", where "
                + recountedBy.stream().map(MemberNames::describe).collect(Collectors.joining(" and "))
                + (recountedBy.size() == 1 ? " counts " : " count ") + recounted.solutions() + " and "
                + recounted.fixedPoints() + "; its other counts are made again";
    }
}
