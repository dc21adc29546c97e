/**
 * The recipients' pages' catalogs, each its own module so that a page loads
 * only the language it shows.
 */
import type { Language } from '../languages';
import type { PageCatalog } from './en';

export type { PageCatalog, PageKey } from './en';

export const PAGE_CATALOGS: Readonly<Record<Language, () => Promise<{ default: PageCatalog }>>> = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  nl: () => import('./nl'),
};
