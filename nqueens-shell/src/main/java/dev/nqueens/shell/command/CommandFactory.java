package dev.nqueens.shell.command;

import dev.nqueens.shell.session.Session;
import java.util.Iterator;
import picocli.CommandLine.IFactory;
import picocli.CommandLine;

/**
 * Creates what picocli instantiates while it builds the command line, giving the completion candidates
 * the session's installed ids. The candidates feed both tab completion ({@code SpecCompleter}) and the
 * {@code ${COMPLETION-CANDIDATES}} lists in the help.
 */
final class CommandFactory implements IFactory {

    private final Session session;

    /** @param session the session whose providers the candidates list */
    CommandFactory(Session session) {
        this.session = session;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        if (type == SolverIds.class) {
            return type.cast(new SolverIds(session));
        }
        if (type == FormatIds.class) {
            return type.cast(new FormatIds(session));
        }
        return CommandLine.defaultFactory().create(type);
    }

    /** The ids of the installed solvers. */
    static final class SolverIds implements Iterable<String> {
        private final Session session;

        SolverIds(Session session) {
            this.session = session;
        }

        @Override
        public Iterator<String> iterator() {
            return session.solvers().ids().iterator();
        }
    }

    /** The ids of the installed formats. */
    static final class FormatIds implements Iterable<String> {
        private final Session session;

        FormatIds(Session session) {
            this.session = session;
        }

        @Override
        public Iterator<String> iterator() {
            return session.renderers().ids().iterator();
        }
    }
}
