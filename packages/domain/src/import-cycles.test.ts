/// <reference types="vite/client" />
// No file of the domain imports a file that imports it back, directly or round a longer circle, types included
// (docs/decisions/065). ESLint's boundaries plugin checks the apps' layers but has no rule for cycles, so this test walks
// the imports itself. The sources are read through Vite's import.meta.glob: the domain's code does no I/O.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The domain's sources by path from here ('./pricing/money.ts'), tests left out: nothing imports a test. */
const DOMAIN_SOURCES = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** './a/b.ts' and '../c.js' → './c.js': a relative path joined onto a file's folder. */
function joinPath(file: string, relative: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The files each file imports, from its import and export declarations, `import type` and `import()` alike. A relative
 * import names the compiled file ('./money.js') or a folder ('./pricing'); a package's import is no edge.
 */
function importGraph(sources: Readonly<Record<string, string>>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    const targets = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const path = joinPath(file, specifier);
        const candidates = [path.replace(/\.js$/, '.ts'), `${path}.ts`, `${path}/index.ts`];
        const target = candidates.find((candidate) => candidate in sources);
        if (!target) throw new Error(`${file} imports ${specifier}, which is no file of the domain`);
        return target;
      });
    graph.set(file, targets);
  }
  return graph;
}

/** A circle of imports as the files round it, the first one repeated at the end; undefined without one. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | undefined => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return undefined;
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return undefined;
  };
  for (const file of [...graph.keys()].sort()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the import check', () => {
  it('finds a circle closed by a type-only import or a re-export', () => {
    const sources = {
      './pricing/index.ts': "export * from './money.js';",
      './pricing/money.ts': "import type { Row } from '../lists/rows.js';\nexport const cents = 1;",
      './lists/rows.ts': "export type { Euro } from '../pricing';\nexport interface Row { id: number }",
      './lists/sort.ts': "import { cents } from '../pricing/money.js';\nimport { z } from 'zod';",
    };
    expect(findCycle(importGraph(sources))).toEqual([
      './lists/rows.ts',
      './pricing/index.ts',
      './pricing/money.ts',
      './lists/rows.ts',
    ]);
  });

  it('finds none where the imports go one way', () => {
    const sources = {
      './pricing/money.ts': 'export const cents = 1;',
      './lists/rows.ts': "import { cents } from '../pricing/money.js';",
      './lists/sort.ts': "import { cents } from '../pricing/money.js';\nimport type { Row } from './rows.js';",
    };
    expect(findCycle(importGraph(sources))).toBeUndefined();
  });
});

describe('the domain', () => {
  it('has no import cycles', () => {
    const graph = importGraph(DOMAIN_SOURCES);
    // The whole package was read, not an empty folder: the public surface imports every area.
    expect(graph.get('./index.ts')?.length).toBeGreaterThan(10);
    expect(findCycle(graph)).toBeUndefined();
  });
});
