import type { Examples } from '../harness';
import { coreExamples } from './core';

/** Every contract's legitimate call. A domain adds its file here. */
export const examples: Examples = { ...coreExamples };
