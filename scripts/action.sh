#!/usr/bin/env bash
# The GitHub Action's script (action.yml): install pluglint (a released
# binary, else a build from the action's own source), lint, write SARIF,
# and expose the exit code and counts as step outputs. Every input arrives
# through the environment, never through ${{ }} interpolation into this
# script, so an input cannot inject shell; words of PLUGLINT_ARGS are
# passed as they are, never evaluated.
#
# Environment:
#   PLUGLINT_VERSION      release tag to install (default: PLUGLINT_ACTION_REF when it is a tag)
#   PLUGLINT_ACTION_REF   the ref the workflow used the action at
#   PLUGLINT_ACTION_PATH  the action's checkout (default: this script's repository)
#   PLUGLINT_RELEASE_URL  where releases are downloaded from (default: the project's GitHub releases)
#   PLUGLINT_WORKDIR      directory to run in, relative to the workspace (default: .)
#   PLUGLINT_PATH         newline-separated paths to lint (default: .)
#   PLUGLINT_ARGS         more arguments, separated by white space
#   PLUGLINT_FAIL_ON      error | warning | note | never (default: error)
#   PLUGLINT_SARIF        where to write SARIF (default: pluglint.sarif; empty: none)
#   PLUGLINT_CONFIG       a .pluglint.yaml to use instead of the one found
#   PLUGLINT_BASELINE     a previous JSON report: only new findings count
#   PLUGLINT_ANNOTATIONS  true: annotations and job summary (--format github); false: text
#   PLUGLINT_CHANGED_ONLY true: on pull requests, annotate only the files the change touches
#   PLUGLINT_DIFF_BASE    a git revision: add the release diff since it to the job summary, and
#                         fail when it widens (default on pull_request: the base branch, summary only)
#   PLUGLINT_BIN          a pluglint binary to use instead of installing one
#   GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_NAME, RUNNER_TEMP, RUNNER_OS, RUNNER_ARCH
#                         as GitHub Actions sets them
#
# Outputs: exit-code, packages, loads, rejected, errors, warnings, notes,
# sarif-file (relative to the workspace; empty when none was written),
# json-file, version. The script exits with pluglint's own exit status.
set -uo pipefail

action_path=${PLUGLINT_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
tmp=${RUNNER_TEMP:-}
if [[ -z $tmp ]]; then
	tmp=$(mktemp -d)
fi
tmp=$(mktemp -d "$tmp/pluglint.XXXXXX")
fail() {
	echo "::error title=pluglint::$1"
	echo "exit-code=3" >>"${GITHUB_OUTPUT:-/dev/null}"
	exit 3
}

# The version to install: the input, else the tag the action was used at.
version=${PLUGLINT_VERSION:-}
ref=${PLUGLINT_ACTION_REF:-}
if [[ -z $version && $ref =~ ^v[0-9]+\.[0-9]+\.[0-9]+([-+].*)?$ ]]; then
	version=$ref
fi

# download installs the release $version for this runner into $tmp/bin:
# the archive goreleaser publishes, checked against the release's
# checksums.txt. It fails quietly; the caller falls back to a build.
download() {
	local os arch ext url base name
	case ${RUNNER_OS:-$(uname -s)} in
	Linux) os=linux ;;
	macOS | Darwin) os=darwin ;;
	Windows | MINGW* | MSYS*) os=windows ;;
	*) return 1 ;;
	esac
	case ${RUNNER_ARCH:-$(uname -m)} in
	X64 | x86_64 | amd64) arch=amd64 ;;
	ARM64 | arm64 | aarch64) arch=arm64 ;;
	*) return 1 ;;
	esac
	ext=tar.gz
	[[ $os == windows ]] && ext=zip
	base=${PLUGLINT_RELEASE_URL:-https://github.com/pluglint/pluglint/releases/download}
	name="pluglint_${version#v}_${os}_${arch}.$ext"
	url="$base/$version"
	mkdir -p "$tmp/release" "$tmp/bin" || return 1
	curl -fsSL --retry 3 -o "$tmp/release/$name" "$url/$name" || return 1
	curl -fsSL --retry 3 -o "$tmp/release/checksums.txt" "$url/checksums.txt" || return 1
	(
		cd "$tmp/release" || exit 1
		grep -E "  $name\$" checksums.txt >want.sha256 || exit 1
		if command -v sha256sum >/dev/null; then
			sha256sum -c --quiet want.sha256
		else
			shasum -a 256 -c --quiet want.sha256
		fi
	) || {
		echo "::warning title=pluglint::$name does not match the release's checksums.txt; not using it"
		return 1
	}
	if [[ $ext == zip ]]; then
		unzip -q -o "$tmp/release/$name" -d "$tmp/bin" || return 1
	else
		tar -xzf "$tmp/release/$name" -C "$tmp/bin" || return 1
	fi
	[[ -x $tmp/bin/pluglint || -x $tmp/bin/pluglint.exe ]]
}

# build builds pluglint from the action's own source with the Go on PATH.
# It never installs or switches the job's Go: when go.mod asks for a newer
# one, the go command fetches that toolchain for this build only.
build() {
	if ! command -v go >/dev/null; then
		fail "no pluglint release ${version:-(none named)} to download, and no Go on PATH to build it from source: set the version input to a release, or add actions/setup-go before this step"
	fi
	local ldflags="-s -w"
	if [[ $ref =~ ^v[0-9] ]]; then
		ldflags+=" -X github.com/pluglint/pluglint/cmd/internal/cli.version=$ref"
	elif [[ $ref =~ ^[0-9a-f]{40}$ ]]; then
		ldflags+=" -X github.com/pluglint/pluglint/cmd/internal/cli.commit=$ref"
	fi
	mkdir -p "$tmp/bin"
	echo "::group::Build pluglint from source"
	if ! (cd "$action_path" && CGO_ENABLED=0 go build -trimpath -ldflags "$ldflags" -o "$tmp/bin/pluglint" ./cmd/pluglint); then
		echo "::endgroup::"
		fail "could not build pluglint from $action_path"
	fi
	echo "::endgroup::"
}

bin=${PLUGLINT_BIN:-}
if [[ -z $bin ]]; then
	if [[ -n $version ]] && download; then
		echo "pluglint $version installed from its release"
	else
		if [[ -n $version ]]; then
			echo "::notice title=pluglint::no release $version could be downloaded for this runner; building pluglint from the action's source"
		fi
		build
	fi
	bin=$tmp/bin/pluglint
	[[ -x $bin ]] || bin=$tmp/bin/pluglint.exe
fi

workdir=${PLUGLINT_WORKDIR:-.}
cd "$workdir" || fail "working-directory $workdir does not exist"

args=(--fail-on "${PLUGLINT_FAIL_ON:-error}")
if [[ ${PLUGLINT_ANNOTATIONS:-true} == true ]]; then
	args+=(--format github)
else
	args+=(--format text)
fi
sarif=${PLUGLINT_SARIF-pluglint.sarif}
if [[ -n $sarif ]]; then
	args+=(--output "sarif=$sarif")
fi
json=$tmp/report.json
args+=(--output "json=$json")
if [[ -n ${PLUGLINT_CONFIG:-} ]]; then
	args+=(--config "$PLUGLINT_CONFIG")
fi
if [[ -n ${PLUGLINT_BASELINE:-} ]]; then
	args+=(--baseline "$PLUGLINT_BASELINE")
fi

# On a pull request, the files it changes: HEAD is the merge of the pull
# request into its base, so they are what lies between HEAD's first parent
# and HEAD (one more commit is fetched when the checkout is shallow).
if [[ ${PLUGLINT_CHANGED_ONLY:-false} == true && ${PLUGLINT_ANNOTATIONS:-true} == true &&
	${GITHUB_EVENT_NAME:-} == pull_request* ]]; then
	if ! git rev-parse -q --verify 'HEAD^1' >/dev/null 2>&1; then
		git fetch --no-tags --quiet --deepen=1 >/dev/null 2>&1
	fi
	if git diff --name-only 'HEAD^1' HEAD >"$tmp/changed.txt" 2>/dev/null; then
		args+=(--annotate-only "$tmp/changed.txt")
	else
		echo "::warning title=pluglint::could not tell which files the pull request changes; annotating every file"
	fi
fi

extra=()
if [[ -n ${PLUGLINT_ARGS:-} ]]; then
	read -r -d '' -a extra <<<"$PLUGLINT_ARGS"
fi

paths=()
while IFS= read -r p; do
	p=${p%$'\r'}
	[[ -n ${p//[[:space:]]/} ]] && paths+=("$p")
done <<<"${PLUGLINT_PATH:-.}"
if [[ ${#paths[@]} -eq 0 ]]; then
	paths=(.)
fi

"$bin" "${args[@]}" ${extra[@]+"${extra[@]}"} -- "${paths[@]}"
code=$?

# The release diff, for the job summary. With diff-base set, a change
# that widens what a package can do fails the step unless fail-on is
# never. Without it, a pull request is diffed against its base branch for
# the summary alone: HEAD is the merge of the pull request into its base,
# whose first parent is the base (fetched when the checkout is shallow).
diff_base=${PLUGLINT_DIFF_BASE:-}
diff_fails=true
if [[ -z $diff_base && ${GITHUB_EVENT_NAME:-} == pull_request ]]; then
	if ! git rev-parse -q --verify 'HEAD^2' >/dev/null 2>&1; then
		git fetch --no-tags --quiet --deepen=1 >/dev/null 2>&1
	fi
	if git rev-parse -q --verify 'HEAD^2' >/dev/null 2>&1; then
		diff_base='HEAD^1' diff_fails=false
	fi
fi
if [[ -n $diff_base ]]; then
	summary=${GITHUB_STEP_SUMMARY:-/dev/null}
	"$bin" lint --since "$diff_base" --format markdown -- "${paths[@]}" >>"$summary"
	dcode=$?
	if [[ $dcode -eq 1 && $diff_fails == true && ${PLUGLINT_FAIL_ON:-error} != never && $code -eq 0 ]]; then
		code=1
	elif [[ $dcode -gt 1 ]]; then
		echo "::warning title=pluglint::the release diff against $diff_base failed (exit $dcode); is the revision fetched?"
	fi
fi

# The counts come from the JSON report's closing summary object, which
# report/json.go writes last, indented by two spaces.
count() {
	[[ -f $json ]] || {
		echo 0
		return
	}
	local n
	n=$(sed -n '/^  "summary": {/,/^  }/s/^ *"'"$1"'": \([0-9][0-9]*\).*/\1/p' "$json")
	echo "${n:-0}"
}

out=${GITHUB_OUTPUT:-/dev/null}
{
	echo "exit-code=$code"
	for key in packages loads rejected errors warnings notes; do
		echo "$key=$(count "$key")"
	done
	echo "version=$("$bin" version 2>/dev/null | head -n 1 | sed 's/^pluglint //')"
	# Paths are user input: the delimiter form keeps a newline in one from
	# writing another output.
	delim="pluglint_$RANDOM$RANDOM"
	if [[ -n $sarif && -f $sarif ]]; then
		shown=$sarif
		if [[ $workdir != . && $sarif != /* ]]; then
			shown=$workdir/$sarif
		fi
		printf 'sarif-file<<%s\n%s\n%s\n' "$delim" "$shown" "$delim"
	else
		echo "sarif-file="
	fi
	if [[ -f $json ]]; then
		printf 'json-file<<%s\n%s\n%s\n' "$delim" "$json" "$delim"
	else
		echo "json-file="
	fi
} >>"$out"

exit "$code"
