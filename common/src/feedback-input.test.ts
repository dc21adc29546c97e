import { describe, expect, it } from 'vitest';
import { FEEDBACK_FIELD_MESSAGES, MESSAGE_TYPES } from './feedback';
import { ZFeedbackInput } from './feedback-input';

const issuesOf = (input: unknown) => {
  const result = ZFeedbackInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the input of a message to support', () => {
  it('asks every kind but account feedback for the sender’s name and a valid address', () => {
    for (const type of MESSAGE_TYPES) {
      const issues = issuesOf({ type, formData: { name: ' ', email: 'nobody', comments: 'Hi' } });
      if (type === 'accountFeedback')
        expect(issues, type).toEqual(['formData.email: Please enter a valid email address.']);
      else
        expect(issues, type).toEqual([
          `formData.name: ${FEEDBACK_FIELD_MESSAGES.name}`,
          'formData.email: Please enter a valid email address.',
        ]);
    }
    expect(issuesOf({ type: 'accountFeedback', formData: { comments: 'Hi' } })).toEqual([]);
  });

  it('wants a message, and names the kinds it takes', () => {
    expect(issuesOf({ type: 'accountFeedback', formData: { comments: '  ' } })).toEqual([
      `formData.comments: ${FEEDBACK_FIELD_MESSAGES.comments}`,
    ]);
    expect(issuesOf({ type: 'praise', formData: { comments: 'Hi' } })).toEqual([
      `type: Must be one of ${MESSAGE_TYPES.join(', ')}.`,
    ]);
  });
});
