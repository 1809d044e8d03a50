import { spawn } from 'node:child_process';

/** Where scripts/build-server.ts puts the server as JavaScript. */
export const SERVER_OUT_DIR = 'dist-server';
/** The built entry that `npm start` runs and the listings bench measures. */
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/main.js`;

/**
 * The environment the built server runs in: this process's, with NODE_ENV=production unless one is set. Without
 * it Node gets React's development build, which renders a page in 1.5 to 2.8 times the time of the production
 * build (scripts/bench/page-render.ts) to check what only a developer reads.
 */
export function serverEnvironment(environment: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...environment, NODE_ENV: environment.NODE_ENV || 'production' };
}

/** Signals a service manager or a person may send to `npm start` alone; the server is told the same. */
const PASSED_ON = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs the built server (scripts/build-server.ts) in a process of its own, with plain Node: the process that
 * serves visitors carries no TypeScript loader and its thread. It shares this process's output (a terminal
 * still gets the readable lines) and process group (a Ctrl-C or a kill of the group reaches it directly), and
 * a signal sent to this process alone is passed on; the server ignores the same signal arriving twice. This
 * process ends with the server, with its exit code.
 */
export function runServer(entry: string): void {
  const server = spawn(process.execPath, ['--enable-source-maps', entry], {
    stdio: 'inherit',
    env: serverEnvironment(),
  });
  for (const signal of PASSED_ON) process.on(signal, () => server.kill(signal));
  server.on('error', (error) => {
    console.error(`The server could not be started: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
