import { readConfig } from '../config';
import { openStore } from '../db/store';

/**
 * `npm run backup`: an online backup of DATA_DIR's database into DATA_DIR/backups, safe while the server is
 * running (SQLite's backup API copies a consistent snapshot). Prints the file's path.
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const store = openStore(config.DATA_DIR);
  try {
    console.log(await store.backup('manual', config.BACKUP_KEEP));
  } finally {
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
