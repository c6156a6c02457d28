import { readJson, writeJson } from '../../lib/storage';

/** The adoption under way in this browser, so a reload carries on where the customer was (one day at most). */
const KEY = 'activation.adoption';

export const storedAdoption = (): string | undefined => readJson<string>(KEY);
export const keepAdoption = (uuid: string | undefined) => writeJson(KEY, uuid, 1);
