package dev.nqueens.engine;

import dev.nqueens.engine.internal.MemberCount;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What the lines of a checkpoint say, taken together: the count of each finished subproblem and the member
 * that made it, as the last line of that subproblem has it, and the members whose counts a line replaced,
 * which the checkpoint {@linkplain Checkpoint#distrusted() distrusts}. {@link CheckpointCodec} fills it as it
 * reads a file; as {@link Checkpoint} appends lines, it adds the members they distrust, and keeps no count.
 *
 * <p>Not thread-safe: its checkpoint's lock guards it.
 */
final class CheckpointCounts {

    private final Map<String, MemberCount> finished = new HashMap<>();
    /** The members whose counts a line replaced, in the order of those lines. */
    private final Set<String> distrusted = new LinkedHashSet<>();

    /**
     * @param id a subproblem id
     * @return its count and member, if a line records one, else null
     */
    @Nullable MemberCount finished(String id) {
        return finished.get(id);
    }

    /**
     * @param id a subproblem that no line records yet
     * @param counted its count, and the member that made it
     */
    void add(String id, MemberCount counted) {
        finished.put(id, counted);
    }

    /**
     * @param id a subproblem that a line records, counted by {@code replaced}
     * @param counted its new count, and the member that made it
     * @param replaced the member whose count it replaces, distrusted from now on
     */
    void replace(String id, MemberCount counted, String replaced) {
        finished.put(id, counted);
        distrusted.add(replaced);
    }

    /** @param member a member whose count a line appended now replaces, distrusted from now on */
    void distrust(String member) {
        distrusted.add(member);
    }

    /** @return how many subproblems the lines record */
    int size() {
        return finished.size();
    }

    /** @return how many of the subproblems the lines record were counted by a distrusted member */
    int doubtful() {
        return (int) finished.values().stream().filter(count -> distrusted.contains(count.member())).count();
    }

    /** @return the members whose counts a line replaced, in the order of those lines; a copy, unmodifiable */
    Set<String> distrusted() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(distrusted));
    }
}
