package dev.nqueens.shell.command.cluster;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * What {@code status -f json} writes, as records that databind writes, each component a member in its order:
 * the cluster, its members, the counts running on it with each member's share, and the reports left out.
 * Made by {@link ClusterStatusView} from a cluster's status; it names no class of the cluster, so that it
 * loads without the module. Times and rates are decimals with three places, as {@code 42.000}.
 *
 * @param cluster the cluster's name
 * @param members its members
 * @param counts the counts running on it
 * @param unsigned the reports of counts left out for want of the cluster's secret
 */
record StatusJson(String cluster, List<Member> members, List<Count> counts, int unsigned) {

    /**
     * A member.
     *
     * @param address its address
     * @param threads its threads
     * @param version its version of nqueens
     * @param sameVersion whether it is this version
     * @param heapBytes its heap, or 0 if it did not say
     * @param trusted whether it has the cluster's secret
     */
    record Member(String address, int threads, String version, boolean sameVersion, long heapBytes,
            boolean trusted) {
    }

    /**
     * A count running on the cluster.
     *
     * @param client who counts
     * @param solver the solver
     * @param n the board size
     * @param done the subproblems counted
     * @param total all the subproblems
     * @param rechecking whether all are counted and some are counted again
     * @param started when it started
     * @param elapsedSeconds the time since
     * @param secondsLeft the time left, or null if not known
     * @param members each member's share
     */
    record Count(String client, String solver, int n, int done, int total, boolean rechecking, Instant started,
            BigDecimal elapsedSeconds, BigDecimal secondsLeft, List<Share> members) {
    }

    /**
     * A member's share of a count.
     *
     * @param address the member's address
     * @param done the subproblems it counted
     * @param holding those it holds now
     * @param perMinute the subproblems it counted a minute, or null if that is no number
     */
    record Share(String address, int done, int holding, BigDecimal perMinute) {
    }

    /** @return the duration in seconds, with three places */
    static BigDecimal seconds(Duration duration) {
        return BigDecimal.valueOf(duration.toMillis(), 3);
    }

    /** @return the number with three places, rounded half up as {@code %.3f} rounds; null for no number */
    static BigDecimal threePlaces(double value) {
        return Double.isFinite(value) ? BigDecimal.valueOf(value).setScale(3, RoundingMode.HALF_UP) : null;
    }
}
