package dev.nqueens.engine.internal;

import dev.nqueens.api.Subcount;
import java.util.Objects;

/**
 * What one member counted for one subproblem: the subcount and the member that counted it, named as
 * {@link MemberNames} says. A checkpoint line records both, and a recheck compares one member's count with
 * another's.
 *
 * @param subcount the subproblem's share of the solutions and of their fixed points
 * @param member the member that counted it, as in {@code 10.0.0.2:5701} or {@code 4242@ada-laptop}
 */
public record MemberCount(Subcount subcount, String member) {

    /**
     * Makes the record of one subproblem counted by one member.
     *
     * @param subcount the subproblem's share of the solutions and of their fixed points
     * @param member the member that counted it, as in {@code 10.0.0.2:5701} or {@code 4242@ada-laptop}
     * @throws IllegalArgumentException if the member's name is blank or more than one line
     */
    public MemberCount {
        Objects.requireNonNull(subcount, "subcount");
        MemberNames.require(Objects.requireNonNull(member, "member"));
    }

    /**
     * Makes the record of a subproblem counted in this process.
     *
     * @param subcount a subcount
     * @return a count made in this process, {@link MemberNames#thisProcess()}
     */
    public static MemberCount here(Subcount subcount) {
        return new MemberCount(subcount, MemberNames.thisProcess());
    }
}
