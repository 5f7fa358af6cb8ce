import { formatSimNumber } from '@zeng/contract/sim-number';
import { ConfigError, loadConfig } from '../../config.js';
import { prepareDatabase } from '../prepare.js';
import { simProviderMismatches } from './sim-providers.js';

/**
 * The one-off check of issue 33 (docs/decisions/0019), on the database the server's settings name:
 * DATABASE_URL, or the embedded one in DATA_DIR while no server has it open (a DATA_DIR without one is
 * made with the demo data first, as `npm start` does). `npm run check:sim-providers -w @zeng/server`.
 */
async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    const mismatches = await simProviderMismatches(database.db, new Date());
    console.log(`${mismatches.length} SIM advert(s) whose provider is not their code's operator`);
    for (const m of mismatches) {
      console.log(`  #${m.id}  ${formatSimNumber(m.number)}  ${m.state}  ${m.provider} (the code is ${m.operator}'s)`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
