import { CARD_EXPIRY_WARNING_MS } from '../config';
import type { ErrorCode } from '../errors';
import type { PaymentMethod } from '../entities/payment-method';

/*
 * The rules of saved payment cards: Rank 1 is the default; removing the default while others remain
 * makes the first remaining one default; the only card cannot be removed; a card about to expire cannot be
 * authorized.
 */

type Ranked = Pick<PaymentMethod, 'UUID' | 'Rank'>;
type Expiring = Pick<PaymentMethod, 'CardExpiryMonth' | 'CardExpiryYear'>;

/** The first moment after the card's expiry month (a card is valid to the end of that month). */
export function cardExpiryEndMs(card: Expiring): number {
  return Date.UTC(card.CardExpiryYear, card.CardExpiryMonth, 1);
}

export function isCardExpired(card: Expiring, nowMs: number): boolean {
  return cardExpiryEndMs(card) <= nowMs;
}

/**
 * About to expire: still valid, but for less than CARD_EXPIRY_WARNING_MS (the specification gives no number;
 * 31 days, so a card in its last month is caught). Such a card cannot be authorized.
 */
export function isCardAboutToExpire(card: Expiring, nowMs: number): boolean {
  const end = cardExpiryEndMs(card);
  return end > nowMs && end - nowMs < CARD_EXPIRY_WARNING_MS;
}

/** Whether a card can be authorized (saved, made default, charged): not expired and not about to expire. */
export function canAuthorizeCard(card: Expiring, nowMs: number): boolean {
  return cardExpiryEndMs(card) - nowMs >= CARD_EXPIRY_WARNING_MS;
}

/** A card that can pay: in use, not marked invalid and not expired. */
export function isCardUsable(card: PaymentMethod, nowMs: number): boolean {
  return card.DeletedAtNanos === 0 && !card.Invalid && !isCardExpired(card, nowMs);
}

/** An invalid card: one a charge failed on, or one that has expired. It can be removed as an invalid card. */
export function isCardInvalid(card: PaymentMethod, nowMs: number): boolean {
  return card.Invalid || isCardExpired(card, nowMs);
}

export function sortCards<T extends Ranked>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => a.Rank - b.Rank || a.UUID.localeCompare(b.UUID));
}

export function defaultCard<T extends Ranked>(cards: readonly T[]): T | undefined {
  return sortCards(cards)[0];
}

/** Ranks 1..n in the given order: the first is the default. Only the cards whose rank changes are returned. */
export function rerank<T extends Ranked>(ordered: readonly T[]): { UUID: string; Rank: number }[] {
  return ordered.flatMap((c, i) => (c.Rank === i + 1 ? [] : [{ UUID: c.UUID, Rank: i + 1 }]));
}

/** The new ranks after making a card the default. */
export function ranksAfterMakeDefault<T extends Ranked>(cards: readonly T[], uuid: string) {
  const sorted = sortCards(cards);
  const chosen = sorted.find((c) => c.UUID === uuid);
  if (!chosen) return undefined;
  return rerank([chosen, ...sorted.filter((c) => c.UUID !== uuid)]);
}

/** The new ranks after removing a card: the first remaining one becomes the default. */
export function ranksAfterRemoval<T extends Ranked>(cards: readonly T[], uuid: string) {
  return rerank(sortCards(cards).filter((c) => c.UUID !== uuid));
}

/**
 * Whether a card may be removed: it must exist ("card is not found") and not be the only one. An invalid card
 * goes through the invalid-card removal, which has no such limit: it cannot pay anyway.
 */
export function cardRemovalProblem(
  cards: readonly Ranked[],
  uuid: string,
  opts: { invalid?: boolean } = {},
): ErrorCode | undefined {
  if (!cards.some((c) => c.UUID === uuid)) return 'card_not_found';
  if (!opts.invalid && cards.length === 1) return 'card_only_one';
  return undefined;
}

/** "Visa ending 4242", the way the portal names a card. */
export function cardLabel(card: Pick<PaymentMethod, 'CardType' | 'CardLast4'>): string {
  const brand =
    card.CardType === 'amex'
      ? 'American Express'
      : card.CardType === 'unknown'
        ? 'Card'
        : card.CardType[0]?.toUpperCase() + card.CardType.slice(1);
  return `${brand} ending ${card.CardLast4}`;
}

/** MM/YY. */
export function cardExpiryLabel(card: Expiring): string {
  return `${String(card.CardExpiryMonth).padStart(2, '0')}/${String(card.CardExpiryYear % 100).padStart(2, '0')}`;
}
