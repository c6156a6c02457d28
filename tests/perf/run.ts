/** Every benchmark (`pnpm bench`): first-load JavaScript of both apps, the orders list at scale, and the cost of durable writes. */
import { reportFirstLoad } from './first-load';
import { reportOrdersList } from './orders-list';
import { reportWriteLatency } from './write-latency';

const small = reportFirstLoad();
const fast = await reportOrdersList();
const measured = await reportWriteLatency();
process.exit(small && fast && measured ? 0 : 1);
