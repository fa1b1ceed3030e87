import { checkSpace, SPACE_DESCRIPTION_MAX, SPACE_NAME_MAX } from './spacePost';

const good = { name: 'Bengaluru Renters', type: 'Public', description: 'Deposits, notices and repairs in Bengaluru flats.' };

describe('checkSpace', () => {
  it('keeps a good space, trimmed and on one line', () => {
    expect(checkSpace({ ...good, name: '  Bengaluru\n Renters ' })).toEqual({ ok: true, value: good });
  });

  it('keeps the description’s line breaks', () => {
    const verdict = checkSpace({ ...good, description: 'Deposits.\r\nNotices and repairs.' });
    expect(verdict.ok && verdict.value.description).toBe('Deposits.\nNotices and repairs.');
  });

  it('names each field’s problem in form order', () => {
    expect(checkSpace({ name: '\u200B\u200B', type: 'Secret', description: 'short' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', reason: 'empty' },
        { field: 'type', reason: 'unknown' },
        { field: 'description', reason: 'too-short', limit: 10, length: 5 },
      ],
    });
  });

  it('counts the length after cleaning', () => {
    expect(checkSpace({ ...good, name: 'a\u202Eb' })).toMatchObject({ ok: false, problems: [{ field: 'name', reason: 'too-short', limit: 3, length: 2 }] });
    expect(checkSpace({ ...good, name: 'n'.repeat(SPACE_NAME_MAX + 1) })).toMatchObject({ ok: false, problems: [{ reason: 'too-long', length: 61 }] });
    expect(checkSpace({ ...good, description: 'd'.repeat(SPACE_DESCRIPTION_MAX + 1) })).toMatchObject({
      ok: false,
      problems: [{ field: 'description', reason: 'too-long', limit: SPACE_DESCRIPTION_MAX }],
    });
  });

  it('takes markup as the text it is', () => {
    const verdict = checkSpace({ ...good, name: '<b>Renters</b>' });
    expect(verdict.ok && verdict.value.name).toBe('<b>Renters</b>');
  });

  it('accepts a private space', () => {
    expect(checkSpace({ ...good, type: 'Private' })).toMatchObject({ ok: true, value: { type: 'Private' } });
  });
});
