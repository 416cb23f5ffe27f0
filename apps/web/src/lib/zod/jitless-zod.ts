// What `import … from 'zod'` means in the web build (resolve.alias in vite.config.ts): zod itself, after its
// configuration. Imports run in order, so ./jitless-config.ts has set `jitless` before zod's own modules and any
// schema (the domain's, built when their page's chunk loads) are evaluated. The app's entry therefore needs no zod
// at all: zod comes with the first page that validates something.
import './jitless-config';

export * from 'zod/v4';
export { default } from 'zod/v4';
