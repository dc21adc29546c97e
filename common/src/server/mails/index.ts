/** The recipients' mails in every language, formatted (docs/product.md §4, "Languages"). */
import { formatMessage, type MessageValues } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import de from './de';
import { MAILS_EN, type MailCatalog, type MailKey } from './en';
import es from './es';
import fr from './fr';
import it from './it';
import nl from './nl';
import pt from './pt';

export const MAIL_CATALOGS: Readonly<Record<Language, MailCatalog>> = { en: MAILS_EN, de, fr, es, pt, it, nl };

export type { MailKey };

/** One mail text in `language`. */
export const mailText = (language: Language, key: MailKey, values?: MessageValues) =>
  formatMessage(language, MAIL_CATALOGS[language][key], values);
