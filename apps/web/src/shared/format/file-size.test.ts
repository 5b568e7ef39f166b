import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('shows sizes the way people read them', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(35_000)).toBe('34 KB');
    expect(formatFileSize(2_500_000)).toBe('2.4 MB');
  });
});
