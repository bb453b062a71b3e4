package dev.nqueens.cluster;

import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The attempts of a {@link ClusterRun} sent and not yet back, copies included, with where each is held: so
 * that the run sends a task to the member that holds fewest for its threads ({@link TaskRouting}), and says
 * what each holds ({@link CountBoard}). Used by the run's calling thread only.
 */
final class InFlight implements Iterable<TaskAttempt> {

    /** Each attempt, and the member that holds it: {@code HOST:PORT}, this process's name, or null if unknown. */
    private final Map<TaskAttempt, String> holders = new HashMap<>();
    /** How many attempts each member holds, those of unknown holders left out. */
    private final Map<String, Integer> held = new HashMap<>();

    /**
     * @param attempt an attempt sent
     * @param holder where it was sent, or null if not known (a task that may run anywhere)
     */
    void add(TaskAttempt attempt, @Nullable String holder) {
        remove(attempt);
        holders.put(attempt, holder);
        if (holder != null) {
            held.merge(holder, 1, Integer::sum);
        }
    }

    /** @param attempt an attempt back, or given up; nothing happens if it is not in flight */
    void remove(TaskAttempt attempt) {
        if (!holders.containsKey(attempt)) {
            return;
        }
        String holder = holders.remove(attempt);
        if (holder != null) {
            held.computeIfPresent(holder, (member, count) -> count == 1 ? null : count - 1);
        }
    }

    /** @param root a subproblem's first attempt, now settled: it and its copies leave */
    void removeCopiesOf(TaskAttempt root) {
        List<TaskAttempt> copies = holders.keySet().stream().filter(attempt -> attempt.root() == root).toList();
        copies.forEach(this::remove);
    }

    void clear() {
        holders.clear();
        held.clear();
    }

    int size() {
        return holders.size();
    }

    boolean isEmpty() {
        return holders.isEmpty();
    }

    /**
     * @param member a member's {@code HOST:PORT}, or this process's name
     * @return how many attempts it holds
     */
    int heldBy(String member) {
        return held.getOrDefault(Objects.requireNonNull(member), 0);
    }

    /** @return how many attempts each member holds, for those that hold any; unmodifiable, live */
    Map<String, Integer> held() {
        return Collections.unmodifiableMap(held);
    }

    /** @return the attempts, in no order */
    Stream<TaskAttempt> stream() {
        return holders.keySet().stream();
    }

    /** @return the attempts; the run must not change them while it iterates */
    @Override
    public Iterator<TaskAttempt> iterator() {
        return Collections.unmodifiableSet(holders.keySet()).iterator();
    }
}
