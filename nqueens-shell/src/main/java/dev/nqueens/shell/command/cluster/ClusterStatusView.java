package dev.nqueens.shell.command.cluster;

import dev.nqueens.cluster.ClusterStatus;
import dev.nqueens.engine.HeapFit;
import dev.nqueens.shell.io.TextTable;
import dev.nqueens.shell.text.TerminalJson;
import dev.nqueens.shell.text.TerminalText;
import dev.nqueens.shell.time.Durations;
import java.io.IOException;
import java.io.Writer;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code status} prints of a {@link ClusterStatus}: tables for people, or one JSON object for scripts.
 * Every string in it came from the network, and is escaped on the way out: by the table for its cells, by
 * {@link TerminalText} for the lines around them, by {@link TerminalJson} for the JSON's strings. Made by
 * {@link ClusterCalls} alone, which the cluster module's presence was checked for; it is the other class of the
 * shell that names one of that module's.
 */
public final class ClusterStatusView {

    private static final DateTimeFormatter STARTED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'",
            Locale.ROOT).withZone(ZoneOffset.UTC);

    private final ClusterStatus status;

    ClusterStatusView(ClusterStatus status) {
        this.status = status;
    }

    /**
     * Writes the members and the counts as tables.
     *
     * @param out where to write
     * @param columns the terminal's width, or 0 where the output is no terminal
     * @throws IOException if writing fails
     */
    public void writeText(Writer out, int columns) throws IOException {
        int threads = status.members().stream().mapToInt(ClusterStatus.Member::threads).sum();
        line(out, "cluster " + status.clusterName() + ": " + plural(status.members().size(), "member") + ", "
                + plural(threads, "thread"));
        TextTable members = new TextTable("MEMBER", "THREADS", "VERSION", "HEAP", "NOTE");
        for (ClusterStatus.Member member : status.members()) {
            members.row(member.address(), Integer.toString(member.threads()), member.version(),
                    member.heapBytes() == 0 ? "-" : HeapFit.describe(member.heapBytes()), note(member));
        }
        members.writeTo(out, columns);
        for (ClusterStatus.Count count : status.counts()) {
            out.write("\n");
            line(out, headline(count));
            TextTable shares = new TextTable("MEMBER", "DONE", "HOLDS", "PER MINUTE");
            for (ClusterStatus.Share share : count.shares()) {
                shares.row(share.member(), Integer.toString(share.done()), Integer.toString(share.holding()),
                        String.format(Locale.ROOT, "%.1f", share.perMinute()));
            }
            shares.writeTo(out, columns);
        }
        if (status.counts().isEmpty()) {
            line(out, "no count is running");
        }
        if (status.unsigned() > 0) {
            line(out, plural(status.unsigned(), "report") + " of counts " + (status.unsigned() == 1 ? "is" : "are")
                    + " not signed with the cluster's secret (NQUEENS_CLUSTER_SECRET): left out");
        }
    }

    private static String note(ClusterStatus.Member member) {
        List<String> notes = new ArrayList<>();
        if (!member.sameVersion()) {
            notes.add("another version: sent no task");
        }
        if (!member.trusted()) {
            notes.add("has not the cluster's secret: sent no task");
        }
        return String.join("; ", notes);
    }

    private static String headline(ClusterStatus.Count count) {
        String progress = count.rechecking() ? "all " + count.total() + " subproblems counted, rechecking"
                : count.done() + " of " + count.total() + " subproblems ("
                        + (count.total() == 0 ? 100 : 100L * count.done() / count.total()) + " %)";
        return "count " + count.boardSize() + " with " + count.solverId() + " from " + count.client() + ", started "
                + STARTED.format(count.started()) + ": " + progress + ", " + Durations.format(count.elapsed())
                + " so far" + count.left().map(left -> ", about " + Durations.format(left) + " left").orElse("");
    }

    /**
     * Writes the status as one JSON object on one line ({@link StatusJson}): {@code cluster}, {@code members}
     * (each with {@code address}, {@code threads}, {@code version}, {@code sameVersion}, {@code heapBytes},
     * {@code trusted}), {@code counts} (each with {@code client}, {@code solver}, {@code n}, {@code done},
     * {@code total}, {@code rechecking}, {@code started}, {@code elapsedSeconds}, {@code secondsLeft} or null, and
     * {@code members}, each with {@code address}, {@code done}, {@code holding}, {@code perMinute}), and
     * {@code unsigned}.
     *
     * @param out where to write
     * @throws IOException if writing fails
     */
    public void writeJson(Writer out) throws IOException {
        List<StatusJson.Member> members = status.members().stream()
                .map(member -> new StatusJson.Member(member.address(), member.threads(), member.version(),
                        member.sameVersion(), member.heapBytes(), member.trusted()))
                .toList();
        List<StatusJson.Count> counts = status.counts().stream().map(ClusterStatusView::json).toList();
        out.write(TerminalJson.write(new StatusJson(status.clusterName(), members, counts, status.unsigned())) + "\n");
    }

    private static StatusJson.Count json(ClusterStatus.Count count) {
        List<StatusJson.Share> shares = count.shares().stream()
                .map(share -> new StatusJson.Share(share.member(), share.done(), share.holding(),
                        StatusJson.threePlaces(share.perMinute())))
                .toList();
        return new StatusJson.Count(count.client(), count.solverId(), count.boardSize(), count.done(), count.total(),
                count.rechecking(), count.started(), StatusJson.seconds(count.elapsed()),
                count.left().map(StatusJson::seconds).orElse(null), shares);
    }

    private static void line(Writer out, String text) throws IOException {
        out.write(TerminalText.safe(text) + "\n");
    }

    private static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
