import type { Newsletter } from '@listkeep/common/src/entities';

export interface NewsletterForm {
  newsletterName: string;
  description: string;
  notes: string;
  private: boolean;
  sendWelcomeEmail: boolean;
  welcomeContent: string;
  blockSubscribes: boolean;
}

export const EMPTY_FORM: NewsletterForm = {
  newsletterName: '',
  description: '',
  notes: '',
  private: false,
  sendWelcomeEmail: false,
  welcomeContent: '',
  blockSubscribes: false,
};

export function formOf(n: Newsletter): NewsletterForm {
  return {
    newsletterName: n.newsletterName || n.name || '',
    description: n.description ?? '',
    notes: n.notes ?? '',
    private: Boolean(n.private),
    sendWelcomeEmail: Boolean(n.sendWelcomeEmail),
    welcomeContent: n.welcomeContent ?? '',
    blockSubscribes: Boolean(n.blockSubscribes),
  };
}

/** A newsletter that blocks subscribes must be private (spec section 4): turning it on forces private on. */
export function withBlockSubscribes(form: NewsletterForm, on: boolean): NewsletterForm {
  return { ...form, blockSubscribes: on, private: on ? true : form.private };
}

/** Turning private off clears blockSubscribes (spec section 4). */
export function withPrivate(form: NewsletterForm, on: boolean): NewsletterForm {
  return { ...form, private: on, blockSubscribes: on ? form.blockSubscribes : false };
}

export function sameForm(a: NewsletterForm, b: NewsletterForm): boolean {
  return (Object.keys(a) as (keyof NewsletterForm)[]).every((k) => a[k] === b[k]);
}
