import { defineMessages } from '@/lib/i18n';

/** Issue 13: search insights and the synonym groups. */
const en = {
  title: 'Search',
  description:
    'What shoppers search most and what finds nothing, and the words search treats as the same.',
  search: 'Search',
  timesSearched: 'Times searched',
  productsFound: 'Products found',
  loadingSearches: 'Loading searches',
  topSearches: 'Top searches',
  noSearches: 'No searches yet',
  noResult: 'Searches with no result',
  allFound: 'Every search found something',
  // Synonyms
  needTwo: 'Give at least two words that mean the same, separated by commas',
  saved: 'Synonyms saved',
  added: 'Synonyms added',
  synonyms: 'Synonyms',
  intro: 'Words shoppers type for the same thing. A search for any of them finds all of them.',
  changeWords: 'Change the words',
  newGroup: 'New group of words',
  hint: 'Separated by commas, e.g. dhoti, veshti, mundu',
  saveChanges: 'Save changes',
  addSynonyms: 'Add synonyms',
  loadingSynonyms: 'Loading synonyms',
  noSynonyms: 'No synonyms yet',
  caption: 'Synonym groups',
  sameMeaning: 'Words that mean the same',
  deleteTitle: 'Delete these synonyms?',
  deleted: 'Synonyms deleted',
  noLongerFind: 'Searches for {terms} will no longer find each other.',
} as const;

export type SearchMessages = typeof en;
export const searchMessages = defineMessages(en, () => import('./search.messages.hi'));
