package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import com.hazelcast.spi.exception.PartitionMigratingException;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.engine.CountJob;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The cluster's wire ({@link WireFormat}): members and clients read no Java serialization from the network, and
 * go on working after a host sent some; the failures members send one another arrive as what they were.
 */
class WireFormatTest {

    /** Set when Java deserialization makes a {@link Planted}: by no member or client of nqueens. */
    private static final AtomicBoolean PLANTED_MADE = new AtomicBoolean();

    @BeforeEach
    void nothingMadeYet() {
        PLANTED_MADE.set(false);
    }

    @Test
    void aMemberRefusesAJavaSerializedTaskAndGoesOnCounting() {
        try (TestCluster cluster = TestCluster.start(1, 1, Halves.solvers())) {
            HazelcastInstance stranger = strangerOf(cluster);
            try {
                Future<String> planted = stranger.getDurableExecutorService(ClusterProtocol.EXECUTOR)
                        .submit(new Planted());

                assertThatThrownBy(() -> planted.get(30, TimeUnit.SECONDS))
                        .isInstanceOf(ExecutionException.class)
                        .cause().isInstanceOf(HazelcastSerializationException.class)
                        .hasMessageContaining("Resolving class " + Planted.class.getName() + " is not allowed");
            } finally {
                stranger.shutdown();
            }
            assertThat(PLANTED_MADE).isFalse();

            try (ClusterEngine engine = ClusterEngine.connect(cluster.clientSettings(), Halves.solvers(),
                    StatusListener.NONE)) {
                assertThat(engine.count(CountJob.of(Halves.split(10))).solutions())
                        .isEqualTo(KnownCounts.total(10));
            }
        }
    }

    @Test
    void aClientRefusesAJavaSerializedReportOrOneNamingAClassAndReadsTheRest() {
        try (TestCluster cluster = TestCluster.start(1, 1, Halves.solvers())) {
            HazelcastInstance stranger = strangerOf(cluster);
            try {
                stranger.getMap(ClusterProtocol.RUNNING_COUNTS).put("planted-job", new Planted());
                // Hazelcast's Compact form without a serializer: the record's fields under its class's name
                stranger.getMap(ClusterProtocol.RUNNING_COUNTS).put("named-job", new PlantedRecord("named-job"));
            } finally {
                stranger.shutdown();
            }
            int recordsMade = PlantedRecord.MADE.get();

            ClusterStatus status = ClusterEngine.status(cluster.clientSettings());

            assertThat(status.counts()).isEmpty();
            assertThat(status.unsigned()).isEqualTo(2);
            assertThat(status.members()).hasSize(1);
            assertThat(PLANTED_MADE).isFalse();
            assertThat(PlantedRecord.MADE).hasValue(recordsMade);
        }
    }

    @Test
    void aJavaSerializedKeyAmongTheCancelledJobsKeepsNoMemberOut() {
        try (TestCluster cluster = TestCluster.start(1, 1, Halves.solvers())) {
            HazelcastInstance stranger = strangerOf(cluster);
            try {
                stranger.getMap(ClusterProtocol.CANCELLED_JOBS).put(new Planted(), Boolean.TRUE);
            } finally {
                stranger.shutdown();
            }
            MemberSettings.Builder settings = MemberSettings.builder().port(TestCluster.freePort())
                    .clusterName(cluster.name).threads(1)
                    .members(List.of(MemberAddress.parse(cluster.members.get(0).address())));
            TestCluster.QUICK.forEach(settings::property);

            try (ClusterMember joining = ClusterMember.start(settings.build(), Halves.solvers(),
                    StatusListener.NONE)) {
                assertThat(joining.memberCount()).isEqualTo(2);
            }
            assertThat(PLANTED_MADE).isFalse();
        }
    }

    @Test
    void failuresCrossBetweenMembersAsWhatTheyWere() {
        try (TestCluster cluster = TestCluster.start(2, 1, Halves.solvers())) {
            List<HazelcastInstance> members = Hazelcast.getAllHazelcastInstances().stream()
                    .filter(instance -> instance.getConfig().getClusterName().equals(cluster.name.value()))
                    .toList();
            IMap<String, Throwable> written = members.get(0).getMap("failures");
            IMap<String, Throwable> read = members.get(1).getMap("failures");
            written.put("migrating", new HazelcastException("outer", new PartitionMigratingException("inner")));
            written.put("planted", new PlantedFailure("a stranger's failure"));

            Throwable migrating = read.get("migrating");
            Throwable planted = read.get("planted");

            assertThat(migrating).isExactlyInstanceOf(HazelcastException.class).hasMessage("outer")
                    .cause().isExactlyInstanceOf(PartitionMigratingException.class).hasMessage("inner");
            assertThat(planted).isExactlyInstanceOf(HazelcastException.class)
                    .hasMessage(PlantedFailure.class.getName() + ": a stranger's failure").hasNoCause();
        }
    }

    /** @return a Hazelcast client of the cluster with Hazelcast's settings, as any host that reaches it has */
    private static HazelcastInstance strangerOf(TestCluster cluster) {
        ClientConfig config = new ClientConfig();
        config.setClusterName(cluster.name.value());
        config.getNetworkConfig().addAddress(cluster.members.get(0).address());
        return HazelcastClient.newHazelcastClient(config);
    }

    /** A task that says so when Java deserialization makes it, as a gadget would act. */
    static final class Planted implements Callable<String>, Serializable {

        @Serial
        private static final long serialVersionUID = 1L;

        @Serial
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            PLANTED_MADE.set(true);
        }

        @Override
        public String call() {
            return "planted";
        }
    }

    /**
     * A value that Hazelcast writes in its Compact form by reflection, as it does any class without a serializer,
     * and makes again through its constructor, which counts how often it is made.
     *
     * @param jobId a field
     */
    public record PlantedRecord(String jobId) {

        static final AtomicInteger MADE = new AtomicInteger();

        public PlantedRecord {
            MADE.incrementAndGet();
        }
    }

    /** A failure of a class that is neither Hazelcast's nor the JDK's. */
    static final class PlantedFailure extends RuntimeException {

        @Serial
        private static final long serialVersionUID = 1L;

        PlantedFailure(String message) {
            super(message);
        }
    }
}
