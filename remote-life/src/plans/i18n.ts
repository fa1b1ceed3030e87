/**
 * The plan cards' messages: their own catalogue, fetched with the cards (OwnPlans) once the user
 * has a plan, so that a first visit to /life-event does not carry them (its byte budget).
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t, useT } = defineCatalog('life-plans', english, {
  hi: () => import(/* webpackChunkName: "catalog-life-plans-hi" */ './locales/hi.json'),
});
