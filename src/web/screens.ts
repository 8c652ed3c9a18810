import type { Manifest } from 'vite';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES } from '#domain/site-routes';

/** Each live page's screen module, relative to src/web; the router loads it lazily. */
export const SCREEN_FILES: Record<LiveRoute, string> = {
  home: 'features/home/home-page.tsx',
  motorQuotation: 'features/motor/quotation/quotation-page.tsx',
  motorInquiry: 'features/motor/inquiry/inquiry-page.tsx',
  motorPremiums: 'features/motor/premiums/premium-comparison-page.tsx',
  motorCovers: 'features/motor/covers/cover-comparison-page.tsx',
  account: 'features/motor/account/personal-information-page.tsx',
  documentUploader: 'features/motor/documents/document-uploader-page.tsx',
  pay: 'features/motor/payment/pay-page.tsx',
  proposal: 'features/motor/proposal/proposal-page.tsx',
  result: 'features/motor/result/result-page.tsx',
  verify: 'features/motor/verify/verify-page.tsx',
  privacy: 'features/legal/privacy-page.tsx',
  terms: 'features/legal/terms-page.tsx',
  complaints: 'features/legal/complaints-page.tsx',
  console: 'features/console/console-page.tsx',
  notFound: 'features/not-found/not-found-page.tsx',
};

// The server names a page's own chunks in its HTML: without them the browser learns of a screen's code
// only after the main script has run, one round trip later (Lighthouse counted ~0.3 s on a mobile
// network). Only the build knows which chunks those are: vite.config.ts asks screenChunks for them.

/** The files of a chunk and of everything it imports, without repeats. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/** Per live page, the chunks its screen needs beyond those index.html already loads. */
export function screenChunks(manifest: Manifest): Partial<Record<LiveRoute, string[]>> {
  const loaded = chunkFiles(manifest, 'index.html');
  const chunks: Partial<Record<LiveRoute, string[]>> = {};
  for (const route of LIVE_ROUTES)
    chunks[route] = [...chunkFiles(manifest, SCREEN_FILES[route])].filter((file) => !loaded.has(file));
  return chunks;
}
