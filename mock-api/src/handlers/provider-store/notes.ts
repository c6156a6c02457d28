import {
  contracts,
  pastSteps,
  SPID,
  type NoteParent,
  type StoreNote,
  type StoreNoteRecord,
} from '@portal/shared';
import { fixtureUuid } from '@portal/fixtures';
import type { MockContext } from '../../context';
import { reply } from '../../http/reply';
import { route } from '../../http/route';
import type { Session } from '../../http/session';
import type { HandlerGroup } from '../types';
import { mustFind, nowNanos, operatorName } from './common';
import { withId } from './views';

const c = contracts.store;

interface WithTimeline {
  UUID: string;
  Timeline: { AtNanos: number; Note?: string; By?: string }[];
}

/**
 * A record's notes, newest first: the ones operators wrote, and the ones its timeline carries so far (why an
 * order failed, why an operator changed its state). Timeline notes appear when the clock reaches them.
 */
export function notesOf(ctx: MockContext, parent: NoteParent, record: WithTimeline): StoreNoteRecord[] {
  const now = nowNanos(ctx);
  const written = ctx.db.storeNotes.where((n) => n.ParentUUID === record.UUID);
  const fromTimeline: StoreNote[] = pastSteps(record.Timeline, now).flatMap((step, i) =>
    step.Note
      ? [
          {
            UUID: fixtureUuid(`step-note:${record.UUID}:${i}`),
            SPID,
            ParentType: parent,
            ParentUUID: record.UUID,
            Author: step.By ?? 'System',
            AuthorUUID: null,
            Text: step.Note,
            CreatedAtNanos: step.AtNanos,
          },
        ]
      : [],
  );
  return [...written, ...fromTimeline].sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos).map(withId);
}

async function addNote(ctx: MockContext, parent: NoteParent, uuid: string, text: string, session: Session) {
  const note = await ctx.db.storeNotes.insert({
    UUID: crypto.randomUUID(),
    SPID,
    ParentType: parent,
    ParentUUID: uuid,
    Author: operatorName(session),
    AuthorUUID: session.login.UUID,
    Text: text,
    CreatedAtNanos: nowNanos(ctx),
  });
  return reply(withId(note), { status: 201 });
}

export const noteHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.orderNotes, ({ params }) => ({
    Notes: notesOf(ctx, 'UFB_order', mustFind(ctx.db.ufbOrders, params.uuid)),
  })),
  route(ctx, c.orderAddNote, ({ params, body, session }) =>
    addNote(ctx, 'UFB_order', mustFind(ctx.db.ufbOrders, params.uuid).UUID, body.Text, session),
  ),
  route(ctx, c.productNotes, ({ params }) => ({
    Notes: notesOf(ctx, 'UFB', mustFind(ctx.db.ufbProducts, params.uuid)),
  })),
  route(ctx, c.productAddNote, ({ params, body, session }) =>
    addNote(ctx, 'UFB', mustFind(ctx.db.ufbProducts, params.uuid).UUID, body.Text, session),
  ),
];
