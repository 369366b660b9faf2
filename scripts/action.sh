#!/usr/bin/env bash
# The GitHub Action's script (action.yml): build pluglint from the action's
# own checkout, lint, write SARIF, and expose the exit code and counts as
# step outputs. Every input arrives through the environment, never through
# ${{ }} interpolation into this script, so an input cannot inject shell.
#
# Environment:
#   PLUGLINT_ACTION_PATH  the action's checkout (default: this script's repository)
#   PLUGLINT_PATH         newline-separated paths to lint (default: .)
#   PLUGLINT_FAIL_ON      error | warning | note | never (default: error)
#   PLUGLINT_SARIF        where to write SARIF (default: pluglint.sarif; empty: none)
#   PLUGLINT_CONFIG       a .pluglint.yaml to use instead of the one found
#   PLUGLINT_BASELINE     a previous JSON report: only new findings count
#   PLUGLINT_ANNOTATIONS  true: annotations and job summary (--format github); false: text
#   PLUGLINT_BIN          a pluglint binary to use instead of building one
#   GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP  as GitHub Actions sets them
#
# Outputs: exit-code, packages, loads, rejected, errors, warnings, notes,
# sarif-file (empty when no SARIF was written), json-file.
# The script exits with pluglint's own exit status.
set -uo pipefail

action_path=${PLUGLINT_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
tmp=${RUNNER_TEMP:-}
if [[ -z $tmp ]]; then
	tmp=$(mktemp -d)
fi
tmp=$(mktemp -d "$tmp/pluglint.XXXXXX")

bin=${PLUGLINT_BIN:-}
if [[ -z $bin ]]; then
	bin=$tmp/pluglint
	echo "::group::Build pluglint"
	if ! (cd "$action_path" && CGO_ENABLED=0 go build -trimpath -o "$bin" ./cmd/pluglint); then
		echo "::endgroup::"
		echo "::error title=pluglint::could not build pluglint from $action_path"
		exit 3
	fi
	echo "::endgroup::"
fi

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

paths=()
while IFS= read -r p; do
	p=${p%$'\r'}
	[[ -n ${p//[[:space:]]/} ]] && paths+=("$p")
done <<<"${PLUGLINT_PATH:-.}"
if [[ ${#paths[@]} -eq 0 ]]; then
	paths=(.)
fi

"$bin" "${args[@]}" -- "${paths[@]}"
code=$?

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
	# Paths are user input: the delimiter form keeps a newline in one from
	# writing another output.
	delim="pluglint_$RANDOM$RANDOM"
	if [[ -n $sarif && -f $sarif ]]; then
		printf 'sarif-file<<%s\n%s\n%s\n' "$delim" "$sarif" "$delim"
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
