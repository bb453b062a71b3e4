package dev.nqueens.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.Renderers;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Solvers;
import org.junit.jupiter.api.Test;

class ProviderDiscoveryTest {

    @Test
    void probe() {
        System.out.println("shell module: " + Session.class.getModule());
        System.out.println("api module: " + Solver.class.getModule());
        for (Solver s : Solvers.installed().all()) {
            System.out.println(s.id() + " -> " + s.getClass().getModule() + " named=" + s.getClass().getModule().isNamed());
        }
        for (Renderer r : Renderers.installed().all()) {
            System.out.println(r.id() + " -> " + r.getClass().getModule());
        }
        System.out.println("jline: " + org.jline.reader.LineReader.class.getModule());
        System.out.println("layer modules: " + ModuleLayer.boot().modules().stream().map(Module::getName).sorted().toList());
        assertThat(Solvers.installed().ids()).isNotEmpty();
    }
}
