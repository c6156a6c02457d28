import { authHandlers } from './auth';
import { customerHandlers } from './customer';
import { docsHandlers } from './docs';
import { systemHandlers } from './system';
import type { HandlerGroup } from './types';

/** Every domain's handlers. A domain adds its group here. */
export const handlerGroups: HandlerGroup[] = [systemHandlers, docsHandlers, authHandlers, customerHandlers];
