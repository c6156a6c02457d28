import { describe, expect, it } from 'vitest';
import { chatQuestionSchema, helpSearchSchema } from './help-forms';

describe('help forms', () => {
  it('send the typed text without its outer spaces, and accept an empty one', () => {
    expect(helpSearchSchema.parse({ phrase: '  reset password ' })).toEqual({ phrase: 'reset password' });
    expect(chatQuestionSchema.parse({ question: '   ' })).toEqual({ question: '' });
  });
});
