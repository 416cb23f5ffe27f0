/**
 * A dynamic import that can be tried again after a failure (no connection). A browser may keep a failed module fetch in
 * its module map: Chromium 150 answers a second `import()` of the same URL with the same failure, without asking the
 * network again. After a failure whose error names the module's URL (Chromium and Firefox name it), the next call
 * imports that URL with a query of its own: a new fetch of the same file.
 */
export function retryingImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failedUrl: string | undefined;
  let attempt = 0;
  return async () => {
    try {
      if (failedUrl === undefined) return await load();
      attempt++;
      return (await import(/* @vite-ignore */ `${failedUrl}?retry=${attempt}`)) as M;
    } catch (error) {
      failedUrl ??= moduleUrlOf(error);
      throw error;
    }
  };
}

/** The module's address in a failed import's message: "Failed to fetch dynamically imported module: https://…/x.js". */
function moduleUrlOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const url = /(https?:\/\/\S+?\.js)\b/.exec(error.message)?.[1];
  return url && new URL(url).origin === window.location.origin ? url : undefined;
}
