package dev.nqueens.shell.command.cluster;

import dev.nqueens.shell.status.UsageException;
import java.io.File;
import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolutionException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The one door to the cluster module, {@code dev.nqueens.cluster} (the jar {@code nqueens-cluster}, with
 * Hazelcast behind it), which the shell {@code requires static}: only {@code member}, {@code status} and
 * {@code count --cluster} use it, and an installation may leave both jars out. {@link #open} checks that the
 * module is there and only then hands out the {@link ClusterCalls} through which those commands reach it; no
 * other class of the shell names a class of the cluster or of Hazelcast (but the {@link ClusterStatusView} that
 * it makes), so none of them loads before a cluster command has passed this check, and every other command
 * runs without the two jars.
 *
 * <p>Where the module is not there, the command is a usage error in one line: nothing ran. On the module
 * path a module that is only {@code requires static} is resolved when something else asks for it, not
 * because its jar is present: a program launched with {@code -m dev.nqueens.shell/...} leaves it out unless
 * the launch adds it ({@code --add-modules dev.nqueens.cluster}). So where the jars are on the module path
 * and would resolve, the message says to add the module rather than that it is missing.
 */
public final class ClusterGate {

    /** The cluster module's name, as {@code --add-modules} takes it. */
    static final String MODULE = "dev.nqueens.cluster";

    /** Why a cluster command cannot run where neither the module nor Hazelcast can be found. */
    static final String NOT_INSTALLED = "needs the cluster module (nqueens-cluster and Hazelcast), which is not"
            + " installed";

    /** Why a cluster command cannot run where the module is on the module path but the launch left it out. */
    static final String NOT_RESOLVED = "needs the cluster module, which is on the module path but was not resolved:"
            + " add --add-modules " + MODULE + " to the java command";

    /**
     * On the class path, a class of the cluster module and one of Hazelcast: both must be found (they are
     * looked up, not initialised).
     */
    private static final List<String> CLASS_PATH_PROBES = List.of("dev.nqueens.cluster.ClusterEngine",
            "com.hazelcast.core.HazelcastInstance");

    private ClusterGate() {
    }

    /**
     * @param option the option that asks for the cluster, as in {@code "--cluster"}, for the message; or null
     *     where the command itself does
     * @return the calls into the cluster module
     * @throws UsageException if the cluster module or Hazelcast is not there, saying so
     */
    public static ClusterCalls open(String option) {
        Optional<String> missing = missing();
        if (missing.isPresent()) {
            throw new UsageException(option == null ? missing.get() : option + " " + missing.get());
        }
        return new ClusterCalls();
    }

    /** @return why this JVM cannot run the cluster, or empty if it can */
    private static Optional<String> missing() {
        Module shell = ClusterGate.class.getModule();
        if (!shell.isNamed()) {
            return CLASS_PATH_PROBES.stream().allMatch(ClusterGate::found) ? Optional.empty()
                    : Optional.of(NOT_INSTALLED);
        }
        // resolution resolved Hazelcast too, if it resolved the cluster module, and made the shell read it
        ModuleLayer layer = shell.getLayer();
        if (layer != null && layer.findModule(MODULE).filter(shell::canRead).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(layer == ModuleLayer.boot() && resolvesFromModulePath() ? NOT_RESOLVED : NOT_INSTALLED);
    }

    private static boolean found(String className) {
        try {
            Class.forName(className, false, ClusterGate.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * @return true if the cluster module and what it requires are on the module path of this JVM, so that
     *     adding it to the launch would work: a resolution that is tried, never used
     */
    private static boolean resolvesFromModulePath() {
        String modulePath = System.getProperty("jdk.module.path", "");
        if (modulePath.isEmpty()) {
            return false;
        }
        Path[] entries = Stream.of(modulePath.split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .map(Path::of)
                .toArray(Path[]::new);
        try {
            // after the modules resolved already, the JDK's (a -m launch resolves only those it needs; the
            // cluster needs more) and the module path, in the order the launcher looks
            ModuleLayer.boot().configuration().resolve(ModuleFinder.of(),
                    ModuleFinder.compose(ModuleFinder.ofSystem(), ModuleFinder.of(entries)), Set.of(MODULE));
            return true;
        } catch (FindException | ResolutionException e) {
            return false;
        }
    }
}
