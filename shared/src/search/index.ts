export { normalizeSearchText, tokenize, MAX_SEARCH_QUERY } from './normalize';
export { withinOneEdit, wordMatches, TYPO_MIN_LENGTH } from './typo';
export { expandSynonyms, lawyerSynonyms, practiceAreaSearchTerms, practiceAreaSynonyms } from './synonyms';
export * from './engine';
