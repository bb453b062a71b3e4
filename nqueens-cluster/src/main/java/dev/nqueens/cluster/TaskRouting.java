package dev.nqueens.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.partition.Partition;
import com.hazelcast.partition.PartitionService;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.jspecify.annotations.Nullable;

/**
 * Where the tasks of a {@link ClusterRun} go: to the member, outside those a task must keep away from (a
 * recheck's, and those of a checkpoint's doubtful counts), that holds fewest of the run's tasks for its
 * threads, by a key of one of the partitions it owns, each in turn, since the durable executor runs a task
 * on the owner of its key's partition.
 */
final class TaskRouting {

    /** Keys tried, per partition, to find one that lands on each partition, for tasks sent to one member. */
    private static final int KEY_TRIES_PER_PARTITION = 20;

    private final HazelcastInstance client;
    private final Optional<ClusterSecret> secret;
    /** For each partition, a key that lands on it, found when a task first goes to a chosen member. */
    private String @Nullable [] partitionKeys;
    /** Turns the choice of a member among those a task may go to, and of a partition among its own. */
    private int nextMember;
    private int nextPartition;

    /**
     * @param client the run's client, connected
     * @param secret the cluster's secret, which a member must prove it has, if the cluster has one
     */
    TaskRouting(HazelcastInstance client, Optional<ClusterSecret> secret) {
        this.client = client;
        this.secret = secret;
    }

    /**
     * @return the members that may be sent tasks: nqueens members of this version, with the cluster's secret
     *     where it has one
     */
    List<Member> eligible() {
        return client.getCluster().getMembers().stream()
                .filter(member -> ClusterProtocol.threadsOf(member) > 0)
                .filter(member -> ClusterProtocol.trusted(member, secret))
                .toList();
    }

    /**
     * @param avoid the members a task must not go to
     * @param held how many of the run's tasks a member ({@code HOST:PORT}) holds now
     * @return the nqueens member outside them that holds fewest tasks for its threads, so that each is sent
     *     work in proportion to its threads, and among those that hold equally few, each in turn; null if there
     *     is none
     */
    @Nullable Member memberOutside(Set<String> avoid, ToIntFunction<String> held) {
        List<Member> allowed = eligible().stream()
                .filter(member -> !avoid.contains(ClusterProtocol.describe(member)))
                .toList();
        if (allowed.isEmpty()) {
            return null;
        }
        int start = Math.floorMod(nextMember++, allowed.size());
        Member best = null;
        double fewest = Double.MAX_VALUE;
        for (int i = 0; i < allowed.size(); i++) {
            Member member = allowed.get((start + i) % allowed.size());
            double load = held.applyAsInt(ClusterProtocol.describe(member))
                    / (double) ClusterProtocol.threadsOf(member);
            if (load < fewest) {
                fewest = load;
                best = member;
            }
        }
        return best;
    }

    /**
     * @param target a member of the cluster
     * @return a key of one of the partitions it owns now, each in turn, so that a task sent with it runs
     *     there; null if it owns none (its partitions are moving), and the task may go anywhere
     */
    @Nullable String keyOwnedBy(Member target) {
        PartitionService partitions = client.getPartitionService();
        if (partitionKeys == null) {
            partitionKeys = keysOfPartitions(partitions);
        }
        List<String> owned = new ArrayList<>();
        for (Partition partition : partitions.getPartitions()) {
            Member owner = partition.getOwner();
            int id = partition.getPartitionId();
            if (owner != null && owner.getUuid().equals(target.getUuid()) && id < partitionKeys.length
                    && partitionKeys[id] != null) {
                owned.add(partitionKeys[id]);
            }
        }
        return owned.isEmpty() ? null : owned.get(Math.floorMod(nextPartition++, owned.size()));
    }

    /**
     * @return for each partition id, a key that lands on that partition, or null where none of the keys tried
     *     does
     */
    private static String[] keysOfPartitions(PartitionService partitions) {
        int count = partitions.getPartitions().size();
        String[] keys = new String[count];
        int found = 0;
        for (int i = 0; i < count * KEY_TRIES_PER_PARTITION && found < count; i++) {
            String key = "nqueens-" + i;
            int id = partitions.getPartition(key).getPartitionId();
            if (id < count && keys[id] == null) {
                keys[id] = key;
                found++;
            }
        }
        return keys;
    }
}
