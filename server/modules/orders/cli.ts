import { runShopCommand } from '@/server/db/shopCommand';
import { runStatusCommand } from './statusCommand';

void runShopCommand(runStatusCommand);
