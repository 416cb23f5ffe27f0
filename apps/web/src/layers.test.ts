// The layers of the web app (style.md, "The tree") are enforced by the root eslint.config.js: these snippets, linted
// as if they were files at the given places in the tree, show that an import against the flow fails `npm run lint`
// and that the allowed directions pass.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The layer rule's messages for `code` placed at `file` (a path from the repository root); the files it imports exist. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

// The first lint loads ESLint's whole configuration (plugins, TypeScript parser): seconds on a busy machine.
describe('the layer rule of the web app', { timeout: 60_000 }, () => {
  it('rejects a feature importing another feature', async () => {
    const errors = await layerErrors(
      'apps/web/src/features/checkout/layer-probe.ts',
      "import { requireUser } from '../auth/guards';\nexport const guard = requireUser;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'feature="checkout" to elements of type "web-feature" and captured values: feature="auth"',
      ),
    ]);
  });

  it('rejects a feature importing another feature by an absolute path, a re-export or a lazy import', async () => {
    const guards = `${REPO_ROOT}apps/web/src/features/auth/guards`;
    const errors = await layerErrors(
      'apps/web/src/features/checkout/layer-probe.ts',
      `import { requireUser } from '${guards}';\nexport { guestOnly } from '../auth/guards';\nexport const guard = requireUser;\nexport const later = () => import('../esim/bundles');\n`,
    );
    expect(errors).toHaveLength(3);
  });

  it('rejects a feature importing the app', async () => {
    const errors = await layerErrors(
      'apps/web/src/features/home/layer-probe.ts',
      "import type { Screen } from '../../app/pages';\nexport type Probe = Screen;\n",
    );
    expect(errors).toEqual([expect.stringContaining('to elements of type "web-app"')]);
  });

  it('rejects a component importing a feature', async () => {
    const errors = await layerErrors(
      'apps/web/src/components/layout/layer-probe.ts',
      "import { useRegisterAccount } from '../../features/auth/api/register-account';\nexport const register = useRegisterAccount;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('from elements of type "web-components" to elements of type "web-feature"'),
    ]);
  });

  it('rejects lib importing a feature or the app', async () => {
    const errors = await layerErrors(
      'apps/web/src/lib/layer-probe.ts',
      "import { requireUser } from '../features/auth/guards';\nimport { createRouter } from '../app/router';\nexport const probe = [requireUser, createRouter];\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('from elements of type "web-lib" to elements of type "web-feature"'),
      expect.stringContaining('from elements of type "web-lib" to elements of type "web-app"'),
    ]);
  });

  it('rejects config importing lib, and the domain package importing the web app', async () => {
    expect(
      await layerErrors(
        'apps/web/src/config/layer-probe.ts',
        "import { readToken } from '../lib/api-client';\nexport const probe = readToken;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'packages/domain/src/layer-probe.ts',
        "import { paths } from '../../../apps/web/src/config/paths';\nexport const probe = paths;\n",
      ),
    ).toHaveLength(1);
  });

  it('allows the app to import features, components, lib and config', async () => {
    const errors = await layerErrors(
      'apps/web/src/app/routes/layer-probe.tsx',
      [
        "import { requireUser } from '../../features/auth/guards';",
        "import { SiteHeader } from '../../components/layout/site-header';",
        "import { useSession } from '../../lib/session';",
        "import { paths } from '../../config/paths';",
        'export const probe = [requireUser, SiteHeader, useSession, paths];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('allows a feature to import its own files, lib, config and components', async () => {
    const errors = await layerErrors(
      'apps/web/src/features/checkout/layer-probe.ts',
      [
        "import { readCheckoutCookies } from './checkout-storage';",
        "import { useSession } from '../../lib/session';",
        "import { paths } from '../../config/paths';",
        "import { TextField } from '../../components/ui/form-field';",
        'export const probe = [readCheckoutCookies, useSession, paths, TextField];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
