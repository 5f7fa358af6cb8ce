import { describe, expect, it } from 'vitest';
import { emptyMask, formatMask, maskChange, maskFromText, maskOf, maskPrefix, maskQuery } from './sim-mask';

describe('a SIM number mask', () => {
  it('reads a mask the search holds, and starts from the chosen prefix otherwise', () => {
    expect(maskOf('050***77**')).toEqual(['0', '5', '0', '', '', '', '7', '7', '', '']);
    expect(maskOf('7777', '055')).toEqual(['0', '5', '5', '', '', '', '', '', '', '']);
    expect(maskOf(undefined)).toEqual(['0', '', '', '', '', '', '', '', '', '']);
  });

  it('is a search of ten places from the trunk 0, or none when it names no digit', () => {
    expect(maskQuery(['0', '5', '0', '', '', '', '7', '7', '', ''])).toBe('050***77**');
    expect(maskQuery(['0', '', '', '', '', '', '', '', '1', '2'])).toBe('0*******12');
    expect(maskQuery(['0', '', '', '', '', '', '', '', '', ''])).toBeUndefined();
  });

  it('names a prefix only when its first three places are a mobile code', () => {
    expect(maskPrefix(['0', '7', '7', '', '', '', '', '', '', ''])).toBe('077');
    expect(maskPrefix(['0', '7', '', '', '', '', '', '', '', ''])).toBeUndefined();
    expect(maskPrefix(['0', '2', '2', '', '', '', '', '', '', ''])).toBeUndefined();
  });

  it('is written as a number is', () => {
    expect(formatMask('050***77**')).toBe('050 *** 77 **');
  });

  it('fills from a pasted number however it is written', () => {
    const whole = ['0', '5', '0', '1', '2', '3', '4', '5', '6', '7'];
    for (const text of ['+994 50 123 45 67', '0501234567', '501234567', '(050) 123-45-67', '00994501234567'])
      expect(maskFromText(text), text).toEqual(whole);
    expect(maskFromText('050 *** 77 **')).toEqual(['0', '5', '0', '', '', '', '7', '7', '', '']);
    expect(maskFromText('1234')).toBeUndefined();
  });
});

describe('applying a mask to the listing', () => {
  const mask = (text: string) => maskOf(text);
  it('searches for it, in place of an earlier mask or words', () => {
    expect(maskChange(mask('0**1234***'), { searchQuery: 'azercell' })).toEqual({
      searchQuery: '0**1234***',
      simPrefix: undefined,
    });
  });

  it('is the prefix filter when it names a code only, and replaces a prefix with a code of its own', () => {
    expect(maskChange(mask('077*******'), { searchQuery: '050***77**' })).toEqual({
      searchQuery: undefined,
      simPrefix: '077',
    });
    expect(maskChange(mask('077****12*'), { simPrefix: '050' })).toEqual({
      searchQuery: '077****12*',
      simPrefix: undefined,
    });
    expect(maskChange(mask('0******12*'), { simPrefix: '050' })).toEqual({
      searchQuery: '0******12*',
      simPrefix: '050',
    });
  });

  it('when emptied clears a mask searched before, and leaves words searched alone', () => {
    expect(maskChange(emptyMask(), { searchQuery: '050***77**' }).searchQuery).toBeUndefined();
    expect(maskChange(emptyMask(), { searchQuery: 'azercell' }).searchQuery).toBe('azercell');
  });
});
