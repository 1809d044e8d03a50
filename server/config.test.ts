import { describe, expect, it } from 'vitest';
import { readConfig, readPasswordHashCost, siteUrlOf } from './config';

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
      PASSWORD_HASH_COST: 17,
      RENDER_AHEAD: true,
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
      RENDER_AHEAD: '0',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      ADMIN_EMAILS: ['a@example.co.uk', 'b@example.co.uk'],
      SUBMISSION_RATE_LIMIT: 100,
      RENDER_AHEAD: false,
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
    // NIST SP 800-63B: a password on the common-passwords list is refused, saying why.
    expect(() => readConfig({ ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'Password1234' })).toThrow(
      /ADMIN_PASSWORD: is on a list of common passwords/,
    );
    // Below 2^10 a hash would be cheap to guess even for a test server; above 2^20 it takes a gigabyte.
    for (const cost of ['9', '21', 'high'])
      expect(() => readConfig({ PASSWORD_HASH_COST: cost }), cost).toThrow(/PASSWORD_HASH_COST: must be/);
    expect(() => readPasswordHashCost({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST: must be/);
    expect([readPasswordHashCost({}), readPasswordHashCost({ PASSWORD_HASH_COST: '10' })]).toEqual([17, 10]);
  });

  it('read the e-mail settings, or name what is wrong with them', () => {
    const defaults = readConfig({});
    expect(defaults.RETENTION_MONTHS).toBe(24);
    expect([defaults.SMTP_URL, defaults.MAIL_FROM, defaults.NOTIFY_EMAIL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      readConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example.co.uk',
        MAIL_FROM: 'The Queen of the Ocean <news@example.co.uk>',
        NOTIFY_EMAIL: 'office@example.co.uk',
        SITE_URL: 'https://example.co.uk/',
        RETENTION_MONTHS: '12',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://user:pass@smtp.example.co.uk',
      MAIL_FROM: 'The Queen of the Ocean <news@example.co.uk>',
      NOTIFY_EMAIL: 'office@example.co.uk',
      SITE_URL: 'https://example.co.uk',
      RETENTION_MONTHS: 12,
    });
    expect(() =>
      readConfig({
        SMTP_URL: 'http://mail.example',
        MAIL_FROM: 'nobody',
        SITE_URL: 'ftp://x',
        RETENTION_MONTHS: '0',
      }),
    ).toThrow(
      /SITE_URL: must be an http\(s\) address[\s\S]*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address[\s\S]*MAIL_FROM: must be an e-mail address[\s\S]*RETENTION_MONTHS: must be at least 1/,
    );
    expect(() => readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/MAIL_FROM: set both/);
    expect(() => readConfig({ NOTIFY_EMAIL: 'office@example.co.uk' })).toThrow(
      /NOTIFY_EMAIL: needs SMTP_URL/,
    );
  });

  it('take the public address from SITE_URL, or from where the server listens', () => {
    expect(siteUrlOf(readConfig({ PORT: '4000' }))).toBe('http://127.0.0.1:4000');
    expect(siteUrlOf(readConfig({ SITE_URL: 'https://example.co.uk' }))).toBe('https://example.co.uk');
  });
});
