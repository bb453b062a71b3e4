/**
 * The nqueens test kit: the contract tests every {@link dev.nqueens.api.Solver} and
 * {@link dev.nqueens.api.Renderer} must pass, for the built-in providers and for plugins alike.
 *
 * <p>A solver's test class extends {@link dev.nqueens.testkit.SolverContract} and returns the solver; a
 * format's extends {@link dev.nqueens.testkit.RendererContract}; see there. That package is the kit's API, open
 * to JUnit, which creates the contract's nested test classes and calls its argument factories by reflection.
 * What nqueens' own tests use beside it, {@code dev.nqueens.testkit.internal}, is exported to nqueens' modules
 * alone.
 */
// the modules that test with the internal package are compiled after this one, so javac cannot see them yet when
// it checks the qualified export
@SuppressWarnings("module")
module dev.nqueens.testkit {
    // the nullness of the public API; nothing needs it at run time
    requires static org.jspecify;
    requires transitive dev.nqueens.api;
    requires transitive org.junit.jupiter.api;
    requires org.junit.jupiter.params;
    requires org.assertj.core;
    // the CPU time of a solver's thread tells when a call is under way, however busy the machine
    requires java.management;

    exports dev.nqueens.testkit;
    opens dev.nqueens.testkit to org.junit.platform.commons;
    // what nqueens' own tests use (TestProviders, Eventually): not for plugin authors, so not the kit's API
    exports dev.nqueens.testkit.internal to
            dev.nqueens.engine,
            dev.nqueens.render,
            dev.nqueens.solvers,
            dev.nqueens.cluster,
            dev.nqueens.shell;
}
