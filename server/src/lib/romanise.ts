// Nepali written in Latin letters, the way shoppers type it on a phone without a Nepali keyboard
// ("chakalet kek" for चकलेट केक, "phul" for फूल). Search keeps a product's Nepali name in these
// letters too, so such a query finds it; typed spellings vary ("chaklet", "fool"), and search's
// typo tolerance bridges the rest. One plain spelling per letter, no diacritics: long and short
// vowels are written alike (ा "a", ी "i") and the retroflex consonants as the dental ones, as
// shoppers write them.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ड़: 'r',
  ढ़: 'rh',
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'j',
  फ़: 'f',
};

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};

const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};

const NASALS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const VIRAMA = '्';
const NUKTA = '़';

/**
 * Devanagari in Latin letters; other characters are kept as they are. A consonant carries the
 * vowel "a" unless a vowel sign or a virama follows it, and the last one of a word drops it
 * (केक "kek", not "keka"), as Nepali is spoken and typed.
 */
export function romanise(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i] as string;
    if (chars[i + 1] === NUKTA) {
      c += NUKTA;
      i++;
    }
    const consonant = CONSONANTS[c] ?? CONSONANTS[c.replace(NUKTA, '')];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        out += VOWEL_SIGNS[next];
        i++;
      } else if (next !== undefined && /[\p{Script=Devanagari}]/u.test(next) && !/[\u0964\u0965]/.test(next))
        out += 'a';
      continue;
    }
    const digit = c.charCodeAt(0) - 0x0966;
    if (digit >= 0 && digit <= 9) out += String(digit);
    else out += VOWELS[c] ?? NASALS[c] ?? VOWEL_SIGNS[c] ?? (c === VIRAMA || c === NUKTA ? '' : c);
  }
  return out;
}
