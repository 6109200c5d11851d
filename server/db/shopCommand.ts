import { createDb, type Db } from './connection';

// The back office's shell commands (orders:status, affiliate:approve, stock:update) run the same way.

/** What a command prints and the exit code the process ends with. */
export interface CommandOutcome {
  exitCode: number;
  output: string;
}

export type ShopCommand = (db: Db, args: readonly string[], now: Date) => Promise<CommandOutcome>;

/** Runs the command on the shop's database with the process's arguments; a failure's output goes to stderr. */
export async function runShopCommand(command: ShopCommand): Promise<void> {
  const db = createDb();
  try {
    const outcome = await command(db, process.argv.slice(2), new Date());
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.destroy();
  }
}
