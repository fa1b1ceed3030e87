import { parseRemoteConfig, RemoteConfigError } from './remoteConfig';

const good = {
  info: 'http://localhost:3001/mf-manifest.json',
  life: 'https://cdn.example.in/life/mf-manifest.json',
  experts: '/experts/mf-manifest.json',
  marketplace: 'http://localhost:3004/remoteEntry.js',
};

describe('parseRemoteConfig', () => {
  it('accepts absolute and same-origin URLs for all four areas', () => {
    expect(parseRemoteConfig(good)).toEqual(good);
  });

  it.each([
    ['not an object', 'remotes'],
    ['null', null],
    ['an array', [good.info]],
    ['a missing area', { ...good, life: undefined }],
    ['a non-string URL', { ...good, info: 42 }],
    ['a javascript: URL', { ...good, info: 'javascript:alert(1)' }],
  ])('rejects %s', (_label, value) => {
    expect(() => parseRemoteConfig(value)).toThrow(RemoteConfigError);
  });
});
