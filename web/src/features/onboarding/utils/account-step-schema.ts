import { contract } from '@listkeep/common/src/contract';
import { ZNewsletterSettings } from '@listkeep/common/src/newsletter-settings';
import { z } from 'zod';
import { ONBOARDING_MESSAGES } from './messages';

/**
 * The account step's fields: the profile's name and the first newsletter's
 * name, each checked by the rule the API applies to it. An empty field is
 * told in the wizard's own words, which ask the user to fill it in before
 * continuing.
 */
export const ZAccountStep = z.object({
  name: z.string().trim().min(1, ONBOARDING_MESSAGES.nameRequired).pipe(contract.setProfile.input.shape.name.unwrap()),
  newsletterName: z
    .string()
    .trim()
    .min(1, ONBOARDING_MESSAGES.newsletterRequired)
    .pipe(ZNewsletterSettings.shape.newsletterName),
});
