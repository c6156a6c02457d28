import { readJson, writeJson } from './storage';

const NAME = 'current-broadband-product';

/** The fibre or fixed-wireless product the broadband screens work on, as chosen in this browser. */
export const chosenBroadbandProduct = (): string | undefined => readJson<string>(NAME);
export const chooseBroadbandProduct = (uuid: string): void => writeJson(NAME, uuid);
