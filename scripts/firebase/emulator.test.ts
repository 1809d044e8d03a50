import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_JVM_OPTIONS,
  emulatorEnvironment,
  freePort,
  groupAlive,
  listening,
  stopGroup,
} from './emulator';

/**
 * A launcher like the emulators' (a shell script that runs Java as a child): the shell dies at once on SIGTERM,
 * its child keeps its port while it shuts down, as the JVM does.
 */
const started: number[] = [];
function startLauncher(port: number, child: string) {
  const server = `
    const server = require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('up'));
    ${child}`;
  const launcher = spawn('sh', ['-c', `"${process.execPath}" -e "$SERVER" & wait`], {
    detached: true,
    env: { ...process.env, SERVER: server },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pgid = launcher.pid;
  if (pgid === undefined) throw new Error('the launcher did not start');
  started.push(pgid);
  const up = new Promise<void>((resolve) => launcher.stdout?.once('data', () => resolve()));
  return { launcher, up, pgid };
}

describe('stopGroup', () => {
  // A failing test must not leave its servers behind.
  afterEach(() => {
    for (const pgid of started.splice(0)) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone, as it should be
      }
    }
  });

  it("resolves only once the launcher's child has let go of its port, not when the launcher exits", async () => {
    const port = await freePort();
    const { launcher, up, pgid } = startLauncher(
      port,
      `process.on('SIGTERM', () => setTimeout(() => server.close(() => process.exit(0)), 400));`,
    );
    await up;
    expect(await listening(port)).toBe(true);

    await stopGroup(launcher, 10_000);

    expect(launcher.exitCode ?? launcher.signalCode).not.toBeNull();
    expect(groupAlive(pgid)).toBe(false);
    expect(await listening(port)).toBe(false);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const port = await freePort();
    const { launcher, up, pgid } = startLauncher(port, `process.on('SIGTERM', () => {});`);
    await up;

    await stopGroup(launcher, 300);

    expect(groupAlive(pgid)).toBe(false);
    expect(await listening(port)).toBe(false);
  });
});

describe('emulatorEnvironment', () => {
  it('starts the JVM with one compiler and the serial collector, keeping the rest of the environment', () => {
    const env = emulatorEnvironment({ PATH: '/usr/bin', JAVA: '/opt/java/bin/java' });
    expect(env).toEqual({
      PATH: '/usr/bin',
      JAVA: '/opt/java/bin/java',
      JAVA_TOOL_OPTIONS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    });
  });

  it('uses JAVA_TOOL_OPTIONS as given when it is set: a second collector beside theirs would stop Java', () => {
    expect(emulatorEnvironment({ JAVA_TOOL_OPTIONS: '-XX:+UseG1GC -Xmx2g' }).JAVA_TOOL_OPTIONS).toBe(
      '-XX:+UseG1GC -Xmx2g',
    );
    expect(emulatorEnvironment({ JAVA_TOOL_OPTIONS: ' ' }).JAVA_TOOL_OPTIONS).toBe(EMULATOR_JVM_OPTIONS);
  });
});
