import { describe, expect, it } from 'vitest';
import { listeningAddress, startupLines, type StartupFacts } from './startup-message';

const facts = (overrides: Partial<StartupFacts> = {}): StartupFacts => ({
  address: 'http://127.0.0.1:3000',
  publicUrl: null,
  passwordManagers: 0,
  googleManagers: 0,
  mail: null,
  dataDir: '/srv/site/data',
  backupKeep: 14,
  ...overrides,
});

describe('the start-up message', () => {
  it('on a first start, gives the addresses, the one command that makes a manager, and how to turn e-mail on', () => {
    const text = startupLines(facts()).join('\n');
    expect(text).toContain('The site is ready at http://127.0.0.1:3000');
    expect(text).toContain('Dashboard: http://127.0.0.1:3000/dashboard');
    expect(text).toContain('Managers:  none yet. Make one with: npm run manager -- add you@example.com');
    expect(text).toMatch(/E-mail: +off.*Set SMTP_URL and MAIL_FROM/);
    expect(text).toContain('Data:      /srv/site/data/site.sqlite');
    expect(text).toContain('Backups:   /srv/site/data/backups (daily, the newest 14 kept)');
  });

  it('counts the managers once there are some, and no longer offers the command', () => {
    const text = startupLines(facts({ passwordManagers: 2, googleManagers: 1 })).join('\n');
    expect(text).toContain('Managers:  2 with a password, 1 allowed to sign in with Google');
    expect(text).not.toContain('manager -- add');
  });

  it("names the mail server and who hears of new messages, never SMTP_URL's password", () => {
    const mail = { smtpUrl: 'smtps://shows:s3cret@smtp.example.com:465', from: 'shows@example.com' };
    const on = startupLines(facts({ mail: { ...mail, notifyEmail: 'pm@example.com' } })).join('\n');
    expect(on).toContain('E-mail:    on, through smtp.example.com:465 from shows@example.com');
    expect(on).toContain('new messages go to pm@example.com');
    expect(on).not.toContain('s3cret');
    const quiet = startupLines(facts({ mail: { ...mail, notifyEmail: null } })).join('\n');
    expect(quiet).toContain('set NOTIFY_EMAIL to hear of new messages');
  });

  it('shows an address a browser can open, and the public address behind a proxy', () => {
    expect(listeningAddress('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(listeningAddress('::1', 8080)).toBe('http://[::1]:8080');
    const text = startupLines(facts({ publicUrl: 'https://shows.example.com' })).join('\n');
    expect(text).toContain('ready at http://127.0.0.1:3000 (public address https://shows.example.com)');
  });
});
