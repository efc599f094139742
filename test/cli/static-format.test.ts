// The static search index's encodings: numbers (varints, the unrolled reader's every branch) and the
// vocabulary's front-coded terms (a shared count that is itself a newline's code included).
import { describe, expect, it } from 'vitest';
import { decodeTerms, encodeTerms, isStaticIndexGenerationFile, VarintReader, VarintWriter } from '../../cli/search/static-format.ts';

describe('static index numbers', () => {
  it('reads back every number written, from one byte to past 2^32', () => {
    const numbers = [0, 1, 127, 128, 255, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 2 ** 32 + 5, 2 ** 40 + 3];
    for (let i = 0; i < 2000; i++) numbers.push(Math.floor(Math.random() * 2 ** (1 + (i % 45))));
    const writer = new VarintWriter();
    for (const n of numbers) writer.write(n);
    const reader = new VarintReader(writer.view());
    expect(numbers.map(() => reader.read())).toEqual(numbers);
    expect(reader.done).toBe(true);
  });

  it('refuses a file cut in the middle of a number', () => {
    const writer = new VarintWriter();
    writer.write(300_000);
    expect(() => new VarintReader(writer.view().subarray(0, 2)).read()).toThrow(/ends in the middle of a number/);
  });

  it('appends one writer to another', () => {
    const [a, b] = [new VarintWriter(), new VarintWriter()];
    for (let i = 0; i < 100; i++) a.write(i * 1000);
    for (let i = 0; i < 5000; i++) b.write(i);
    a.append(b);
    const reader = new VarintReader(a.view());
    const read = Array.from({ length: 5100 }, () => reader.read());
    expect(read).toEqual([...Array.from({ length: 100 }, (_, i) => i * 1000), ...Array.from({ length: 5000 }, (_, i) => i)]);
  });
});

describe('static index vocabulary', () => {
  it('front-codes sorted terms and reads them back, long shared starts and non-ASCII included', () => {
    const terms = ['a', 'ab', 'abcdefghij', 'abcdefghijk', 'abcdefghijkl', 'b', 'café', 'caféine', 'x'.repeat(300), `${'x'.repeat(300)}y`, 'zz'].sort();
    const text = encodeTerms(terms);
    expect(decodeTerms(`{}\n${text}`, 3)).toEqual(terms);
  });

  it('never splits a letter outside the BMP between the shared start and the rest (the file is UTF-8)', () => {
    // Math bold letters are surrogate pairs sharing their first half: cut there, each came back as U+FFFD.
    const terms = ['𝐛𝐞𝐞', '𝐛𝐨𝐥𝐝', '𝐢𝐧', '𝐢𝐬', '𝐢𝐭', '𐌱', '𐌲', 'ﬁling', 'ﬁrst'].sort();
    const text = new TextDecoder().decode(new TextEncoder().encode(`{}\n${encodeTerms(terms)}`));
    expect(decodeTerms(text, 3)).toEqual(terms);
  });

  it('refuses a vocabulary cut short instead of reading it again and again', () => {
    const text = `{}\n${encodeTerms(['alpha', 'beta'])}`.slice(0, -1);
    expect(() => decodeTerms(text, 3)).toThrow(/cut short/);
  });

  it('names the files clients may keep for good', () => {
    expect(isStaticIndexGenerationFile('/_dc/search/0123456789abcdef/t12.bin')).toBe(true);
    expect(isStaticIndexGenerationFile('/_dc/search/0123456789abcdef/v.bin')).toBe(true);
    expect(isStaticIndexGenerationFile('/_dc/search/index.json')).toBe(false);
    expect(isStaticIndexGenerationFile('/_dc/search/0123456789abcdef/../index.json')).toBe(false);
  });
});
