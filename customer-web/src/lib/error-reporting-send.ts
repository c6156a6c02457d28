import { contracts, type ClientEvent } from '@portal/shared';
import { apiCall } from './api/client';

/** POST /client-events, without the session's token: a report is about the page, not the customer. */
export async function send(event: ClientEvent): Promise<void> {
  await apiCall(contracts.system.reportClientEvent, { body: event, anonymous: true });
}
