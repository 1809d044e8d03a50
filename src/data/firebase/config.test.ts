import { describe, expect, it } from 'vitest';
import { parseFirebaseSettings } from './config';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shows.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shows',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('hosted-mode configuration', () => {
  it('names each missing key', () => {
    const result = parseFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shows', VITE_FIREBASE_API_KEY: ' ' });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join('\n');
    for (const key of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID']) {
      expect(problems).toContain(key);
    }
    expect(problems).not.toContain('VITE_FIREBASE_PROJECT_ID');
  });

  it('needs only a project id against the emulator', () => {
    const result = parseFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'demo-shows',
      VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:8085',
    });
    expect(result).toMatchObject({ ok: true, settings: { emulator: { host: '127.0.0.1', port: 8085 } } });
  });

  it('accepts a complete configuration and an optional contact form endpoint', () => {
    const result = parseFirebaseSettings({ ...complete, VITE_CONTACT_FORM_ENDPOINT: 'https://forms.example/f/abc' });
    expect(result).toMatchObject({
      ok: true,
      settings: { options: { projectId: 'shows' }, contactFormEndpoint: 'https://forms.example/f/abc' },
    });
    expect(result.ok && result.settings.emulator).toBeUndefined();
  });

  it('refuses a contact form endpoint or emulator address that is malformed', () => {
    const result = parseFirebaseSettings({ ...complete, VITE_CONTACT_FORM_ENDPOINT: 'mailto:x@example.com', VITE_FIREBASE_EMULATOR_HOST: 'localhost' });
    const problems = result.ok ? '' : result.problems.join();
    expect(problems).toContain('VITE_CONTACT_FORM_ENDPOINT');
    expect(problems).toContain('VITE_FIREBASE_EMULATOR_HOST');
  });
});
