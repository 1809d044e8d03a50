import { describe, expect, it } from 'vitest';
import { parseFirebaseSettings } from './config';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
  VITE_FIREBASE_AUTH_DOMAIN: 'queen-shows.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'queen-shows',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123def456',
};

const problemsOf = (env: Record<string, string>, options?: { deploy?: boolean }) => {
  const result = parseFirebaseSettings(env, options);
  return result.ok ? [] : result.problems;
};

describe('hosted-mode configuration', () => {
  it('names each missing key', () => {
    const result = parseFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'queen-shows',
      VITE_FIREBASE_API_KEY: ' ',
    });
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
    const result = parseFirebaseSettings({
      ...complete,
      VITE_CONTACT_FORM_ENDPOINT: 'https://forms.example/f/abc',
    });
    expect(result).toMatchObject({
      ok: true,
      settings: { options: { projectId: 'queen-shows' }, contactFormEndpoint: 'https://forms.example/f/abc' },
    });
    expect(result.ok && result.settings.emulator).toBeUndefined();
  });

  it('refuses a contact form endpoint or emulator address that is malformed', () => {
    const result = parseFirebaseSettings({
      ...complete,
      VITE_CONTACT_FORM_ENDPOINT: 'mailto:x@example.com',
      VITE_FIREBASE_EMULATOR_HOST: 'localhost',
    });
    const problems = result.ok ? '' : result.problems.join();
    expect(problems).toContain('VITE_CONTACT_FORM_ENDPOINT');
    expect(problems).toContain('VITE_FIREBASE_EMULATOR_HOST');
  });

  it.each([
    ['VITE_FIREBASE_PROJECT_ID', 'My Project!', 'queen-of-the-ocean'],
    ['VITE_FIREBASE_PROJECT_ID', 'ab', 'queen-of-the-ocean'],
    ['VITE_FIREBASE_APP_ID', 'nonsense', '1:1234567890:web:abc123def456'],
    ['VITE_FIREBASE_API_KEY', 'x', 'AIza'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'not a domain', 'queen-of-the-ocean.firebaseapp.com'],
  ])('refuses %s = "%s", naming the key with an example', (key, value, example) => {
    const problems = problemsOf({ ...complete, [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(key);
    expect(problems[0]).toContain(example);
  });

  it('reads who is told about new messages (VITE_NOTIFY_EMAIL), and refuses one that is not an address', () => {
    const result = parseFirebaseSettings({ ...complete, VITE_NOTIFY_EMAIL: 'bookings@example.co.uk' });
    expect(result.ok && result.settings.notifyEmail).toBe('bookings@example.co.uk');
    expect(problemsOf({ ...complete, VITE_NOTIFY_EMAIL: 'bookings at example' })).toEqual([
      'VITE_NOTIFY_EMAIL must be an e-mail address, like bookings@example.co.uk (got "bookings at example")',
    ]);
  });

  it('tells how to write an auth domain pasted as a URL', () => {
    const problems = problemsOf({
      ...complete,
      VITE_FIREBASE_AUTH_DOMAIN: 'https://queen-shows.firebaseapp.com/',
    });
    expect(problems).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN must be a domain without https://: write queen-shows.firebaseapp.com',
    ]);
  });

  it('checks the project id of an emulator build too', () => {
    const problems = problemsOf({
      VITE_FIREBASE_PROJECT_ID: 'Demo Local',
      VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:8085',
    });
    expect(problems.join()).toContain('VITE_FIREBASE_PROJECT_ID');
  });

  it('refuses emulator addresses in a deploy build, and only there', () => {
    const emulators = {
      ...complete,
      VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:8085',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    };
    const problems = problemsOf(emulators, { deploy: true }).join('\n');
    expect(problems).toContain('VITE_FIREBASE_EMULATOR_HOST is set (127.0.0.1:8085)');
    expect(problems).toContain('VITE_FIREBASE_AUTH_EMULATOR_URL is set');
    expect(problemsOf(emulators)).toEqual([]);
  });
});
