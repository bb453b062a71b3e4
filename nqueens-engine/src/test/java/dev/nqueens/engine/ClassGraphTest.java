package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No circle between the engine's packages: no class of {@code dev.nqueens.engine} depends, however indirectly,
 * on a class of {@code dev.nqueens.engine.internal} that depends back on it. The books in
 * {@code engine.internal} use the public values (a job, a result, a mismatch) and the public engine uses the
 * books, but never so that one cannot be understood, or initialised, without the other; a checkpoint once
 * opened its records to the books from a static initialiser, and that was such a circle. Read from the class
 * files by {@code jdeps}, a nested class counted as the class it is in.
 */
class ClassGraphTest {

    /** A line of {@code jdeps -verbose:class}: {@code   dev.nqueens.engine.A -> dev.nqueens.engine.B   place}. */
    private static final Pattern DEPENDENCY =
            Pattern.compile("^\\s+(dev\\.nqueens\\.\\S+)\\s+->\\s+(dev\\.nqueens\\.\\S+)");

    @Test
    void noCircleCrossesAPackage() throws IOException {
        Map<String, Set<String>> graph = dependencies(Path.of("target", "classes"));

        List<Set<String>> crossing = new ArrayList<>();
        for (Set<String> circle : circles(graph)) {
            if (circle.stream().map(ClassGraphTest::packageOf).distinct().count() > 1) {
                crossing.add(circle);
            }
        }

        assertThat(graph).as("the engine's classes, read by jdeps").containsKey(Checkpoint.class.getName());
        assertThat(crossing).as("circles of classes across the engine's packages").isEmpty();
    }

    /** @return each class of the folder and the classes of nqueens it refers to, nested classes as their own */
    private static Map<String, Set<String>> dependencies(Path classes) throws IOException {
        // jdeps reads a folder with a module-info as a module, and would then want every module it requires
        Path copy = Files.createTempDirectory(Path.of("target"), "class-graph-");
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                if (file.toString().endsWith(".class") && !file.endsWith("module-info.class")) {
                    Path target = copy.resolve(classes.relativize(file).toString());
                    Files.createDirectories(target.getParent());
                    Files.copy(file, target);
                }
            }
        }
        StringWriter report = new StringWriter();
        PrintWriter out = new PrintWriter(report);
        int status = ToolProvider.findFirst("jdeps").orElseThrow()
                .run(out, out, "-verbose:class", "-filter:none", copy.toString());
        out.flush();
        assertThat(status).as("jdeps: %s", report).isZero();

        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : report.toString().split("\\R")) {
            Matcher dependency = DEPENDENCY.matcher(line);
            if (dependency.find()) {
                String from = outermost(dependency.group(1));
                String to = outermost(dependency.group(2));
                graph.computeIfAbsent(from, name -> new TreeSet<>());
                if (!from.equals(to)) {
                    graph.get(from).add(to);
                }
            }
        }
        return graph;
    }

    /** @return the strongly connected components of more than one class (Tarjan's algorithm) */
    private static List<Set<String>> circles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<Set<String>> circles = new ArrayList<>();
        for (String start : graph.keySet()) {
            if (!index.containsKey(start)) {
                connect(start, graph, index, low, stack, circles);
            }
        }
        return circles;
    }

    private static void connect(String node, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, List<Set<String>> circles) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, circles);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (stack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String member;
            do {
                member = stack.pop();
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                circles.add(component);
            }
        }
    }

    private static String outermost(String className) {
        int dollar = className.indexOf('$');
        return dollar < 0 ? className : className.substring(0, dollar);
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }
}
