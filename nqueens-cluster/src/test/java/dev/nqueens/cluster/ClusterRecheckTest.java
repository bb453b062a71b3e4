package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.Subproblem;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.engine.Checkpoint;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import dev.nqueens.engine.Mismatch;
import dev.nqueens.engine.internal.MemberCount;
import dev.nqueens.engine.internal.MemberNames;
import dev.nqueens.engine.internal.RunLedger;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two members in this JVM, the second of which miscounts every subproblem (a flipped bit, another build, a
 * stranger's code), and a client that rechecks: the member is found and named, its counts are made again
 * elsewhere, and the total is right.
 */
class ClusterRecheckTest {

    private static final Split SPLIT = Halves.split(12);
    private static final Pattern MEMBER = Pattern.compile("\"member\":\"([^\"]*)\"(,\"replaces\":\"([^\"]*)\")?");

    private static TestCluster cluster;
    private static ClusterEngine engine;
    private static String honest;
    private static String liar;

    private final List<Mismatch> heard = new CopyOnWriteArrayList<>();

    @TempDir
    Path folder;

    @BeforeAll
    static void startCluster() {
        cluster = TestCluster.start(2, 2, index -> index == 1 ? LyingHalves.solvers() : Halves.solvers());
        engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(), StatusListener.NONE);
        honest = cluster.members.get(0).address();
        liar = cluster.members.get(1).address();
    }

    @AfterAll
    static void stopCluster() {
        if (engine != null) {
            engine.close();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    private Path file() {
        return folder.resolve("twelve.ckpt");
    }

    private CountResult count(double percent) {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            return engine.count(CountJob.builder(SPLIT).checkpoint(checkpoint).recheck(percent, 11)
                    .mismatches(heard::add).build());
        }
    }

    private static void assertRight(CountResult result) {
        assertThat(result.solutions()).isEqualTo(KnownCounts.total(12));
        assertThat(result.fundamentalSolutions()).isEqualTo(KnownCounts.unique(12));
    }

    private static Subcount right(Subproblem subproblem) {
        return Halves.SOLVER.count(SubproblemRequest.of(subproblem));
    }

    /** @return for each line of the checkpoint after the header, its member and the member it replaces, or null */
    private List<String[]> members() throws IOException {
        return Files.readAllLines(file(), StandardCharsets.UTF_8).stream().skip(1).map(line -> {
            Matcher member = MEMBER.matcher(line);
            assertThat(member.find()).as(line).isTrue();
            return new String[] {member.group(1), member.group(3)};
        }).toList();
    }

    @Test
    void aRecheckOfEverySubproblemFindsTheMemberThatMiscountsAndTheTotalIsRight() throws IOException {
        CountResult result = count(100);

        assertRight(result);
        assertThat(result.recheck().rechecked()).isEqualTo(SPLIT.subproblems().size());
        assertThat(heard).isNotEmpty().isEqualTo(result.recheck().mismatches())
                .allMatch(mismatch -> mismatch.member().equals(liar));
        assertThat(result.recheck().distrusted()).containsExactly(liar);
        List<String[]> members = members();
        assertThat(members.subList(0, SPLIT.subproblems().size()))
                .allMatch(line -> (line[0].equals(honest) || line[0].equals(liar)) && line[1] == null);
        assertThat(members.subList(SPLIT.subproblems().size(), members.size()))
                .allMatch(line -> !line[0].equals(liar) && liar.equals(line[1]));
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            assertThat(checkpoint.distrusted()).containsExactly(liar);
            assertThat(checkpoint.doubtful()).isZero();
        }
    }

    @Test
    void aSampleOfOneFindsTheMemberThatMiscountedACheckpointAndTheOtherMemberCountsItsSubproblemsAgain()
            throws IOException {
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            RunLedger ledger = new RunLedger(CountJob.builder(SPLIT).checkpoint(checkpoint).build());
            for (int i = 0; i < SPLIT.subproblems().size(); i++) {
                ledger.record(i, new MemberCount(LyingHalves.lie(right(SPLIT.subproblems().get(i))), liar));
            }
        }
        int others = SPLIT.subproblems().size() - 1;

        CountResult result = count(1);

        assertRight(result);
        assertThat(result.recheck().rechecked()).isEqualTo(1);
        assertThat(heard).hasSize(1).allSatisfy(mismatch -> {
            assertThat(mismatch.member()).isEqualTo(liar);
            assertThat(mismatch.recountedBy()).containsExactly(honest, MemberNames.thisProcess());
        });
        assertThat(result.recheck().recounted()).isEqualTo(others);
        assertThat(result.recheck().corrected()).isEqualTo(others);
        assertThat(result.recheck().describe()).isEqualTo("rechecked 1 of 30 subproblems: 1 disagreed; recounted the"
                + " 29 other subproblems of " + liar + ", 29 of them wrong; the total has the right counts");
        // the judge's count of the sample, and the honest member's of the others
        int counted = SPLIT.subproblems().size();
        List<String[]> replaced = members().subList(counted, counted + 1 + others);
        assertThat(replaced).allMatch(line -> liar.equals(line[1]));
        assertThat(replaced).filteredOn(line -> line[0].equals(MemberNames.thisProcess())).hasSize(1);
        assertThat(replaced).filteredOn(line -> line[0].equals(honest)).hasSize(others);
    }

    @Test
    void aCheckpointThatDistrustsAMemberKeepsItsWorkFromThatMemberAndTheRecheckGoesHereWhenNoMemberIsLeft()
            throws IOException {
        Subproblem first = SPLIT.subproblems().get(0);
        int held = SPLIT.subproblems().size() / 2;
        try (Checkpoint checkpoint = Checkpoint.open(file(), SPLIT)) {
            RunLedger ledger = new RunLedger(CountJob.builder(SPLIT).checkpoint(checkpoint).build());
            ledger.record(0, new MemberCount(LyingHalves.lie(right(first)), liar));
            for (int i = 1; i < held; i++) {
                ledger.record(i, new MemberCount(right(SPLIT.subproblems().get(i)), honest));
            }
        }
        // the honest member's count of the first replaces the liar's: the checkpoint distrusts the liar
        Files.writeString(file(), line(first.id(), right(first), honest, liar) + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);

        // every subproblem left goes to the honest member; the recheck of each, which avoids it, comes here
        CountResult result = count(100);

        assertRight(result);
        assertThat(result.resumed()).isEqualTo(held);
        assertThat(result.recheck().describe()).isEqualTo("rechecked 30 of 30 subproblems: all agree");
        assertThat(heard).isEmpty();
        List<String[]> members = members();
        assertThat(members.subList(held + 1, members.size()))
                .hasSize(SPLIT.subproblems().size() - held)
                .allMatch(line -> line[0].equals(honest) && line[1] == null);
    }

    /** @return a line that replaces a count, as the checkpoint's documentation describes it */
    private static String line(String id, Subcount subcount, String member, String replaces) {
        CRC32 crc = new CRC32();
        crc.update(String.join("\n", id, Long.toString(subcount.solutions()), Long.toString(subcount.fixedPoints()),
                member, replaces).getBytes(StandardCharsets.UTF_8));
        return "{\"id\":\"" + id + "\",\"solutions\":" + subcount.solutions() + ",\"fixedPoints\":"
                + subcount.fixedPoints() + ",\"member\":\"" + member + "\",\"replaces\":\"" + replaces
                + "\",\"crc32\":\"" + String.format(Locale.ROOT, "%08x", crc.getValue()) + "\"}";
    }
}
