package dev.nqueens.cluster;

import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.config.SerializerConfig;
import com.hazelcast.nio.serialization.compact.CompactReader;
import com.hazelcast.nio.serialization.compact.CompactSerializer;
import com.hazelcast.nio.serialization.compact.CompactWriter;
import dev.nqueens.api.Queen;
import dev.nqueens.api.Subproblem;
import java.util.ArrayList;
import java.util.List;

/**
 * How the cluster's own values cross the network: each in Hazelcast's Compact form, written and read field by
 * field by a serializer here, and made again through its constructor, whose checks apply to what is read. A
 * member or client that takes these settings reads no Java serialization at all, and makes no object by
 * reflection from a type name that arrives (Hazelcast's Compact form without a serializer): whoever reaches its
 * port can send it bytes, not objects.
 *
 * <p>The tasks ({@link SubproblemTask}, with their {@link Subproblem}), their outcomes ({@link TaskOutcome}) and
 * the reports of running counts ({@link CountReport}) are the cluster's values; the failures members send one
 * another inside Hazelcast travel as {@link ThrowableCodec} writes them, which makes only failures of
 * Hazelcast's and the JDK's classes.
 */
final class WireFormat {

    /** The prefix of every class's name: a filter that lists it lists every class. */
    private static final String EVERY_CLASS = "";

    private WireFormat() {
    }

    /**
     * Sets a member's or a client's serialization to the cluster's: the serializers of its values, Java
     * serialization refused, no object made by reflection from a type name that arrives, and failures written
     * by {@link ThrowableCodec}.
     *
     * @param config the serialization settings of a member's or client's configuration
     */
    static void applyTo(SerializationConfig config) {
        config.getCompactSerializationConfig()
                .setSerializers(new TaskSerializer(), new OutcomeSerializer(), new ReportSerializer())
                .setZeroConfigFilter(refuseAll());
        config.setJavaSerializationFilterConfig(refuseAll());
        config.addSerializerConfig(new SerializerConfig().setTypeClass(Throwable.class)
                .setImplementation(new ThrowableCodec()));
    }

    /** @return a filter that lets no class through, whatever Hazelcast would allow by default */
    private static JavaSerializationFilterConfig refuseAll() {
        return new JavaSerializationFilterConfig().setDefaultsDisabled(true)
                .setBlacklist(new ClassFilter().addPrefixes(EVERY_CLASS));
    }

    /**
     * @return a string field that must be there
     * @throws IllegalArgumentException if it is null, which Hazelcast passes on as a failure to read
     */
    private static String required(CompactReader in, String field) {
        String value = in.readString(field);
        if (value == null) {
            throw new IllegalArgumentException("a value of the cluster's has no " + field);
        }
        return value;
    }

    /**
     * A serializer of one of the cluster's values, under a type name of its own: one that names no class, so
     * that a reader without the serializer (an earlier version) makes nothing of it.
     */
    private abstract static class Form<T> implements CompactSerializer<T> {

        private final String typeName;
        private final Class<T> type;

        Form(String typeName, Class<T> type) {
            this.typeName = typeName;
            this.type = type;
        }

        @Override
        public final String getTypeName() {
            return typeName;
        }

        @Override
        public final Class<T> getCompactClass() {
            return type;
        }
    }

    /** A {@link SubproblemTask}: its job, its subproblem's fields, the queens as two arrays, its signature. */
    private static final class TaskSerializer extends Form<SubproblemTask> {

        TaskSerializer() {
            super("nqueens.SubproblemTask", SubproblemTask.class);
        }

        @Override
        public SubproblemTask read(CompactReader in) {
            int[] rows = in.readArrayOfInt32("rows");
            int[] columns = in.readArrayOfInt32("columns");
            if (rows == null || columns == null || rows.length != columns.length) {
                throw new IllegalArgumentException("a task's queens have rows and columns of different numbers");
            }
            List<Queen> queens = new ArrayList<>(rows.length);
            for (int i = 0; i < rows.length; i++) {
                queens.add(new Queen(rows[i], columns[i]));
            }
            Subproblem subproblem = new Subproblem(in.readString("solverId"), in.readString("scheme"),
                    in.readString("id"), in.readInt32("boardSize"), queens, in.readInt64("estimatedWork"));
            return new SubproblemTask(required(in, "jobId"), subproblem, in.readString("signature"));
        }

        @Override
        public void write(CompactWriter out, SubproblemTask task) {
            Subproblem subproblem = task.subproblem();
            List<Queen> queens = subproblem.queens();
            out.writeString("jobId", task.jobId());
            out.writeString("solverId", subproblem.solverId());
            out.writeString("scheme", subproblem.scheme());
            out.writeString("id", subproblem.id());
            out.writeInt32("boardSize", subproblem.boardSize());
            out.writeArrayOfInt32("rows", queens.stream().mapToInt(Queen::row).toArray());
            out.writeArrayOfInt32("columns", queens.stream().mapToInt(Queen::column).toArray());
            out.writeInt64("estimatedWork", subproblem.estimatedWork());
            out.writeString("signature", task.signature());
        }
    }

    /** A {@link TaskOutcome}: its fields, the kind by name. */
    private static final class OutcomeSerializer extends Form<TaskOutcome> {

        OutcomeSerializer() {
            super("nqueens.TaskOutcome", TaskOutcome.class);
        }

        @Override
        public TaskOutcome read(CompactReader in) {
            return new TaskOutcome(in.readString("jobId"), in.readString("subproblemId"), in.readString("member"),
                    TaskOutcome.Kind.valueOf(in.readString("kind")), in.readInt64("solutions"),
                    in.readInt64("fixedPoints"), in.readString("failure"), in.readString("signature"));
        }

        @Override
        public void write(CompactWriter out, TaskOutcome outcome) {
            out.writeString("jobId", outcome.jobId());
            out.writeString("subproblemId", outcome.subproblemId());
            out.writeString("member", outcome.member());
            out.writeString("kind", outcome.kind().name());
            out.writeInt64("solutions", outcome.solutions());
            out.writeInt64("fixedPoints", outcome.fixedPoints());
            out.writeString("failure", outcome.failure());
            out.writeString("signature", outcome.signature());
        }
    }

    /** A {@link CountReport}: its fields, the members' shares as three arrays of one length. */
    private static final class ReportSerializer extends Form<CountReport> {

        ReportSerializer() {
            super("nqueens.CountReport", CountReport.class);
        }

        @Override
        public CountReport read(CompactReader in) {
            String[] members = in.readArrayOfString("shareMembers");
            int[] done = in.readArrayOfInt32("shareDone");
            int[] holding = in.readArrayOfInt32("shareHolding");
            if (members == null || done == null || holding == null || members.length != done.length
                    || members.length != holding.length) {
                throw new IllegalArgumentException("a count report's shares have parts of different numbers");
            }
            List<CountReport.ShareLine> shares = new ArrayList<>(members.length);
            for (int i = 0; i < members.length; i++) {
                if (members[i] == null) {
                    throw new IllegalArgumentException("a count report has a share of no member");
                }
                shares.add(new CountReport.ShareLine(members[i], done[i], holding[i]));
            }
            return new CountReport(required(in, "jobId"), required(in, "client"), required(in, "solverId"),
                    in.readInt32("boardSize"), in.readInt32("done"), in.readInt32("total"),
                    in.readBoolean("rechecking"), in.readInt64("startedMillis"), in.readInt64("elapsedMillis"),
                    in.readInt64("leftMillis"), List.copyOf(shares), in.readString("signature"));
        }

        @Override
        public void write(CompactWriter out, CountReport report) {
            List<CountReport.ShareLine> shares = report.shares();
            out.writeString("jobId", report.jobId());
            out.writeString("client", report.client());
            out.writeString("solverId", report.solverId());
            out.writeInt32("boardSize", report.boardSize());
            out.writeInt32("done", report.done());
            out.writeInt32("total", report.total());
            out.writeBoolean("rechecking", report.rechecking());
            out.writeInt64("startedMillis", report.startedMillis());
            out.writeInt64("elapsedMillis", report.elapsedMillis());
            out.writeInt64("leftMillis", report.leftMillis());
            out.writeArrayOfString("shareMembers", shares.stream().map(CountReport.ShareLine::member)
                    .toArray(String[]::new));
            out.writeArrayOfInt32("shareDone", shares.stream().mapToInt(CountReport.ShareLine::done).toArray());
            out.writeArrayOfInt32("shareHolding", shares.stream().mapToInt(CountReport.ShareLine::holding)
                    .toArray());
            out.writeString("signature", report.signature());
        }
    }
}
