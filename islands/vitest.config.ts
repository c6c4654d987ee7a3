import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: plain ES module shared with build.mjs, no type declarations
import { patchSonner } from './sonner-patch.mjs';

export default defineConfig({
  plugins: [
    {
      // The same patched sonner as the build (no injected <style>, 20 px swipe threshold).
      name: 'sonner-without-injected-style',
      enforce: 'pre',
      load(id: string) {
        if (/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return patchSonner(readFileSync(id, 'utf8'));
        return null;
      },
    },
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    server: { deps: { inline: ['sonner'] } },
    restoreMocks: true,
    // The machine is shared with cargo builds: generous, so a slow run is not a failure.
    testTimeout: 20_000,
  },
});
