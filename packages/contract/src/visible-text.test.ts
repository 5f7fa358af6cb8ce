import { describe, expect, it } from 'vitest';
import { INVISIBLE_CONTROLS, visibleText } from './visible-text.js';

// Bidi controls (ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI) and zero-width ones
// (ZWSP, WJ, BOM, the invisible operators).
const STRIPPED = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200b',
  '\u2060',
  '\u2061',
  '\u2064',
  '\ufeff',
];

describe('visible text: the one rule for names, titles, comments and reasons', () => {
  it('leaves ordinary Azerbaijani, Russian and English text as it is, but trimmed', () => {
    for (const s of ['Məmmədova', 'Şəkər Güləliyeva', 'Иванов-Петров', "O'Brien", 'iPhone 13 Pro, 128 GB']) {
      expect(visibleText(s)).toBe(s);
    }
    expect(visibleText('  Aysel \n')).toBe('Aysel');
    expect(visibleText('one\n\ntwo')).toBe('one\n\ntwo');
  });

  it('strips every direction control and zero-width character, wherever it is', () => {
    for (const c of STRIPPED) {
      expect(INVISIBLE_CONTROLS.test(c), `U+${c.codePointAt(0)?.toString(16)}`).toBe(true);
      expect(visibleText(`Ay${c}sel${c}`), `U+${c.codePointAt(0)?.toString(16)}`).toBe('Aysel');
    }
    // The classic: a file name that reads "exe.pdf" but is "fdp.exe".
    expect(visibleText('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(visibleText('\u2067Telefon\u2069 satılır')).toBe('Telefon satılır');
    expect(visibleText('one\n\u202etwo')).toBe('one\ntwo');
  });

  it('makes text of nothing visible empty, so a required field says it is required', () => {
    for (const s of [
      '\u200b',
      '\u200b\u200b\u200b',
      ' \u2060 \ufeff ',
      '\u202e\u202c',
      '\u200d',
      '\u200c\u200d',
      // Invisible letters and marks: Hangul fillers, a soft hyphen, a variation selector alone.
      '\u3164',
      '\u115f\u1160',
      '\u00ad',
      '\ufe0f',
      '\u034f',
      '\u2800\u2800',
      '\n\u200b\n',
    ]) {
      expect(visibleText(s), JSON.stringify(s)).toBe('');
    }
  });

  it('keeps a joiner or non-joiner between two visible characters (emoji sequences, Persian), and drops a stray one', () => {
    for (const s of ['👨‍👩‍👧', '❤️‍🔥', '👩🏽‍💻', '🏳️‍🌈', 'می‌خواهم', 'क्‍ष']) {
      expect(visibleText(s), s).toBe(s);
    }
    expect(visibleText('\u200dAli\u200c')).toBe('Ali');
    expect(visibleText('Ali \u200d Veli')).toBe('Ali  Veli');
    expect(visibleText('Ali\u200d\u200dVeli')).toBe('AliVeli');
    expect(visibleText('Ali\u200d\u200b')).toBe('Ali');
    expect(visibleText('\u200b\u200dAli')).toBe('Ali');
  });

  it('is idempotent', () => {
    for (const s of ['\u200dA\u202eB\u200c', '👨‍👩‍👧 \u200b', ' \u3164x\u3164 ']) {
      expect(visibleText(visibleText(s))).toBe(visibleText(s));
    }
  });
});
