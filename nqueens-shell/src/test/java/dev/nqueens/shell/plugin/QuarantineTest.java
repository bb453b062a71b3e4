package dev.nqueens.shell.plugin;

import static dev.nqueens.shell.plugin.PluginJars.COMMAS;
import static dev.nqueens.shell.plugin.PluginJars.EXITS;
import static dev.nqueens.shell.plugin.PluginJars.GOOD;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY;
import static dev.nqueens.shell.plugin.PluginJars.LIBRARY_USER;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solver;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The verdicts kept in the cache file: a jar is checked once, and again when it, the jars beside it or the
 * shell's version change, or when asked; a cache that cannot be read is ignored and written anew, one that
 * cannot be written costs a warning and nothing else. The jars are checked in JVMs of their own, counted.
 */
class QuarantineTest {

    private static final Registry<Solver> BUILT_IN_SOLVERS = Registry.installed(ProviderKind.SOLVER);
    private static final Registry<Renderer> BUILT_IN_RENDERERS = Registry.installed(ProviderKind.FORMAT);
    private static final ChildJvmChecker CHILD_JVM = new ChildJvmChecker(ChildJvmChecker.DEADLINE);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path folder;

    @TempDir
    Path home;

    /** How many jars have been checked. */
    private final AtomicInteger checks = new AtomicInteger();
    private final JarChecker counted = (jar, classPath) -> {
        checks.incrementAndGet();
        return CHILD_JVM.check(jar, classPath);
    };

    private Instant now = Instant.parse("2026-12-01T10:15:30Z");

    private Path cacheFile() {
        return Quarantine.cacheFile(home);
    }

    private Quarantine quarantine(String shellVersion) {
        return Quarantine.cached(counted, cacheFile(), shellVersion, Clock.fixed(now, ZoneOffset.UTC));
    }

    private PluginReport load(Quarantine quarantine) {
        return PluginLoader.load(PluginFolder.given(List.of(folder)), BUILT_IN_SOLVERS, BUILT_IN_RENDERERS,
                quarantine);
    }

    private PluginReport load() {
        return load(quarantine("1.0"));
    }

    private Path good() {
        return PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD).write();
    }

    @Test
    void aJarIsCheckedOnceAndLoadsFromItsKeptVerdictAfterwards() {
        Path good = good();
        PluginReport first = load();
        Instant checked = now;
        now = now.plus(Duration.ofDays(1));

        PluginReport second = load();

        assertThat(checks).hasValue(1);
        assertThat(second.entries()).isEqualTo(first.entries());
        assertThat(second.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(second.checked()).containsExactlyEntriesOf(Map.of(good, checked));
        assertThat(cacheFile()).content(StandardCharsets.UTF_8)
                .startsWith("{\"schema\":\"nqueens-plugin-verdicts\",\"version\":2,").contains("\"id\":\"good\"");
    }

    @Test
    void aFailingVerdictIsKeptToo() {
        Path exits = PluginJars.jar(folder.resolve("exits.jar")).solvers(EXITS).write();
        String warning = "nqueens: plugin " + exits + ": skipped: it called System.exit(3) while its providers were"
                + " made";
        assertThat(load().warnings()).containsExactly(warning);
        assertThat(load().warnings()).containsExactly(warning);
        assertThat(checks).hasValue(1);
    }

    @Test
    void aChangedJarIsCheckedAgain() {
        good();
        load();
        PluginJars.jar(folder.resolve("good.jar")).solvers(GOOD).renderers(COMMAS).write();
        PluginReport changed = load();
        assertThat(checks).hasValue(2);
        assertThat(changed.renderers()).extracting(Renderer::id).containsExactly("commas");
    }

    /** A jar is read to be hashed only when its size, modification time or file key change. */
    @Test
    void aJarTouchedButUnchangedIsHashedAgainAndNotCheckedAgain() throws IOException {
        Path good = good();
        load();
        JsonNode before = digestLine(good);
        Files.setLastModifiedTime(good, FileTime.from(Files.getLastModifiedTime(good).toInstant().plusSeconds(3600)));
        assertThat(load().solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(checks).hasValue(1);
        JsonNode after = digestLine(good);
        assertThat(after.get("stamp")).isNotEqualTo(before.get("stamp"));
        // the same digest, from another stamp
        assertThat(after.get("sha256")).isEqualTo(before.get("sha256"));
    }

    /** @return the lines of the cache after its first, each read as a tree */
    private List<JsonNode> entries() throws IOException {
        List<String> lines = Files.readAllLines(cacheFile());
        return lines.subList(1, lines.size()).stream().map(JSON::readTree).toList();
    }

    private JsonNode digestLine(Path jar) throws IOException {
        return entries().stream().filter(entry -> entry.get("entry").asString().equals("digest")
                && entry.get("jar").asString().equals(jar.toString())).findFirst().orElseThrow();
    }

    /** The jars share a class loader: a library added beside a jar that needs it changes that jar's verdict. */
    @Test
    void aJarAddedBesideHasTheJarsCheckedAgain() {
        Path user = PluginJars.jar(folder.resolve("counting.jar")).solvers(LIBRARY_USER).write();
        assertThat(load().warnings()).singleElement().asString()
                .startsWith("nqueens: plugin " + user + ": solver skipped: it needs the class " + LIBRARY);
        PluginJars.jar(folder.resolve("library.jar")).classes(LIBRARY).write();
        PluginReport withLibrary = load();
        assertThat(checks).hasValue(2);
        assertThat(withLibrary.warnings()).isEmpty();
        assertThat(withLibrary.solvers()).extracting(Solver::id).containsExactly("library-user");
    }

    @Test
    void aNewVersionOfTheShellChecksAgain() {
        good();
        load(quarantine("1.0"));
        load(quarantine("1.1"));
        load(quarantine("1.0"));
        assertThat(checks).hasValue(2);
    }

    @Test
    void recheckChecksAgainAndKeepsTheNewVerdict() {
        Path good = good();
        load();
        now = now.plus(Duration.ofHours(2));
        Instant rechecked = now;
        assertThat(load(quarantine("1.0").rechecking()).checked()).containsEntry(good, rechecked);
        now = now.plus(Duration.ofHours(2));
        assertThat(load().checked()).containsEntry(good, rechecked);
        assertThat(checks).hasValue(2);
    }

    @Test
    void aCorruptCacheIsIgnoredAndWrittenAnew() throws IOException {
        good();
        Files.createDirectories(cacheFile().getParent());
        Files.writeString(cacheFile(), "{\"schema\":\"nqueens-plugin-verdicts\",\"version\":2}\n"
                + "{\"entry\":\"verdict\",\"key\":\"not a record\"}\n{\"entry\":\"digest\"}\n\u0000\u0001 garbage\n");
        assertThat(load().solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(Files.readAllLines(cacheFile())).noneMatch(line -> line.contains("garbage")
                || line.contains("not a record"));
        assertThat(entries()).extracting(entry -> entry.get("entry").asString()).containsExactly("digest", "verdict");
        load();
        assertThat(checks).hasValue(1);

        Files.write(cacheFile(), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
        assertThat(load().solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(checks).hasValue(2);
    }

    @Test
    void aRecordThatCannotBeReadIsDroppedAndTheOthersKept() throws IOException {
        good();
        load();
        List<String> lines = Files.readAllLines(cacheFile());
        // a verdict line mangled: the record goes, the file stays
        assertThat(lines).filteredOn(line -> line.contains("\"outcome\":\"loaded\"")).hasSize(1);
        Files.write(cacheFile(), lines.stream().map(line -> line.replace("\"outcome\":\"loaded\"",
                "\"outcome\":\"mangled\"")).toList());
        load();
        assertThat(checks).hasValue(2);
        load();
        assertThat(checks).hasValue(2);
    }

    /**
     * A record edited by hand from failed to passed once had the jar loaded in the shell, whose static
     * initializer then ended it: now a record whose seal does not match is ignored, and the jar checked again.
     */
    @Test
    void aRecordEditedByHandIsNotTrustedAndTheJarIsCheckedAgain() throws IOException {
        Path exits = PluginJars.jar(folder.resolve("exits.jar")).solvers(EXITS).write();
        PluginReport first = load();
        assertThat(first.warnings()).singleElement().asString().startsWith("nqueens: plugin " + exits
                + ": skipped: it called System.exit(3)");
        assertThat(checks).hasValue(1);
        String kept = Files.readString(cacheFile());
        assertThat(kept).contains("\"verdict\":{\"failure\":\"it called System.exit(3)");
        Files.writeString(cacheFile(), kept.replaceAll("\"verdict\":\\{\"failure\":\"[^\"]*\"",
                "\"verdict\":{\"findings\":[]"));
        assertThat(load().warnings()).isEqualTo(first.warnings());
        assertThat(checks).hasValue(2);
        // the verdict made again is sealed anew, and trusted at the next start
        load();
        assertThat(checks).hasValue(2);
    }

    /**
     * The text form of the cache that earlier versions wrote is not read: its verdicts, sealed as they were, are
     * ignored, the jars checked again, and the file written anew in JSON Lines.
     */
    @Test
    void aCacheInTheTextFormOfEarlierVersionsIsIgnoredAndTheJarsCheckedAgain() throws Exception {
        Path good = good();
        load();
        VerdictCache cache = new VerdictCache(cacheFile());
        VerdictCache.Record record = cache.read().records().values().iterator().next();
        VerdictCache.Digest digest = cache.read().digests().get(good.toString());
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(Files.readAllBytes(cache.secretFile()), "HmacSHA256"));
        String seal = HexFormat.of().formatHex(mac.doFinal((record.key() + "\n" + record.checked() + "\n"
                + String.join("\n", record.verdict().lines())).getBytes(StandardCharsets.UTF_8)));
        List<String> textForm = new ArrayList<>(List.of("# The verdicts of nqueens' checks of plugin jars, by the"
                + " jar's SHA-256 and those of the jars beside it; nqueens rewrites this file, and deleting it has"
                + " every jar checked again.", "nqueens-plugin-verdicts 1",
                String.join("\t", "digest", good.toString(), digest.stamp(), digest.sha256()),
                String.join("\t", "jar", record.key(), record.checked().toString(), record.jar(), seal)));
        textForm.addAll(record.verdict().lines());
        Files.write(cacheFile(), textForm);

        assertThat(load().solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(checks).hasValue(2);
        assertThat(cacheFile()).content(StandardCharsets.UTF_8)
                .startsWith("{\"schema\":\"nqueens-plugin-verdicts\",\"version\":2,");
        load();
        assertThat(checks).hasValue(2);
    }

    /** Each jar loads from a copy named by its digest, in a folder of the user's alone. */
    @Test
    void theCopiesOfTheJarsAreNamedByTheirDigests() throws IOException {
        Path good = good();
        load();
        Path copies = cacheFile().resolveSibling("plugin-jars");
        try (var files = Files.list(copies)) {
            assertThat(files.map(file -> file.getFileName().toString()).toList())
                    .containsExactly(digestLine(good).get("sha256").asString() + ".jar");
        }
        assertThat(Files.getPosixFilePermissions(copies)).extracting(Object::toString)
                .containsExactlyInAnyOrder("OWNER_READ", "OWNER_WRITE", "OWNER_EXECUTE");
        assertThat(good).exists();
    }

    @Test
    void aCacheThatCannotBeWrittenIsOneWarningAndThePluginsLoad() throws IOException {
        good();
        Files.createDirectories(cacheFile());
        PluginReport report = load();
        assertThat(report.solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(report.warnings()).singleElement().asString()
                .startsWith("nqueens: plugin verdicts " + cacheFile() + ": cannot be written (")
                .endsWith("): the jars are checked again at the next start");
        load();
        assertThat(checks).hasValue(2);
    }

    /** A check that could not be made says nothing of the jar: it is skipped, and checked again next time. */
    @Test
    void aCheckThatCouldNotBeMadeSkipsTheJarAndIsNotKept() throws IOException {
        Path good = good();
        JarChecker broken = (jar, classPath) -> {
            checks.incrementAndGet();
            throw new IOException("the JVM of the check did not start: no java here");
        };
        Quarantine quarantine = Quarantine.cached(broken, cacheFile(), "1.0", Clock.fixed(now, ZoneOffset.UTC));
        assertThat(load(quarantine).warnings()).containsExactly("nqueens: plugin " + good + ": skipped: it could not"
                + " be checked: the JVM of the check did not start: no java here");
        // the jar's digest is kept, no verdict
        assertThat(entries()).extracting(entry -> entry.get("entry").asString()).containsExactly("digest");
        assertThat(load().solvers()).extracting(Solver::id).containsExactly("good");
        assertThat(checks).hasValue(2);
    }

    @Test
    void withoutACacheEveryLoadChecks() {
        good();
        Quarantine uncached = Quarantine.uncached(counted, Clock.systemUTC());
        load(uncached);
        load(uncached);
        assertThat(checks).hasValue(2);
        assertThat(cacheFile()).doesNotExist();
    }
}
