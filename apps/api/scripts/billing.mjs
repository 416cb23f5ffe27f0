// `npm run billing -- --date YYYY-MM-DD` (docs/contracts.md §8): the monthly billing run by hand, on the database the
// settings name. Runs the built code: the npm script builds first. See src/modules/subscriptions/billing-command.ts.
import { fileURLToPath } from 'node:url';

const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const { billingCommand } = await import(dist('modules/subscriptions/billing-command.js'));

try {
  process.exitCode = await billingCommand(process.argv.slice(2));
} catch (error) {
  console.error(`The billing run failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
