/**
 * Starts and stops the official Cloud Firestore emulator (the Google Cloud SDK's, which needs only Java;
 * firebase-tools cannot download emulators on our machines). Used by the Vitest global setup and by the
 * hosted end-to-end server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

export const EMULATOR_BIN =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

export interface RunningEmulator {
  /** "127.0.0.1:PORT", as FIRESTORE_EMULATOR_HOST and VITE_FIREBASE_EMULATOR_HOST expect. */
  hostPort: string;
  host: string;
  port: number;
  /** The emulator's process (the launcher's; its Java child runs in the same process group). */
  pid?: number;
  stop(): Promise<void>;
}

/** Why the emulator cannot run here, or null when it can. */
export function emulatorMissing(): string | null {
  if (!existsSync(EMULATOR_BIN))
    return `no Firestore emulator at ${EMULATOR_BIN} (set FIRESTORE_EMULATOR_BIN)`;
  const java = spawnSync(process.env.JAVA ?? 'java', ['-version'], { stdio: 'ignore' });
  if (java.status !== 0)
    return "no Java runtime (this emulator needs Java 17 or later; the Firebase CLI's need Java 21)";
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether anything accepts connections on the port (of 127.0.0.1): what a stopped emulator must not do. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 200 within a second (the emulator answers its root with "Ok"). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Whether any process of the group `pgid` is still there (a launcher that exited may leave its Java child). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The launcher script runs Java as a child (the Firebase CLI, its emulators): the whole process group must go,
 * including when the launcher itself has already exited.
 */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * SIGTERM to the child's process group, SIGKILL if any of it is still there after `graceMs`; resolves once
 * every process of the group has gone. Waiting for the launcher alone is not enough: its Java child can still
 * be shutting down, and holding its port, after the launcher exited.
 */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined || !groupAlive(pgid)) return;
  killGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  let killed = false;
  while (groupAlive(pgid)) {
    if (!killed && Date.now() >= deadline) {
      killGroup(child, 'SIGKILL');
      killed = true;
    }
    await sleep(50);
  }
}

/**
 * The JVM settings every Firestore emulator here runs with (the gate's, the Vitest files' own, the hosted walks'
 * and `hosted:local`'s), unless JAVA_TOOL_OPTIONS is set (then it is used as given: a second collector beside
 * one the user chose would stop Java starting). The quick compiler only, and one collector thread: an
 * emulator lives for one run, too short for the optimising compiler to repay its work. The Firestore files
 * against one emulator, quiet machine: the JVM's CPU 81-89 s with Java's defaults, 46-50 s with these, the run's
 * wall 60-66 s and 48-52 s (docs/testing.md, The emulators' JVMs).
 */
export const EMULATOR_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** The environment the emulator's launcher starts with: the caller's, with the JVM settings above by default. */
export function emulatorEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return env.JAVA_TOOL_OPTIONS?.trim() ? env : { ...env, JAVA_TOOL_OPTIONS: EMULATOR_JVM_OPTIONS };
}

export async function startFirestoreEmulator(options: {
  rulesPath: string;
  port?: number;
  timeoutMs?: number;
}): Promise<RunningEmulator> {
  const host = '127.0.0.1';
  const port = options.port ?? (await freePort());
  const child = spawn(
    EMULATOR_BIN,
    ['start', `--host=${host}`, `--port=${port}`, `--rules=${options.rulesPath}`],
    { detached: true, env: emulatorEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    await stopGroup(child, 5000);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firestore emulator exited early:\n${output}`);
    if (await answers(`http://${host}:${port}/`))
      return { host, port, hostPort: `${host}:${port}`, pid: child.pid, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`The Firestore emulator did not answer on ${host}:${port} in time:\n${output}`);
}

/** Deletes every document of one project (the emulator's own reset endpoint). */
export async function clearFirestore(hostPort: string, projectId: string): Promise<void> {
  const url = `http://${hostPort}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok)
    throw new Error(`Clearing the emulator failed: ${response.status} ${await response.text()}`);
}
