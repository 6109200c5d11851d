import { createDb } from '@/server/db/connection';
import { runApproveCommand } from './approveCommand';

async function main(): Promise<void> {
  const db = createDb();
  try {
    const outcome = await runApproveCommand(db, process.argv.slice(2), new Date());
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.destroy();
  }
}

void main();
