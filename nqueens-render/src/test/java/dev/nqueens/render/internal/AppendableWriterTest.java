package dev.nqueens.render.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The buffer between the formats and the caller's {@code Appendable}. */
class AppendableWriterTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 7, 10, 99, 1_000_000, Integer.MAX_VALUE})
    void writesNumbersInDecimal(int value) throws IOException {
        StringBuilder target = new StringBuilder();
        AppendableWriter writer = new AppendableWriter(target);

        writer.writeDecimal(value);
        writer.flush();

        assertThat(target).hasToString(Integer.toString(value));
    }

    @Test
    void keepsTheOrderOfSmallAndLargeWritesAcrossItsBuffer() throws IOException {
        Random random = new Random(3);
        StringBuilder expected = new StringBuilder();
        RecordingWriter target = new RecordingWriter();
        AppendableWriter writer = new AppendableWriter(target);

        for (int i = 0; i < 200; i++) {
            char[] block = new char[random.nextInt(3) == 0 ? random.nextInt(20_000) : random.nextInt(50)];
            for (int j = 0; j < block.length; j++) {
                block[j] = (char) ('a' + random.nextInt(26));
            }
            expected.append(block);
            switch (i % 3) {
                case 0 -> writer.write(block);
                case 1 -> writer.write(new String(block));
                default -> {
                    for (char c : block) {
                        writer.write(c);
                    }
                }
            }
        }
        writer.close();

        assertThat(target.text()).isEqualTo(expected.toString());
    }

    @Test
    void flushAndCloseHandOverTheBufferButNeverFlushNorCloseTheTarget() throws IOException {
        RecordingWriter target = new RecordingWriter();
        AppendableWriter writer = new AppendableWriter(target);

        writer.write("queens");
        assertThat(target.text()).as("buffered").isEmpty();
        writer.flush();
        writer.writeRepeated('.', 3);
        writer.close();

        assertThat(target.text()).isEqualTo("queens...");
        assertThat(target.flushed()).isFalse();
        assertThat(target.closed()).isFalse();
    }
}
