/**
 * Starts and stops the Firebase CLI's own Hosting and Auth emulators (firebase-tools, a pinned dev
 * dependency). Hosting serves a build exactly as Firebase Hosting would: firebase.json's headers, rewrites,
 * clean URLs and Brotli compression. Auth stands in for Google sign-in, with its own fake account chooser.
 * Firestore is not started here: the CLI's Firestore emulator needs Java 21, so the project starts the
 * emulator jar itself (emulator.ts; docs/decisions/0021-how-the-emulators-start.md).
 *
 * The CLI runs from a folder of its own under .tmp, with a firebase.json written from ours (the build folder
 * as `public`, the emulators' ports, the emulators' origins added to the CSP), and is kept off the network and
 * out of the user's home: no update check, no message of the day, no usage reporting, no Emulator UI, its
 * settings file in that folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { STYLE_HASHES_FILE } from '../../server/pages/page-files';
import { withStyleHashes } from '../../server/security/headers';
import { killGroup, stopGroup } from './emulator';
import { builtStyleHashes } from './style-hashes';

export interface FirebaseEmulatorPorts {
  /** Hosting; left out to start the Auth emulator alone. */
  hosting?: number;
  auth: number;
  /** The CLI always starts its hub and logging endpoints: they need ports of their own too. */
  hub: number;
  logging: number;
}

export interface FirebaseEmulatorOptions {
  projectId: string;
  ports: FirebaseEmulatorPorts;
  /** Where the CLI runs: its generated firebase.json, settings and log go here. */
  workDir: string;
  /** The build to serve (needed with ports.hosting). */
  publicDir?: string;
  /** Origins the emulator build talks to besides its own (Firestore's, Auth's), for the CSP. */
  emulatorOrigins?: string[];
  /**
   * An Auth emulator already answers on ports.auth (the gate's, GATE_AUTH_EMULATOR): start Hosting alone.
   * Starting Auth is most of the CLI's start (it compiles Google's API schema): 10-16 s of CPU.
   */
  authRunning?: boolean;
  /**
   * Answer admin calls for any project, not only projectId's: the gate's one Auth emulator serves several.
   * A browser's calls name no project and still go to projectId.
   */
  anyProject?: boolean;
  timeoutMs?: number;
}

export interface RunningFirebaseEmulators {
  hostingUrl?: string;
  authUrl: string;
  /** "127.0.0.1:PORT", as FIREBASE_AUTH_EMULATOR_HOST expects. */
  authHostPort: string;
  pid?: number;
  log: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface FirebaseJson {
  hosting: Record<string, unknown> & { headers: HostingHeaderRule[]; predeploy?: unknown };
}

/** Adds sources to one directive of a Content-Security-Policy (the directive must be there). */
function widen(policy: string, directive: string, sources: string[]): string {
  return policy.replace(new RegExp(`(^|;\\s*)${directive}\\s`), `$1${directive} ${sources.join(' ')} `);
}

/**
 * The firebase.json the emulators run with: our hosting block as deployed, serving `publicDir`, its CSP
 * also admitting the local emulators (the SDK calls them, and Auth's helper page is framed) and allowing
 * the inline critical CSS of the build it serves (`styleHashes`, in place of the deploy build's). Only this
 * generated copy names them: firebase.json, which `firebase deploy` uses, never does.
 */
export function emulatorFirebaseJson(
  config: FirebaseJson,
  options: {
    publicDir?: string;
    ports: FirebaseEmulatorPorts;
    emulatorOrigins: string[];
    styleHashes?: readonly string[];
    anyProject?: boolean;
  },
): Record<string, unknown> {
  // predeploy builds the deploy folder: nothing to do with serving this one.
  const hosting = { ...config.hosting };
  delete hosting.predeploy;
  const origins = options.emulatorOrigins;
  const policyFor = (policy: string) => {
    const widened =
      origins.length > 0 ? widen(widen(policy, 'connect-src', origins), 'frame-src', origins) : policy;
    return options.styleHashes ? withStyleHashes(widened, options.styleHashes) : widened;
  };
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy' ? { ...header, value: policyFor(header.value) } : header,
    ),
  }));
  const { hosting: hostingPort, auth, hub, logging } = options.ports;
  return {
    ...(options.publicDir ? { hosting: { ...hosting, public: options.publicDir, headers } } : {}),
    emulators: {
      auth: { host: HOST, port: auth },
      ...(hostingPort ? { hosting: { host: HOST, port: hostingPort } } : {}),
      hub: { host: HOST, port: hub },
      logging: { host: HOST, port: logging },
      ui: { enabled: false },
      singleProjectMode: !options.anyProject,
    },
  };
}

/** The environment that keeps the CLI off the network and out of the user's home folder. */
export function quietCliEnv(workDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // No message of the day (it is fetched unless CI is set) and no update check.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    // The CLI's settings (configstore) live here: usage reporting stays off, as nobody opted in.
    XDG_CONFIG_HOME: resolve(workDir, 'config'),
    // Emulators other than ours would be looked for under this folder; nothing is ever downloaded.
    FIREBASE_EMULATORS_PATH: resolve(workDir, 'emulators'),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

/**
 * The Hosting emulator reads its headers once, at start, and their CSP must name the inline critical CSS of
 * the pages it serves (docs/decisions/0038-critical-css-inlined.md): those are known only once the build has
 * written them. Started before (or without) the build, every page's styles would be refused.
 */
export function assertFinishedBuild(publicDir: string): void {
  if (!existsSync(join(publicDir, STYLE_HASHES_FILE))) {
    throw new Error(
      `${publicDir} holds no finished build (no ${STYLE_HASHES_FILE}): build it before starting the Hosting ` +
        'emulator, whose CSP must allow the inline styles of the pages it serves.',
    );
  }
}

/** Starts the emulators and resolves once each answers; the CLI's own output goes to a log in workDir. */
export async function startFirebaseEmulators(
  options: FirebaseEmulatorOptions,
): Promise<RunningFirebaseEmulators> {
  const workDir = resolve(options.workDir);
  mkdirSync(workDir, { recursive: true });
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
  const { ports } = options;
  if (ports.hosting && !options.publicDir) throw new Error('The Hosting emulator needs a build to serve.');
  if (options.publicDir) assertFinishedBuild(options.publicDir);
  const generated = emulatorFirebaseJson(config, {
    ports,
    publicDir: options.publicDir ? relative(workDir, resolve(options.publicDir)) : undefined,
    emulatorOrigins: options.emulatorOrigins ?? [],
    styleHashes: options.publicDir ? builtStyleHashes(options.publicDir) : undefined,
    anyProject: options.anyProject,
  });
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify(generated, null, 2));

  const only = [ports.hosting ? 'hosting' : null, options.authRunning ? null : 'auth']
    .filter(Boolean)
    .join(',');
  if (only === '') throw new Error('Nothing to start: Auth runs already and no Hosting port was given.');
  const log = join(workDir, 'firebase-emulators.log');
  const out = openSync(log, 'w');
  const cli = resolve('node_modules/.bin/firebase');
  const child = spawn(cli, ['emulators:start', '--only', only, '--project', options.projectId], {
    cwd: workDir,
    env: quietCliEnv(workDir),
    detached: true,
    stdio: ['ignore', out, out],
  });
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    // The CLI shuts its emulators down cleanly on the first SIGTERM.
    await stopGroup(child, 10_000);
  };

  const authUrl = `http://${HOST}:${ports.auth}`;
  const hostingUrl = ports.hosting ? `http://${HOST}:${ports.hosting}` : undefined;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  // Only a question asked after the deadline can end the wait: the caller may have kept this loop from
  // running for a while (a build run meanwhile), and emulators that are up by then are up.
  for (;;) {
    const askedAt = Date.now();
    if (child.exitCode !== null) {
      throw new Error(`The Firebase emulators exited early:\n${readFileSync(log, 'utf8')}`);
    }
    if ((await answers(`${authUrl}/`)) && (!hostingUrl || (await answers(`${hostingUrl}/`)))) {
      return {
        hostingUrl,
        authUrl,
        authHostPort: `${HOST}:${ports.auth}`,
        pid: child.pid,
        log,
        stop,
      };
    }
    if (askedAt >= deadline) break;
    await sleep(250);
  }
  await stop();
  throw new Error(`The Firebase emulators did not answer in time (${only}): see ${log}`);
}

/** A port from the environment, or the default; anything but a port number is refused by name. */
export function portSetting(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}".`);
  }
  return value;
}
