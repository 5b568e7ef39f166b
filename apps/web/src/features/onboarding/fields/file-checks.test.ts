import { describe, expect, it } from 'vitest';
import { documentAccept, fileProblemOf } from './file-checks';

describe('checks on a chosen document before upload', () => {
  it('accepts the SPEC 5 types whatever the case of the extension', () => {
    expect(fileProblemOf({ name: 'passport.JPG', size: 2048 })).toBeNull();
    expect(fileProblemOf({ name: 'scan.pdf', size: 2048 })).toBeNull();
    expect(documentAccept).toBe('.jpeg,.jpg,.png,.tif,.gif,.pdf');
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(fileProblemOf({ name: 'setup.exe', size: 2048 })).toBe('type');
    expect(fileProblemOf({ name: 'noextension', size: 2048 })).toBe('type');
    expect(fileProblemOf({ name: 'empty.png', size: 0 })).toBe('empty');
    expect(fileProblemOf({ name: 'huge.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});
