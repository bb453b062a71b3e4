package dev.nqueens.shell.command;

import dev.nqueens.cluster.ClientSettings;
import dev.nqueens.cluster.ClusterName;
import dev.nqueens.cluster.MemberAddress;
import dev.nqueens.shell.session.UsageException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of {@code count} that hand the count to a counting engine ({@code nqueens-engine}, or
 * {@code nqueens-cluster} for a cluster): {@code --cluster} to count on the members of a cluster,
 * {@code --checkpoint} to record each finished subproblem in a file and resume from it. A picocli mixin;
 * {@link EngineCount} runs the count they ask for.
 */
final class EngineOptions {

    @Option(names = "--cluster", paramLabel = "HOST:PORT,...",
            description = "Count on the cluster whose members listen at these addresses (see member): the "
                    + "members count the subproblems, this process adds them up. Needs a solver that splits "
                    + "its work (halves), which is the default then.")
    String cluster;

    @Option(names = "--cluster-name", paramLabel = "NAME",
            description = "The name the cluster's members were given with member --cluster-name; default: "
                    + "nqueens- and your login name.")
    String clusterName;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Record each finished subproblem in FILE (JSON lines), and skip those it holds "
                    + "already: a run stopped by Ctrl-C or a crash resumes where it stopped and prints the same "
                    + "total. Here or with --cluster. Needs a solver that splits its work (halves), which is "
                    + "the default then.")
    Path checkpoint;

    /** @return true if the count is to go through an engine: {@code --cluster} or {@code --checkpoint} */
    boolean given() {
        return cluster != null || checkpoint != null || clusterName != null;
    }

    /** @return the options given, as in {@code "--cluster --checkpoint"}, for messages */
    String describe() {
        return ((cluster != null ? " --cluster" : "") + (checkpoint != null ? " --checkpoint" : "")).strip();
    }

    /**
     * @return how to reach the cluster of {@code --cluster} and {@code --cluster-name}, or null without
     *     {@code --cluster}
     * @throws UsageException if an address or the name is not valid, or a name is given without addresses
     */
    ClientSettings clientSettings() {
        if (cluster == null) {
            if (clusterName != null) {
                throw new UsageException("--cluster-name names the cluster of --cluster; give --cluster too");
            }
            return null;
        }
        List<MemberAddress> members;
        try {
            members = MemberAddress.parseList(cluster);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--cluster: " + e.getMessage(), e);
        }
        return ClientSettings.builder(members).clusterName(clusterName(clusterName)).build();
    }

    /**
     * @param name the name given with {@code --cluster-name}, or null
     * @return the cluster's name: the one given, or the user's default
     * @throws UsageException if the name is not valid
     */
    static ClusterName clusterName(String name) {
        if (name == null) {
            return ClusterName.forCurrentUser();
        }
        try {
            return ClusterName.of(name);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--cluster-name: " + e.getMessage(), e);
        }
    }
}
