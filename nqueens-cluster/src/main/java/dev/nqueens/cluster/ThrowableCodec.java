package dev.nqueens.cluster;

import com.hazelcast.core.HazelcastException;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.StreamSerializer;
import com.hazelcast.spi.exception.RetryableException;
import com.hazelcast.spi.exception.RetryableHazelcastException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The failures members send one another inside Hazelcast (an operation sent to a member that no longer owns its
 * partition, a member leaving). Hazelcast would write them with Java serialization, which the cluster's members
 * refuse ({@link WireFormat}); this writes each as the names of the classes of it and its causes, with their
 * messages. On arrival, a class of Hazelcast's or the JDK's with a public constructor of a message is made
 * again through it, so that a member still tells a failure to retry (a partition that moved) from one to pass
 * on; any other class arrives as a {@link HazelcastException} that names it, a
 * {@link RetryableHazelcastException} if it was one to retry. Stack traces stay where they were made.
 */
final class ThrowableCodec implements StreamSerializer<Throwable> {

    /** Hazelcast's id of this serializer's form: positive, as those of users' serializers are. */
    static final int TYPE_ID = 0x6e71;
    /** The most causes written, the failure's own class included: enough to tell what went wrong. */
    static final int MAX_CHAIN = 8;
    /** Packages whose failures are made again as they were; any other class is only named. */
    private static final List<String> REMADE = List.of("com.hazelcast.", "java.");

    @Override
    public int getTypeId() {
        return TYPE_ID;
    }

    @Override
    public void write(ObjectDataOutput out, Throwable failure) throws IOException {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable link = failure; link != null && chain.size() < MAX_CHAIN && !chain.contains(link);
                link = link.getCause()) {
            chain.add(link);
        }
        out.writeInt(chain.size());
        for (Throwable link : chain) {
            out.writeString(link.getClass().getName());
            out.writeString(link.getMessage());
        }
    }

    @Override
    public Throwable read(ObjectDataInput in) throws IOException {
        int size = in.readInt();
        if (size < 1 || size > MAX_CHAIN) {
            throw new IOException("a failure's chain of causes has " + size + " links, not 1 to " + MAX_CHAIN);
        }
        String[] names = new String[size];
        String[] messages = new String[size];
        for (int i = 0; i < size; i++) {
            names[i] = in.readString();
            messages[i] = in.readString();
            if (names[i] == null) {
                throw new IOException("a failure came without the name of its class");
            }
        }
        ClassLoader loader = in.getClassLoader() == null ? ThrowableCodec.class.getClassLoader() : in.getClassLoader();
        Throwable cause = remake(names[size - 1], messages[size - 1], loader);
        for (int i = size - 2; i >= 0; i--) {
            Throwable link = remake(names[i], messages[i], loader);
            try {
                link.initCause(cause);
            } catch (IllegalStateException e) {
                // its constructor set a cause of its own
            }
            cause = link;
        }
        return cause;
    }

    /**
     * @return a failure of the named class with the message, if it is Hazelcast's or the JDK's and has a public
     *     constructor of a message; else a Hazelcast failure that names the class, retryable if it was
     */
    private static Throwable remake(String name, String message, ClassLoader loader) {
        Class<?> type = null;
        if (REMADE.stream().anyMatch(name::startsWith)) {
            try {
                type = Class.forName(name, false, loader);
                if (Throwable.class.isAssignableFrom(type)) {
                    return (Throwable) type.getConstructor(String.class).newInstance(message);
                }
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                // not one to make again: named below
            }
        }
        String named = message == null ? name : name + ": " + message;
        return type != null && RetryableException.class.isAssignableFrom(type)
                ? new RetryableHazelcastException(named) : new HazelcastException(named);
    }
}
