import { runShopCommand } from '@/server/db/shopCommand';
import { runApproveCommand } from './approveCommand';

void runShopCommand(runApproveCommand);
