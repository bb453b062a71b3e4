package dev.nqueens.shell.command.count;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.shell.time.Durations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * {@code count N --estimate}: what a count would cost, from a sample of its subproblems counted for a while.
 *
 * <p>The subproblems are taken in a random order and counted on the count's threads, each timed, until the
 * time is up; those under way then finish, so that the long ones are not left out of the sample more often
 * than the short ones. The whole count's work, in seconds of one thread as busy as these were, is the ratio
 * estimate: the sample's time over the sample's share of the solver's own estimates of the subproblems'
 * work ({@link Subproblem#estimatedWork()}), which follow their real cost closely where the solver's are good,
 * and the plain mean per subproblem where they are all alike. Its interval is the estimate's 90 % interval
 * under sampling without replacement (the normal approximation). Where every subproblem was counted, the
 * figure is exact. The JIT's compiling falls within the first subproblems, so that a short sample errs on the
 * long side.
 */
final class CountEstimate {

    /** The normal distribution's 95th percentile: the half-width of a 90 % interval in standard errors. */
    private static final double Z90 = 1.645;

    /**
     * One subproblem of the sample.
     *
     * @param work the solver's estimate of its work
     * @param seconds the wall-clock time it took on its thread
     */
    record Timed(long work, double seconds) {
    }

    /**
     * What the whole count would take.
     *
     * @param subproblems the split's subproblems
     * @param sampled how many were counted
     * @param seconds the whole work, in seconds of one thread
     * @param low the low end of its 90 % interval
     * @param high the high end
     * @param longest the estimated time of the longest subproblem, which no number of threads shortens
     */
    record Projection(int subproblems, int sampled, double seconds, double low, double high, double longest) {

        /** @return true if every subproblem was counted: the figure is a measurement */
        boolean whole() {
            return sampled == subproblems;
        }

        /**
         * @param threads the threads that count at once, over all machines
         * @return the wall-clock seconds of the count on that many threads: its work shared out, but no less
         *     than its longest subproblem; for the estimate and the ends of its interval
         */
        double[] wallSeconds(long threads) {
            return new double[] {Math.max(longest, seconds / threads), Math.max(longest, low / threads),
                Math.max(longest, high / threads)};
        }
    }

    private CountEstimate() {
    }

    /**
     * @param all the work estimates of all the split's subproblems
     * @param sample the subproblems counted, at least one
     * @return the projection of the whole count from the sample
     */
    static Projection project(long[] all, List<Timed> sample) {
        int population = all.length;
        int n = sample.size();
        if (n == 0 || n > population) {
            throw new IllegalArgumentException("a sample of " + n + " of " + population + " subproblems");
        }
        long totalWork = 0;
        long largest = 0;
        boolean weighed = true;
        for (long work : all) {
            totalWork += work;
            largest = Math.max(largest, work);
            weighed &= work > 0;
        }
        double time = 0;
        double work = 0;
        for (Timed timed : sample) {
            time += timed.seconds();
            work += weighed ? timed.work() : 1;
        }
        // seconds per unit of estimated work, or per subproblem
        double ratio = time / work;
        double units = weighed ? totalWork : population;
        double seconds = ratio * units;
        double longest = ratio * (weighed ? largest : 1);
        if (n == population) {
            return new Projection(population, n, time, time, time, longest);
        }
        double squares = 0;
        for (Timed timed : sample) {
            double residual = timed.seconds() - ratio * (weighed ? timed.work() : 1);
            squares += residual * residual;
        }
        double spread = n > 1 ? Math.sqrt((double) population * population * (1 - (double) n / population) / n
                * squares / (n - 1)) : Double.NaN;
        double half = Z90 * spread;
        return new Projection(population, n, seconds, Math.max(time, seconds - half), seconds + half, longest);
    }

    /**
     * Counts subproblems of the split in a random order on {@code threads} threads, each timed, until the time
     * is up or the cancellation comes; those under way when the time is up finish.
     *
     * @param solver the solver that made the split
     * @param split the whole split
     * @param threads how many threads count at once
     * @param budget the time for starting subproblems
     * @param cancellation Ctrl-C: stops the sample, the subproblems under way too
     * @param random the order
     * @param clock nanoseconds
     * @return the subproblems counted, in the order they finished; none if cancelled before the first
     */
    static List<Timed> sample(SubproblemSolver solver, Split split, int threads, Duration budget,
            Cancellation cancellation, Random random, LongSupplier clock) {
        List<Subproblem> order = new ArrayList<>(split.subproblems());
        Collections.shuffle(order, random);
        AtomicInteger next = new AtomicInteger();
        ConcurrentLinkedQueue<Timed> timed = new ConcurrentLinkedQueue<>();
        long deadline = clock.getAsLong() + budget.toNanos();
        List<Thread> workers = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                try {
                    for (int i = next.getAndIncrement(); i < order.size() && clock.getAsLong() < deadline
                            && !cancellation.isCancelled(); i = next.getAndIncrement()) {
                        Subproblem subproblem = order.get(i);
                        long start = clock.getAsLong();
                        solver.count(SubproblemRequest.of(subproblem).withCancellation(cancellation));
                        if (!cancellation.isCancelled()) {
                            timed.add(new Timed(subproblem.estimatedWork(), (clock.getAsLong() - start) / 1e9));
                        }
                    }
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = failure[0] == null ? e : failure[0];
                    }
                    cancellation.cancel();
                }
            }, "nqueens-estimate-" + t);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            boolean joined = false;
            while (!joined) {
                try {
                    worker.join();
                    joined = true;
                } catch (InterruptedException e) {
                    cancellation.cancel();
                }
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw failure[0];
            }
        }
        return List.copyOf(timed);
    }

    /**
     * @param label what was estimated, as in {@code count 22 with bitslice}
     * @param projection the projection
     * @param threads the threads of one machine
     * @param members the machines of a cluster to project for, or 0
     * @param took how long the sample took
     * @return the lines that say it, each ending in a line feed
     */
    static String describe(String label, Projection projection, int threads, int members, Duration took) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%s: %,d subproblems, %s counted in %s on %d %s%n", label,
                projection.subproblems(), projection.whole() ? "all" : String.format(Locale.ROOT, "%,d",
                        projection.sampled()), Durations.format(took), threads, threads == 1 ? "thread" : "threads"));
        boolean hours = projection.seconds() >= 3_600;
        text.append("work: ").append(work(projection.seconds(), hours))
                .append(hours ? " core-hours" : " of one core");
        if (!projection.whole()) {
            text.append(Double.isNaN(projection.high()) ? " (one subproblem: no interval)"
                    : " (90 % interval " + work(projection.low(), hours) + " to " + work(projection.high(), hours)
                            + ")");
        }
        text.append(System.lineSeparator());
        text.append(wall("on " + threads + (threads == 1 ? " thread" : " threads"), projection, threads));
        if (members > 0) {
            text.append(wall("on " + members + (members == 1 ? " member" : " members") + " of " + threads
                    + (threads == 1 ? " thread" : " threads"), projection, (long) members * threads));
        }
        return text.toString();
    }

    private static String wall(String where, Projection projection, long threads) {
        double[] seconds = projection.wallSeconds(threads);
        String interval = projection.whole() || Double.isNaN(projection.high()) ? ""
                : " (" + time(seconds[1]) + " to " + time(seconds[2]) + ")";
        return where + ": " + time(seconds[0]) + interval + System.lineSeparator();
    }

    /** @return the work in core-hours, or below an hour as a time */
    private static String work(double seconds, boolean hours) {
        if (!hours) {
            return time(seconds);
        }
        double inHours = seconds / 3_600;
        return inHours >= 100 ? String.format(Locale.ROOT, "%,.0f", inHours) : String.format(Locale.ROOT, "%.1f", inHours);
    }

    private static String time(double seconds) {
        if (seconds >= 2 * 86_400) {
            return String.format(Locale.ROOT, "%.1f days", seconds / 86_400);
        }
        return Durations.format(Duration.ofMillis(Math.round(seconds * 1_000)));
    }
}
