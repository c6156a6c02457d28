import { z } from 'zod';
import { RemoteConfigSchema } from '../entities/remote-config';
import { SpidParamSchema } from '../entities/common';
import { ClientEventSchema } from '../entities/client-event';
import { defineContract } from './define';

export const systemContracts = {
  health: defineContract({
    id: 'system.health',
    method: 'get',
    path: '/health',
    summary: 'Health check: answers while the API serves.',
    access: 'public',
    response: z.object({ status: z.literal('ok'), time: z.string() }),
    tags: ['system'],
  }),
  remoteConfig: defineContract({
    id: 'system.remoteConfig',
    method: 'get',
    path: '/v1/:spid/remote_config',
    summary: 'Remote configuration: the feature flags of the active profile.',
    access: 'public',
    params: SpidParamSchema,
    response: RemoteConfigSchema,
    tags: ['system'],
  }),
  reportClientEvent: defineContract({
    id: 'system.reportClientEvent',
    method: 'post',
    path: '/client-events',
    summary:
      'The portal reports an error it did not handle, or a sampled page-load trace; the newest 100 are kept ' +
      'for the developers (control API state and dev toolbar).',
    access: 'public',
    body: ClientEventSchema,
    response: z.object({ Accepted: z.literal(true) }),
    status: 202,
    tags: ['system'],
  }),
};
