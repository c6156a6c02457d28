/** Every benchmark (`pnpm bench`, after `pnpm build`): both apps in Chromium, then the orders list at scale. */
import { reportBrowser } from './browser';
import { reportOrdersList } from './orders-list';

const browser = await reportBrowser();
const fast = await reportOrdersList();
process.exit(browser && fast ? 0 : 1);
