import { readJson, writeJson } from '../storage';

/** Whether the SIMs bought get a new number or keep one moved from another provider; kept until checkout. */
export interface SimNumberChoice {
  type: 'new' | 'transfer';
  number?: string;
}

const KEY = 'shop.sim-porting';
export const readSimNumberChoice = () => readJson<SimNumberChoice>(KEY);
export const keepSimNumberChoice = (choice: SimNumberChoice) => writeJson(KEY, choice);
/** Forgotten once the SIMs are bought: the next purchase starts with the choice open again. */
export const clearSimNumberChoice = () => writeJson(KEY, undefined);
