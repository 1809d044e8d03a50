import { runManagerCommand } from './manager-commands';

// `npm run manager -- ...`: the commands on this process's terminal and settings (DATA_DIR, PASSWORD_HASH_COST).
runManagerCommand(process.argv.slice(2), {
  input: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}).then((code) => {
  process.exitCode = code;
});
