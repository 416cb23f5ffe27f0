import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The part of better-sqlite3's API that the specs use (prepare → get / all / run, pluck, close), on the PostgreSQL of
// a PostgreSQL-backed e2e run (E2E_DATABASE_URL, scripts/e2e-postgres.mjs). Synchronous like better-sqlite3: each
// statement runs in a short child process (postgres-query.mjs). `?` placeholders become $1, $2, …; the specs' SQL
// is what both databases understand.
const QUERY_SCRIPT = fileURLToPath(new URL('./postgres-query.mjs', import.meta.url));

interface Result {
  columns: string[];
  rows: unknown[][];
  rowCount: number;
}

function run(url: string, text: string, params: unknown[]): Result {
  let index = 0;
  const sql = text.replace(/\?/g, () => `$${++index}`);
  const output = execFileSync(process.execPath, [QUERY_SCRIPT], {
    input: JSON.stringify({ url, sql, params }),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Result;
}

class Statement {
  private plucking = false;
  constructor(
    private readonly url: string,
    private readonly sql: string,
  ) {}

  pluck(toggle = true): this {
    this.plucking = toggle;
    return this;
  }

  private shape(result: Result, row: unknown[]): unknown {
    return this.plucking ? row[0] : Object.fromEntries(result.columns.map((column, i) => [column, row[i]]));
  }

  get(...params: unknown[]): unknown {
    const result = run(this.url, this.sql, params);
    return result.rows.length > 0 ? this.shape(result, result.rows[0]!) : undefined;
  }

  all(...params: unknown[]): unknown[] {
    const result = run(this.url, this.sql, params);
    return result.rows.map((row) => this.shape(result, row));
  }

  run(...params: unknown[]): { changes: number } {
    return { changes: run(this.url, this.sql, params).rowCount };
  }
}

export function postgresDatabase(url: string) {
  return {
    prepare: (sql: string) => new Statement(url, sql),
    pragma: () => undefined,
    close: () => undefined,
  };
}
