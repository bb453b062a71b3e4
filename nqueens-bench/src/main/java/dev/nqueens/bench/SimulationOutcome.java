package dev.nqueens.bench;

/**
 * What one {@link ClusterSimulation} run found. Times are in seconds from the start of the count.
 *
 * @param makespan when the last subproblem's count came back
 * @param ideal the work shared out perfectly: the sum of the subproblems' times over the threads at the start
 * @param longest the longest subproblem's time, which no number of threads shortens
 * @param tailStart when the first thread went idle for good: the last time it finished a task, of the
 *     threads of the members there at the end (its member's joining, for a thread that never counted)
 * @param idleTailCoreHours the threads' idle time from their last task to the end, added up, in core-hours
 * @param lostCoreHours the work under way on members that failed, thrown away, in core-hours
 * @param duplicateCoreHours the work of copies whose subproblem another copy had counted first, in core-hours
 * @param crashes the members that crashed
 * @param hangs the members that hung
 * @param copies the copies sent of overdue tasks
 * @param resent the tasks sent again because their member left
 */
record SimulationOutcome(double makespan, double ideal, double longest, double tailStart, double idleTailCoreHours,
        double lostCoreHours, double duplicateCoreHours, int crashes, int hangs, int copies, int resent) {

    /** @return the ideal time over the makespan: 1 where no thread ever idles */
    double efficiency() {
        return ideal / makespan;
    }

    /** @return the time from the first thread going idle for good to the end */
    double tail() {
        return makespan - tailStart;
    }
}
