import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_CONTENT_COPY } from '../../../content/dashboard-site-content';

/** The constant as a build with these settings has it (fixed when the module loads). */
async function uploadsUnavailable(settings: Record<string, string>) {
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  vi.resetModules();
  return (await import('./picture-storage')).PICTURE_UPLOADS_UNAVAILABLE;
}

afterEach(() => vi.unstubAllEnvs());

describe('picture uploads', () => {
  it('are said to be unavailable, before any file is chosen, on a hosted build without storage', async () => {
    expect(await uploadsUnavailable({ VITE_BACKEND: 'firebase', VITE_FIREBASE_STORAGE_BUCKET: '' })).toBe(
      SITE_CONTENT_COPY.picture.noStorage,
    );
  });

  it('are offered where pictures can be stored: a hosted build with a bucket, and the embedded server', async () => {
    expect(
      await uploadsUnavailable({
        VITE_BACKEND: 'firebase',
        VITE_FIREBASE_STORAGE_BUCKET: 'demo.firebasestorage.app',
      }),
    ).toBeNull();
    expect(await uploadsUnavailable({ VITE_BACKEND: 'local' })).toBeNull();
  });
});
