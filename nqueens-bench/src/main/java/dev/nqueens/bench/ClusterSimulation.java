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
 * left is sent again, to the head of the queue; a subproblem whose task (or its last copy) was sent longer ago
 * than the deadline that {@link SimulatedDeadlines} gives, looked at once a second, is copied to a member it was
 * not sent to, {@value #MAX_COPIES} times at most, and the first count back is taken; a member that an overdue
 * task was sent to is silent, sent nothing while others are left, until it answers any task sent to it, even
 * one whose subproblem a copy counted first. The copy that loses goes on counting on its member, as it does in
 * the cluster.
 *
 * <p>Left out: the time a task and its result take on the network, the client's own threads (a count with no
 * member left stops the simulation), a member coming back after a hang, and the back-off of 0.1 s before a lost
 * task is sent again. The same inputs and seed give the same outcome.
 */
final class ClusterSimulation {

    /** As {@code ClusterRun.MAX_COPIES}. */
    static final int MAX_COPIES = 2;

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
    private final SimulatedDeadlines deadlines = new SimulatedDeadlines();
    /**
     * The subproblems out, by when they were last sent, the oldest first; some stale (sent again since, settled,
     * copied as often as they may be, or no longer out), left out when met.
     */
    private final PriorityQueue<Sending> oldest = new PriorityQueue<>();
    /**
     * When the client last looked for overdue tasks: it does so once a second, at whole seconds here, and only
     * when it may find some.
     */
    private double lastCheck = -1;
    /** When it looks next: the check scheduled with {@link #checkNumber}, or infinity for none. */
    private double nextCheck = Double.POSITIVE_INFINITY;
    private long checkNumber;
    private double lost;
    private double duplicate;
    private int crashes;
    private int hangs;
    private int copies;
    private int resent;

    private ClusterSimulation(double[] seconds, SimulatedCluster cluster, long seed) {
        if (seconds.length == 0) {
            throw new IllegalArgumentException("no subproblem to replay");
        }
        this.seconds = seconds;
        this.cluster = cluster;
        this.random = new Random(seed);
        this.choice = new MemberChoice(cluster.dispatch());
    }

    /**
     * @param seconds the time each subproblem takes on one thread, in the order they are sent
     * @param cluster the cluster and its failures
     * @param seed the seed of the failures: the same seed, the same outcome
     * @return what the replay found
     * @throws IllegalStateException if every member failed and none replaced it, with subproblems left
     */
    static SimulationOutcome run(double[] seconds, SimulatedCluster cluster, long seed) {
        return run(seconds, cluster, seed, List.of());
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
     * @param seconds the time each subproblem takes on one thread, in the order they are sent
     * @param cluster the cluster and its failures
     * @param seed the seed of the failures
     * @param failures failures at given times, besides those the cluster's rate draws
     * @return what the replay found
     * @throws IllegalStateException if every member failed and none replaced it, with subproblems left
     */
    static SimulationOutcome run(double[] seconds, SimulatedCluster cluster, long seed,
            List<Failure> failures) {
        return new ClusterSimulation(seconds, cluster, seed).run(failures);
    }

    private SimulationOutcome run(List<Failure> failures) {
        for (int i = 0; i < seconds.length; i++) {
            toSend.add(new Attempt(new Task(i), false));
        }
        unsettled = seconds.length;
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
                case CHECK -> check((long) event.stamp);
                case JOIN -> join((int) event.stamp);
                default -> throw new AssertionError(event.kind);
            }
            fill();
            if (event.kind != Kind.CHECK) {
                // what changed may make a task overdue sooner: the client looks at its next second
                checkAtOrAfter(now);
            }
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
        attempt.number = deadlines.sent(now);
        attempt.inFlight = true;
        inFlight++;
        choice.took(target);
        task.attempts.add(attempt);
        task.targets.add(target);
        task.lastSent = now;
        oldest.add(new Sending(now, task));
        target.queue.add(attempt);
        start(target);
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
        if (member.silent) {
            // any answer, even one too late to be taken, shows that its member is not hung
            choice.silence(member, false);
        }
        if (task.settled) {
            duplicate += seconds[task.index];
        } else {
            task.settled = true;
            unsettled--;
            deadlines.record(now - attempt.sent);
            for (Attempt other : task.attempts) {
                if (other.inFlight) {
                    landed(other);
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
            landed(attempt);
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

    /** @param attempt an attempt that is no longer in flight: back, settled by another, or lost with its member */
    private void landed(Attempt attempt) {
        attempt.inFlight = false;
        inFlight--;
        deadlines.back(attempt.number);
    }

    /** Schedules the client's next look for overdue tasks at the first whole second from a time on, if sooner. */
    private void checkAtOrAfter(double time) {
        double at = Math.max(Math.ceil(time), lastCheck + 1);
        if (at < nextCheck) {
            nextCheck = at;
            schedule(Kind.CHECK, at, null, ++checkNumber);
        }
    }

    /**
     * Copies the subproblems whose tasks are overdue, as {@code ClusterRun.copyOverdue} does, and schedules the
     * next look at the first second a task may be overdue if nothing else happens; whatever happens schedules
     * one sooner.
     */
    private void check(long number) {
        if (number != checkNumber) {
            return;
        }
        lastCheck = now;
        nextCheck = Double.POSITIVE_INFINITY;
        Sending first = oldestOut();
        if (first == null) {
            // nothing out: the next task sent schedules a look
            return;
        }
        if (now - first.at < SimulatedDeadlines.MIN_SECONDS) {
            checkAtOrAfter(first.at + SimulatedDeadlines.MIN_SECONDS);
            return;
        }
        double deadline = deadlines.deadline(now);
        if (deadline < 0) {
            // too few back to tell: the next one back schedules a look
            return;
        }
        List<Task> overdue = new ArrayList<>();
        while (first != null && now - first.at >= deadline) {
            oldest.poll();
            overdue.add(first.task);
            first = oldestOut();
        }
        for (Task task : overdue) {
            for (SimulatedMember target : task.targets) {
                choice.silence(target, true);
            }
        }
        for (Task task : overdue) {
            task.copies++;
            copies++;
            send(new Attempt(task, true));
            if (task.lastSent < now && task.copies < MAX_COPIES) {
                // no member to copy it to: overdue still, at the next look
                oldest.add(new Sending(task.lastSent, task));
            }
        }
        first = oldestOut();
        if (first != null) {
            checkAtOrAfter(first.at + (overdue.isEmpty() ? deadline : SimulatedDeadlines.MIN_SECONDS));
        }
    }

    /** @return the subproblem out that was sent longest ago and may be copied, the stale ones dropped; or null */
    private Sending oldestOut() {
        Sending first = oldest.peek();
        while (first != null && (first.task.settled || first.task.lastSent != first.at
                || first.task.copies >= MAX_COPIES || first.task.attempts.stream().noneMatch(a -> a.inFlight))) {
            oldest.poll();
            first = oldest.peek();
        }
        return first;
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

    /**
     * A subproblem's last sending, for the look for overdue tasks.
     *
     * @param at when it was sent
     * @param task the subproblem
     */
    private record Sending(double at, Task task) implements Comparable<Sending> {

        @Override
        public int compareTo(Sending other) {
            int byTime = Double.compare(at, other.at);
            return byTime != 0 ? byTime : Integer.compare(task.index, other.task.index);
        }
    }

    /** One sending of a subproblem's task: the first, one sent again, or a copy. */
    static final class Attempt {
        private final Task task;
        private final boolean copy;
        private SimulatedMember member;
        private double sent;
        /** Its number in {@link SimulatedDeadlines}, once sent. */
        private int number;
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
