package dev.nqueens.shell.session;

import dev.nqueens.api.Provider;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a {@link PluginSource} read, as far as the session and the commands that call providers need it: the
 * providers that loaded, the warnings for standard error, and the jar each provider came from. The plugin
 * package's report ({@code dev.nqueens.shell.plugin.PluginReport}) implements it, with the details the
 * {@code plugins} command shows.
 */
public interface LoadedPlugins {

    /** What a session read before it read any plugin folder, or when there was none to read. */
    LoadedPlugins NONE = new LoadedPlugins() {
        @Override
        public List<Solver> solvers() {
            return List.of();
        }

        @Override
        public List<Renderer> renderers() {
            return List.of();
        }

        @Override
        public List<String> warnings() {
            return List.of();
        }

        @Override
        public Optional<Path> jarOf(Provider provider) {
            return Optional.empty();
        }

        @Override
        public boolean foldersRead() {
            return false;
        }
    };

    /** @return the solvers that loaded, with ids that no built-in solver and no other plugin has */
    List<Solver> solvers();

    /** @return the formats that loaded, likewise */
    List<Renderer> renderers();

    /** @return one line per problem, for standard error, as in {@code nqueens: plugin /p/x.jar: ...} */
    List<String> warnings();

    /**
     * @param provider a solver or format of the session
     * @return the jar it came from, if it is one of these plugins' providers
     */
    Optional<Path> jarOf(Provider provider);

    /** @return true if at least one plugin folder was read: the session reads its folders once */
    boolean foldersRead();

    /**
     * @param kind {@code solver} or {@code format}
     * @param id an id that no provider of the session has
     * @return why a plugin's provider of that kind and id was skipped, as its warning says it (as in
     *     {@code plugin /p/x.jar: solver swap skipped: com.example.Swap was built for nqueens API version 2,
     *     not 3: rebuild it against this one}); empty if no plugin's was
     */
    default Optional<String> skipped(String kind, String id) {
        return Optional.empty();
    }
}
