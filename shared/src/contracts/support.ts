import { z } from 'zod';
import { UuidParamSchema } from '../entities/common';
import { SupportLoginSchema, SupportPlatformSchema } from '../entities/support';
import { defineContract } from './define';

export const supportContracts = {
  login: defineContract({
    id: 'support.login',
    method: 'post',
    path: '/support/login/:uuid',
    summary:
      'Chat login for the support chat: answers the chat Token for the customer. No Token is the ' +
      'client’s "No Zendesk Chat Token".',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    query: z.object({ platform: SupportPlatformSchema }),
    response: SupportLoginSchema,
    errors: ['no_chat_token'],
    tags: ['support'],
  }),
};
