/** Lists: a team's lists (newsletters in the API), their settings and their sign-up sources. */
export {
  createList as createNewsletter,
  deleteList as deleteNewsletter,
  overviewCounts,
  toList as toNewsletter,
  updateList as updateNewsletter,
  updateListFooter as updateNewsletterFooter,
} from './lists';
export {
  createSource,
  creditSource,
  creditsSources,
  deleteSource,
  listSources as newsletterSources,
  renameSource,
  sourceOfList,
} from './sources';
