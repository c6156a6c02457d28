import { seededRandom } from '@portal/shared';
import type { Sim } from './sim';

/**
 * The random source of one process (a fibre order, for example): fixed by the seed and the process key, so its
 * timeline is decided the same in the server and the browser worker, whatever else happens in between.
 */
export function processRandom(sim: Sim, key: string): () => number {
  return seededRandom(Math.floor(sim.randomFor(key) * 2 ** 32));
}
