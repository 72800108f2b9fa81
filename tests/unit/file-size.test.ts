import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/lib/file-size';

describe('file sizes in German units', () => {
  it.each([
    [0, '1 KB'],
    [200, '1 KB'],
    [1024, '1 KB'],
    [839_680, '820 KB'],
    [1_047_552, '1.023 KB'],
    [1_048_064, '1 MB'],
    [1_048_576, '1 MB'],
    [1_468_006, '1,4 MB'],
    [10_485_760, '10 MB'],
    [12_950_000, '12,4 MB'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
