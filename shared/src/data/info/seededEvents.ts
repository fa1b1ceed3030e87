/**
 * The words of the local events the API seeds (api/drizzle/0015_local_events.sql) beyond the
 * sample list's, so the screens have their Hindi (texts.hi.json); the API's tests check that every
 * event it serves is named here or in the sample list.
 */
export const seededEventTexts: readonly string[] = [
  'Consumer Rights Awareness Camp',
  'India Habitat Centre, Lodhi Road',
  'Yamuna Ghat Clean-up',
  'Yamuna Ghat, ITO',
  'Tenant Rights Clinic',
  'Indiranagar',
  'Cubbon Park Health Walk',
  'Cubbon Park',
];
