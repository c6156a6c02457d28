/** Every benchmark (`pnpm bench`): first-load JavaScript of both apps, then the orders list at scale. */
import { reportFirstLoad } from './first-load';
import { reportOrdersList } from './orders-list';

const small = reportFirstLoad();
const fast = await reportOrdersList();
process.exit(small && fast ? 0 : 1);
