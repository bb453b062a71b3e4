package dev.nqueens.shell.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Renderer;
import dev.nqueens.api.RequestChecks;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.spi.ToolProvider;

/**
 * Plugin jars made in the tests, as an outsider's build would make them, and broken in the ways plugins
 * break. The classes are compiled once per JVM with the JDK's own compiler against the API (so the jars hold
 * no copy of it); each test then packs the classes it wants into jars with the services files it wants.
 */
public final class PluginJars {

    /** The package of the fixtures. */
    public static final String PACKAGE = "org.example.plugins";

    /** A real solver: backtracking, all solutions in lexicographic order. Id {@code good}. */
    public static final String GOOD = PACKAGE + ".GoodSolver";
    /** A format that writes each board's columns separated by commas. Id {@code commas}. */
    public static final String COMMAS = PACKAGE + ".CommaRenderer";
    /** A solver whose constructor throws an exception with a message of two lines. */
    public static final String THROWING_CONSTRUCTOR = PACKAGE + ".ThrowingConstructorSolver";
    /** A public class with a public constructor that implements nothing. */
    public static final String NOT_A_SOLVER = PACKAGE + ".NotASolver";
    /** A library class: an abstract solver that counts. Kept out of the jars of the tests that need it missing. */
    public static final String LIBRARY = "org.example.lib.CountingBase";
    /** A solver that extends {@link #LIBRARY}. Id {@code library-user}. */
    public static final String LIBRARY_USER = PACKAGE + ".LibraryUserSolver";
    /**
     * A solver that extends {@link #LIBRARY} and claims to count in parallel, which would rank it with the
     * fastest built-in counter. Id {@code aaa-parallel}, first by id.
     */
    public static final String PARALLEL_CLAIM = PACKAGE + ".ParallelClaimSolver";
    /** A solver for the class-file version patch that makes it "newer Java". Id {@code newer}. */
    public static final String NEWER = PACKAGE + ".NewerSolver";
    /** A solver whose {@code id()} throws. */
    public static final String ID_THROWS = PACKAGE + ".IdThrowsSolver";
    /** A solver whose id is {@code Not Valid}. */
    public static final String INVALID_ID = PACKAGE + ".InvalidIdSolver";
    /** A solver whose {@code description()} throws. Id {@code mute}. */
    public static final String DESCRIPTION_THROWS = PACKAGE + ".DescriptionThrowsSolver";
    /** A solver with a built-in's id, {@code bitmask}. */
    public static final String FAKE_BITMASK = PACKAGE + ".FakeBitmaskSolver";
    /** A format with a built-in's id, {@code ascii}. */
    public static final String FAKE_ASCII = PACKAGE + ".FakeAsciiRenderer";
    /** One of two solvers with the id {@code twin}. */
    public static final String TWIN_A = PACKAGE + ".TwinASolver";
    /** The other solver with the id {@code twin}. */
    public static final String TWIN_B = PACKAGE + ".TwinBSolver";
    /** A format that throws a NullPointerException once it has a board to draw. Id {@code inkless}. */
    public static final String INKLESS = PACKAGE + ".InklessRenderer";
    /** A solver whose stream throws at its second board. Id {@code stumbles}. */
    public static final String STUMBLES = PACKAGE + ".StumblingSolver";
    /** A solver that throws when it runs. Id {@code explodes}. */
    public static final String EXPLODES = PACKAGE + ".ExplodingSolver";
    /** A solver built for the API version before this one. */
    public static final String OLD_API = PACKAGE + ".OldApiSolver";
    /** A solver that declares COUNT, as one built for an earlier API might, and does not implement it. */
    public static final String CLAIMS = PACKAGE + ".ClaimingSolver";
    /** A solver that claims all solutions and yields two boards for any n, the second not a solution. */
    public static final String CONFLICTING = PACKAGE + ".ConflictingSolver";
    /** A solver whose count ignores cancellation: it says so on standard error, then sleeps a minute. */
    public static final String STUBBORN = PACKAGE + ".StubbornSolver";
    /**
     * A solver whose constructor never returns: it sleeps ten minutes, and ignores interrupts. Id {@code hangs}. If
     * the environment names a file in {@link #HANGING_MARKER}, the constructor makes it first, so that a test sees
     * when the plugin's code has begun to hang.
     */
    public static final String HANGS = PACKAGE + ".HangingSolver";
    /** The environment variable that names the file {@link #HANGS}'s constructor makes as it begins to hang. */
    public static final String HANGING_MARKER = "NQUEENS_TEST_HANGING_MARKER";
    /** A solver whose static initializer calls {@code System.exit(3)}. Id {@code exits}. */
    public static final String EXITS = PACKAGE + ".ExitingSolver";
    /** A solver whose constructor holds on to a megabyte after another until the heap is full. Id {@code greedy}. */
    public static final String GREEDY = PACKAGE + ".GreedySolver";
    /** A solver whose id says whether its heap is under 256 MB, as in the check, or not. */
    public static final String CHANGELING = PACKAGE + ".ChangelingSolver";
    /** A solver whose constructor throws in a heap under 256 MB, as in the check. Id {@code shy}. */
    public static final String SHY = PACKAGE + ".ShySolver";
    /**
     * A solver whose description holds ESC, CR and BEL (clear the screen, back to the line's start, ring) and
     * whose count throws with a message holding them too. Id {@code garbled}.
     */
    public static final String GARBLED = PACKAGE + ".GarbledSolver";

    /** A solver whose static initializer prints {@code hello from the chatty plugin}. Id {@code chatty}. */
    public static final String CHATTY = PACKAGE + ".ChattySolver";
    /**
     * A solver whose constructor prints the lines of a passing report as the check of old wrote them, then
     * sleeps ten minutes. Id {@code forger}.
     */
    public static final String FORGER = PACKAGE + ".ForgerSolver";
    /** A solver whose constructor sleeps ten minutes outside the JVM of a check, as it tells by its command. */
    public static final String SHAM = PACKAGE + ".ShamSolver";
    /** A solver whose constructor starts a thread that calls {@code System.exit(42)} 1.5 s later. */
    public static final String QUITTER = PACKAGE + ".QuitterSolver";
    /** A solver whose constructor throws an exception whose message holds ESC, CR and BEL. */
    public static final String RUDE = PACKAGE + ".RudeSolver";
    private static final String SOLVER_IMPORTS = """
            import dev.nqueens.api.*;
            import java.util.*;
            import java.util.stream.*;
            """;

    /** A solver with the given id and class body, on top of a description, capabilities and a solve. */
    private static String solver(String name, String id, String body) {
        return "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + "public final class " + name + " implements Solver {\n"
                + (id == null ? "" : "public String id() { return \"" + id + "\"; }\n")
                + "public String description() { return \"A test plugin\"; }\n"
                + "public int apiVersion() { return API_VERSION; }\n"
                + "public Set<Capability> capabilities() { return Set.of(Capability.SOME_SOLUTIONS); }\n"
                + "public Stream<Solution> solve(SolveRequest request) { return Stream.of(); }\n"
                + body + "}\n";
    }

    private static final Map<String, String> SOURCES = new LinkedHashMap<>();

    static {
        SOURCES.put(GOOD, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                /** Backtracking row by row; the boards of a call are found before the stream starts. */
                public final class GoodSolver implements Solver {
                    public String id() { return "good"; }
                    public String description() { return "Backtracking, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() {
                        return Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT);
                    }
                    public int maxBoardSize() { return 12; }
                    public long count(SolveRequest request) { return ListingCounts.count(this, request); }
                    public long countUnique(SolveRequest request) { return ListingCounts.countUnique(this, request); }
                    public Stream<Solution> solve(SolveRequest request) {
                        RequestChecks.requireSupported(this, request);
                        List<Solution> found = new ArrayList<>();
                        place(new int[request.boardSize()], 0, found, request.cancellation());
                        return found.stream();
                    }
                    private static void place(int[] columns, int row, List<Solution> found, Cancellation stop) {
                        stop.throwIfCancelled();
                        if (row == columns.length) {
                            found.add(Solution.of(columns));
                            return;
                        }
                        for (int column = 0; column < columns.length; column++) {
                            boolean free = true;
                            for (int above = 0; above < row && free; above++) {
                                free = columns[above] != column && Math.abs(columns[above] - column) != row - above;
                            }
                            if (free) {
                                columns[row] = column;
                                place(columns, row + 1, found, stop);
                            }
                        }
                    }
                }
                """);
        SOURCES.put(COMMAS, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class CommaRenderer implements Renderer {
                    public String id() { return "commas"; }
                    public String description() { return "Columns separated by commas, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public void render(Stream<Solution> solutions, Appendable out) throws java.io.IOException {
                        for (Solution solution : (Iterable<Solution>) solutions::iterator) {
                            out.append(Arrays.stream(solution.columns()).mapToObj(Integer::toString)
                                    .collect(Collectors.joining(","))).append('\\n');
                        }
                    }
                }
                """);
        SOURCES.put(THROWING_CONSTRUCTOR, solver("ThrowingConstructorSolver", "unlicensed",
                "public ThrowingConstructorSolver() {\n"
                        + "throw new IllegalStateException(\"no licence key\\nask your vendor\");\n}\n"));
        SOURCES.put(NOT_A_SOLVER, "package " + PACKAGE + ";\npublic final class NotASolver { }\n");
        SOURCES.put(LIBRARY, """
                package org.example.lib;
                import dev.nqueens.api.*;
                import java.util.*;
                import java.util.stream.*;
                /** Counts by backtracking over bit masks; its subclasses give the id. */
                public abstract class CountingBase implements Solver {
                    public String description() { return "Counts, with a library, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() { return Set.of(Capability.COUNT); }
                    public int maxBoardSize() { return 16; }
                    public long count(SolveRequest request) {
                        RequestChecks.requireSupported(this, request);
                        int n = request.boardSize();
                        return count((1 << n) - 1, 0, 0, 0);
                    }
                    private static long count(int all, int columns, int left, int right) {
                        if (columns == all) {
                            return 1;
                        }
                        long total = 0;
                        for (int free = all & ~(columns | left | right); free != 0; free &= free - 1) {
                            int bit = free & -free;
                            total += count(all, columns | bit, (left | bit) << 1, (right | bit) >> 1);
                        }
                        return total;
                    }
                }
                """);
        SOURCES.put(LIBRARY_USER, "package " + PACKAGE + ";\n"
                + "public final class LibraryUserSolver extends org.example.lib.CountingBase {\n"
                + "public String id() { return \"library-user\"; }\n}\n");
        SOURCES.put(PARALLEL_CLAIM, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS
                + "public final class ParallelClaimSolver extends org.example.lib.CountingBase {\n"
                + "public String id() { return \"aaa-parallel\"; }\n"
                + "public Set<Capability> capabilities() { return Set.of(Capability.COUNT, Capability.PARALLEL); }\n}\n");
        SOURCES.put(NEWER, solver("NewerSolver", "newer", ""));
        SOURCES.put(ID_THROWS, solver("IdThrowsSolver", null,
                "public String id() { throw new IllegalStateException(\"id not configured\"); }\n"));
        SOURCES.put(INVALID_ID, solver("InvalidIdSolver", "Not Valid", ""));
        SOURCES.put(DESCRIPTION_THROWS, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS
                + "public final class DescriptionThrowsSolver implements Solver {\n"
                + "public String id() { return \"mute\"; }\n"
                + "public String description() { throw new UnsupportedOperationException(\"no words\"); }\n"
                + "public int apiVersion() { return API_VERSION; }\n"
                + "public Set<Capability> capabilities() { return Set.of(Capability.SOME_SOLUTIONS); }\n"
                + "public Stream<Solution> solve(SolveRequest request) { return Stream.of(); }\n}\n");
        SOURCES.put(FAKE_BITMASK, solver("FakeBitmaskSolver", "bitmask", ""));
        SOURCES.put(FAKE_ASCII, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class FakeAsciiRenderer implements Renderer {
                    public String id() { return "ascii"; }
                    public String description() { return "Not the real ascii, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public void render(Stream<Solution> solutions, Appendable out) throws java.io.IOException {
                        out.append("fake\\n");
                    }
                }
                """);
        SOURCES.put(INKLESS, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class InklessRenderer implements Renderer {
                    public String id() { return "inkless"; }
                    public String description() { return "Runs out of ink, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public void render(Stream<Solution> solutions, Appendable out) throws java.io.IOException {
                        String ink = null;
                        for (Solution solution : (Iterable<Solution>) solutions::iterator) {
                            out.append(ink.repeat(solution.size()));
                        }
                    }
                }
                """);
        SOURCES.put(STUMBLES, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class StumblingSolver implements Solver {
                    public String id() { return "stumbles"; }
                    public String description() { return "Stumbles at its second board, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() { return Set.of(Capability.ALL_SOLUTIONS); }
                    public long count(SolveRequest request) { return ListingCounts.count(this, request); }
                    public long countUnique(SolveRequest request) { return ListingCounts.countUnique(this, request); }
                    public Stream<Solution> solve(SolveRequest request) {
                        return Stream.of(0, 1).map(i -> {
                            if (i == 1) {
                                throw new ArrayIndexOutOfBoundsException("Index 8 out of bounds for length 8");
                            }
                            return Solution.of(1, 3, 0, 2);
                        });
                    }
                }
                """);
        SOURCES.put(TWIN_A, solver("TwinASolver", "twin", ""));
        SOURCES.put(TWIN_B, solver("TwinBSolver", "twin", ""));
        SOURCES.put(EXPLODES, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class ExplodingSolver implements Solver {
                    public String id() { return "explodes"; }
                    public String description() { return "Fails while running, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() {
                        return Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT);
                    }
                    public Stream<Solution> solve(SolveRequest request) {
                        throw new IllegalStateException("out of cheese");
                    }
                    public long count(SolveRequest request) {
                        throw new IllegalStateException("out of cheese");
                    }
                }
                """);
        SOURCES.put(OLD_API, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class OldApiSolver implements Solver {
                    public String id() { return "old-api"; }
                    public String description() { return "Built for the API before, a test plugin"; }
                    public int apiVersion() { return API_VERSION - 1; }
                    public Set<Capability> capabilities() { return Set.of(Capability.SOME_SOLUTIONS); }
                    public Stream<Solution> solve(SolveRequest request) { return Stream.of(); }
                }
                """);
        SOURCES.put(CLAIMS, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class ClaimingSolver implements Solver {
                    public String id() { return "claims"; }
                    public String description() { return "Declares a count it lacks, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() {
                        return Set.of(Capability.SOME_SOLUTIONS, Capability.COUNT);
                    }
                    public Stream<Solution> solve(SolveRequest request) { return Stream.of(); }
                }
                """);
        SOURCES.put(CONFLICTING, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class ConflictingSolver implements Solver {
                    public String id() { return "conflicting"; }
                    public String description() { return "Yields a board that is no solution, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() { return Set.of(Capability.ALL_SOLUTIONS); }
                    public long count(SolveRequest request) { return ListingCounts.count(this, request); }
                    public long countUnique(SolveRequest request) { return ListingCounts.countUnique(this, request); }
                    public Stream<Solution> solve(SolveRequest request) {
                        return Stream.of(Solution.of(1, 3, 0, 2), Solution.of(0, 2, 1, 3));
                    }
                }
                """);
        SOURCES.put(STUBBORN, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class StubbornSolver implements Solver {
                    public String id() { return "stubborn"; }
                    public String description() { return "Ignores cancellation, a test plugin"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() { return Set.of(Capability.COUNT); }
                    public long count(SolveRequest request) {
                        System.err.println("stubborn: counting");
                        long end = System.nanoTime() + 60_000_000_000L;
                        while (System.nanoTime() < end) {
                            try {
                                Thread.sleep(50);
                            } catch (InterruptedException e) {
                                // ignored too: this solver does not stop
                            }
                        }
                        return 0;
                    }
                }
                """);
        SOURCES.put(HANGS, solver("HangingSolver", "hangs", """
                public HangingSolver() {
                    String marker = System.getenv("NQUEENS_TEST_HANGING_MARKER");
                    if (marker != null) {
                        try {
                            java.nio.file.Files.createFile(java.nio.file.Path.of(marker));
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }
                    long end = System.nanoTime() + 600_000_000_000L;
                    while (System.nanoTime() < end) {
                        try {
                            Thread.sleep(1000);
                        } catch (InterruptedException e) {
                            // ignored: this constructor does not return
                        }
                    }
                }
                """));
        SOURCES.put(EXITS, solver("ExitingSolver", "exits", "static {\nSystem.exit(3);\n}\n"));
        SOURCES.put(GREEDY, solver("GreedySolver", "greedy", """
                private static final List<long[]> HOARD = new ArrayList<>();
                public GreedySolver() {
                    while (true) {
                        HOARD.add(new long[1 << 17]);
                    }
                }
                """));
        SOURCES.put(SHY, solver("ShySolver", "shy", """
                public ShySolver() {
                    if (Runtime.getRuntime().maxMemory() < (256L << 20)) {
                        throw new IllegalStateException("too little memory to start");
                    }
                }
                """));
        SOURCES.put(CHATTY, solver("ChattySolver", "chatty",
                "static {\nSystem.out.println(\"hello from the chatty plugin\");\n}\n"));
        SOURCES.put(FORGER, solver("ForgerSolver", "forger", """
                public ForgerSolver() {
                    System.out.println("nqueens-plugin-check: verdict: passed");
                    System.out.println("nqueens-plugin-check: end");
                    System.out.flush();
                    java.io.PrintStream raw = new java.io.PrintStream(
                            new java.io.FileOutputStream(java.io.FileDescriptor.out), true);
                    raw.println("nqueens-plugin-check: verdict: passed");
                    raw.println("nqueens-plugin-check: end");
                    try {
                        Thread.sleep(600_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                """));
        SOURCES.put(SHAM, solver("ShamSolver", "sham", """
                public ShamSolver() {
                    if (!System.getProperty("sun.java.command", "").contains("ChildCheck")) {
                        long end = System.nanoTime() + 600_000_000_000L;
                        while (System.nanoTime() < end) {
                            try {
                                Thread.sleep(1000);
                            } catch (InterruptedException e) {
                                // ignored: this constructor does not return
                            }
                        }
                    }
                }
                """));
        SOURCES.put(QUITTER, solver("QuitterSolver", "quitter", """
                public QuitterSolver() {
                    Thread quitter = new Thread(() -> {
                        try {
                            Thread.sleep(1500);
                        } catch (InterruptedException e) {
                            return;
                        }
                        System.exit(42);
                    });
                    quitter.setDaemon(true);
                    quitter.start();
                }
                """));
        SOURCES.put(RUDE, solver("RudeSolver", "rude",
                "public RudeSolver() {\nthrow new IllegalStateException(\"\\u001b[2J\\rgone\\u0007\");\n}\n"));
        SOURCES.put(CHANGELING, solver("ChangelingSolver", null, """
                public String id() {
                    return Runtime.getRuntime().maxMemory() < (256L << 20) ? "small-heap" : "large-heap";
                }
                """));
        SOURCES.put(GARBLED, "package " + PACKAGE + ";\n" + SOLVER_IMPORTS + """
                public final class GarbledSolver implements Solver {
                    public String id() { return "garbled"; }
                    public String description() { return "Clears\\u001b[2J the screen\\r\\u0007"; }
                    public int apiVersion() { return API_VERSION; }
                    public Set<Capability> capabilities() { return Set.of(Capability.COUNT); }
                    public long count(SolveRequest request) {
                        throw new IllegalStateException("on fire\\u001b[31m\\rred\\u0007");
                    }
                }
                """);
    }

    private static Path classes;
    private static Path variants;

    private PluginJars() {
    }

    /** @return the folder of the compiled fixtures, compiled on first use */
    public static synchronized Path compiledClasses() {
        if (classes == null) {
            classes = compile();
        }
        return classes;
    }

    /** @return the folder of the compiled variants, compiled on first use */
    private static synchronized Path compiledVariants() {
        if (variants == null) {
            // a GoodSolver whose static initializer ends the JVM
            variants = compile(Map.of(GOOD, solver("GoodSolver", "good", "static {\nSystem.exit(7);\n}\n")));
        }
        return variants;
    }

    private static Path compile() {
        return compile(SOURCES);
    }

    private static Path compile(Map<String, String> sourcesByName) {
        try {
            Path root = Files.createTempDirectory(Path.of("target"), "plugin-fixtures-");
            Path sources = root.resolve("src");
            Path output = root.resolve("classes");
            List<String> arguments = new ArrayList<>(List.of("--release", "17", "-proc:none", "-d",
                    output.toString(), "--class-path", Path.of(Solver.class.getProtectionDomain().getCodeSource()
                            .getLocation().toURI()).toString()));
            for (Map.Entry<String, String> source : sourcesByName.entrySet()) {
                Path file = sources.resolve(source.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.getValue());
                arguments.add(file.toString());
            }
            StringWriter messages = new StringWriter();
            PrintWriter writer = new PrintWriter(messages);
            int status = ToolProvider.findFirst("javac").orElseThrow()
                    .run(writer, writer, arguments.toArray(String[]::new));
            writer.flush();
            assertThat(status).as("javac says:%n%s", messages).isZero();
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param file where the jar goes
     * @return a builder of a plugin jar
     */
    public static Builder jar(Path file) {
        return new Builder(file);
    }

    /**
     * @param file where the file goes
     * @return a file named like a jar that is no zip file
     */
    public static Path corrupt(Path file) {
        try {
            Files.createDirectories(file.getParent());
            return Files.writeString(file, "this is not a zip file\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Collects the classes and services files of one jar. */
    public static final class Builder {
        private final Path file;
        private final Set<String> classNames = new LinkedHashSet<>();
        private final Set<String> newer = new LinkedHashSet<>();
        private final Map<String, List<String>> services = new LinkedHashMap<>();
        private final Map<String, Long> padding = new LinkedHashMap<>();
        private final Set<String> variant = new LinkedHashSet<>();
        private int commentLength;

        private Builder(Path file) {
            this.file = file;
        }

        /** Lists classes as solvers in the services file, and packs those that were compiled. */
        public Builder solvers(String... names) {
            return provide(Solver.class, names);
        }

        /** Lists classes as formats in the services file, and packs those that were compiled. */
        public Builder renderers(String... names) {
            return provide(Renderer.class, names);
        }

        private Builder provide(Class<?> service, String... names) {
            for (String name : names) {
                services.computeIfAbsent(service.getName(), key -> new ArrayList<>()).add(name);
                if (SOURCES.containsKey(name)) {
                    classNames.add(name);
                }
            }
            return this;
        }

        /** Adds lines to a services file as they are, to write a malformed one. */
        public Builder servicesLine(Class<?> service, String line) {
            services.computeIfAbsent(service.getName(), key -> new ArrayList<>()).add(line);
            return this;
        }

        /**
         * Ends a services file with spaces, which compress about a thousand to one: 512 MB of them make a jar
         * of about half a megabyte.
         */
        public Builder padServices(Class<?> service, long spaces) {
            services.computeIfAbsent(service.getName(), key -> new ArrayList<>());
            padding.put(service.getName(), spaces);
            return this;
        }

        /** Packs classes without listing them, as a library. */
        public Builder classes(String... names) {
            classNames.addAll(List.of(names));
            return this;
        }

        /**
         * Packs the variant of a class in its place: there is one, of {@link #GOOD}, a solver of the same name
         * whose static initializer calls {@code System.exit(7)}.
         */
        public Builder variant(String name) {
            variant.add(name);
            return this;
        }

        /** Ends the jar with a zip comment of that many bytes, to give two jars the same size. */
        public Builder comment(int length) {
            commentLength = length;
            return this;
        }

        /** Packs a class with the class-file version of the Java after the one running. */
        public Builder newerJava(String name) {
            newer.add(name);
            return this;
        }

        /** @return the jar */
        public Path write() {
            try {
                Files.createDirectories(file.getParent());
                try (OutputStream stream = Files.newOutputStream(file);
                        JarOutputStream jar = new JarOutputStream(stream)) {
                    if (commentLength > 0) {
                        jar.setComment("x".repeat(commentLength));
                    }
                    for (Map.Entry<String, List<String>> service : services.entrySet()) {
                        jar.putNextEntry(new JarEntry("META-INF/services/" + service.getKey()));
                        jar.write((String.join("\n", service.getValue()) + "\n").getBytes(StandardCharsets.UTF_8));
                        byte[] spaces = new byte[1 << 20];
                        Arrays.fill(spaces, (byte) ' ');
                        for (long left = padding.getOrDefault(service.getKey(), 0L); left > 0; left -= spaces.length) {
                            jar.write(spaces, 0, (int) Math.min(left, spaces.length));
                        }
                    }
                    for (String name : classNames) {
                        String entry = name.replace('.', '/') + ".class";
                        byte[] bytes = Files.readAllBytes((variant.contains(name) ? compiledVariants()
                                : compiledClasses()).resolve(entry));
                        if (newer.contains(name)) {
                            // the major version is the class file's seventh and eighth byte; Java n reads n + 44
                            int major = Runtime.version().feature() + 45;
                            bytes[6] = (byte) (major >> 8);
                            bytes[7] = (byte) major;
                        }
                        jar.putNextEntry(new JarEntry(entry));
                        jar.write(bytes);
                    }
                }
                return file;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
