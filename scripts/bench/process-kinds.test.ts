import { describe, expect, it } from 'vitest';
import { laterReading, processKind, summariseCpu } from './process-kinds';

describe('the process CPU report', () => {
  it('names Chromium processes by type, and the emulators, runners and servers a gate starts', () => {
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --lang=en-US')).toBe('Chromium renderer');
    expect(processKind('/usr/lib/chromium/chromium --type=gpu-process --no-sandbox')).toBe(
      'Chromium gpu-process',
    );
    expect(processKind('/usr/bin/chromium-headless-shell --headless --remote-debugging-pipe')).toBe(
      'Chromium browser',
    );
    expect(
      processKind('java -cp /opt/sdk/cloud-firestore-emulator/cloud-firestore-emulator.jar com.google.X'),
    ).toBe('Firestore emulator (Java)');
    expect(processKind('node /repo/node_modules/.bin/firebase emulators:start --only hosting,auth')).toBe(
      'Firebase CLI emulators (Hosting, Auth)',
    );
    expect(processKind('/usr/bin/node --enable-source-maps dist-server/main.js')).toBe('the site server');
    expect(processKind('/usr/bin/node node_modules/vite/bin/vite.js build --mode emulator')).toBe(
      'Vite builds',
    );
  });

  it('keeps the start of a command it does not know', () => {
    expect(processKind('/usr/bin/python3 something-else.py --with many arguments after it')).toBe(
      '/usr/bin/python3 something-else.py --with many arguments aft',
    );
    expect(processKind('[kdamond.0]')).toBe('[kdamond.0]');
  });

  it('counts a process that has exited under the command line it ran with, at its last ticks', () => {
    const running = { key: '41@900', ticks: 300, command: '/usr/lib/chromium/chromium --type=renderer' };
    const exited = { key: '41@900', ticks: 350, command: '[chromium]' };
    expect(laterReading(running, exited)).toEqual({ ...exited, command: running.command });
    expect(laterReading(undefined, exited)).toEqual(exited);
    const later = { ...running, ticks: 320 };
    expect(laterReading(running, later)).toEqual(later);
  });

  it('adds the seconds of each kind, most first, leaving out kinds under a tenth of a second', () => {
    expect(
      summariseCpu([
        { kind: 'Vitest', seconds: 2 },
        { kind: 'Chromium renderer', seconds: 1.5 },
        { kind: 'Chromium renderer', seconds: 1.5 },
        { kind: 'cspell', seconds: 0.05 },
      ]),
    ).toEqual([
      { kind: 'Chromium renderer', seconds: 3 },
      { kind: 'Vitest', seconds: 2 },
    ]);
  });
});
