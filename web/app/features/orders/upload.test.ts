import { describe, expect, it } from 'vitest';
import { checkImageFile, pickImages, SIZE_MESSAGE, TYPE_MESSAGE } from './upload';

const MB = 1024 * 1024;

describe('checkImageFile (complaint pictures)', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types with a clear message', () => {
    expect(SIZE_MESSAGE).toBe('Images can be at most 5 MB');
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', 'application/pdf', '']) {
      expect(checkImageFile({ type, size: 10 })).toBe(TYPE_MESSAGE);
    }
  });
  it('refuses files over 5 MB and empty files', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe(SIZE_MESSAGE);
    expect(checkImageFile({ type: 'image/jpeg', size: 0 })).toBe('This file is empty');
  });
});

describe('pickImages', () => {
  const file = (name: string, type = 'image/jpeg', size = 100) => ({ name, type, size });
  it('takes what fits in the 5 slots and says why the rest was refused', () => {
    const { accepted, refused } = pickImages(
      [file('a.jpg'), file('b.svg', 'image/svg+xml'), file('c.png', 'image/png'), file('d.jpg')],
      3,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(refused).toEqual(['b.svg: Upload a JPEG, PNG or WebP image', 'd.jpg: Attach at most 5 images']);
  });
});
