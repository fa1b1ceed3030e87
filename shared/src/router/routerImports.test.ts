import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const sourceDirs = ['host/src', 'remote-info/src', 'remote-life/src', 'remote-experts/src', 'remote-marketplace/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

describe('one router per page', () => {
  it('imports React Router only through @nyaya/shared/router (tests excepted)', () => {
    const offenders = sourceDirs
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !file.endsWith(join('shared', 'src', 'router', 'index.ts')))
      // Test code runs without federation and may use test-only helpers (createMemoryRouter).
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(join('shared', 'src', 'testing')))
      .filter((file) => /from ['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
