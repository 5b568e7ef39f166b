import { describe, expect, it } from 'vitest';
import { maxUploadChunkBytes, minUploadChunkBytes, uploadChunkLength, uploadChunkSize } from './account-documents';

describe('the chunks of an upload', () => {
  it('gives every chunk but the last the same size, and the last the rest', () => {
    const size = 200 * 1024;
    const chunkSize = uploadChunkSize(size, 3);
    expect(chunkSize).toBe(68_267);
    const upload = { size, chunk_size: chunkSize ?? 0, total_chunks: 3 };
    expect([0, 1, 2].map((index) => uploadChunkLength(upload, index))).toEqual([68_267, 68_267, 68_266]);
  });

  it('takes a small file in one chunk, and no chunk under the minimum beside it', () => {
    expect(uploadChunkSize(10, 1)).toBe(10);
    expect(uploadChunkSize(100, 3)).toBeNull();
    expect(uploadChunkSize(2 * minUploadChunkBytes - 2, 2)).toBeNull();
    expect(uploadChunkSize(4 * minUploadChunkBytes + 1, 6)).toBeNull();
  });

  it('refuses chunks over the maximum', () => {
    expect(uploadChunkSize(3 * maxUploadChunkBytes, 2)).toBeNull();
    expect(uploadChunkSize(3 * maxUploadChunkBytes, 3)).toBe(maxUploadChunkBytes);
  });
});
