package dev.nqueens.shell.plugin;

import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.HostProcess;
import dev.nqueens.shell.session.PluginSource;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The plugins of a session: the jars of the folders given with {@code --plugins} and of the standard folders
 * ({@link PluginFolder#standard}), each new or changed one checked in the {@link Quarantine} before it
 * loads ({@link PluginLoader}). The session knows it as a {@link PluginSource}.
 */
public final class FolderPluginSource implements PluginSource {

    private final List<PluginFolder> standardFolders;
    private final Quarantine quarantine;
    private final HostProcess host;

    /**
     * A source of the {@code nqueens} program, which names a plugin that ends its process.
     *
     * @param standardFolders the folders read besides those given; see {@link PluginFolder#standard}
     * @param quarantine what checks the plugin jars before they load, or has their verdicts already
     */
    public FolderPluginSource(List<PluginFolder> standardFolders, Quarantine quarantine) {
        this(standardFolders, quarantine, HostProcess.PROGRAM);
    }

    /**
     * @param standardFolders the folders read besides those given; see {@link PluginFolder#standard}
     * @param quarantine what checks the plugin jars before they load, or has their verdicts already
     * @param host the process the plugins run in: only where the session owns it is a hook added to its end
     */
    public FolderPluginSource(List<PluginFolder> standardFolders, Quarantine quarantine, HostProcess host) {
        this.standardFolders = List.copyOf(standardFolders);
        this.quarantine = quarantine;
        this.host = host;
    }

    /**
     * @return a source of the folders given alone, whose jars are checked each time they are read, with the
     *     default deadline, and no verdict kept
     */
    public static FolderPluginSource givenFoldersOnly() {
        return new FolderPluginSource(List.of(),
                Quarantine.uncached(new ChildJvmChecker(ChildJvmChecker.DEADLINE), Clock.systemUTC()));
    }

    /**
     * @return what was found, whose warnings are for standard error; {@link PluginReport#NONE} if there is
     *     no folder to read
     */
    @Override
    public PluginReport load(List<Path> given, boolean recheck, Registry<Solver> builtInSolvers,
            Registry<Renderer> builtInRenderers) {
        List<PluginFolder> folders = new ArrayList<>(PluginFolder.given(given));
        folders.addAll(standardFolders);
        if (folders.isEmpty()) {
            return PluginReport.NONE;
        }
        return PluginLoader.load(folders, builtInSolvers, builtInRenderers,
                recheck ? quarantine.rechecking() : quarantine, host);
    }
}
