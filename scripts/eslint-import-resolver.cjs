// The import resolver of eslint-plugin-boundaries (eslint.config.js). The API's sources import a TypeScript file by the
// name it compiles to (`./orders.service.js` for orders.service.ts, as Node's ES modules require); the Node resolver
// alone finds no such file, and an import it cannot resolve escapes the layer rules. This one finds the .ts file and
// leaves every other import to the Node resolver that eslint-plugin-boundaries brings.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const nodeResolver = createRequire(require.resolve('eslint-plugin-boundaries'))('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  if (source.startsWith('.') && source.endsWith('.js')) {
    const typescript = path.resolve(path.dirname(file), `${source.slice(0, -'.js'.length)}.ts`);
    if (fs.existsSync(typescript)) return { found: true, path: typescript };
  }
  return nodeResolver.resolve(source, file, config);
};
