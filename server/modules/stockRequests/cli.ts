import { createDb } from '@/server/db/connection';
import { runStockCommand } from './stockCommand';

async function main(): Promise<void> {
  const db = createDb();
  try {
    const outcome = await runStockCommand(db, process.argv.slice(2), new Date());
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.destroy();
  }
}

void main();
