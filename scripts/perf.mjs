// `npm run perf`: the performance gates of the production build (issue 9), run after `npm run build`; CI runs it last.
// 1. Lighthouse 13 (mobile settings: simulated slow 4G and a slower CPU) in Debian's Chromium, three runs per page on
//    /, /esim-pro, /voip, /esim-pro/bestellen and /login against the real server, at a CPU slowdown calibrated to the
//    machine's benchmark index (Lighthouse's guide: 4x at an index of 1,533; PERF_CPU_SLOWDOWN another). The gate (docs/contracts.md §17): the median performance score at least 95 and
//    the median LCP at most 1.5 s per page, accessibility, best practices and SEO 100 (scored in each page's first
//    run: they do not vary from run to run, and leaving them out of the others saves their gatherers, such as axe, a
//    second and a half a run); on a busy machine a score moves
//    by a point or two, so the gate leaves room for it, and a page whose median misses the gate gets two more runs
//    (the median of five decides). The goal beyond the gate (performance 100, LCP at most 1.2 s:
//    issue 24) is reported for every page; PERF_STRICT=1 makes it the gate, for a quiet machine. The performance
//    score is gated only where the yardstick below (the page without any script) scores at least 98: on a slower
//    machine even plain HTML loses points to the main thread, and the scores are reported, not gated. The run reports
//    Lighthouse's benchmark index of the machine (its measure of the CPU, in every run). Beside the real / it
//    measures, the same way, a static copy of / as the yardstick (issue 24, docs/decisions/023): the HTML Chromium
//    shows once / has rendered, without any script or modulepreload, served by a small server of this script that
//    passes every other request to the real one (apps/web/scripts/static-copy.mjs). The yardstick is reported, not a
//    gate.
// 2. The JavaScript that / needs before it is interactive, gzipped, within its budget (apps/web/scripts/size.mjs).
// 3. The API benchmark (apps/api/scripts/bench.mjs): list calls on 100,000 rows, GET /api/auth/verify against a
//    bare Express route, and GET /api/auth/verify's p99 while 20 logins/s stream in; on SQLite, then on PostgreSQL
//    (issue 19), where the same bars hold: on BENCH_DATABASE_URL when set (a database the benchmark may fill), else
//    on a fresh database of a throwaway cluster (scripts/with-postgres.sh, through scripts/bench-postgres.mjs).
// Prints every figure and a summary (with each page's LCP); exits 1 when any gate fails. PERF_RUNS, PERF_PAGES
// (comma-separated; the yardstick runs when / is among them) and BENCH_SECONDS change the amount of work;
// PERF_CPU_SLOWDOWN the CPU slowdown (by default calibrated to the machine, as Lighthouse's guide says: below);
// PERF_SKIP_LIGHTHOUSE=1 leaves Lighthouse out (the JavaScript budget and the API benchmark only),
// PERF_SKIP_POSTGRES=1 the benchmark on PostgreSQL; CHROME_PATH the browser (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { renderedHtml, serveStaticCopy, withoutScripts } from '../apps/web/scripts/static-copy.mjs';
import { freePort, waitFor } from './lib/local-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const PAGES = (process.env.PERF_PAGES ?? '/,/esim-pro,/voip,/esim-pro/bestellen,/login').split(',');
/** The goal of issue 24: every score 100 and the median LCP at most 1.2 s. The gate unless PERF_STRICT=1: 95 and 1.5 s. */
const GOAL = { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 1200 };
const STRICT = process.env.PERF_STRICT === '1';
const GATE = STRICT ? GOAL : { scores: { ...GOAL.scores, performance: 95 }, lcpMs: 1500 };
const CATEGORIES = Object.keys(GOAL.scores);
const SKIP_LIGHTHOUSE = process.env.PERF_SKIP_LIGHTHOUSE === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const YARDSTICK = '/ (static copy, no script)';
/** Runs added to a page whose median performance score misses the gate, before the gate judges it. */
const CONFIRMATION_RUNS = 2;
/** Below this performance score of the yardstick, the machine is too slow for the performance scores to be gated. */
const YARDSTICK_FLOOR = 98;
/**
 * Chromium's own user interface that a headless run never shows: since Chromium 156 the browser starts the omnibox
 * popup's WebUI pages (chrome://omnibox-popup.top-chrome/) in a renderer of their own, which takes up to a few hundred
 * milliseconds of CPU while the page loads, on a machine of two cores enough to push a page's long tasks past
 * Lighthouse's threshold in one run and not in the next. They are switched off beside chrome-launcher's own list of
 * background features (one --disable-features switch: Chromium keeps only the last one given).
 */
const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const LAUNCHER_FLAGS = chromeLauncher.Launcher.defaultFlags();
const DISABLED_FEATURES = LAUNCHER_FLAGS.find((flag) => flag.startsWith('--disable-features='));
const CHROME_FLAGS = [
  ...LAUNCHER_FLAGS.filter((flag) => flag !== DISABLED_FEATURES),
  `${DISABLED_FEATURES},${UNSHOWN_BROWSER_UI.join(',')}`,
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's own calibration of its CPU slowdown (its throttling guide and the CPU throttling calculator of its
 * authors): the benchmark index of a host and the multiplier that makes that host behave like the reference mobile
 * device, 4x at an index of 1,533. Between two points the multiplier is interpolated. Beyond the last point the
 * guidance ends, and the host is slowed down to behave like the reference host at 4x (4 x index / 1,533, at least the
 * last point's 6x): carrying the table's climb of one more per 233 on (9.4x at 2,793) slowed even the yardstick, plain
 * HTML without a script, to a total blocking time of 200 ms and a score of 97 (docs/decisions/040).
 */
const CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];
/** The host Lighthouse's default of 4x is meant for. */
const REFERENCE = { index: 1533, multiplier: 4 };
const CALIBRATION_RUNS = 5;
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex <= CALIBRATION[0][0]) return 1;
  const upper = CALIBRATION.findIndex(([index]) => index >= benchmarkIndex);
  if (upper === -1) {
    const [, last] = CALIBRATION.at(-1);
    return Math.round(Math.max(last, (REFERENCE.multiplier * benchmarkIndex) / REFERENCE.index) * 10) / 10;
  }
  const [[i0, m0], [i1, m1]] = [CALIBRATION[upper - 1], CALIBRATION[upper]];
  return Math.round((m0 + ((benchmarkIndex - i0) / (i1 - i0)) * (m1 - m0)) * 10) / 10;
}

/** Runs a command, echoing its output, and resolves with its exit code and output. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * One Lighthouse run in a fresh Chromium. When Lighthouse itself fails (a runtime error such as NO_NAVSTART, when the
 * trace of the page load came out incomplete: not a low score) it tries again, up to LIGHTHOUSE_ATTEMPTS times.
 */
const LIGHTHOUSE_ATTEMPTS = 4;
/** Lighthouse's default mobile network (slow 4G); only the CPU slowdown differs from its default settings. */
const MOBILE_SLOW_4G = defaultSettings.throttling;
async function lighthouseRun(url, cpuSlowdownMultiplier, categories, audits) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      ignoreDefaultFlags: true,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(audits ? { onlyAudits: audits } : { onlyCategories: categories }),
        throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier },
        // Two gatherers that no score weighs: the screenshot of the whole page, and the back/forward cache check (a
        // second navigation, away and back, for an audit of weight 0).
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache'],
      });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      if (attempt >= LIGHTHOUSE_ATTEMPTS)
        throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${lhr?.runtimeError?.message ?? 'no result'}`);
      console.warn(`  Lighthouse failed on ${url} (${lhr?.runtimeError?.code ?? 'no result'}), trying again`);
    } finally {
      await chrome.kill();
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

const failures = [];
const summary = [];
/** Pages that pass the gate but not yet the goal of issue 24: reported, not failed (unless PERF_STRICT=1). */
const goalMissed = [];

// 1. Lighthouse against the built server, on a temporary database.
if (SKIP_LIGHTHOUSE) {
  summary.push('Lighthouse: skipped (PERF_SKIP_LIGHTHOUSE=1)');
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-perf-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The built-in simulated payment provider, which production refuses unless allowed (docs/contracts.md §12).
      ALLOW_SIMULATED_PAYMENTS: 'true',
      // The simulated voice platform, which production refuses unless allowed (docs/contracts.md §15).
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'app.db'),
      MAIL_DIR: path.join(dataDir, 'mail'),
      JWT_SECRET: 'perf-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const lighthouseRows = [];
  // The performance scores under the gate: gated once the yardstick shows what this machine makes of plain HTML.
  const performanceMisses = [];
  // Lighthouse's own measure of this machine's CPU, in each run.
  const benchmarkIndexes = [];
  let yardstickRow;
  // The performance score is the product's measure only on a machine that gives the page without any script (the
  // yardstick) nearly full marks; where even that scores under YARDSTICK_FLOOR, the machine's own slowness fills the
  // score (its style, layout and parsing alone block the main thread), and the scores are reported, not gated. LCP,
  // the other categories, the JavaScript budget and the API bars are gated on any machine; PERF_STRICT=1 gates all.
  const machineTooSlow = () =>
    !STRICT && yardstickRow !== undefined && yardstickRow.scores.performance < YARDSTICK_FLOOR;
  let slowdown;
  try {
    await waitFor(`${baseUrl}/api/ready`);
    if (process.env.PERF_CPU_SLOWDOWN) {
      slowdown = { multiplier: Number(process.env.PERF_CPU_SLOWDOWN), how: 'PERF_CPU_SLOWDOWN' };
      if (!(slowdown.multiplier >= 1)) throw new Error(`PERF_CPU_SLOWDOWN is not a multiplier of 1 or more`);
    } else {
      // The host's benchmark index, the median of a few runs (one measurement moves by a third either way). Each is a
      // run of the performance category, as the gated runs are: Lighthouse measures the index as a run starts, and
      // after a full run it measures the host 10-20 % slower than after a run that gathers the benchmark alone (medians
      // 1,958 and 2,287 on the same host), which slowed the gated pages down by that much more (docs/decisions/040).
      const indexes = [];
      for (let i = 0; i < CALIBRATION_RUNS; i++)
        indexes.push((await lighthouseRun(`${baseUrl}/login`, 1, ['performance'])).environment.benchmarkIndex);
      const index = median(indexes);
      slowdown = {
        multiplier: calibratedSlowdown(index),
        how: `calibrated to the benchmark index ${Math.round(index)}, the median of ${indexes.map(Math.round).join(', ')}`,
      };
    }
    console.log(
      `Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, ${RUNS} runs per page, ${baseUrl}\n` +
        `CPU slowdown ${slowdown.multiplier}x (${slowdown.how})\n` +
        `Gate: performance at least ${GATE.scores.performance}, LCP at most ${GATE.lcpMs / 1000} s, the other scores 100${STRICT ? ' (PERF_STRICT=1: the goal)' : `; goal: performance ${GOAL.scores.performance}, LCP at most ${GOAL.lcpMs / 1000} s`}\n`,
    );
    /**
     * RUNS Lighthouse runs of `url`: the median of each score and of each metric, printed as one row. The first run
     * scores every category; the others the performance only, the one score that moves from run to run.
     */
    const measure = async (page, url) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await lighthouseRun(url, slowdown.multiplier, i === 0 ? CATEGORIES : ['performance']));
      // A median under the gate from three runs on a shared machine can be one slow run too many (the same build
      // has scored 88 and 97 on one page): two more runs, and the median of all five decides. Not once the yardstick
      // has shown the scores ungated on this machine (below): there they decide nothing, and on a slow host they were
      // some ten runs, two minutes of CI.
      const performanceOf = (lhr) => Math.round(lhr.categories.performance.score * 100);
      if (!STRICT && !machineTooSlow() && median(runs.map(performanceOf)) < GATE.scores.performance)
        for (let i = 0; i < CONFIRMATION_RUNS; i++)
          runs.push(await lighthouseRun(url, slowdown.multiplier, ['performance']));
      const scored = (id) => runs.filter((lhr) => lhr.categories[id]);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(scored(id).map((lhr) => Math.round(lhr.categories[id].score * 100)))]),
      );
      const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
      const row = {
        page,
        scores,
        runs: runs.map(performanceOf),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        lhrs: runs,
      };
      console.log(
        `${page.padEnd(28)} performance ${String(scores.performance).padStart(3)} (runs ${row.runs.join(', ')})  accessibility ${scores.accessibility}  best practices ${scores['best-practices']}  SEO ${scores.seo}` +
          `  | FCP ${(row.fcp / 1000).toFixed(1)} s  LCP ${(row.lcp / 1000).toFixed(1)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`,
      );
      return row;
    };

    for (const page of PAGES) {
      const row = await measure(page, `${baseUrl}${page}`);
      for (const lhr of row.lhrs) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      lighthouseRows.push(row);
      const { scores, lhrs: runs } = row;
      if (row.lcp > GATE.lcpMs)
        failures.push(`Lighthouse LCP of ${page}: ${(row.lcp / 1000).toFixed(2)} s (at most ${GATE.lcpMs / 1000} s)`);
      else if (row.lcp > GOAL.lcpMs)
        goalMissed.push(`LCP of ${page} ${(row.lcp / 1000).toFixed(2)} s (goal ${GOAL.lcpMs / 1000} s)`);
      for (const id of CATEGORIES) {
        if (scores[id] >= GATE.scores[id] && scores[id] < GOAL.scores[id])
          goalMissed.push(`${id} of ${page} ${scores[id]} (goal ${GOAL.scores[id]})`);
        if (scores[id] < GOAL.scores[id]) {
          if (scores[id] < GATE.scores[id])
            (id === 'performance' ? performanceMisses : failures).push(
              `Lighthouse ${id} of ${page}: ${scores[id]} (at least ${GATE.scores[id]})`,
            );
          // Name what cost the points, from the median run of that score.
          const lhr =
            runs.find((candidate) => Math.round((candidate.categories[id]?.score ?? -1) * 100) === scores[id]) ??
            runs[0];
          for (const ref of lhr.categories[id].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              console.log(`    ${id}: ${audit.id} ${audit.displayValue ?? ''} (score ${audit.score})`);
          }
        }
      }
      // The yardstick right after the real /: the same page as plain HTML and CSS. A report, so its own failure
      // (the copy could not be made) is printed and fails no gate.
      if (page === '/') {
        try {
          const html = withoutScripts(await renderedHtml(`${baseUrl}/`, { executablePath: CHROME_PATH }));
          const copy = await serveStaticCopy({ html, upstream: baseUrl, port: await freePort() });
          try {
            yardstickRow = await measure(YARDSTICK, copy.url);
          } finally {
            await copy.close();
          }
        } catch (error) {
          console.warn(`  The yardstick could not be measured: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const scoresOf = (row) =>
    `${row.scores.performance}/${row.scores.accessibility}/${row.scores['best-practices']}/${row.scores.seo}`;
  if (benchmarkIndexes.length > 0)
    summary.push(
      `Lighthouse's benchmark index of this machine: ${Math.round(median(benchmarkIndexes))} at the median of its runs (${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}); CPU slowdown ${slowdown.multiplier}x (${slowdown.how})`,
    );
  summary.push(
    `Lighthouse (performance/accessibility/best practices/SEO, LCP): ${lighthouseRows.map((row) => `${row.page} ${scoresOf(row)} LCP ${seconds(row.lcp)}`).join(', ')}`,
  );
  if (machineTooSlow() && performanceMisses.length > 0)
    summary.push(
      `Performance scores NOT GATED on this machine: the page without any script scores ${yardstickRow.scores.performance} here (under ${YARDSTICK_FLOOR}), so these say more about the machine than the pages:\n` +
        performanceMisses.map((miss) => `- ${miss}`).join('\n'),
    );
  else failures.push(...performanceMisses);
  const home = lighthouseRows.find((row) => row.page === '/');
  if (home && yardstickRow) {
    const figures = (row) => `${scoresOf(row)}, FCP ${seconds(row.fcp)}, LCP ${seconds(row.lcp)}`;
    summary.push(`Yardstick (not a gate): ${YARDSTICK} ${figures(yardstickRow)}; the real / ${figures(home)}`);
  }
}

// 2. The JavaScript size budget of /.
console.log('\nJavaScript / needs before interactive');
const size = await run(process.execPath, [path.join(root, 'apps/web/scripts/size.mjs')]);
if (size.code !== 0) failures.push('the JavaScript / needs before interactive is over its budget');
summary.push(
  `JavaScript / needs before interactive: ${size.output.match(/([\d.]+ kB)\s+JavaScript \/ needs before interactive/)?.[1] ?? '?'} gzipped (${size.output.match(/budget ([\d.]+ kB)/)?.[1] ?? '?'} budget)`,
);

// 3. The API benchmark, on SQLite and on PostgreSQL.
const SKIP_POSTGRES = process.env.PERF_SKIP_POSTGRES === '1';

/** One run of the benchmark; its figures go into the summary and its missed bars into the failures. */
async function benchmark(label, command, args, env = {}) {
  console.log(`\nAPI benchmark on ${label}`);
  const benchJson = path.join(tmpdir(), `telecom-bench-${process.pid}-${label.toLowerCase()}.json`);
  const bench = await run(command, args, { env: { ...process.env, ...env, BENCH_JSON: benchJson } });
  const name = `the API benchmark on ${label}`;
  try {
    const figures = JSON.parse(readFileSync(benchJson, 'utf8'));
    const slowest = figures.rows
      .filter((row) => row.isList)
      .reduce((worst, row) => (row.p50 > worst.p50 ? row : worst));
    const { loginLoad } = figures;
    summary.push(
      `API on ${label}: slowest list call ${slowest.p50} ms at the median (${slowest.name}); verify ${figures.throughput.verifyRps} req/s = ${(figures.throughput.share * 100).toFixed(0)} % of bare Express (${figures.throughput.bareRps} req/s); ` +
        `verify p99 ${loginLoad.verifyP99} ms (under ${figures.loginLimitMs} ms) while ${loginLoad.rate} of ${loginLoad.targetRate} logins/s are answered`,
    );
    for (const failure of figures.failures) failures.push(`${name}: ${failure}`);
  } catch {
    summary.push(`API on ${label}: no figures`);
  } finally {
    rmSync(benchJson, { force: true });
  }
  if (bench.code !== 0 && !failures.some((failure) => failure.startsWith(name))) failures.push(name);
}

const benchScript = path.join(root, 'apps/api/scripts/bench.mjs');
// The SQLite run never sees a PostgreSQL address meant for the other run.
await benchmark('SQLite', process.execPath, [benchScript], { BENCH_DATABASE_URL: '' });
if (SKIP_POSTGRES) summary.push('API on PostgreSQL: skipped (PERF_SKIP_POSTGRES=1)');
else if (process.env.BENCH_DATABASE_URL) await benchmark('PostgreSQL', process.execPath, [benchScript]);
else
  await benchmark('PostgreSQL', 'bash', [
    path.join(root, 'scripts/with-postgres.sh'),
    process.execPath,
    path.join(root, 'scripts/bench-postgres.mjs'),
  ]);

console.log(`\n${summary.join('\n')}`);
if (goalMissed.length > 0) console.log(`\nGoal not yet reached (not a gate): ${goalMissed.join('; ')}`);
if (failures.length > 0) {
  console.error(`\nPERF FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery performance gate passed.');
