package dev.nqueens.engine;

import dev.nqueens.engine.internal.MemberNames;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What the recheck of a run ({@link CountJob.Builder#recheck}) found: how many subproblems it counted again
 * and compared, the counts it found wrong, and the counts it made again of the members that made them.
 *
 * @param subproblems the number of subproblems in the split
 * @param rechecked how many of them were counted again and compared
 * @param mismatches the counts found wrong, in the order they were found
 * @param distrusted the members found to miscount, in that order, whose other counts were made again
 * @param recounted how many counts of those members were made again
 * @param corrected how many of those were wrong and are corrected in the total
 */
public record RecheckReport(int subproblems, int rechecked, List<Mismatch> mismatches, List<String> distrusted,
        int recounted, int corrected) {

    /**
     * Makes the report from what a recheck counted and found.
     *
     * @param subproblems the number of subproblems in the split
     * @param rechecked how many of them were counted again and compared
     * @param mismatches the counts found wrong, in the order they were found
     * @param distrusted the members found to miscount, in that order, whose other counts were made again
     * @param recounted how many counts of those members were made again
     * @param corrected how many of those were wrong and are corrected in the total
     * @throws IllegalArgumentException if a number is negative or more subproblems were rechecked, or
     *     corrected, than there are
     */
    public RecheckReport {
        mismatches = List.copyOf(mismatches);
        distrusted = List.copyOf(distrusted);
        if (rechecked < 0 || rechecked > subproblems || corrected < 0 || corrected > recounted) {
            throw new IllegalArgumentException(rechecked + " rechecked of " + subproblems + " subproblems, "
                    + corrected + " corrected of " + recounted + " recounted");
        }
    }

    /**
     * Makes the report of a run without a recheck.
     *
     * @param subproblems the number of subproblems in the split
     * @return the report of a run that rechecked nothing
     */
    public static RecheckReport none(int subproblems) {
        return new RecheckReport(subproblems, 0, List.of(), List.of(), 0, 0);
    }

    /**
     * Says what the recheck found, for a message to the user.
     *
     * @return one line for the user, as in {@code rechecked 15 of 1476 subproblems: all agree}, or {@code
     *     rechecked 15 of 1476 subproblems: 1 disagreed; recounted the 369 other subproblems of 10.0.0.3:5701,
     *     4 of them wrong; the total has the right counts}
     */
    public String describe() {
        String line = "rechecked " + rechecked + " of " + subproblems + " subproblems: ";
        if (mismatches.isEmpty()) {
            return line + "all agree";
        }
        line += mismatches.size() + " disagreed; ";
        if (recounted > 0) {
            line += "recounted the " + recounted + " other " + (recounted == 1 ? "subproblem" : "subproblems")
                    + " of " + distrusted.stream().map(MemberNames::describe).collect(Collectors.joining(" and "))
                    + ", " + corrected + " of them wrong; ";
        }
        return line + "the total has the right counts";
    }
}
