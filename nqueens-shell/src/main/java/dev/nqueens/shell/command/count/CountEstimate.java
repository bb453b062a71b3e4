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
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;

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
 * figure is exact. The JIT compiles the solver's code while each thread counts its first subproblem, which
 * the estimate then leaves out; the time on so many threads adds the time this JVM took to start and split.
 */
final class CountEstimate {

    /** The normal distribution's 95th percentile: the half-width of a 90 % interval in standard errors. */
    private static final double Z90 = 1.645;
    /** The longest time a sample takes, whatever it is given: a year. */
    private static final Duration LONGEST = Duration.ofDays(365);
    /** How often the wait for the sample looks at the time and the cancellation. */
    private static final long POLL_MILLIS = 50;

    /**
     * Somewhere else the count could run, whose time the estimate also says: threads as fast as this
     * machine's, all counting at once.
     *
     * @param where how the line names it, as in {@code "on 8 members of 2 threads"}
     * @param threads the subproblems it counts at once
     */
    record Elsewhere(String where, long threads) {
    }

    /**
     * One subproblem of the sample.
     *
     * @param work the solver's estimate of its work
     * @param seconds the wall-clock time it took on its thread
     * @param first true if it was the first its thread counted, while the JIT compiled the solver's code
     */
    record Timed(long work, double seconds, boolean first) {

        /**
         * A subproblem that was not its thread's first.
         *
         * @param work the solver's estimate of its work
         * @param seconds the wall-clock time it took on its thread
         */
        Timed(long work, double seconds) {
            this(work, seconds, false);
        }
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
     * @param startup the seconds before the count begins: the JVM's start and the split
     */
    record Projection(int subproblems, int sampled, double seconds, double low, double high, double longest,
            double startup) {

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
            return new double[] {startup + Math.max(longest, seconds / threads),
                startup + Math.max(longest, low / threads), startup + Math.max(longest, high / threads)};
        }
    }

    private CountEstimate() {
    }

    /**
     * @param all the work estimates of all the split's subproblems
     * @param counted the subproblems counted, at least one; each thread's first is left out of the estimate
     *     where the others are two or more, as the JIT's compiling slowed it, unless all were counted
     * @param startup the seconds before the count begins: the JVM's start and the split
     * @return the projection of the whole count from the sample
     */
    static Projection project(long[] all, List<Timed> counted, double startup) {
        int population = all.length;
        if (counted.isEmpty() || counted.size() > population) {
            throw new IllegalArgumentException("a sample of " + counted.size() + " of " + population
                    + " subproblems");
        }
        List<Timed> later = counted.stream().filter(timed -> !timed.first()).toList();
        boolean whole = counted.size() == population;
        List<Timed> sample = whole || later.size() < 2 ? counted : later;
        int n = sample.size();
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
        if (whole) {
            return new Projection(population, n, time, time, time, longest, startup);
        }
        double squares = 0;
        for (Timed timed : sample) {
            double residual = timed.seconds() - ratio * (weighed ? timed.work() : 1);
            squares += residual * residual;
        }
        double spread = n > 1 ? Math.sqrt((double) population * population * (1 - (double) n / population) / n
                * squares / (n - 1)) : Double.NaN;
        double half = Z90 * spread;
        return new Projection(population, counted.size(), seconds, Math.max(time, seconds - half), seconds + half,
                longest, startup);
    }

    /**
     * The subproblems counted.
     *
     * @param timed those counted, in the order they finished
     * @param stopped those under way that were stopped at twice the time, and are not in the sample
     */
    record Sample(List<Timed> timed, int stopped) {
    }

    /**
     * Counts subproblems of the split in a random order on {@code threads} threads, each timed, until the time
     * is up or the cancellation comes. Those under way when the time is up finish, unless they run on to twice
     * the time: then they are stopped and left out.
     *
     * @param solver the solver that made the split
     * @param split the whole split
     * @param threads how many threads count at once
     * @param budget the time for starting subproblems
     * @param cancellation Ctrl-C: stops the sample, the subproblems under way too
     * @param random the order
     * @param clock nanoseconds
     * @return the subproblems counted; none if cancelled before the first finished
     */
    static Sample sample(SubproblemSolver solver, Split split, int threads, Duration budget,
            Cancellation cancellation, Random random, LongSupplier clock) {
        // indices, not subproblems: each is made when its turn comes, as a split of millions asks
        List<Subproblem> pieces = split.subproblems();
        List<Integer> order = new ArrayList<>(IntStream.range(0, pieces.size()).boxed().toList());
        Collections.shuffle(order, random);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger stopped = new AtomicInteger();
        ConcurrentLinkedQueue<Timed> timed = new ConcurrentLinkedQueue<>();
        // the solver's requests stop on Ctrl-C, and at twice the time
        Cancellation stop = new Cancellation();
        if (cancellation.isCancelled()) {
            stop.cancel();
        }
        long time = budget.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : budget.toNanos();
        long began = clock.getAsLong();
        List<Thread> workers = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                try {
                    boolean first = true;
                    for (int i = next.getAndIncrement(); i < order.size() && clock.getAsLong() - began < time
                            && !stop.isCancelled() && !cancellation.isCancelled(); i = next.getAndIncrement()) {
                        Subproblem subproblem = pieces.get(order.get(i));
                        long start = clock.getAsLong();
                        try {
                            solver.count(SubproblemRequest.builder(subproblem).cancellation(stop).build());
                        } catch (CancellationException e) {
                            // stopped: left out below
                        }
                        if (stop.isCancelled() || cancellation.isCancelled()) {
                            stopped.incrementAndGet();
                        } else {
                            timed.add(new Timed(subproblem.estimatedWork(), (clock.getAsLong() - start) / 1e9,
                                    first));
                        }
                        first = false;
                    }
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = failure[0] == null ? e : failure[0];
                    }
                    stop.cancel();
                }
            }, "nqueens-estimate-" + t);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            while (worker.isAlive()) {
                if (cancellation.isCancelled() || clock.getAsLong() - began >= 2 * time) {
                    stop.cancel();
                }
                try {
                    worker.join(POLL_MILLIS);
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
        return new Sample(List.copyOf(timed), stopped.get());
    }

    /**
     * @param label what was estimated, as in {@code count 22 with bitslice}
     * @param projection the projection
     * @param threads the threads of one machine
     * @param elsewhere the other places to say the time on (K members like this machine, a running cluster), in order
     * @param took how long the sample took
     * @return the lines that say it, each ending in a line feed
     */
    static String describe(String label, Projection projection, int threads, List<Elsewhere> elsewhere,
            Duration took) {
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
        for (Elsewhere place : elsewhere) {
            text.append(wall(place.where(), projection, place.threads()));
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
