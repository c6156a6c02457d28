/** Every benchmark (`pnpm bench`): first-load JavaScript of both apps, the orders list at scale, the API's speed. */
import { reportApiThroughput } from './api-throughput';
import { reportFirstLoad } from './first-load';
import { reportOrdersList } from './orders-list';

const small = reportFirstLoad();
const fast = await reportOrdersList();
const quick = await reportApiThroughput();
process.exit(small && fast && quick ? 0 : 1);
