/**
 * Plugin loading: the folders whose jars hold plugins ({@link dev.nqueens.shell.plugin.PluginFolder}), the
 * quarantine that checks each new or changed jar in a JVM of its own before it loads and keeps the verdicts
 * ({@link dev.nqueens.shell.plugin.Quarantine}, {@link dev.nqueens.shell.plugin.ChildJvmChecker} and the
 * program it runs, {@link dev.nqueens.shell.plugin.ChildCheck}), the loader that reads the jars one at a
 * time so that one broken plugin never hides another ({@link dev.nqueens.shell.plugin.PluginLoader}), and
 * what it found ({@link dev.nqueens.shell.plugin.PluginReport}: warnings for standard error, the rows of the
 * {@code plugins} command).
 *
 * <p>The lowest of the shell's packages: it needs the API alone, and no other part of the shell.
 */
package dev.nqueens.shell.plugin;
