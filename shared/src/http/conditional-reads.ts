import type { ApiAnswer } from './api-client';

/** How many reads a client keeps the last answer of: a console's open screens need a few dozen. */
const KEPT_READS = 200;

/**
 * The last tagged answer of each read by its address, so a poll sends its tag in If-None-Match and a 304 gives the
 * caller the answer it already had: a screen polling every few seconds costs the server next to nothing while
 * nothing changes. The oldest read is forgotten first.
 */
export class ConditionalReads {
  private readonly kept = new Map<string, { tag: string; answer: ApiAnswer }>();

  constructor(private readonly limit = KEPT_READS) {}

  /** The tag to send for this address, if an answer of it is kept. */
  tagOf(path: string): string | undefined {
    return this.kept.get(path)?.tag;
  }

  /** The answer kept for this address, which a 304 confirms as still right (and makes the newest). */
  confirmed(path: string): ApiAnswer | undefined {
    const entry = this.kept.get(path);
    if (!entry) return undefined;
    this.kept.delete(path);
    this.kept.set(path, entry);
    return entry.answer;
  }

  /** Keeps a successful answer that came with a tag; an answer without one forgets what was kept. */
  remember(path: string, answer: ApiAnswer): void {
    this.kept.delete(path);
    const tag = answer.headers.get('etag');
    if (!tag) return;
    this.kept.set(path, { tag, answer });
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
  }

  clear(): void {
    this.kept.clear();
  }
}
