import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_ORIGIN } from '@/config/env';
import { PAGE_META, documentTitle, pageMetaFor, pageUrl } from '@/config/page-meta';

/**
 * Names an in-app page (dashboard, account, onboarding...). On a public page
 * of the page table the table decides, so a page component's own call there
 * changes nothing.
 */
export function useDocumentTitle(title: string): void {
  const { pathname } = useLocation();
  const fromTable = pageMetaFor(pathname) !== null;
  useEffect(() => {
    if (!fromTable) document.title = documentTitle(title);
  }, [title, fromTable]);
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Applies the page table's title, description and canonical address on every
 * navigation (config/page-meta.ts). Other pages get the site's description
 * and no canonical link; their title is their own (useDocumentTitle).
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMetaFor(pathname);
    if (meta) document.title = documentTitle(meta.title);
    const description = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    description.content = meta?.description ?? PAGE_META['/'].description;
    if (!meta) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      return;
    }
    const canonical = headElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    canonical.href = pageUrl(SITE_ORIGIN, pathname);
  }, [pathname]);
}
