/**
 * Plugin loading: the folders whose jars hold plugins ({@link dev.nqueens.shell.plugin.PluginFolder}), the
 * quarantine that checks each new or changed jar in a JVM of its own before it loads and keeps the verdicts
 * ({@link dev.nqueens.shell.plugin.Quarantine}, {@link dev.nqueens.shell.plugin.ChildJvmChecker} and the
 * program it runs, {@link dev.nqueens.shell.plugin.ChildCheck}), the loader that reads the jars one at a
 * time so that one broken plugin never hides another ({@link dev.nqueens.shell.plugin.PluginLoader}), and
 * what it found ({@link dev.nqueens.shell.plugin.PluginReport}: warnings for standard error, the rows of the
 * {@code plugins} command).
 *
 * <p>What keeps a plugin from walking round its check lives here too: the jars load from the copies that
 * were hashed and checked, the verdicts kept are sealed ({@code VerdictCache}), the
 * check's report carries a nonce, the providers are made in the shell with a deadline, what plugins print
 * goes to standard error ({@link dev.nqueens.shell.plugin.PluginPrints}), a plugin that ends the process is
 * named ({@code PluginExits}), and no control character of a plugin's text reaches
 * the terminal ({@link dev.nqueens.shell.text.TerminalText}).
 *
 * <p>The session reads plugins through {@link dev.nqueens.shell.plugin.FolderPluginSource}, which implements the
 * session's {@link dev.nqueens.shell.session.PluginSource}; besides that interface and what it returns, the
 * package needs the API, the shell's text package and Jackson's streaming API (which keeps the verdicts, in
 * {@code VerdictCacheLine}s) alone.
 */
package dev.nqueens.shell.plugin;
