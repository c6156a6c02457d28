import {
  FIBRE_ORDER_STATES,
  FIBRE_PRODUCT_STATES,
  LFC_NAMES,
  PENDING_CANCELLATION_CODE,
  RFS_TIME_CODE,
  fibreStatusText,
} from '@portal/shared';

/** Choices of the select inputs; state names are translation keys (SelectInput translates them). */
export const LFC_CHOICES = LFC_NAMES.map((name) => ({ id: name, name }));
export const ORDER_STATE_CHOICES = FIBRE_ORDER_STATES.map((id) => ({ id, name: `console.states.${id}` }));
export const PRODUCT_STATE_CHOICES = FIBRE_PRODUCT_STATES.map((id) => ({ id, name: `console.states.${id}` }));
/** Substates an operator may set, named by the state mapping's display text. */
export const ORDER_SUBSTATE_CHOICES = ['RequiresSiteVisit', RFS_TIME_CODE].map((id) => ({
  id,
  name: fibreStatusText(id),
}));
export const PRODUCT_SUBSTATE_CHOICES = [PENDING_CANCELLATION_CODE].map((id) => ({
  id,
  name: fibreStatusText(id),
}));
