package dev.nqueens.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.Set;

/**
 * A discrete-event replay of a count on a cluster: the subproblems, each with a time it takes on one thread,
 * sent by a client to members of some threads each, which may crash or hang. It follows the policy of
 * {@code ClusterRun} in {@code nqueens-cluster}: the subproblems go out in the split's order (the largest
 * first), no more at a time than the window, each to the member that {@link MemberChoice} picks by the cluster's
 * {@link SimulatedCluster.Dispatch}, and queued there while its threads are taken; a task on a member that has
 * left is sent again, to the head of the queue; a task that takes longer than its deadline — {@value
 * #MIN_DEADLINE} s at least, and {@value #FACTOR} times the 90th percentile of the seconds per unit of
 * estimated work of the last {@value #SAMPLES} tasks back, times its own estimate — is copied to a member it was
 * not sent to, {@value #MAX_COPIES} times at most, and the first count back is taken; a member that an overdue
 * task was sent to is sent nothing more until it brings a count back, while others are left. The copy that
 * loses goes on counting on its member, as it does in the cluster.
 *
 * <p>Left out: the time a task and its result take on the network, the client's own threads (a count with no
 * member left stops the simulation), a member coming back after a hang, and the back-off of 0.1 s before a lost
 * task is sent again. The same inputs and seed give the same outcome.
 */
final class ClusterSimulation {

    /** As {@code TaskDeadlines.MIN_SECONDS}. */
    static final double MIN_DEADLINE = 20;
    /** As {@code TaskDeadlines.FACTOR}. */
    static final int FACTOR = 4;
    /** As {@code TaskDeadlines.SAMPLES}. */
    static final int SAMPLES = 256;
    /** As {@code TaskDeadlines.MIN_SAMPLES}. */
    private static final int MIN_SAMPLES = 4;
    /** As {@code ClusterRun.MAX_COPIES}. */
    static final int MAX_COPIES = 2;

    private final long[] work;
    private final double[] seconds;
    private final SimulatedCluster cluster;
    private final Random random;
    private final PriorityQueue<Event> events = new PriorityQueue<>();
    private long sequence;
    private double now;
    private final MemberChoice choice;
    private final List<SimulatedMember> everyMember = new ArrayList<>();
    private final Deque<Attempt> toSend = new ArrayDeque<>();
    private int inFlight;
    private int unsettled;
    private final double[] ratios = new double[SAMPLES];
    private int recorded;
    /** The deadline's seconds per unit of estimated work, or negative while too few tasks are back. */
    private double allowance = -1;
    /** When {@link #allowance} was last worked out: {@code ClusterRun} does so once a second. */
    private double allowanceAt = Double.NEGATIVE_INFINITY;
    /** The tasks whose deadline came while too few tasks were back to tell: looked at again once enough are. */
    private final List<Task> parked = new ArrayList<>();
    private double lost;
    private double duplicate;
    private int crashes;
    private int hangs;
    private int copies;
    private int resent;

    private ClusterSimulation(long[] work, double[] seconds, SimulatedCluster cluster, long seed) {
        if (work.length != seconds.length || work.length == 0) {
            throw new IllegalArgumentException(work.length + " estimates and " + seconds.length + " times");
        }
        this.work = work;
        this.seconds = seconds;
        this.cluster = cluster;
        this.random = new Random(seed);
        this.choice = new MemberChoice(cluster.dispatch());
    }

    /**
     * @param work the subproblems' estimated work, in the order they are sent
     * @param seconds the time each takes on one thread
     * @param cluster the cluster and its failures
     * @param seed the seed of the failures: the same seed, the same outcome
     * @return what the replay found
     * @throws IllegalStateException if every member failed and none replaced it, with subproblems left
     */
    static SimulationOutcome run(long[] work, double[] seconds, SimulatedCluster cluster, long seed) {
        return run(work, seconds, cluster, seed, List.of());
    }

    /**
     * A failure that befalls a given member at a given time, besides those drawn at random.
     *
     * @param member the member, by its place among those at the start, from 0
     * @param at when
     * @param hang true for a hang, false for a crash
     */
    record Failure(int member, double at, boolean hang) {
    }

    /**
     * @param work the subproblems' estimated work, in the order they are sent
     * @param seconds the time each takes on one thread
     * @param cluster the cluster and its failures
     * @param seed the seed of the failures
     * @param failures failures at given times, besides those the cluster's rate draws
     * @return what the replay found
     * @throws IllegalStateException if every member failed and none replaced it, with subproblems left
     */
    static SimulationOutcome run(long[] work, double[] seconds, SimulatedCluster cluster, long seed,
            List<Failure> failures) {
        return new ClusterSimulation(work, seconds, cluster, seed).run(failures);
    }

    private SimulationOutcome run(List<Failure> failures) {
        for (int i = 0; i < work.length; i++) {
            toSend.add(new Attempt(new Task(i), false));
        }
        unsettled = work.length;
        cluster.threads().forEach(this::join);
        for (Failure failure : failures) {
            schedule(Kind.FAIL, failure.at(), everyMember.get(failure.member()), failure.hang() ? 1 : 0);
        }
        fill();
        while (unsettled > 0) {
            Event event = events.poll();
            if (event == null) {
                throw new IllegalStateException(unsettled + " subproblems left and no member to count them");
            }
            now = event.time;
            switch (event.kind) {
                case FINISH -> finish((Attempt) event.subject);
                case FAIL -> fail((SimulatedMember) event.subject, event.stamp);
                case LEAVE -> leave((SimulatedMember) event.subject);
                case CHECK -> check((Task) event.subject, event.stamp);
                case JOIN -> join((int) event.stamp);
                default -> throw new AssertionError(event.kind);
            }
            fill();
        }
        return outcome();
    }

    private SimulationOutcome outcome() {
        double total = Arrays.stream(seconds).sum();
        double tailStart = now;
        double idle = 0;
        for (SimulatedMember member : everyMember) {
            if (member.down) {
                continue;
            }
            for (Attempt attempt : member.running) {
                // a copy that lost, still counting at the end: busy, not idle
                duplicate += now - attempt.started;
                member.lastEnd[attempt.thread] = now;
            }
            for (double end : member.lastEnd) {
                tailStart = Math.min(tailStart, end);
                idle += now - end;
            }
        }
        return new SimulationOutcome(now, total / cluster.allThreads(), Arrays.stream(seconds).max().orElse(0),
                tailStart, idle / 3600, lost / 3600, duplicate / 3600, crashes, hangs, copies, resent);
    }

    /** Sends tasks while the window has room. */
    private void fill() {
        int window = choice.window();
        // with no member at all, the tasks wait for one to join
        while (inFlight < window && !toSend.isEmpty() && !choice.isEmpty()) {
            Attempt attempt = toSend.poll();
            if (!attempt.task.settled) {
                send(attempt);
            }
        }
    }

    private void send(Attempt attempt) {
        Task task = attempt.task;
        SimulatedMember target = choice.target(task.avoidFor(attempt));
        if (target == null) {
            // a copy with no other member to go to: the original goes on
            return;
        }
        attempt.member = target;
        attempt.sent = now;
        attempt.inFlight = true;
        inFlight++;
        choice.took(target);
        task.attempts.add(attempt);
        task.targets.add(target);
        task.lastSent = now;
        target.queue.add(attempt);
        start(target);
        schedule(Kind.CHECK, now + deadline(Math.max(allowance, 0), task.index), task, now);
    }

    /** Starts the queued tasks of a member on its free threads. */
    private void start(SimulatedMember member) {
        while (!member.down && !member.queue.isEmpty() && member.running.size() < member.lastEnd.length) {
            Attempt attempt = member.queue.poll();
            attempt.started = now;
            attempt.thread = member.freeThread();
            member.running.add(attempt);
            schedule(Kind.FINISH, now + seconds[attempt.task.index], attempt, 0);
        }
    }

    private void finish(Attempt attempt) {
        SimulatedMember member = attempt.member;
        if (member.down) {
            return;
        }
        member.running.remove(attempt);
        member.lastEnd[attempt.thread] = now;
        Task task = attempt.task;
        if (task.settled) {
            duplicate += seconds[task.index];
        } else {
            task.settled = true;
            unsettled--;
            choice.silence(member, false);
            record(task.index, now - attempt.sent);
            if (!parked.isEmpty()) {
                allowance = allowance();
                allowanceAt = now;
                if (allowance >= 0) {
                    parked.forEach(waiting -> schedule(Kind.CHECK, now, waiting, waiting.lastSent));
                    parked.clear();
                }
            }
            for (Attempt other : task.attempts) {
                if (other.inFlight) {
                    other.inFlight = false;
                    inFlight--;
                    choice.released(other.member);
                }
            }
        }
        start(member);
        choice.finished(member);
    }

    /** @param how 1 for a hang, 0 for a crash, -1 for one or the other at the cluster's odds */
    private void fail(SimulatedMember member, double how) {
        if (member.gone || member.down) {
            return;
        }
        member.down = true;
        for (Attempt attempt : member.running) {
            lost += now - attempt.started;
        }
        boolean hang = how < 0 ? random.nextDouble() < cluster.hangFraction() : how > 0;
        if (hang) {
            hangs++;
        } else {
            crashes++;
        }
        double noticed = hang ? cluster.dropSeconds() : cluster.detectMinSeconds()
                + random.nextDouble() * (cluster.detectMaxSeconds() - cluster.detectMinSeconds());
        schedule(Kind.LEAVE, now + noticed, member, 0);
    }

    /** The cluster has noticed a failed member: its tasks are sent again, and a member may take its place. */
    private void leave(SimulatedMember member) {
        member.gone = true;
        choice.left(member);
        List<Attempt> held = new ArrayList<>(member.running);
        held.addAll(member.queue);
        member.queue.clear();
        for (int i = held.size() - 1; i >= 0; i--) {
            Attempt attempt = held.get(i);
            if (!attempt.inFlight) {
                continue;
            }
            attempt.inFlight = false;
            inFlight--;
            if (!attempt.copy && !attempt.task.settled) {
                resent++;
                toSend.addFirst(new Attempt(attempt.task, false));
            }
        }
        if (cluster.replaceSeconds() >= 0) {
            schedule(Kind.JOIN, now + cluster.replaceSeconds(), null, member.threads());
        }
    }

    /** @param threads the threads of the member that joins */
    private void join(int threads) {
        SimulatedMember member = new SimulatedMember(everyMember.size(), threads, now);
        everyMember.add(member);
        choice.joined(member);
        if (Double.isFinite(cluster.mtbfSeconds())) {
            double life = -cluster.mtbfSeconds() * Math.log(1 - random.nextDouble());
            schedule(Kind.FAIL, now + life, member, -1);
        }
    }

    /** Copies a task that is overdue, as {@code ClusterRun.copyOverdue} does. */
    private void check(Task task, double stamp) {
        if (task.settled || task.lastSent != stamp || task.copies >= MAX_COPIES
                || task.attempts.stream().noneMatch(attempt -> attempt.inFlight)) {
            return;
        }
        if (now >= allowanceAt + 1) {
            allowance = allowance();
            allowanceAt = now;
        }
        if (allowance < 0) {
            // ClusterRun looks again each second; here, once the allowance is known, as that is the same
            parked.add(task);
            return;
        }
        double due = task.lastSent + deadline(allowance, task.index);
        if (now < due) {
            schedule(Kind.CHECK, due, task, stamp);
            return;
        }
        for (SimulatedMember target : task.targets) {
            choice.silence(target, true);
        }
        task.copies++;
        copies++;
        send(new Attempt(task, true));
    }

    private double deadline(double perWork, int index) {
        return Math.max(MIN_DEADLINE, perWork * (work[index] + 1.0));
    }

    /** As {@code TaskDeadlines.record}: the time from sending a task to its result, per unit of work. */
    private void record(int index, double took) {
        ratios[recorded++ % SAMPLES] = took / (work[index] + 1.0);
        if (recorded == 2 * SAMPLES) {
            recorded = SAMPLES;
        }
    }

    /** As {@code TaskDeadlines.allowance}: the seconds a task is given per unit of estimated work, or -1. */
    private double allowance() {
        int filled = Math.min(recorded, SAMPLES);
        if (filled < MIN_SAMPLES) {
            return -1;
        }
        double[] sorted = Arrays.copyOf(ratios, filled);
        Arrays.sort(sorted);
        return FACTOR * sorted[(int) (0.9 * (filled - 1))];
    }

    private void schedule(Kind kind, double time, Object subject, double stamp) {
        events.add(new Event(time, sequence++, kind, subject, stamp));
    }

    private enum Kind { FINISH, FAIL, LEAVE, CHECK, JOIN }

    private record Event(double time, long sequence, Kind kind, Object subject, double stamp)
            implements Comparable<Event> {

        @Override
        public int compareTo(Event other) {
            int byTime = Double.compare(time, other.time);
            return byTime != 0 ? byTime : Long.compare(sequence, other.sequence);
        }
    }

    /** A subproblem, with its attempts: the first, those sent again, the copies. */
    private static final class Task {
        final int index;
        final List<Attempt> attempts = new ArrayList<>(1);
        /** The members it and its copies were sent to, in order. */
        final Set<SimulatedMember> targets = new HashSet<>(2);
        boolean settled;
        int copies;
        double lastSent = -1;

        Task(int index) {
            this.index = index;
        }

        /** @return the members an attempt keeps away from: a copy, those the others were sent to */
        Set<SimulatedMember> avoidFor(Attempt attempt) {
            return attempt.copy ? new HashSet<>(targets) : Set.of();
        }
    }

    /** One sending of a subproblem's task: the first, one sent again, or a copy. */
    static final class Attempt {
        private final Task task;
        private final boolean copy;
        private SimulatedMember member;
        private double sent;
        private double started;
        /** The thread of its member that counts it, once started. */
        int thread;
        /** Sent and not back: it takes a place in the window. */
        private boolean inFlight;

        private Attempt(Task task, boolean copy) {
            this.task = task;
            this.copy = copy;
        }
    }
}
