import { ACCESS_LIMITS, type AccessSecret } from '@portal/shared';
import type { MockContext } from '../context';

/*
 * Codes, reset tokens, verification secrets and custom tokens. They come from Web Crypto, not from the seeded
 * random source: the control API shows the seed, and a secret must not be derivable from it.
 */

export function randomCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String((n ?? 0) % 1_000_000).padStart(6, '0');
}

export function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Kind = AccessSecret['Kind'];
interface Owner {
  LoginUUID: string;
  CustomerUUID?: string;
}

const sameOwner = (s: AccessSecret, kind: Kind, owner: Owner) =>
  s.Kind === kind && s.LoginUUID === owner.LoginUUID && s.CustomerUUID === owner.CustomerUUID;

/** Unused, unexpired, and not voided by too many wrong attempts. */
export const isActive = (ctx: MockContext, s: AccessSecret) =>
  s.UsedAtNanos === undefined &&
  s.ExpiresAtNanos > ctx.sim.clock.nowNanos() &&
  s.Attempts < ACCESS_LIMITS.codeAttempts;

/** The unused, unexpired secret of this kind and owner, if there is one. */
export function activeSecret(ctx: MockContext, kind: Kind, owner: Owner): AccessSecret | undefined {
  return ctx.db.accessSecrets.first((s) => sameOwner(s, kind, owner) && isActive(ctx, s));
}

/** Stores a new secret; earlier ones of the same kind and owner stop working. */
export async function issueSecret(
  ctx: MockContext,
  kind: Kind,
  owner: Owner,
  secret: string,
  lifetimeMs: number,
  uuid: string = crypto.randomUUID(),
): Promise<AccessSecret> {
  const now = ctx.sim.clock.nowNanos();
  for (const earlier of ctx.db.accessSecrets.where((s) => sameOwner(s, kind, owner) && isActive(ctx, s))) {
    await ctx.db.accessSecrets.update(earlier.UUID, (draft) => {
      draft.ExpiresAtNanos = now;
    });
  }
  return ctx.db.accessSecrets.insert({
    UUID: uuid,
    Kind: kind,
    ...owner,
    Secret: secret,
    Attempts: 0,
    ExpiresAtNanos: now + lifetimeMs * 1_000_000,
    CreatedAtNanos: now,
  });
}

export async function markUsed(ctx: MockContext, secret: AccessSecret): Promise<void> {
  await ctx.db.accessSecrets.update(secret.UUID, (draft) => {
    draft.UsedAtNanos = ctx.sim.clock.nowNanos();
  });
}

/**
 * The newest secret of this kind and owner is still unused and unexpired but has had all its wrong tries: the
 * caller must ask for a new one.
 */
function usedUpByAttempts(ctx: MockContext, kind: Kind, owner: Owner): boolean {
  const newest = ctx.db.accessSecrets
    .where((s) => sameOwner(s, kind, owner))
    .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)[0];
  return (
    !!newest &&
    newest.UsedAtNanos === undefined &&
    newest.ExpiresAtNanos > ctx.sim.clock.nowNanos() &&
    newest.Attempts >= ACCESS_LIMITS.codeAttempts
  );
}

export type Redeemed = 'right' | 'wrong' | 'used-up';

/**
 * Checks a typed code against the active one: right uses it up; wrong counts an attempt, and the last allowed
 * wrong attempt voids it ('used-up', as is every try after that until a new code is issued).
 */
export async function redeemCode(
  ctx: MockContext,
  kind: Kind,
  owner: Owner,
  code: string,
): Promise<Redeemed> {
  const active = activeSecret(ctx, kind, owner);
  if (!active) return usedUpByAttempts(ctx, kind, owner) ? 'used-up' : 'wrong';
  if (active.Secret === code) {
    await markUsed(ctx, active);
    return 'right';
  }
  const after = await ctx.db.accessSecrets.update(active.UUID, (draft) => {
    draft.Attempts += 1;
  });
  return (after?.Attempts ?? 0) >= ACCESS_LIMITS.codeAttempts ? 'used-up' : 'wrong';
}
