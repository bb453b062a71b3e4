/**
 * JMH benchmarks of nqueens: counting with every installed solver that counts, and solutions streamed
 * through every installed renderer. Run them from the shaded jar: {@code java -jar
 * nqueens-bench/target/benchmarks.jar}, which takes JMH's options ({@code -h} lists them).
 *
 * <p>The solvers and renderers are found through the API's lookup, like the shell finds them, so that the
 * benchmarks measure whatever is installed, plugins included; this module names none of them.
 */
@SuppressWarnings("requires-automatic") // JMH ships no module descriptor; jmh.core is its automatic module name
module dev.nqueens.bench {
    requires dev.nqueens.api;
    requires dev.nqueens.engine;
    requires jmh.core;
}
