import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server settings', () => {
  it('default to the documented values', () => {
    expect(readConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      SEED_DEMO: true,
      ADMIN_EMAILS: [],
      STATIC_DIR: 'dist',
      SIGN_IN_RATE_LIMIT: 10,
      SUBMISSION_RATE_LIMIT: 5,
    });
  });

  it('read every setting', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/shows',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'boss@example.co.uk',
      ADMIN_PASSWORD: 'correct-horse-battery',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      ADMIN_EMAILS: 'a@example.co.uk, b@example.co.uk',
      SUBMISSION_RATE_LIMIT: '100',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      ADMIN_EMAILS: ['a@example.co.uk', 'b@example.co.uk'],
      SUBMISSION_RATE_LIMIT: 100,
    });
  });

  it('name every bad key in one message', () => {
    expect(() => readConfig({ PORT: 'eighty', SEED_DEMO: 'yes', ADMIN_EMAIL: 'nobody' })).toThrow(
      /PORT: must be a port number[\s\S]*SEED_DEMO: use 1 or 0[\s\S]*ADMIN_EMAIL: must be an e-mail address/,
    );
    expect(() => readConfig({ ADMIN_EMAIL: 'boss@example.co.uk' })).toThrow(/ADMIN_PASSWORD: set both/);
    expect(() => readConfig({ ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'short' })).toThrow(
      /at least 12/,
    );
  });
});
