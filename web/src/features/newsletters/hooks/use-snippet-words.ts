import { PAGE_CATALOGS } from '@listkeep/common/src/i18n/pages';
import type { Language } from '@listkeep/common/src/i18n/languages';
import type { SnippetWords } from '@listkeep/common/src/sign-up-forms';
import { useQuery } from '@tanstack/react-query';

/** The sign-up snippets' words in `language`, from the recipient pages' catalog, loaded with its formatter. */
export async function loadSnippetWords(language: Language, listName: string): Promise<SnippetWords> {
  const [{ default: catalog }, { formatMessage }] = await Promise.all([
    PAGE_CATALOGS[language](),
    import('@listkeep/common/src/i18n/format'),
  ]);
  return {
    language,
    subscribeTo: formatMessage(language, catalog.subscribeToList, { list: listName }),
    subscribe: formatMessage(language, catalog.subscribe),
  };
}

/** The snippets' words in the list's language; undefined until its catalog is here (it loads only with this card). */
export function useSnippetWords(language: Language, listName: string): SnippetWords | undefined {
  return useQuery({
    queryKey: ['snippet-words', language, listName],
    queryFn: () => loadSnippetWords(language, listName),
    staleTime: Infinity,
  }).data;
}
