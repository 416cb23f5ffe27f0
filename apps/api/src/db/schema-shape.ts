// The shape of a migrated database as both databases can state it (docs/decisions/066): its tables, each table's
// columns with their kind of value, nullability and default, its primary key, and its indexes by columns. The
// schema parity test reads it from a SQLite and a PostgreSQL database migrated afresh and compares the two, and
// holds both to the table types of schema.ts.
import { sql, type Kysely } from 'kysely';
import type { DataStore, SqliteHandle } from './connection.js';

/**
 * What a column holds, in the words both databases share: SQLite's affinities (the rules of its section 3.1 "Type
 * Affinity", which decide how a value is stored), and PostgreSQL's types grouped by the same four. `timestamp` is
 * PostgreSQL's own kind, which SQLite has no equivalent for (the product stores moments as ISO text or as
 * milliseconds in an integer); `numeric` is SQLite's affinity of any other declared type and PostgreSQL's NUMERIC.
 */
export type ValueKind = 'integer' | 'text' | 'real' | 'blob' | 'numeric' | 'boolean' | 'timestamp';

export interface ColumnShape {
  name: string;
  kind: ValueKind;
  /** The type as the migration declared it (SQLite) or as the catalogue names it (PostgreSQL), for messages. */
  declaredType: string;
  notNull: boolean;
  /** The default as normalised text (casts, outer parentheses and case removed); null when there is none. */
  defaultValue: string | null;
  /**
   * How the database fills in an id that an insert leaves out: `sequence` for PostgreSQL's identity and serial
   * columns and SQLite's AUTOINCREMENT (an id is never handed out twice); `rowid` for SQLite's other INTEGER PRIMARY
   * KEY, which takes the highest id plus one and so may hand out a deleted id again; null for every other column.
   */
  generatedId: 'sequence' | 'rowid' | null;
}

export interface IndexShape {
  name: string;
  /** How the index is built: SQLite's are all B-trees; PostgreSQL's access method (`btree`, `gin`, …). */
  method: string;
  /** The indexed columns, or an expression's normalised text, in order. */
  keys: string[];
  unique: boolean;
  /** A partial index's predicate, normalised; null when the index covers every row. */
  where: string | null;
}

export interface ForeignKeyShape {
  columns: string[];
  /** The referenced table and its columns. */
  references: string;
  referencedColumns: string[];
  /** What a deletion of the referenced row does: `no action`, `restrict`, `cascade`, `set null`, `set default`. */
  onDelete: string;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  foreignKeys: ForeignKeyShape[];
  /** Every index but the primary key's, those behind UNIQUE constraints among them. */
  indexes: IndexShape[];
}

/** The tables of the migrator itself, which no migration writes and the application never reads. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * SQL text in a form both databases' spellings reduce to: lower case, without PostgreSQL's casts (`'x'::text`),
 * without the parentheses it adds around every expression, single spaces, and `IN (…)` where PostgreSQL writes
 * `= ANY (ARRAY[…])`.
 */
export function normaliseSql(text: string): string {
  let result = text
    .toLowerCase()
    .replace(/::[a-z ]+(\[\])?(\(\d+\))?/g, '')
    .replace(/\s+/g, ' ')
    .replace(/"([a-z_][a-z0-9_]*)"/g, '$1');
  result = result.replace(/ = any \(array\[([^\]]*)\]\)/g, ' in ($1)');
  // Parentheses that hold a single name, literal or nothing but another pair are PostgreSQL's additions.
  for (let before = ''; before !== result;) {
    before = result;
    result = result
      .replace(/(^|[^a-z0-9_])\(\s*([a-z0-9_.']+|'[^']*')\s*\)/g, '$1$2')
      .replace(/(^|[^a-z0-9_])\(\s*(\([^()]*\))\s*\)/g, '$1$2');
  }
  result = result.replace(/\( /g, '(').replace(/ \)/g, ')').trim();
  // A whole expression in one pair of parentheses.
  while (result.startsWith('(') && result.endsWith(')') && closingParenthesis(result, 0) === result.length - 1) {
    result = result.slice(1, -1).trim();
  }
  return result;
}

/** A column's default, normalised; `DEFAULT NULL` is no default (PostgreSQL does not keep it). */
function normaliseDefault(text: string | null): string | null {
  const value = text === null ? null : normaliseSql(text);
  return value === 'null' ? null : value;
}

/** The position of the parenthesis that closes the one at `open`, quoted text skipped. */
function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth++;
    if (char === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The affinity SQLite gives a declared type (its documentation, "Datatypes In SQLite", 3.1, in that order). */
export function sqliteAffinity(declaredType: string): ValueKind {
  const type = declaredType.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'text';
  if (type === '' || type.includes('BLOB')) return 'blob';
  if (/REAL|FLOA|DOUB/.test(type)) return 'real';
  return 'numeric';
}

/** PostgreSQL's types, by the kind of value they hold. */
export function postgresKind(dataType: string): ValueKind {
  switch (dataType) {
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'text':
    case 'character varying':
    case 'character':
      return 'text';
    case 'real':
    case 'double precision':
      return 'real';
    case 'bytea':
      return 'blob';
    case 'numeric':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'timestamp without time zone':
    case 'timestamp with time zone':
      return 'timestamp';
    default:
      throw new Error(`A PostgreSQL type the schema comparison does not know: ${dataType}`);
  }
}

/** The part of a CREATE INDEX statement between the parentheses after the table's name, split at top-level commas. */
function indexKeysOfStatement(statement: string): string[] {
  const open = statement.indexOf('(');
  const close = closingParenthesis(statement, open);
  const inner = statement.slice(open + 1, close);
  const keys: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      keys.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  keys.push(inner.slice(start));
  return keys.map(normaliseKey);
}

/** An index key without the default order and collation it may name (`created_at ASC`), normalised. */
function normaliseKey(key: string): string {
  return normaliseSql(key)
    .replace(/ collate (binary|c)\b/g, '')
    .replace(/ asc$/, '');
}

/** The predicate of a partial index's statement (after its WHERE), normalised; null without one. */
function predicateOfStatement(statement: string): string | null {
  const open = statement.indexOf('(');
  const rest = statement.slice(closingParenthesis(statement, open) + 1);
  const where = /\bWHERE\b([\s\S]*)$/i.exec(rest);
  return where ? normaliseSql(where[1]!.replace(/;\s*$/, '')) : null;
}

/** The shape of the SQLite database behind `db`: its ordinary tables (not full-text indexes and their shadows). */
export function sqliteShape(db: SqliteHandle): TableShape[] {
  const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
    .filter((table) => table.schema === 'main' && table.type === 'table')
    .map((table) => table.name)
    .filter((name) => !name.startsWith('sqlite_') && !MIGRATOR_TABLES.has(name))
    .sort();
  const statementOf = db
    .prepare<[string, string], string | null>('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?')
    .pluck();
  return tables.map((table): TableShape => {
    const columns = db.pragma(`table_xinfo(${quoteName(table)})`) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
      hidden: number;
    }[];
    const primaryKey = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    // A single INTEGER PRIMARY KEY is the table's rowid, which SQLite fills in.
    const rowidAlias =
      primaryKey.length === 1 && columns.find((column) => column.pk === 1)!.type.toUpperCase() === 'INTEGER';
    const rowidKind = /\bAUTOINCREMENT\b/i.test(statementOf.get('table', table) ?? '') ? 'sequence' : 'rowid';
    const indexes = (
      db.pragma(`index_list(${quoteName(table)})`) as {
        name: string;
        unique: number;
        origin: string;
        partial: number;
      }[]
    )
      .filter((index) => index.origin !== 'pk')
      .map((index): IndexShape => {
        const statement = statementOf.get('index', index.name) ?? null;
        const keys = statement
          ? indexKeysOfStatement(statement)
          : // A UNIQUE constraint's index: its columns, with a collation other than the default named.
            (
              db.pragma(`index_xinfo(${quoteName(index.name)})`) as {
                seqno: number;
                name: string;
                key: number;
                coll: string;
              }[]
            )
              .filter((key) => key.key === 1)
              .sort((a, b) => a.seqno - b.seqno)
              .map((key) => (key.coll === 'BINARY' ? key.name : `${key.name} collate ${key.coll.toLowerCase()}`));
        return {
          name: index.name,
          method: 'btree',
          keys,
          unique: index.unique === 1,
          where: statement && index.partial === 1 ? predicateOfStatement(statement) : null,
        };
      });
    return {
      name: table,
      columns: columns
        .filter((column) => column.hidden === 0)
        .map((column) => ({
          name: column.name,
          kind: sqliteAffinity(column.type),
          declaredType: column.type,
          // A primary key column of SQLite may hold NULL unless it says NOT NULL (a legacy of its early versions);
          // the rowid alias never does.
          notNull: column.notnull === 1 || (rowidAlias && column.pk === 1),
          defaultValue: normaliseDefault(column.dflt_value),
          generatedId: rowidAlias && column.pk === 1 ? rowidKind : null,
        })),
      primaryKey,
      foreignKeys: sqliteForeignKeys(db, table),
      indexes: sortIndexes(indexes),
    };
  });
}

/** The foreign keys of a SQLite table, in the order of their first column. */
function sqliteForeignKeys(db: SqliteHandle, table: string): ForeignKeyShape[] {
  const rows = db.pragma(`foreign_key_list(${quoteName(table)})`) as {
    id: number;
    seq: number;
    table: string;
    from: string;
    to: string | null;
    on_delete: string;
  }[];
  const keys = new Map<number, ForeignKeyShape>();
  for (const row of rows.sort((a, b) => a.id - b.id || a.seq - b.seq)) {
    const key = keys.get(row.id) ?? {
      columns: [],
      references: row.table,
      referencedColumns: [],
      onDelete: row.on_delete.toLowerCase(),
    };
    key.columns.push(row.from);
    // A reference without columns names the referenced table's primary key.
    key.referencedColumns.push(row.to ?? primaryKeyOf(db, row.table)[row.seq]!);
    keys.set(row.id, key);
  }
  return sortForeignKeys([...keys.values()]);
}

function primaryKeyOf(db: SqliteHandle, table: string): string[] {
  return (db.pragma(`table_info(${quoteName(table)})`) as { name: string; pk: number }[])
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name);
}

function sortForeignKeys(keys: ForeignKeyShape[]): ForeignKeyShape[] {
  const signature = (key: ForeignKeyShape) => `${key.columns.join(',')} ${key.references}`;
  return keys.sort((a, b) => signature(a).localeCompare(signature(b)));
}

/** PostgreSQL's letters for a referential action (pg_constraint.confdeltype). */
const REFERENTIAL_ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** The names of a constraint's columns (`keys`, attribute numbers of `relation`), in the constraint's order. */
const columnNames = (keys: string, relation: string) => sql`
  array(SELECT a.attname::text FROM unnest(${sql.ref(keys)}) WITH ORDINALITY k(num, pos)
        JOIN pg_attribute a ON a.attrelid = ${sql.ref(relation)} AND a.attnum = k.num ORDER BY k.pos)`;

/** The shape of the PostgreSQL schema of `store` (its `schema`, `public` by default). */
export async function postgresShape(store: DataStore): Promise<TableShape[]> {
  const db = store.kysely as unknown as Kysely<unknown>;
  const schema = store.schema ?? 'public';
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    is_identity: 'YES' | 'NO';
  }>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = ${schema} AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const { rows: keys } = await sql<{ table_name: string; columns: string[] }>`
    SELECT cls.relname AS table_name,
           ${columnNames('con.conkey', 'con.conrelid')} AS columns
    FROM pg_constraint con
    JOIN pg_class cls ON cls.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = cls.relnamespace
    WHERE ns.nspname = ${schema} AND con.contype = 'p'`.execute(db);
  const { rows: foreignKeys } = await sql<{
    table_name: string;
    columns: string[];
    references: string;
    referenced_columns: string[];
    on_delete: string;
  }>`
    SELECT cls.relname AS table_name,
           ${columnNames('con.conkey', 'con.conrelid')} AS columns,
           ref.relname AS references,
           ${columnNames('con.confkey', 'con.confrelid')} AS referenced_columns,
           con.confdeltype AS on_delete
    FROM pg_constraint con
    JOIN pg_class cls ON cls.oid = con.conrelid
    JOIN pg_class ref ON ref.oid = con.confrelid
    JOIN pg_namespace ns ON ns.oid = cls.relnamespace
    WHERE ns.nspname = ${schema} AND con.contype = 'f'`.execute(db);
  // A key's text as pg_get_indexdef gives it, and DESC from the index's options (bit 1 of indoption).
  const { rows: indexes } = await sql<{
    table_name: string;
    index_name: string;
    method: string;
    unique: boolean;
    keys: string[];
    descending: boolean[];
    predicate: string | null;
  }>`
    SELECT t.relname AS table_name, i.relname AS index_name, am.amname AS method, x.indisunique AS unique,
           array(SELECT pg_get_indexdef(x.indexrelid, k, false) FROM generate_series(1, x.indnkeyatts) k) AS keys,
           array(SELECT (x.indoption[k - 1] & 1) = 1 FROM generate_series(1, x.indnkeyatts) k) AS descending,
           pg_get_expr(x.indpred, x.indrelid) AS predicate
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_am am ON am.oid = i.relam
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace ns ON ns.oid = t.relnamespace
    WHERE ns.nspname = ${schema} AND NOT x.indisprimary`.execute(db);

  const names = [...new Set(columns.map((column) => column.table_name))]
    .filter((name) => !MIGRATOR_TABLES.has(name))
    .sort();
  return names.map((table): TableShape => {
    const own = columns.filter((column) => column.table_name === table);
    return {
      name: table,
      columns: own.map((column) => {
        const serial = column.column_default?.startsWith('nextval(') ?? false;
        return {
          name: column.column_name,
          kind: postgresKind(column.data_type),
          declaredType: column.data_type,
          notNull: column.is_nullable === 'NO',
          defaultValue: serial ? null : normaliseDefault(column.column_default),
          generatedId: column.is_identity === 'YES' || serial ? 'sequence' : null,
        };
      }),
      primaryKey: keys.find((key) => key.table_name === table)?.columns ?? [],
      foreignKeys: sortForeignKeys(
        foreignKeys
          .filter((key) => key.table_name === table)
          .map((key) => ({
            columns: key.columns,
            references: key.references,
            referencedColumns: key.referenced_columns,
            onDelete: REFERENTIAL_ACTIONS[key.on_delete] ?? key.on_delete,
          })),
      ),
      indexes: sortIndexes(
        indexes
          .filter((index) => index.table_name === table)
          .map((index) => ({
            name: index.index_name,
            method: index.method,
            keys: index.keys.map((key, k) => normaliseKey(key) + (index.descending[k] ? ' desc' : '')),
            unique: index.unique,
            where: index.predicate === null ? null : normaliseSql(index.predicate),
          })),
      ),
    };
  });
}

/** Indexes in the order of what they index, so that two databases' lists line up whatever their names. */
function sortIndexes(indexes: IndexShape[]): IndexShape[] {
  const order = (index: IndexShape) => `${indexSignature(index)} ${index.unique}`;
  return indexes.sort((a, b) => order(a).localeCompare(order(b)));
}

/** What an index is, without its name and whether it is unique: its method, its keys, its predicate. */
export function indexSignature(index: IndexShape): string {
  const method = index.method === 'btree' ? '' : `using ${index.method} `;
  return `${method}(${index.keys.join(', ')})${index.where ? ` where ${index.where}` : ''}`;
}

function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
