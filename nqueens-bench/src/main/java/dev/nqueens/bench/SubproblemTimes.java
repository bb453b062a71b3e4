package dev.nqueens.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A measured sample of a split's subproblems, each timed on one thread: what {@link SubproblemTimer} writes
 * and {@link ClusterSimulationMain} replays. As a file: lines of {@code # key: value} that say what was
 * measured, where and when (at least {@code solver}, {@code n} and {@code subproblems}, the size of the whole
 * split), then one line per subproblem, in the order they were counted, of its id, its estimated work, its
 * seconds and whether it was the first counted (while the JIT compiled the solver's code), separated by tabs.
 *
 * @param about the header's other keys and values: the machine, the date, how it was sampled
 * @param solver the solver that made the split
 * @param boardSize n
 * @param subproblems how many subproblems the whole split has
 * @param timed the subproblems counted, in the order they were counted
 */
record SubproblemTimes(Map<String, String> about, String solver, int boardSize, int subproblems, List<Timed> timed) {

    /**
     * One subproblem counted.
     *
     * @param id its id
     * @param work its estimated work
     * @param seconds the time it took on one thread
     * @param first true if it was the first counted, while the JIT compiled the code
     */
    record Timed(String id, long work, double seconds, boolean first) {
    }

    SubproblemTimes {
        about = Map.copyOf(new LinkedHashMap<>(about));
        timed = List.copyOf(timed);
    }

    /**
     * @return the seconds per unit of estimated work (plus one, so that a subproblem estimated at nothing
     *     still has a ratio) of the subproblems counted, leaving out the first while the JIT compiled the
     *     code, unless it is the only one
     */
    double[] secondsPerWork() {
        List<Timed> later = timed.stream().filter(t -> !t.first()).toList();
        List<Timed> used = later.isEmpty() ? timed : later;
        return used.stream().mapToDouble(t -> t.seconds() / (t.work() + 1.0)).toArray();
    }

    /**
     * @param file where to write the sample, replaced if it exists: the header with {@code solver}, {@code n}
     *     and {@code subproblems} first, then the other keys in alphabetical order, then the subproblems
     */
    void write(Path file) {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, String> entry : orderedAbout().entrySet()) {
                out.write("# " + entry.getKey() + ": " + entry.getValue() + "\n");
            }
            out.write("# id\testimatedWork\tseconds\tfirst\n");
            for (Timed t : timed) {
                out.write(String.format(Locale.ROOT, "%s\t%d\t%.3f\t%b%n", t.id(), t.work(), t.seconds(),
                        t.first()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Map<String, String> orderedAbout() {
        Map<String, String> ordered = new LinkedHashMap<>();
        ordered.put("solver", solver);
        ordered.put("n", Integer.toString(boardSize));
        ordered.put("subproblems", Integer.toString(subproblems));
        about.keySet().stream().sorted().forEach(key -> ordered.putIfAbsent(key, about.get(key)));
        return ordered;
    }

    /**
     * @param file a file that {@link #write} wrote
     * @return the sample it holds
     * @throws IllegalArgumentException with a message of one line if it is not such a file
     * @throws UncheckedIOException if it cannot be read
     */
    static SubproblemTimes read(Path file) {
        Map<String, String> about = new LinkedHashMap<>();
        List<Timed> timed = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                if (line.startsWith("#")) {
                    int colon = line.indexOf(": ");
                    if (colon > 0) {
                        about.put(line.substring(1, colon).strip(), line.substring(colon + 2).strip());
                    }
                    continue;
                }
                timed.add(timed(file, number, line));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (timed.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no timed subproblem");
        }
        String solver = header(file, about, "solver");
        int n = (int) number(file + ": n", header(file, about, "n"));
        int subproblems = (int) number(file + ": subproblems", header(file, about, "subproblems"));
        // the record holds these three as fields
        about.keySet().removeAll(List.of("solver", "n", "subproblems"));
        return new SubproblemTimes(about, solver, n, subproblems, timed);
    }

    private static Timed timed(Path file, int number, String line) {
        String[] fields = line.split("\t");
        if (fields.length != 4) {
            throw new IllegalArgumentException(file + ", line " + number + ": 4 fields separated by tabs expected,"
                    + " not " + fields.length);
        }
        String where = file + ", line " + number;
        double seconds;
        try {
            seconds = Double.parseDouble(fields[2]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": seconds '" + fields[2] + "' is no number", e);
        }
        if (!(seconds >= 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException(where + ": seconds must be 0 or more, not " + fields[2]);
        }
        return new Timed(fields[0], number(where + ": estimatedWork", fields[1]), seconds,
                Boolean.parseBoolean(fields[3]));
    }

    private static String header(Path file, Map<String, String> about, String key) {
        String value = about.get(key);
        if (value == null) {
            throw new IllegalArgumentException(file + " has no '# " + key + ": ...' line");
        }
        return value;
    }

    private static long number(String what, String word) {
        long value;
        try {
            value = Long.parseLong(word);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a whole number, not '" + word + "'", e);
        }
        if (value < 0 || value > Integer.MAX_VALUE && !what.endsWith("estimatedWork")) {
            throw new IllegalArgumentException(what + " is out of range: " + word);
        }
        return value;
    }
}
