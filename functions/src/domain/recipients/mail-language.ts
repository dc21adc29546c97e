/** Which language a recipient's page or mail takes (docs/product.md §4, "Languages"). */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@listkeep/common';
import type { ListDoc } from '../docs';

/** The list's default language; English for a list stored before lists had one. */
export const listLanguage = (list: Pick<ListDoc, 'defaultLanguage'>): Language =>
  isLanguage(list.defaultLanguage) ? list.defaultLanguage : DEFAULT_LANGUAGE;

/** The language the reader asked in (the page's, else their browser's), else the list's. */
export const mailLanguage = (asked: Language | undefined, list: Pick<ListDoc, 'defaultLanguage'>): Language =>
  asked ?? listLanguage(list);
