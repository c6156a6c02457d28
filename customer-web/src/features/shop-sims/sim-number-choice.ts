import { readJson, writeJson } from '../../lib/storage';

/** Whether the SIMs bought get a new number or keep one moved from another provider; kept until checkout. */
export interface SimNumberChoice {
  type: 'new' | 'transfer';
  number?: string;
}

const KEY = 'shop.sim-porting';
export const readSimNumberChoice = () => readJson<SimNumberChoice>(KEY);
export const keepSimNumberChoice = (choice: SimNumberChoice) => writeJson(KEY, choice);
