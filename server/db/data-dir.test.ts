/** A data folder the server cannot use stops start-up with its path and the fix, not a bare stack trace (issue 35). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, DataDirError } from './database.ts';

describe('an unusable data folder', () => {
  it('is named, with the fix, when it cannot be created', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
    // A file where the folder should be: fails for every user, root included (unlike a chmod).
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const dataDir = path.join(blocked, 'data');
    try {
      expect(() => createDatabase({ dataDir })).toThrow(DataDirError);
      expect(() => createDatabase({ dataDir })).toThrow(new RegExp(`${dataDir}.*DATA_DIR`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
