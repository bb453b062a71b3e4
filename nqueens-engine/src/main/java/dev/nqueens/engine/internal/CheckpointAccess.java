package dev.nqueens.engine.internal;

import dev.nqueens.engine.Checkpoint;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The door from {@link CheckpointRecords#of} to a checkpoint's records, which {@link Checkpoint} opens once,
 * as its class is initialised: its public API stays free of the methods that write lines, and the books of a
 * run, in this package, still reach them.
 */
public final class CheckpointAccess {

    /** Set once, by the checkpoint's class initialisation, before any checkpoint exists. */
    private static volatile @Nullable Function<Checkpoint, CheckpointRecords> view;

    private CheckpointAccess() {
    }

    /**
     * Opens the door; {@link Checkpoint} alone calls it, once.
     *
     * @param records gives the records of a checkpoint
     * @throws IllegalStateException if the door is open already
     */
    public static synchronized void open(Function<Checkpoint, CheckpointRecords> records) {
        if (view != null) {
            throw new IllegalStateException("the checkpoint's records are reachable already");
        }
        view = Objects.requireNonNull(records, "records");
    }

    /** @return the records of a checkpoint: its class is initialised, as the checkpoint exists */
    static CheckpointRecords records(Checkpoint checkpoint) {
        Function<Checkpoint, CheckpointRecords> records = view;
        if (records == null) {          // cannot be: a checkpoint exists, so its class has opened the door
            throw new IllegalStateException("the checkpoint's records are not reachable yet");
        }
        return records.apply(Objects.requireNonNull(checkpoint, "checkpoint"));
    }
}
