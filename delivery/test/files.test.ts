import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedFile } from '../src/server/files';

describe('cachedFile', () => {
  it('reads once, re-reads when the file changes, and is null while it is missing or corrupt', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nyaya-files-'));
    const path = join(dir, 'delivery.json');
    let clock = 0;
    const file = cachedFile(
      path,
      (text) => JSON.parse(text) as { v: number },
      () => clock,
    );
    expect(file.get()).toBeNull();
    writeFileSync(path, '{"v":1}');
    expect(file.get()).toBeNull(); // checked again only after a second
    clock += 1000;
    expect(file.get()).toEqual({ v: 1 });
    writeFileSync(path, '{"v":2');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    clock += 1000;
    expect(file.get()).toBeNull();
    writeFileSync(path, '{"v":22}');
    utimesSync(path, new Date(), new Date(Date.now() + 10_000));
    clock += 1000;
    expect(file.get()).toEqual({ v: 22 });
    rmSync(dir, { recursive: true });
    clock += 1000;
    expect(file.get()).toBeNull();
    expect(file.version()).toBe('missing');
  });
});
