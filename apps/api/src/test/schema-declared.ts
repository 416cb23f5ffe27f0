// The tables and columns that db/schema.ts declares to Kysely, read by TypeScript's own checker (the compiler's
// public API), so that the schema parity test holds the migrated databases to what the code believes without a
// fourth copy of the column names. A column's type is read as Kysely reads it: `Selectable` says whether a row may
// hold NULL there, `Insertable` whether an insert may leave it out.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ts from 'typescript';

export interface DeclaredColumn {
  name: string;
  /** The selected row's type of the column includes null. */
  nullable: boolean;
  /** An insert may leave the column out (`Generated`, a default, or nullable). */
  optionalOnInsert: boolean;
}

const DB_DIR = fileURLToPath(new URL('../db/', import.meta.url));
/** A file beside schema.ts that exists only in the checker's memory: the row types of every table. */
const PROBE_FILE = path.join(DB_DIR, 'schema-declared-probe.ts');
const PROBE = `
import type { Insertable, Selectable } from 'kysely';
import type { Database } from './schema.js';
export type SelectedRows = { [T in keyof Database]: Selectable<Database[T]> };
export type InsertedRows = { [T in keyof Database]: Insertable<Database[T]> };
`;

/** Every table of schema.ts's `Database` with its columns, in declaration order. */
export function declaredTables(): Map<string, DeclaredColumn[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === PROBE_FILE ? PROBE : readFile(file));
  host.fileExists = (file) => file === PROBE_FILE || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file === PROBE_FILE ? ts.createSourceFile(file, PROBE, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([PROBE_FILE], options, host);
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) {
    throw new Error(`schema.ts does not compile: ${ts.flattenDiagnosticMessageText(problems[0]!.messageText, '\n')}`);
  }
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE_FILE)!;
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(probe)!);
  const typeOf = (name: string) => checker.getDeclaredTypeOfSymbol(exported.find((symbol) => symbol.name === name)!);
  const selected = typeOf('SelectedRows');
  const inserted = typeOf('InsertedRows');

  const tables = new Map<string, DeclaredColumn[]>();
  for (const table of checker.getPropertiesOfType(selected)) {
    const insertedTable = checker.getTypeOfSymbol(checker.getPropertyOfType(inserted, table.name)!);
    const columns = checker.getPropertiesOfType(checker.getTypeOfSymbol(table)).map((column): DeclaredColumn => {
      const type = checker.getTypeOfSymbol(column);
      const parts = type.isUnion() ? type.types : [type];
      const insertedColumn = checker.getPropertyOfType(insertedTable, column.name);
      return {
        name: column.name,
        nullable: parts.some((part) => (part.flags & ts.TypeFlags.Null) !== 0),
        // A column that Insertable leaves out altogether (Kysely's ColumnType<…, never>) cannot be inserted at all.
        optionalOnInsert: insertedColumn === undefined || (insertedColumn.flags & ts.SymbolFlags.Optional) !== 0,
      };
    });
    tables.set(table.name, columns);
  }
  return tables;
}
