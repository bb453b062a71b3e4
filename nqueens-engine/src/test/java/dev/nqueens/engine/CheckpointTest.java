package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckpointTest {

    private static final Split SPLIT = RowPairs.split(9);
    /** The member the tests' lines name. */
    private static final String MEMBER = "10.0.0.2:5701";

    @TempDir
    Path folder;

    private Path file() {
        return folder.resolve("count.checkpoint");
    }

    /** Writes a checkpoint with the first {@code finished} subproblems of the split, counted for real. */
    private List<String> record(int finished) {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            for (Subproblem subproblem : SPLIT.subproblems().subList(0, finished)) {
                checkpoint.append(subproblem.id(),
                        new MemberCount(RowPairs.SOLVER.count(SubproblemRequest.of(subproblem)), MEMBER));
            }
        }
        return lines();
    }

    private List<String> lines() {
        try {
            return Files.readAllLines(file(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private void write(List<String> lines, String tail) throws IOException {
        Files.writeString(file(), lines.stream().map(line -> line + "\n").collect(Collectors.joining()) + tail);
    }

    /** @return a line of the checkpoint, as it is written, of the given values; a member's name last */
    private static String line(String id, long solutions, long fixedPoints, String... members) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("id", id);
        values.put("solutions", solutions);
        values.put("fixedPoints", fixedPoints);
        if (members.length > 0) {
            values.put("member", members[0]);
        }
        if (members.length > 1) {
            values.put("replaces", members[1]);
        }
        return CheckpointLine.encode(values);
    }

    @Test
    void writesAHeaderAndOneChecksummedLinePerSubproblem() {
        List<String> lines = record(3);

        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("{\"format\":\"nqueens-checkpoint\",\"version\":1,\"n\":9,"
                + "\"solver\":\"" + RowPairSolver.ID + "\","
                + "\"subproblems\":" + SPLIT.subproblems().size() + ",\"signature\":\"" + SPLIT.signature()
                + "\",\"crc32\":\"");
        Subproblem first = SPLIT.subproblems().get(0);
        Subcount subcount = RowPairs.SOLVER.count(SubproblemRequest.of(first));
        assertThat(lines.get(1)).matches("\\{\"id\":\"" + first.id() + "\",\"solutions\":" + subcount.solutions()
                + ",\"fixedPoints\":" + subcount.fixedPoints() + ",\"member\":\"" + MEMBER
                + "\",\"crc32\":\"[0-9a-f]{8}\"}");
    }

    @Test
    void checksumsTheValuesOfTheLine() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("id", "a");
        values.put("solutions", 12L);
        values.put("fixedPoints", 3L);

        // the CRC-32 of "a\n12\n3", as Python's zlib.crc32 computes it
        assertThat(CheckpointLine.encode(values))
                .isEqualTo("{\"id\":\"a\",\"solutions\":12,\"fixedPoints\":3,\"crc32\":\"129d425b\"}");
        values.put("member", MEMBER);
        // and of "a\n12\n3\n10.0.0.2:5701": the member is a value like the others
        assertThat(CheckpointLine.encode(values)).isEqualTo("{\"id\":\"a\",\"solutions\":12,\"fixedPoints\":3,"
                + "\"member\":\"10.0.0.2:5701\",\"crc32\":\"5a4d2e30\"}");
    }

    @Test
    void resumesWithTheSubproblemsItHolds() {
        record(4);

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(4);
            assertThat(checkpoint.droppedTornLine()).isFalse();
            for (Subproblem subproblem : SPLIT.subproblems()) {
                boolean held = SPLIT.subproblems().indexOf(subproblem) < 4;
                assertThat(checkpoint.finished(subproblem.id())).as(subproblem.id()).matches(
                        counted -> held == (counted != null && counted.member().equals(MEMBER)));
            }
            assertThat(checkpoint.distrusted()).isEmpty();
            assertThat(checkpoint.doubtful()).isZero();
        }
    }

    @Test
    void readsTheLinesOfOlderFilesThatNameNoMemberAsCountedByAnUnknownMember() throws IOException {
        List<String> lines = new ArrayList<>(record(0));
        Subproblem first = SPLIT.subproblems().get(0);
        Subcount subcount = RowPairs.SOLVER.count(SubproblemRequest.of(first));
        lines.add(line(first.id(), subcount.solutions(), subcount.fixedPoints()));
        write(lines, "");

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(1);
            assertThat(checkpoint.finished(first.id())).isEqualTo(new MemberCount(subcount, MemberNames.UNKNOWN));
            // lines that name their member follow
            checkpoint.append(SPLIT.subproblems().get(1).id(), new MemberCount(new Subcount(4, 0), MEMBER));
        }
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(2);
        }
    }

    @Test
    void aLineThatReplacesACountDistrustsItsMemberWhoseOtherCountsAreInDoubt() {
        record(3);
        String replaced = SPLIT.subproblems().get(1).id();
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            checkpoint.replace(replaced, new MemberCount(new Subcount(7, 1), "4242@judge"), MEMBER);
            assertThat(checkpoint.distrusted()).containsExactly(MEMBER);
            // the lines appended are on the disk, not in memory: the books of the run hold what they say
            assertThat(checkpoint.finished(replaced)).isEqualTo(new MemberCount(
                    RowPairs.SOLVER.count(SubproblemRequest.of(SPLIT.subproblems().get(1))), MEMBER));
        }

        assertThat(lines().get(4)).isEqualTo(line(replaced, 7, 1, "4242@judge", MEMBER));
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(3);
            assertThat(checkpoint.finished(replaced)).isEqualTo(new MemberCount(new Subcount(7, 1), "4242@judge"));
            assertThat(checkpoint.distrusted()).containsExactly(MEMBER);
            assertThat(checkpoint.doubtful()).isEqualTo(2);
        }
    }

    @Test
    void refusesALineThatReplacesACountNoLineBeforeRecords() throws IOException {
        List<String> lines = new ArrayList<>(record(1));
        String id = SPLIT.subproblems().get(1).id();
        lines.add(line(id, 3, 0, "4242@judge", MEMBER));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: it replaces a count of subproblem " + id + " by "
                        + MEMBER + ", but no line before records one");
    }

    @Test
    void refusesALineThatReplacesTheCountOfAnotherMember() throws IOException {
        List<String> lines = new ArrayList<>(record(2));
        String id = SPLIT.subproblems().get(0).id();
        lines.add(line(id, 3, 0, "4242@judge", "10.0.0.9:5701"));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 4: it replaces the count of subproblem " + id + " by "
                        + "10.0.0.9:5701, but line 2 has it by " + MEMBER);
    }

    @Test
    void refusesALineWithOtherValues() throws IOException {
        List<String> lines = new ArrayList<>(record(1));
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("id", SPLIT.subproblems().get(1).id());
        values.put("solutions", 1L);
        values.put("fixedPoints", 0L);
        values.put("machine", MEMBER);
        lines.add(CheckpointLine.encode(values));
        lines.add(line(SPLIT.subproblems().get(2).id(), 1, 0, " "));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: not a subproblem's result (an id, solutions and"
                        + " fixedPoints, 0 or more, the member that counted it, and the member whose count it"
                        + " replaces, if any)");
        lines.remove(2);
        write(lines, "");
        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessageStartingWith("checkpoint " + file() + ", line 3: not a subproblem's result");
    }

    @Test
    void dropsATornLastLineAndTruncatesItBeforeAppending() throws IOException {
        List<String> lines = record(3);
        String torn = lines.get(3).substring(0, lines.get(3).length() / 2);
        write(lines.subList(0, 3), torn);

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(2);
            assertThat(checkpoint.droppedTornLine()).isTrue();
            checkpoint.append(SPLIT.subproblems().get(2).id(), new MemberCount(new Subcount(5, 1), MEMBER));
        }

        List<String> after = lines();
        assertThat(after).hasSize(4).doesNotContain(torn);
        assertThat(after.subList(0, 3)).isEqualTo(lines.subList(0, 3));
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(3);
            assertThat(checkpoint.finished(SPLIT.subproblems().get(2).id()))
                    .isEqualTo(new MemberCount(new Subcount(5, 1), MEMBER));
        }
    }

    @Test
    void startsAfreshAfterATornHeader() throws IOException {
        String header = record(0).get(0);
        write(List.of(), header.substring(0, 10));

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isZero();
            assertThat(checkpoint.droppedTornLine()).isTrue();
        }
        assertThat(lines()).containsExactly(header);
    }

    @Test
    void refusesACorruptLineInTheMiddle() throws IOException {
        List<String> lines = new ArrayList<>(record(4));
        // one digit more solutions: valid JSON, wrong checksum
        lines.set(2, lines.get(2).replace("\"solutions\":", "\"solutions\":1"));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .isInstanceOf(CheckpointException.class)
                .hasMessage("checkpoint " + file() + ", line 3: its checksum does not match its content; the file is"
                        + " damaged (only an unfinished last line is skipped)");
        assertThat(lines()).isEqualTo(lines);
    }

    @Test
    void refusesAWholeLastLineThatIsCorrupt() throws IOException {
        List<String> lines = new ArrayList<>(record(2));
        lines.set(2, lines.get(2).substring(0, 20));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .isInstanceOf(CheckpointException.class)
                .hasMessageStartingWith("checkpoint " + file() + ", line 3: not valid JSON (");
    }

    @Test
    void refusesAnEmptyLine() throws IOException {
        List<String> lines = new ArrayList<>(record(2));
        lines.add(2, "");
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: not a JSON object; the file is damaged (only an"
                        + " unfinished last line is skipped)");
    }

    @Test
    void refusesACheckpointOfAnotherBoard() {
        record(1);

        assertThatThrownBy(() -> Checkpoint.open(file(), RowPairs.split(10)))
                .isInstanceOf(CheckpointException.class)
                .hasMessage("checkpoint " + file() + " is for n = 9, not n = 10: use another file");
    }

    @Test
    void refusesACheckpointOfAnotherSplitOfTheSameBoard() {
        record(1);
        List<Subproblem> fewer = SPLIT.subproblems().subList(1, SPLIT.subproblems().size());
        Split other = Split.of(SPLIT.solverId(), SPLIT.boardSize(), SPLIT.scheme(), fewer);

        assertThatThrownBy(() -> Checkpoint.open(file(), other))
                .isInstanceOf(CheckpointException.class)
                .hasMessage("checkpoint " + file() + " was made for another split of n = 9 (" + SPLIT.signature()
                        + ", not " + other.signature() + "), by another version of the solver: use another file");
    }

    @Test
    void refusesASubproblemThatIsNotInTheSplit() throws IOException {
        List<String> lines = new ArrayList<>(record(1));
        lines.add(line("no-such-piece", 1, 0, MEMBER));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: subproblem no-such-piece is not part of the split"
                        + " of n = 9");
    }

    @Test
    void refusesANegativeCountWhoseLineHasAValidChecksum() throws IOException {
        List<String> lines = new ArrayList<>(record(1));
        String id = SPLIT.subproblems().get(1).id();
        lines.add(line(id, -5, 0, MEMBER));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .isInstanceOf(CheckpointException.class)
                .hasMessage("checkpoint " + file() + ", line 3: subproblem " + id + " has a negative count (-5"
                        + " solutions, 0 fixed points); counts are 0 or more");
    }

    @Test
    void refusesASubproblemWithMoreSolutionsThanTheWholeBoard() throws IOException {
        // n = 9 has 352 solutions in all, and 8 × 46 - 352 = 16 fixed points
        List<String> lines = new ArrayList<>(record(1));
        String id = SPLIT.subproblems().get(1).id();
        lines.add(line(id, 353, 0, MEMBER));
        write(lines, "");
        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: subproblem " + id + " has 353 solutions, more than"
                        + " the 352 of the whole board of n = 9");

        lines.set(2, line(id, 0, 17, MEMBER));
        write(lines, "");
        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: subproblem " + id + " has 17 fixed points, more than"
                        + " the 16 of the whole board of n = 9");
    }

    @Test
    void takesCountsThatAddUpToMoreThanTheWholeBoardForARecheckToPutRight() throws IOException {
        // a member that miscounts makes such a file; a recheck finds the member and replaces its counts
        List<String> lines = new ArrayList<>(record(0));
        lines.add(line(SPLIT.subproblems().get(0).id(), 200, 0, MEMBER));
        lines.add(line(SPLIT.subproblems().get(1).id(), 200, 0, MEMBER));
        write(lines, "");

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(2);
        }
    }

    @Test
    void aRecountReplacesItsCountInTheSumRatherThanAddingToIt() throws IOException {
        List<String> lines = new ArrayList<>(record(0));
        String id = SPLIT.subproblems().get(0).id();
        lines.add(line(id, 300, 0, MEMBER));
        lines.add(line(id, 300, 0, "4242@judge", MEMBER));
        write(lines, "");

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.finished(id)).isEqualTo(new MemberCount(new Subcount(300, 0), "4242@judge"));
        }
    }

    @Test
    void refusesCountsWhoseSumOverflowsBeforeTheEngineAddsThem() throws IOException {
        // beyond the known counts, only the sum's size bounds them: two subproblems of n = 30
        Split large = Split.of(RowPairSolver.ID, 30, RowPairSolver.SCHEME, List.of(
                new Subproblem(RowPairSolver.ID, RowPairSolver.SCHEME, "a", 30, List.of(), 1),
                new Subproblem(RowPairSolver.ID, RowPairSolver.SCHEME, "b", 30, List.of(), 1)));
        try (Checkpoint checkpoint = Checkpoint.open(file(), large)) {
            assertThat(checkpoint.resumed()).isZero();
        }
        List<String> lines = new ArrayList<>(lines());
        lines.add(line("a", Long.MAX_VALUE - 1, 0, MEMBER));
        lines.add(line("b", 2, 0, MEMBER));
        write(lines, "");

        // the engine would add them up, and fail with an ArithmeticException naming neither file nor line
        try (LocalEngine engine = new LocalEngine(1, RowPairs.solvers())) {
            assertThatThrownBy(() -> {
                try (Checkpoint checkpoint = Checkpoint.open(file(), large)) {
                    engine.count(CountJob.builder(large).checkpoint(checkpoint).build());
                }
            }).isInstanceOf(CheckpointException.class)
                    .hasMessage("checkpoint " + file() + ", line 3: the counts up to this line add up to more than "
                            + Long.MAX_VALUE + ", the most a count can hold; they cannot be right");
        }

        // solutions and fixed points add up to the fundamental solutions, so their sum must fit too
        lines.set(2, line("b", 0, 2, MEMBER));
        write(lines, "");
        assertThatThrownBy(() -> Checkpoint.open(file(), large))
                .hasMessageStartingWith("checkpoint " + file() + ", line 3: the counts up to this line add up to"
                        + " more than");
    }

    @Test
    void refusesASubproblemRecordedTwice() throws IOException {
        List<String> lines = new ArrayList<>(record(2));
        lines.add(lines.get(1));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 4: subproblem " + SPLIT.subproblems().get(0).id()
                        + " is recorded twice (also on line 2)");
    }

    @Test
    void leavesAFileThatIsNotACheckpointAlone() throws IOException {
        Files.writeString(file(), "# my notes\nnot a checkpoint\n");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .isInstanceOf(CheckpointException.class)
                .hasMessageStartingWith(file() + " is not an nqueens checkpoint, or its first line is damaged (");
        Files.writeString(file(), "{\"format\":\"other\"}");
        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage(file() + " is not an nqueens checkpoint: its first line is not a header");
        assertThat(Files.readString(file())).isEqualTo("{\"format\":\"other\"}");
    }

    @Test
    void isUsedByOneRunAtATime() {
        try (Checkpoint held = Checkpoint.open(file(), SPLIT)) {
            assertThat(held.file()).isEqualTo(file());
            assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                    .isInstanceOf(CheckpointException.class)
                    .hasMessage("checkpoint " + file() + " is in use by another count");
        }
        Checkpoint.open(file(), SPLIT).close();
    }

    @Test
    void saysWhenItsFolderIsMissing() {
        Path nowhere = folder.resolve("missing").resolve("count.checkpoint");

        assertThatThrownBy(() -> Checkpoint.open(nowhere, SPLIT))
                .hasMessage("cannot create checkpoint " + nowhere + ": its folder does not exist");
    }

    @Test
    void aFolderInPlaceOfTheCheckpointIsNamedOnce() throws IOException {
        Path directory = Files.createDirectory(folder.resolve("dir.ckpt"));

        assertThatThrownBy(() -> Checkpoint.open(directory, SPLIT))
                .isInstanceOf(CheckpointException.class)
                .satisfies(e -> assertThat(e.getMessage().split(Pattern.quote(directory.toString()),
                        -1)).as("mentions of %s in: %s", directory, e.getMessage()).hasSize(2));
    }

    @Test
    void goesWithItsOwnSplitOnly() {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThatThrownBy(() -> CountJob.builder(RowPairs.split(10)).checkpoint(checkpoint))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("was opened for split " + SPLIT.signature());
        }
    }
}
