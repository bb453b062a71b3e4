/**
 * The build's check of the public API of the modules that outsiders compile against: {@link
 * dev.nqueens.apicheck.ApiCheck} reads each module's exported API from its class files, compares it with the
 * text baseline committed at the last release, and fails on a change that the version and the changelog do
 * not declare.
 *
 * <p>Reading order: {@code ApiSignature} (the text form, one line per type and member), {@code ApiReader}
 * (class files to that text, through {@code ClassFile} and {@code TypeText}), {@code ApiDiff} (what
 * changed, and what is incompatible), {@code ReleaseRules} (what the version and the changelog must say),
 * and {@code ApiCheck}, which runs them.
 */
package dev.nqueens.apicheck;
