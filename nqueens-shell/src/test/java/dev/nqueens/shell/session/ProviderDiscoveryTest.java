package dev.nqueens.shell.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shell finds the built-in providers through the API's lookup alone, on the module path and on the
 * class path. Surefire runs this class twice (see the pom): once on the module path, where every class
 * must come from a named module, and once with everything on the class path, where every class must come
 * from the unnamed module. The system property {@code nqueens.test.path} says which run this is, and the
 * test checks that the run really is that, so that a misconfigured build cannot pass both runs on one path.
 */
class ProviderDiscoveryTest {

    private static final String PATH = System.getProperty("nqueens.test.path", "unset");

    private static boolean onModulePath() {
        assertThat(PATH).as("system property nqueens.test.path").isIn("module", "class");
        return PATH.equals("module");
    }

    @Test
    void theShellItselfRunsOnTheExpectedPath() {
        assertThat(Session.class.getModule().isNamed()).isEqualTo(onModulePath());
        assertThat(Solver.class.getModule().isNamed()).isEqualTo(onModulePath());
    }

    @Test
    void theBuiltInSolversAreFound() {
        List<Solver> solvers = Registry.installed(ProviderKind.SOLVER).all();
        assertThat(solvers).extracting(Solver::id).contains("bitmask", "iterative", "recursive");
        assertLoadedFromTheExpectedPath(solvers.stream().map(Object::getClass), "dev.nqueens.solvers");
    }

    @Test
    void theBuiltInFormatsAreFound() {
        List<Renderer> renderers = Registry.installed(ProviderKind.FORMAT).all();
        assertThat(renderers).extracting(Renderer::id).contains("ascii", "json", "unicode", "svg");
        assertLoadedFromTheExpectedPath(renderers.stream().map(Object::getClass), "dev.nqueens.render");
    }

    private static void assertLoadedFromTheExpectedPath(Stream<Class<?>> classes, String moduleName) {
        boolean modulePath = onModulePath();
        assertThat(classes).allSatisfy(type -> {
            Module module = type.getModule();
            assertThat(module.isNamed()).as("%s is in a named module", type.getName()).isEqualTo(modulePath);
            if (modulePath) {
                assertThat(module.getName()).isEqualTo(moduleName);
                // a provider's package is not exported: the shell can reach its classes only as services
                assertThat(module.isExported(type.getPackageName())).as("%s exports %s", moduleName,
                        type.getPackageName()).isFalse();
                assertThat(module.getDescriptor().isAutomatic()).isFalse();
            }
        });
    }

    @Test
    void theInstalledProvidersMakeASession() {
        Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
                Registry.installed(ProviderKind.FORMAT)).build();
        assertThat(session.solverId()).isEqualTo(Session.PREFERRED_SOLVER);
        assertThat(session.formatId()).isEqualTo(Session.PREFERRED_FORMAT);
    }
}
