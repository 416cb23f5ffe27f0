// Lists the browser tests that needed their retry: `node scripts/e2e-flaky.mjs <Playwright JSON report>`.
// In CI a failed browser test runs once more (playwright.config.ts); one that then passes is "flaky" in Playwright's
// report. .ci/run prints this list at its end, so that each of them gets fixed rather than retried for ever.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.log('\nBrowser tests that needed their retry: no report');
  process.exit(0);
}

const report = JSON.parse(readFileSync(file, 'utf8'));
const flaky = [];
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'flaky') continue;
      const failed = (test.results ?? []).find((result) => result.status !== 'passed');
      const reason = failed?.error?.message?.split('\n')[0]?.replace(/\u001b\[[0-9;]*m/g, '') ?? '';
      flaky.push(
        `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${reason ? `\n    first run: ${reason}` : ''}`,
      );
    }
  }
  for (const child of suite.suites ?? [])
    walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
};
for (const suite of report.suites ?? []) walk(suite, []);

if (flaky.length === 0) console.log('\nBrowser tests that needed their retry: none');
else console.log(`\nBrowser tests that needed their retry (${flaky.length}), to be fixed:\n- ${flaky.join('\n- ')}`);
