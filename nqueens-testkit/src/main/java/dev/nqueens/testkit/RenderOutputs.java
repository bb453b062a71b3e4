package dev.nqueens.testkit;

import java.io.IOException;
import java.io.Writer;

/** The outputs {@link RendererContract} renders into, each made to tell or provoke one thing. */
final class RenderOutputs {

    private RenderOutputs() {
    }

    /** An output that drops what it is given. */
    static final class Discarding implements Appendable {
        @Override
        public Appendable append(CharSequence text) {
            return this;
        }

        @Override
        public Appendable append(CharSequence text, int start, int end) {
            return this;
        }

        @Override
        public Appendable append(char c) {
            return this;
        }
    }

    /** A writer that remembers whether it was closed. */
    static final class ClosingWatch extends Writer {
        final StringBuilder text = new StringBuilder();
        boolean closed;

        @Override
        public void write(char[] buffer, int offset, int length) {
            text.append(buffer, offset, length);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /** An output that takes so many characters, then fails each write: a full disk, a closed pipe. */
    static final class FailingAfter implements Appendable {
        static final String MESSAGE = "the output is full (a test of the contract)";
        private long room;

        FailingAfter(long room) {
            this.room = room;
        }

        @Override
        public Appendable append(CharSequence text) throws IOException {
            return append(text, 0, text.length());
        }

        @Override
        public Appendable append(CharSequence text, int start, int end) throws IOException {
            take(end - start);
            return this;
        }

        @Override
        public Appendable append(char c) throws IOException {
            take(1);
            return this;
        }

        private void take(int characters) throws IOException {
            room -= characters;
            if (room < 0) {
                throw new IOException(MESSAGE);
            }
        }
    }
}
