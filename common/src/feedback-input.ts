/** The input of POST /feedback: who is writing depends on the kind of message (docs/product.md §5). */
import { z } from 'zod';
import { FEEDBACK_FIELD_MESSAGES, FROM_PROFILE_TYPES, MESSAGE_TYPES, type MessageType } from './feedback';
import { MAX } from './limits';
import { ZEmail, ZOptionalEmail, ZUserId, requiredText, text } from './schemas';

const comments = requiredText(MAX.feedbackComments, FEEDBACK_FIELD_MESSAGES.comments);

const fromProfile = (type: string): type is (typeof FROM_PROFILE_TYPES)[number] =>
  (FROM_PROFILE_TYPES as readonly string[]).includes(type);

/** Kinds whose form asks for the sender's name and address. */
export const WITH_SENDER_TYPES = MESSAGE_TYPES.filter((type) => !fromProfile(type)) as Exclude<
  MessageType,
  (typeof FROM_PROFILE_TYPES)[number]
>[];

/** A message whose form asks for name and address: both required, the address valid. */
export const ZMessageWithSender = z.strictObject({
  formData: z.strictObject({
    name: requiredText(MAX.personName, FEEDBACK_FIELD_MESSAGES.name),
    email: ZEmail,
    comments,
  }),
  type: z.enum(WITH_SENDER_TYPES),
  userID: ZUserId.optional(),
});

/** A message whose sender is the signed-in user's profile: name and address may be left out. */
export const ZMessageFromProfile = z.strictObject({
  formData: z.strictObject({
    name: text(MAX.personName).default(''),
    email: ZOptionalEmail.default(''),
    comments,
  }),
  type: z.enum(FROM_PROFILE_TYPES),
  userID: ZUserId.optional(),
});

export const ZFeedbackInput = z.discriminatedUnion('type', [ZMessageWithSender, ZMessageFromProfile], {
  error: `Must be one of ${MESSAGE_TYPES.join(', ')}.`,
});
