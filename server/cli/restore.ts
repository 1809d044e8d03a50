import { resolve } from 'node:path';
import { readConfig } from '../config';
import { listBackups, restoreBackup } from '../db/backups';

const USAGE = 'Usage: npm run restore -- FILE   (a backup, e.g. one of DATA_DIR/backups/*.sqlite)';

/**
 * `npm run restore -- FILE`: checks FILE's integrity, refuses while the server holds the database, keeps a
 * copy of the current database ('pre-restore'), then puts FILE back as the live database.
 */
async function main(argv: string[]): Promise<void> {
  const config = readConfig(process.env);
  const [file] = argv;
  if (!file) {
    const recent = listBackups(config.DATA_DIR).slice(-5);
    throw new Error(
      [USAGE, ...(recent.length ? ['Most recent backups:', ...recent.map((b) => `  ${b.file}`)] : [])].join(
        '\n',
      ),
    );
  }
  const { safetyCopy } = await restoreBackup(config.DATA_DIR, resolve(file), config.BACKUP_KEEP);
  console.log(`Restored ${file} into ${config.DATA_DIR}. The database as it was is kept in ${safetyCopy}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
