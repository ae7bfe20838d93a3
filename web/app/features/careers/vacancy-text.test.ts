import { describe, expect, it } from 'vitest';
import { blocksOf } from './vacancy-text';

describe('vacancy text', () => {
  it('splits paragraphs on blank lines and gathers bullets, keeping any markup as text', () => {
    expect(
      blocksOf(
        'Bake cakes.\nDecorate them.\n\nYou bring:\n- Two years\n* Patience\n\n<script>alert(1)</script>',
      ),
    ).toEqual([
      { kind: 'p', lines: ['Bake cakes.', 'Decorate them.'] },
      { kind: 'p', lines: ['You bring:'] },
      { kind: 'ul', items: ['Two years', 'Patience'] },
      { kind: 'p', lines: ['<script>alert(1)</script>'] },
    ]);
  });
});
