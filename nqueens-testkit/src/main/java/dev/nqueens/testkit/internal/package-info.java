/**
 * What the tests of nqueens itself use beside the contracts, exported to its own modules alone and no plugin
 * author's API: {@link dev.nqueens.testkit.internal.TestProviders} makes a solver or a format for a test in one
 * expression, and {@link dev.nqueens.testkit.internal.Eventually} waits for what another thread or process
 * brings about (the contracts' cancellation checks wait with it too).
 */
@NullMarked
package dev.nqueens.testkit.internal;

import org.jspecify.annotations.NullMarked;
