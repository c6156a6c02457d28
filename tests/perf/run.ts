/** Every benchmark (`pnpm bench`): first-load JavaScript of both apps, then the orders list at scale. */
import { reportFirstLoad } from './first-load';
import { reportOrdersList } from './orders-list';

reportFirstLoad();
const within = await reportOrdersList();
process.exit(within ? 0 : 1);
