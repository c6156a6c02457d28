import { z } from 'zod';

/** What the help forms send: the typed text without its outer spaces (an empty search shows the categories). */
const trimmedText = () => z.string().transform((text) => text.trim());

/** The help centre's search box. */
export const helpSearchSchema = z.object({ phrase: trimmedText() });

/** A question to the support chat; an empty one is not asked. */
export const chatQuestionSchema = z.object({ question: trimmedText() });
