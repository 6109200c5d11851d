import { runShopCommand } from '@/server/db/shopCommand';
import { runStockCommand } from './stockCommand';

void runShopCommand(runStockCommand);
