/** Every benchmark (`pnpm bench`; it builds both apps first when they are not built with source maps): both apps in Chromium and Lighthouse, the orders list at scale, the API's speed, and the cost of durable writes; then the times of the last `npm test`. */
import { reportApiThroughput } from './api-throughput';
import { reportBrowser } from './browser';
import { reportOrdersList } from './orders-list';
import { printSummary } from './summary';
import { reportSuiteTimes } from './suite-times';
import { reportWriteLatency } from './write-latency';

const browser = await reportBrowser();
const fast = await reportOrdersList();
const quick = await reportApiThroughput();
const measured = await reportWriteLatency();
reportSuiteTimes();
printSummary();
process.exit(browser && fast && quick && measured ? 0 : 1);
