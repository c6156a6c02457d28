/**
 * The fibre product state mapping: group, status label, order rank, plan type label and display text.
 * Pure, so the mock API, the console and the customer portal read a product the same way.
 */
export type FibreGroup = 'active' | 'pending' | 'cancelled' | 'unknown';
/** The group, with suspended told apart from active (the status label and order rank need it). */
export type FibreKind = 'active' | 'suspended' | 'pending' | 'cancelled' | 'unknown';

export interface FibreProductLike {
  State?: string | null;
  BillingReference?: string | null;
  /** A deleted product has no group. */
  Deleted?: boolean;
  DeletedAtNanos?: number | null;
}

const isDeleted = (p: FibreProductLike) => !!p.Deleted || (p.DeletedAtNanos ?? null) !== null;
const isPostpay = (p: FibreProductLike) => (p.BillingReference ?? '').startsWith('postpay');

/** The kind of a product: its state read in lower case; undefined when it is deleted. */
export function fibreKind(p: FibreProductLike): FibreKind | undefined {
  if (isDeleted(p)) return undefined;
  const state = (p.State ?? '').toLowerCase();
  if (state === 'active') return 'active';
  if (state === 'suspended') return 'suspended';
  if (state === 'created' || state === 'acknowledged') return 'pending';
  if (state === 'cancelled') return 'cancelled';
  return 'unknown';
}

/** Deleted means no group; active or suspended (any substate) is active; created or acknowledged is pending. */
export function fibreGroup(p: FibreProductLike): FibreGroup | undefined {
  const kind = fibreKind(p);
  return kind === 'suspended' ? 'active' : kind;
}

/** 'ufb' / 'ufb_suspended' for postpay services, 'Not Activated' or 'Not Active' otherwise. */
export function fibreStatusLabel(p: FibreProductLike): string | undefined {
  const kind = fibreKind(p);
  if (!kind) return undefined;
  if (kind === 'active') return isPostpay(p) ? 'ufb' : 'Not Activated';
  if (kind === 'suspended') return isPostpay(p) ? 'ufb_suspended' : 'Not Activated';
  if (kind === 'pending') return 'Not Activated';
  return 'Not Active';
}

export const FIBRE_ORDER_RANK: Record<FibreKind, number> = {
  active: 4,
  pending: 2,
  suspended: 3,
  cancelled: 5,
  unknown: 1,
};

/** The order rank of the state mapping (which also reads as the product's Status number). */
export function fibreOrderRank(p: FibreProductLike): number | undefined {
  const kind = fibreKind(p);
  return kind ? FIBRE_ORDER_RANK[kind] : undefined;
}

/** Active or pending with postpay is 'postpay', otherwise 'Not Activated'; the others are 'Not Active'. */
export function fibrePlanTypeLabel(p: FibreProductLike): string | undefined {
  const group = fibreGroup(p);
  if (!group) return undefined;
  if (group === 'active' || group === 'pending') return isPostpay(p) ? 'postpay' : 'Not Activated';
  return 'Not Active';
}

/** "Requires… site-visit codes": any code that starts with Requires and names a site visit. */
export const isSiteVisitCode = (code: string) => /^Requires\w*SiteVisit\w*$/.test(code);
export const RFS_TIME_CODE = 'RequiresNewRFSTime';
export const PENDING_CANCELLATION_CODE = 'PendingCancellation';

/**
 * The fibre status display text; other codes are shown as they are. A completed order is an active service, so
 * the order state `completed` reads as COMPLETED does.
 */
export function fibreStatusText(code: string): string {
  if (code === 'active' || code.toUpperCase() === 'COMPLETED') return 'Active';
  if (code === PENDING_CANCELLATION_CODE) return 'Pending cancellation';
  if (isSiteVisitCode(code)) return 'Site visit required';
  if (code === RFS_TIME_CODE) return 'RFS time required';
  return code;
}

/** The display text of a state with its substates: the most specific code that is set. */
export function fibreDisplayText(...codes: (string | null | undefined)[]): string {
  const code = codes.find((c) => !!c);
  return code ? fibreStatusText(code) : '';
}
