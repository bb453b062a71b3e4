package dev.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
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

    @TempDir
    Path folder;

    private Path file() {
        return folder.resolve("count.checkpoint");
    }

    /** Writes a checkpoint with the first {@code finished} subproblems of the split, counted for real. */
    private List<String> record(int finished) {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            for (Subproblem subproblem : SPLIT.subproblems().subList(0, finished)) {
                checkpoint.append(subproblem.id(), RowPairs.SOLVER.count(SubproblemRequest.of(subproblem)));
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
                + ",\"fixedPoints\":" + subcount.fixedPoints() + ",\"crc32\":\"[0-9a-f]{8}\"}");
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
                        subcount -> held == (subcount != null));
            }
        }
    }

    @Test
    void dropsATornLastLineAndTruncatesItBeforeAppending() throws IOException {
        List<String> lines = record(3);
        String torn = lines.get(3).substring(0, lines.get(3).length() / 2);
        write(lines.subList(0, 3), torn);

        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(2);
            assertThat(checkpoint.droppedTornLine()).isTrue();
            checkpoint.append(SPLIT.subproblems().get(2).id(), new Subcount(5, 1));
        }

        List<String> after = lines();
        assertThat(after).hasSize(4).doesNotContain(torn);
        assertThat(after.subList(0, 3)).isEqualTo(lines.subList(0, 3));
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.resumed()).isEqualTo(3);
            assertThat(checkpoint.finished(SPLIT.subproblems().get(2).id())).isEqualTo(new Subcount(5, 1));
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
        Map<String, Object> stranger = new LinkedHashMap<>();
        stranger.put("id", "no-such-piece");
        stranger.put("solutions", 1L);
        stranger.put("fixedPoints", 0L);
        lines.add(CheckpointLine.encode(stranger));
        write(lines, "");

        assertThatThrownBy(() -> Checkpoint.open(file(), SPLIT))
                .hasMessage("checkpoint " + file() + ", line 3: subproblem no-such-piece is not part of the split"
                        + " of n = 9");
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
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
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
