/** Lists: a team's lists (newsletters in the API), their settings and their sign-up sources. */
export {
  createNewsletter,
  deleteNewsletter,
  overviewCounts,
  toNewsletter,
  updateNewsletter,
  updateNewsletterFooter,
} from './newsletters';
export {
  createSource,
  creditSource,
  creditsSources,
  deleteSource,
  newsletterSources,
  renameSource,
  sourceOfList,
} from './sources';
