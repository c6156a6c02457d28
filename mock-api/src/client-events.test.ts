import { CLIENT_EVENTS_KEPT } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './handlers/access.test-kit';

const m = accessMock();

describe('reports from the portal', () => {
  it('keeps an error with its page, newest first, for the control API', async () => {
    const sent = await m.call('POST', '/client-events', {
      body: { Kind: 'error', Message: 'Cannot read properties of undefined', Path: '/profile/personal-data' },
    });
    expect(sent).toMatchObject({ status: 202, body: { Accepted: true } });
    await m.call('POST', '/client-events', {
      body: { Kind: 'trace', Message: 'page load', Path: '/', DurationMs: 840 },
    });
    const res = await fetch('http://api.test/__mock/client-events');
    const { events } = (await res.json()) as { events: { Kind: string; Path: string }[] };
    expect(events.map((e) => [e.Kind, e.Path])).toEqual([
      ['trace', '/'],
      ['error', '/profile/personal-data'],
    ]);
  });

  it('refuses a report without a message, and keeps only the newest', async () => {
    const bad = await m.call('POST', '/client-events', { body: { Kind: 'error', Message: ' ', Path: '/' } });
    expect(bad.status).toBe(400);
    for (let i = 0; i < CLIENT_EVENTS_KEPT + 5; i++) {
      await m.call('POST', '/client-events', { body: { Kind: 'error', Message: `failure ${i}`, Path: '/' } });
    }
    const res = await fetch('http://api.test/__mock/client-events');
    const { events } = (await res.json()) as { events: { Message: string }[] };
    expect(events).toHaveLength(CLIENT_EVENTS_KEPT);
    expect(events[0]?.Message).toBe(`failure ${CLIENT_EVENTS_KEPT + 4}`);
    expect(events.at(-1)?.Message).toBe('failure 5');
  });
});
