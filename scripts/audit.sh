#!/usr/bin/env bash
# `.ci/run`'s dependency audit (issue 42): npm's advisories for the production dependencies, reported and never a gate
# (a new advisory must not stop an unrelated change; Dependabot, .github/dependabot.yml, proposes the update). Where
# the advisory service cannot be reached (a machine without it), says so and goes on.
set -uo pipefail
cd "$(dirname "$0")/.."
output=$(npm audit --omit=dev --json 2>&1)
status=$?
if printf '%s' "$output" | grep -q '"vulnerabilities"'; then
  printf '%s' "$output" | node -e '
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
      const report = JSON.parse(text.slice(text.indexOf("{")));
      const counts = report.metadata?.vulnerabilities ?? {};
      const found = Object.entries(counts).filter(([level, n]) => level !== "total" && n > 0);
      console.log(found.length === 0
        ? "npm audit: no known vulnerability in the production dependencies"
        : `npm audit (reported, not a gate): ${found.map(([level, n]) => `${n} ${level}`).join(", ")}; see npm audit --omit=dev`);
    });'
else
  reason=$(printf '%s' "$output" | grep -m1 -oE '(audit endpoint returned an error|[0-9]{3} [A-Za-z ]+ - POST [^ ]+|ENOTFOUND [^ ]+|ECONNREFUSED [^ ]+)' || true)
  echo "npm audit: the advisory service could not be reached (${reason:-exit $status}); going on"
fi
exit 0
