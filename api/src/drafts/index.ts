/**
 * First drafts of documents, generated from an order's intake (issue 25). No HTTP route here:
 * the console and the documents work call `renderDraft` and store or serve its bytes.
 */
export { renderDraft } from './render';
export type { DraftParties, DraftRequest } from './document';
export type { DraftLanguage } from './values';
export { templatedForms } from './templates';
