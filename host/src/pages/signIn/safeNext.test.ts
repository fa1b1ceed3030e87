import { signInHref } from '@nyaya/shared/account';
import { AFTER_SIGN_IN, safeNext } from './safeNext';

describe('safeNext (open-redirect safe)', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNext('/profile/edit')).toBe('/profile/edit');
    expect(safeNext('/order-tracking?order=ORDABC123456#top')).toBe('/order-tracking?order=ORDABC123456#top');
    expect(safeNext('/experts?category=legal')).toBe('/experts?category=legal');
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.example',
    '//evil.example/profile',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/profile',
    'javascript:alert(1)',
    '/../..//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    'data:text/html,<script>alert(1)</script>',
    '/sign-in?next=/profile',
    `/${'a'.repeat(3000)}`,
  ])('refuses %s and goes to the profile', (next) => {
    expect(safeNext(next)).toBe(AFTER_SIGN_IN);
  });

  it('keeps an encoded newline as the harmless path it is (a 404 on this site)', () => {
    expect(safeNext('/%0a/evil.example')).toBe('/%0a/evil.example');
    expect(safeNext('/a/../profile')).toBe('/profile');
  });

  it('builds a sign-in link that comes back to the page', () => {
    expect(signInHref('/profile/edit?x=1&y=2')).toBe('/sign-in?next=%2Fprofile%2Fedit%3Fx%3D1%26y%3D2');
  });
});
