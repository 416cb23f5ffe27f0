// A build step: writes dist/.vite/page-preloads.json, which tells the server, for each page of src/app/pages.ts,
// the files that page loads after the app's own (its module with the chunks and styles it imports, its layout's, the
// signed-in pages' loaders for a page of a layout (src/app/signed-in-modules.ts), and its texts in each language), so that the server can name them in the page's HTML and the browser fetches
// them alongside the app instead of after it. The app's own files are those of the entry and of the app's start
// (src/start.tsx, which the entry imports once a prerendered page has painted): no page lists them.
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LAYOUTS, PAGES, type Screen } from '../src/app/pages';

const LANGUAGES = ['en', 'nl', 'es'] as const;

/** What the server reads: the file's shape is shared with apps/api/src/http/page-preloads.ts. */
export interface PagePreloadsFile {
  pages: { path: string; scripts: string[]; styles: string[]; texts: Record<string, string[]> }[];
}

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export function pagePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'telecom:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = chunksOf(bundle);
      const byModule = new Map<string, OutputChunk>();
      for (const chunk of chunks) {
        if (chunk.facadeModuleId)
          byModule.set(path.relative(root, chunk.facadeModuleId).split(path.sep).join('/'), chunk);
      }
      const collect = collector(chunks);
      const { scripts: initialScripts, styles: initialStyles } = appFiles(bundle);

      const initialModules = new Set(
        chunks
          .filter((chunk) => initialScripts.has(chunk.fileName))
          .flatMap((chunk) => chunk.moduleIds.map((id) => path.relative(root, id).split(path.sep).join('/'))),
      );

      const moduleChunk = (file: string) => {
        const chunk = byModule.get(`src/${file}`);
        if (!chunk) this.error(`page-preloads: no chunk for src/${file} (is it statically imported somewhere?)`);
        return chunk;
      };

      const pages = PAGES.map((page) => {
        const screens: Screen[] = page.layout ? [LAYOUTS[page.layout], page.screen] : [page.screen];
        const scripts = new Set<string>();
        const styles = new Set<string>();
        if (page.layout) collect(moduleChunk('app/signed-in-modules.ts'), scripts, styles);
        for (const screen of screens) {
          const chunk = byModule.get(`src/${screen.file}`);
          if (chunk) collect(chunk, scripts, styles);
          else if (!initialModules.has(`src/${screen.file}`))
            this.error(`page-preloads: no chunk holds src/${screen.file}`);
          // else: the module is part of the app's own chunk (the not-found page) and needs nothing more.
        }
        const namespaces = ['common', ...new Set(screens.flatMap((screen) => screen.texts))];
        const texts = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            namespaces.map((namespace) => moduleChunk(`locales/${language}/${namespace}.json`).fileName),
          ]),
        );
        return {
          path: page.path,
          scripts: [...scripts].filter((file) => !initialScripts.has(file)),
          styles: [...styles].filter((file) => !initialStyles.has(file)),
          texts,
        };
      });

      const file: PagePreloadsFile = { pages };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(file, null, 2)}\n` });
    },
  };
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** Collects a chunk's file, the files it imports statically and their styles, in load order. */
function collector(chunks: OutputChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (chunk: OutputChunk, scripts: Set<string>, styles: Set<string>) => {
    if (scripts.has(chunk.fileName)) return;
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) collect(next, scripts, styles);
    }
    scripts.add(chunk.fileName);
    for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
      ?.importedCss ?? [])
      styles.add(css);
  };
  return collect;
}

/**
 * What every page loads: the entries with what they import and their styles, and the app's start that the entries
 * import after the first paint, with what it imports. (Styles of the start are left to the pages that need them, so
 * that the server names them as stylesheets in the page's HTML.)
 */
function appFiles(bundle: OutputBundle) {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = collector(chunks);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry, scripts, styles);
  const startStyles = new Set<string>();
  for (const file of [...scripts])
    for (const started of byFile.get(file)?.dynamicImports ?? []) {
      const chunk = byFile.get(started);
      if (chunk) collect(chunk, scripts, startStyles);
    }
  return { scripts, styles };
}
