// One query on the e2e server's PostgreSQL, for the fixtures' synchronous `database()` (fixtures.ts runs this file
// with execFileSync): reads { url, sql, params } as JSON on stdin, prints { rows, rowCount } as JSON. BIGINT and
// NUMERIC (COUNT, SUM, cents, milliseconds) come back as numbers, as the API reads them.
import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(INT8_OID, Number);
pg.types.setTypeParser(NUMERIC_OID, Number);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, sql, params } = JSON.parse(input);
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const result = await client.query({ text: sql, values: params, rowMode: 'array' });
  const columns = result.fields.map((field) => field.name);
  process.stdout.write(JSON.stringify({ columns, rows: result.rows, rowCount: result.rowCount ?? 0 }));
} finally {
  await client.end();
}
