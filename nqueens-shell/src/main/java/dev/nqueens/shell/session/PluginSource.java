package dev.nqueens.shell.session;

import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import java.nio.file.Path;
import java.util.List;

/**
 * Where a session's plugins come from, as the session knows them: something that reads plugin folders and
 * gives back the providers that loaded. The plugin package implements it
 * ({@code dev.nqueens.shell.plugin.FolderPluginSource}: the standard folders and those given, each jar checked
 * before it loads), so that the session never names a class of that package.
 */
@FunctionalInterface
public interface PluginSource {

    /** A source with no folder of its own, for a session that reads no plugins: it refuses folders given. */
    PluginSource NONE = (given, recheck, builtInSolvers, builtInRenderers) -> {
        if (!given.isEmpty()) {
            throw new IllegalStateException("this session reads no plugins, not even those of " + given);
        }
        return LoadedPlugins.NONE;
    };

    /**
     * Reads the folders given and the source's own.
     *
     * @param given the folders of {@code --plugins}, in order; they take precedence over the source's own
     * @param recheck true to check every jar again, ignoring the verdicts kept
     * @param builtInSolvers the solvers the session has already; a plugin cannot take their ids
     * @param builtInRenderers the formats the session has already; likewise
     * @return what was found; {@link LoadedPlugins#NONE} if there was no folder to read
     */
    LoadedPlugins load(List<Path> given, boolean recheck, Registry<Solver> builtInSolvers,
            Registry<Renderer> builtInRenderers);
}
