#!/usr/bin/env bash
# The release, staged as RELEASING.md says, into a temporary folder, and checked artifact by artifact:
#   - exactly the published modules are staged (the BOM, api, testkit, engine, solvers, render, cluster, shell,
#     and 0.1.0's nqueens-formats as a relocation to nqueens-render), nothing else (not the parent POM, the benchmarks, the distribution or the build's tools);
#   - each jar module has its POM, jar, sources jar, javadoc jar and CycloneDX SBOM;
#   - every file has an .md5 and a .sha1 that match it, and an .asc signature that gpg verifies (a throwaway
#     key made for this run, in a GNUPGHOME of its own);
#   - every POM stands alone (no parent, no unresolved ${...}) and carries what Maven Central requires: name,
#     description, url, licenses, developers and scm; the BOM manages every published module, at the version;
#   - a project that names nqueens-formats resolves nqueens-render from the staged files, with Maven's warning;
#   - the release profile refuses to run without the repository's address;
#   - the aggregated API site holds exactly the modules outsiders compile against.
# The address given is example.invalid, a name that can never resolve: nothing made here is ever published.
#   .ci/release-staging-test.sh        (JAVA_HOME chooses the JDK, as for ./mvnw)
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'gpgconf --homedir "$work/gnupg" --kill all >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
staging=$work/staging
url=https://example.invalid/nqueens

step() { printf '\n=== release-staging-test: %s\n' "$*"; }
fail() { echo "release-staging-test: FAILED: $*" >&2; exit 1; }

version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' nqueens-bom/pom.xml | head -n 1)
[ -n "$version" ] || fail "no version in nqueens-bom/pom.xml"
published="nqueens-api nqueens-testkit nqueens-engine nqueens-solvers nqueens-render nqueens-cluster nqueens-shell"

step "the release profile refuses to run without -Dnqueens.repository.url"
if ./mvnw -B -ntp -q -Prelease validate >"$work/refusal" 2>&1; then
  fail "the release profile ran without the repository's address"
fi
grep -q "the release needs the public repository's address" "$work/refusal" \
  || fail "the refusal does not say what is missing: $(head -c 2000 "$work/refusal")"

step "a throwaway signing key"
export GNUPGHOME=$work/gnupg
mkdir -m 700 "$GNUPGHOME"
gpg --batch --quiet --passphrase '' --quick-gen-key 'nqueens release staging test <ci@example.invalid>' \
  ed25519 sign never 2>/dev/null
key=$(gpg --batch --list-secret-keys --with-colons | awk -F: '/^fpr/ { print $10; exit }')
[ -n "$key" ] || fail "no key was made"

step "stage $version: ./mvnw -B -Prelease deploy -DskipTests -Dnqueens.repository.url=$url -Dgpg.keyname=..."
./mvnw -B -ntp -q -Prelease deploy -DskipTests -Dnqueens.repository.url="$url" \
  -Dnqueens.staging.dir="$staging" -Dgpg.keyname="$key" || fail "staging the release"

step "exactly the published modules are staged"
expected=$(printf '%s\n' nqueens-bom nqueens-formats $published | sort)
found=$(find "$staging/dev/nqueens" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
[ "$found" = "$expected" ] || fail "staged: $(echo $found); expected: $(echo $expected)"
[ -z "$(find "$staging" -mindepth 1 -maxdepth 1 ! -name dev)" ] || fail "something outside dev/nqueens was staged"

# the staged name of ARTIFACT's file with SUFFIX (a snapshot's files carry a timestamp instead of SNAPSHOT)
staged_file() {
  local artifact=$1 suffix=$2 dir=$staging/dev/nqueens/$1/$version
  local stem=${version%-SNAPSHOT}
  find "$dir" -maxdepth 1 -type f -name "$artifact-$stem*$suffix" ! -name "*$suffix.*" | sort | tail -n 1
}

check_file() {
  local file=$1
  [ -s "$file" ] || fail "$file is empty"
  [ "$(cat "$file.md5")" = "$(md5sum "$file" | cut -d' ' -f1)" ] || fail "$file.md5 does not match"
  [ "$(cat "$file.sha1")" = "$(sha1sum "$file" | cut -d' ' -f1)" ] || fail "$file.sha1 does not match"
  gpg --batch --quiet --verify "$file.asc" "$file" 2>/dev/null || fail "$file.asc does not verify"
}

check_pom() {
  local pom=$1
  for element in name description url licenses developers scm; do
    grep -q "<$element[ >]" "$pom" || fail "$pom has no <$element>"
  done
  grep -q "<url>$url</url>" "$pom" || fail "$pom does not carry the repository's address"
  grep -q '<parent>' "$pom" && fail "$pom names a parent, which is not published"
  grep -q '\${' "$pom" && fail "$pom holds an unresolved expression: $(grep -m1 '\${' "$pom")"
  return 0
}

step "every artifact, its checksums and its signature"
bom=$(staged_file nqueens-bom .pom)
[ -n "$bom" ] || fail "no BOM POM"
check_file "$bom"
check_pom "$bom"
for artifact in $published; do
  # (grep -q ends its input early, which pipefail would take for a failure of the command before it: each
  # listing is taken whole first)
  managed=$(grep -A1 "<artifactId>$artifact</artifactId>" "$bom")
  grep -q "<version>$version</version>" <<<"$managed" \
    || fail "the BOM does not manage $artifact at $version"
  for suffix in .pom .jar -sources.jar -javadoc.jar -cyclonedx.json; do
    file=$(staged_file "$artifact" "$suffix")
    [ -n "$file" ] || fail "$artifact has no $suffix"
    check_file "$file"
  done
  check_pom "$(staged_file "$artifact" .pom)"
  sources=$(unzip -Z1 "$(staged_file "$artifact" -sources.jar)")
  grep -q '\.java$' <<<"$sources" || fail "$artifact's sources jar holds no source"
  javadoc=$(unzip -Z1 "$(staged_file "$artifact" -javadoc.jar)")
  grep -qx 'index.html' <<<"$javadoc" || fail "$artifact's javadoc jar has no index.html"
  grep -q '"bomFormat" *: *"CycloneDX"' "$(staged_file "$artifact" -cyclonedx.json)" || fail "$artifact's SBOM is not CycloneDX"
done

step "0.1.0's nqueens-formats: a signed POM that relocates to nqueens-render, and nothing else"
relocation=$(staged_file nqueens-formats .pom)
[ -n "$relocation" ] || fail "nqueens-formats has no .pom"
check_file "$relocation"
check_pom "$relocation"
grep -A2 '<relocation>' "$relocation" | grep -q '<artifactId>nqueens-render</artifactId>' \
  || fail "$relocation does not relocate to nqueens-render"
[ -z "$(find "$staging/dev/nqueens/nqueens-formats" -name '*.jar')" ] || fail "nqueens-formats has a jar"
managed=$(grep -A1 "<artifactId>nqueens-formats</artifactId>" "$bom")
grep -q "<version>$version</version>" <<<"$managed" || fail "the BOM does not manage nqueens-formats at $version"

step "a project that still names nqueens-formats gets nqueens-render from the staged repository"
mkdir "$work/outsider"
cat >"$work/outsider/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>example</groupId>
  <artifactId>outsider</artifactId>
  <version>1</version>
  <repositories>
    <repository>
      <id>staged</id>
      <url>file://$staging</url>
      <snapshots><enabled>true</enabled></snapshots>
    </repository>
  </repositories>
  <dependencies>
    <dependency>
      <groupId>dev.nqueens</groupId>
      <artifactId>nqueens-formats</artifactId>
      <version>$version</version>
    </dependency>
  </dependencies>
</project>
POM
# a local repository of its own, so that nothing this build installed stands in for the staged files
./mvnw -B -ntp -f "$work/outsider/pom.xml" -Dmaven.repo.local="$work/outsider-repository" \
  dependency:list -DoutputFile="$work/outsider/list" >"$work/outsider/log" 2>&1 \
  || fail "resolving nqueens-formats: $(tail -n 20 "$work/outsider/log")"
grep -q "dev.nqueens:nqueens-render:jar:$version" "$work/outsider/list" \
  || fail "nqueens-formats did not bring nqueens-render: $(cat "$work/outsider/list")"
grep -q "nqueens-formats is nqueens-render" "$work/outsider/log" \
  || fail "Maven did not pass the relocation's message on: $(grep -i reloc "$work/outsider/log")"

step "the aggregated API site: ./mvnw -B javadoc:aggregate"
./mvnw -B -ntp -q -DskipTests package javadoc:aggregate >/dev/null || fail "javadoc:aggregate"
modules=$(find target/reports/apidocs -mindepth 1 -maxdepth 1 -type d -name 'dev.nqueens.*' -printf '%f\n' | sort | tr '\n' ' ')
[ "$modules" = "dev.nqueens.api dev.nqueens.cluster dev.nqueens.engine dev.nqueens.render dev.nqueens.testkit " ] \
  || fail "the API site documents: $modules"

step "the staged release is complete"
