/**
 * Messages to Listkeep's support inbox: feedback from signed-in users, in four
 * kinds, and the contact page's messages from anyone (docs/product.md §2, §8).
 */

/** What a signed-in user's feedback is about, by the place it was written in. */
export const FEEDBACK_TYPES = [
  'feedback',
  'professionalReachOut',
  'communityReachOutFromPricingPage',
  'accountFeedback',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Every kind of message POST /feedback takes: the feedback kinds and the contact page's. */
export const MESSAGE_TYPES = [...FEEDBACK_TYPES, 'contact'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Kinds whose sender is taken from their profile, so the form asks for the message only. */
export const FROM_PROFILE_TYPES = ['accountFeedback'] as const satisfies readonly MessageType[];

/** The feedback dialog's title for each kind. */
export const FEEDBACK_TITLES: Record<FeedbackType, string> = {
  feedback: 'Feedback',
  professionalReachOut: 'Reach Out to Us',
  communityReachOutFromPricingPage: 'Reach Out to Us',
  accountFeedback: "What's on your mind? Be brutal.",
};

/** How the support inbox names each kind, in the subject of the mail. */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  feedback: 'Feedback',
  professionalReachOut: 'Reach out (professional)',
  communityReachOutFromPricingPage: 'Reach out (community, from the pricing page)',
  accountFeedback: 'Account feedback',
  contact: 'Contact page',
};

export const FEEDBACK_FIELD_MESSAGES = {
  name: 'Please enter your name.',
  comments: 'Please write a message.',
} as const;

/** What the feedback dialog says once sent, or when sending failed. */
export const FEEDBACK_MESSAGES = {
  sent: 'Message sent successfully.',
  failed: (supportEmail: string) => `Sending message failed, please send us an email at ${supportEmail}.`,
} as const;

/** What the contact page says once sent, or when sending failed. */
export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully. We’ll reach out soon.',
  failed: (supportEmail: string) => `Sending message failed. Please email us at ${supportEmail}.`,
} as const;

/** Said when a signed-out visitor sends one of the signed-in kinds. */
export const FEEDBACK_SIGN_IN_MESSAGE = 'Please log in to send feedback, or write to us through the contact page.';
