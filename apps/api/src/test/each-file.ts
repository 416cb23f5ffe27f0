// vitest.config.ts's setup file, run before each test file: whatever a file leaves behind is undone when it ends, since
// the next file of the worker runs in the same process (isolate: false): timers real again, every vi.spyOn restored,
// and the file's PostgreSQL pools closed (their databases are dropped with the run). test-app.ts is imported only then,
// so that a file's vi.mock still replaces a module before the app first imports it.
import { afterAll, vi } from 'vitest';

afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  const { closeTestDatabases } = await import('./test-app.js');
  await closeTestDatabases();
});
