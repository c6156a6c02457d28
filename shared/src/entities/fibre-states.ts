/*
 * The names a fibre order, a fibre product and a local fibre company can have, apart from their schemas: the
 * console's lists and filters offer them without carrying zod.
 */

/**
 * The states a fibre order moves through (TM Forum TMF622; the specification shows the
 * statuses but not the transitions). Lower case, as the fibre state mapping reads states.
 */
export const FIBRE_ORDER_STATES = [
  'created',
  'acknowledged',
  'in_progress',
  'held',
  'completed',
  'failed',
  'cancelled',
] as const;

/** The states of a fibre product the fibre state mapping reads (created and acknowledged are pending). */
export const FIBRE_PRODUCT_STATES = ['created', 'acknowledged', 'active', 'suspended', 'cancelled'] as const;

/** The local fibre companies of New Zealand. */
export const LFC_NAMES = ['Chorus', 'Enable', 'Tuatahi First Fibre', 'Northpower Fibre'] as const;
