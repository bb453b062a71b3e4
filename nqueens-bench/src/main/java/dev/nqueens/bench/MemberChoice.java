package dev.nqueens.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The members that the client of a {@link ClusterSimulation} knows, and which of them the next task goes to,
 * by the cluster's {@link SimulatedCluster.Dispatch}. The simulation tells it of each task sent to a member and
 * back ({@link #took}, {@link #released}), of each member's joining, silence and leaving.
 */
final class MemberChoice {

    private final SimulatedCluster.Dispatch dispatch;
    /** The members the client knows, in the order they joined: those that left are taken out. */
    private final List<SimulatedMember> present = new ArrayList<>();
    /** Their threads. */
    private long presentThreads;
    /** For {@link SimulatedCluster.Dispatch#IN_TURN}: the member whose turn is next, by its place in present. */
    private int turn;
    /**
     * For {@link SimulatedCluster.Dispatch#FEWEST_HELD}: where the choice among members that hold equally few
     * starts, by place in present, one further each time, as {@code TaskRouting.memberOutside} does.
     */
    private int nextStart;
    /** For {@link SimulatedCluster.Dispatch#FEWEST_HELD}: the members present, by silence, load and place. */
    private final TreeMap<Load, SimulatedMember> byLoad = new TreeMap<>();
    /** For {@link SimulatedCluster.Dispatch#FREE_THREAD}: a member for each thread that fell free; some stale. */
    private final Deque<SimulatedMember> freeThreads = new ArrayDeque<>();

    /** @param dispatch how the client chooses */
    MemberChoice(SimulatedCluster.Dispatch dispatch) {
        this.dispatch = dispatch;
    }

    /** @return true if the client knows no member: tasks wait for one to join */
    boolean isEmpty() {
        return present.isEmpty();
    }

    /** @return how many tasks may be in flight: twice the threads, or as many for a free thread each */
    int window() {
        long window = dispatch == SimulatedCluster.Dispatch.FREE_THREAD ? presentThreads
                : Math.max(2, 2 * presentThreads);
        return (int) Math.min(Integer.MAX_VALUE, window);
    }

    /** @param member a member that joined, holding nothing */
    void joined(SimulatedMember member) {
        present.add(member);
        presentThreads += member.threads();
        byLoad.put(Load.of(member), member);
        if (dispatch == SimulatedCluster.Dispatch.FREE_THREAD) {
            for (int t = 0; t < member.threads(); t++) {
                freeThreads.add(member);
            }
        }
    }

    /** @param member a member that the cluster noticed had failed, already marked gone */
    void left(SimulatedMember member) {
        byLoad.remove(Load.of(member));
        present.remove(member);
        presentThreads -= member.threads();
    }

    /** @param member a member that a task was sent to */
    void took(SimulatedMember member) {
        change(member, () -> member.held++);
    }

    /** @param member a member that a task sent to it is no longer in flight on: back, or settled elsewhere */
    void released(SimulatedMember member) {
        change(member, () -> member.held--);
    }

    /** @param member a member that a task overdue was sent to, or that answered a task since: {@code silent} */
    void silence(SimulatedMember member, boolean silent) {
        change(member, () -> member.silent = silent);
    }

    /** @param member a member that finished a task, with a thread free now unless it started a queued one */
    void finished(SimulatedMember member) {
        if (dispatch == SimulatedCluster.Dispatch.FREE_THREAD && !member.busy()) {
            freeThreads.add(member);
        }
    }

    private void change(SimulatedMember member, Runnable update) {
        boolean known = !member.gone && byLoad.remove(Load.of(member)) != null;
        update.run();
        if (known) {
            byLoad.put(Load.of(member), member);
        }
    }

    /**
     * @param avoid the members the task keeps away from
     * @return the member the task goes to, silent members only where no other is left; null if there is none
     */
    SimulatedMember target(Set<SimulatedMember> avoid) {
        return switch (dispatch) {
            case FEWEST_HELD -> fewestHeld(avoid);
            case IN_TURN -> inTurn(avoid);
            case FREE_THREAD -> {
                SimulatedMember free = freeThread(avoid);
                yield free != null ? free : inTurn(avoid);
            }
        };
    }

    /** As {@code TaskRouting.memberOutside}: fewest tasks held for its threads, equals in turn. */
    private SimulatedMember fewestHeld(Set<SimulatedMember> avoid) {
        if (present.isEmpty()) {
            return null;
        }
        int start = present.get(Math.floorMod(nextStart++, present.size())).index;
        SimulatedMember found = fewestHeld(false, start, avoid);
        return found != null ? found : fewestHeld(true, start, avoid);
    }

    private SimulatedMember fewestHeld(boolean silent, int start, Set<SimulatedMember> avoid) {
        Map.Entry<Load, SimulatedMember> level = byLoad.ceilingEntry(new Load(silent, 0, Integer.MIN_VALUE));
        while (level != null && level.getKey().silent() == silent) {
            double load = level.getKey().load();
            Load from = new Load(silent, load, start);
            // of those that hold equally few, the first from the start on, then those before it
            Load last = new Load(silent, load, Integer.MAX_VALUE);
            for (SimulatedMember member : byLoad.subMap(from, true, last, true).values()) {
                if (!avoid.contains(member)) {
                    return member;
                }
            }
            for (SimulatedMember member : byLoad.subMap(new Load(silent, load, Integer.MIN_VALUE), from).values()) {
                if (!avoid.contains(member)) {
                    return member;
                }
            }
            level = byLoad.higherEntry(last);
        }
        return null;
    }

    /** As {@code ClusterRun} dealt tasks until 2026-12-06: the next member in turn, silent ones skipped. */
    private SimulatedMember inTurn(Set<SimulatedMember> avoid) {
        SimulatedMember member = inTurn(avoid, true);
        return member != null ? member : inTurn(avoid, false);
    }

    private SimulatedMember inTurn(Set<SimulatedMember> avoid, boolean skipSilent) {
        int size = present.size();
        for (int k = 0; k < size; k++) {
            SimulatedMember member = present.get(Math.floorMod(turn + k, size));
            if (!avoid.contains(member) && !(skipSilent && member.silent)) {
                turn = Math.floorMod(turn + k + 1, size);
                return member;
            }
        }
        return null;
    }

    private SimulatedMember freeThread(Set<SimulatedMember> avoid) {
        List<SimulatedMember> skipped = new ArrayList<>();
        SimulatedMember found = null;
        while (found == null && !freeThreads.isEmpty()) {
            SimulatedMember member = freeThreads.poll();
            if (member.gone || member.running.size() + member.queue.size() >= member.threads()) {
                continue;
            }
            if (avoid.contains(member)) {
                skipped.add(member);
            } else {
                found = member;
            }
        }
        skipped.forEach(freeThreads::addFirst);
        return found;
    }

    /**
     * Where a member stands in the choice: the silent after the others, then by the tasks it holds for its
     * threads, then by its place.
     */
    private record Load(boolean silent, double load, int index) implements Comparable<Load> {

        static Load of(SimulatedMember member) {
            return new Load(member.silent, member.held / (double) member.threads(), member.index);
        }

        @Override
        public int compareTo(Load other) {
            int bySilence = Boolean.compare(silent, other.silent);
            if (bySilence != 0) {
                return bySilence;
            }
            int byLoad = Double.compare(load, other.load);
            return byLoad != 0 ? byLoad : Integer.compare(index, other.index);
        }
    }
}
