import { describe, expect, it } from 'vitest';
import { fiveDigitZip } from '../../src/domain/zipCodes';

describe('a ZIP code as people type it', () => {
  it('is its five digits, with spaces around it or as a ZIP+4', () => {
    for (const typed of ['43017', ' 43017 ', '43017-1234', '43017 1234', '430171234']) expect(fiveDigitZip(typed)).toBe('43017');
  });

  it('is nothing for what is no ZIP code', () => {
    for (const typed of ['', '4301', '430175', '43017-123', '43017-12345', 'ABCDE', '43O17', '43017--1234']) expect(fiveDigitZip(typed)).toBeNull();
  });
});
