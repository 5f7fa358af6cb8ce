import { formatSimNumber } from '@zeng/contract/sim-number';
import { ConfigError, loadConfig } from '../../config.js';
import { prepareDatabase } from '../prepare.js';
import { simProviderMismatches } from './sim-providers.js';

/**
 * The one-off check of issue 33 (docs/decisions/0021), on the database the server's settings name:
 * DATABASE_URL, or the embedded one in DATA_DIR while no server has it open (a DATA_DIR without one is
 * made with the demo data first, as `npm start` does). `npm run check:sim-providers -w @zeng/server`.
 */
async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    const mismatches = await simProviderMismatches(database.db, new Date());
    const lines = mismatches.map(
      (m) => `  #${m.id}  ${formatSimNumber(m.number)}  ${m.state}  ${m.provider} (the code is ${m.operator}'s)`,
    );
    process.stdout.write(
      [`${mismatches.length} SIM advert(s) whose provider is not their code's operator`, ...lines, ''].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
