/** Every benchmark (`pnpm bench`): first-load JavaScript of both apps, the orders list at scale, the API's speed, and the cost of durable writes. */
import { reportApiThroughput } from './api-throughput';
import { reportFirstLoad } from './first-load';
import { reportOrdersList } from './orders-list';
import { reportWriteLatency } from './write-latency';

const small = reportFirstLoad();
const fast = await reportOrdersList();
const quick = await reportApiThroughput();
const measured = await reportWriteLatency();
process.exit(small && fast && quick && measured ? 0 : 1);
