import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { MOCK_WORKSPACE_COOKIE } from '@portal/shared';
import type { MockApi } from '../runtime';

/** How many stories' data sets a server keeps at once; the oldest goes when another is made. */
export const MAX_WORKSPACES = 4;
/** How long a browser stays in a story's data set after the story started (a presenter who closed the tab). */
const COOKIE_SECONDS = 4 * 3600;

interface Workspace {
  api: MockApi;
  routes: RequestHandler;
}

const cookiePattern = new RegExp(`(?:^|;\\s*)${MOCK_WORKSPACE_COOKIE}=([0-9a-f-]{36})(?:;|$)`);

/**
 * The data sets of stories played on a shared server: each a fresh copy of the fixtures, held in memory only, that
 * the browser which asked for it reaches through a cookie. A story resets its own copy, so the people sharing the
 * server keep theirs. A cookie naming a data set that is gone falls back to the shared one.
 */
export class StoryWorkspaces {
  private readonly open = new Map<string, Workspace>();

  constructor(private readonly make: (id: string) => Promise<Workspace>) {}

  /** The data set this request's browser plays a story in, if any. */
  of(cookieHeader: string | undefined): Workspace | undefined {
    const id = cookieHeader?.match(cookiePattern)?.[1];
    return id === undefined ? undefined : this.open.get(id);
  }

  /** `POST /__mock/workspaces`: a fresh data set, and the cookie that sends this browser's requests to it. */
  readonly create: RequestHandler = (_req, res, next) => {
    const id = randomUUID();
    this.make(id)
      .then((workspace) => {
        this.open.set(id, workspace);
        for (const old of this.open.keys()) {
          if (this.open.size <= MAX_WORKSPACES) break;
          this.open.delete(old);
        }
        res.setHeader(
          'Set-Cookie',
          `${MOCK_WORKSPACE_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Strict`,
        );
        res.status(201).json({ workspace: id });
      })
      .catch(next);
  };
}
