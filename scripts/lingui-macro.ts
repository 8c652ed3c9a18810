import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

// Lingui's macros (`Trans`, `t`, `plural`, `msg`) are a Babel plugin, and @vitejs/plugin-react 6 runs no
// Babel. This runs that one plugin, before the TypeScript is stripped, over the files that import a macro;
// every other file is left to Vite as it was.
const MACRO_IMPORT = /from ['"]@lingui\/(?:react|core)\/macro['"]/;

export const linguiMacro = (): Plugin => ({
  name: 'kavacha-lingui-macro',
  enforce: 'pre',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id.split('?')[0] ?? '') || !MACRO_IMPORT.test(code)) return null;
    const result = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    });
    return result?.code ? { code: result.code, map: result.map } : null;
  },
});
