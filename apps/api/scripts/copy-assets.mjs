// Copies the files tsc does not emit (SQL migrations) next to the compiled code in dist/.
import { cpSync } from 'node:fs';

cpSync(new URL('../src/db/migrations/', import.meta.url), new URL('../dist/db/migrations/', import.meta.url), {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
