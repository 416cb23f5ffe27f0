import type { Rolldown } from 'vite';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later): a file that starts
 * with this comment has all its functions compiled while it downloads, on a background thread, instead of each on the
 * main thread when it is first called. For the code that every page runs as it starts and calls most of at once
 * (React's renderer, the router, the app's start), that takes the compiling out of the longest task of a page's
 * start (docs/decisions/027). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Chunks without functions worth compiling ahead: the texts (JSON), the bundler's runtime and the tiny entry. */
const isCode = (chunk: Rolldown.RenderedChunk) =>
  !chunk.isEntry && chunk.name !== 'rolldown-runtime' && !chunk.moduleIds.every((id) => id.endsWith('.json'));

/**
 * Rolldown's `output.postBanner` (written after minifying, which would drop the comment; the source maps move down a
 * line with it): the hint atop every chunk of code. A page's chunk runs as soon as it has come (the page renders), as
 * do the app's start and its libraries.
 */
export const compileHintBanner = (chunk: Rolldown.RenderedChunk): string => (isCode(chunk) ? COMPILE_HINT : '');
