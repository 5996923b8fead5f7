/** @jest-environment node */
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { UNMAPPED_CHAR, WIN_ANSI_FALLBACKS, isWinAnsi, toWinAnsi, unmappedChars } from './win-ansi';

let helvetica: PDFFont;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const helveticaCanDraw = (text: string) => {
  try {
    helvetica.encodeText(text);
    return true;
  } catch {
    return false;
  }
};

describe('toWinAnsi', () => {
  it('spells out comparison, minus and arrow signs in ASCII', () => {
    expect(toWinAnsi('Wind ≤15m/s, gain ≥ 20 dB, −10 °C, A → B')).toBe('Wind <=15m/s, gain >= 20 dB, -10 °C, A -> B');
  });

  it('keeps the WinAnsi signs the spec sheets use as they are', () => {
    const kept = 'µm ° ± × – — ’ ™ · ² é ©';
    expect(toWinAnsi(kept)).toBe(kept);
  });

  it('turns look-alike Greek letters into their Latin-1 signs and other Greek letters into names', () => {
    expect(toWinAnsi('250\u03bcm')).toBe('250µm');
    expect(toWinAnsi('Φ 0.25mm')).toBe('Ø 0.25mm');
    expect(toWinAnsi('Operating λ')).toBe('Operating lambda');
    expect(toWinAnsi('4.3″ LCD')).toBe('4.3" LCD');
  });

  it('writes a square root over a unit as sqrt(unit)', () => {
    expect(toWinAnsi('≤ 0.2 ps/√km')).toBe('<= 0.2 ps/sqrt(km)');
    expect(toWinAnsi('√ 2')).toBe('sqrt 2');
  });

  it('transliterates accented letters outside Latin-1 and unfolds ligatures', () => {
    expect(toWinAnsi('Győr Łódź ﬁbre')).toBe('Gyor Lódz fibre');
  });

  it('keeps line breaks for the wrapper and drops invisible characters', () => {
    expect(toWinAnsi('a\u200b\nb\u202fc')).toBe('a\nb c');
  });

  it('shows a character with no stand-in as a visible mark, and reports it', () => {
    expect(toWinAnsi('OK 😀 光')).toBe(`OK ${UNMAPPED_CHAR} ${UNMAPPED_CHAR}`);
    expect(unmappedChars('OK 😀 光 ≤')).toEqual(['😀', '光']);
  });

  it('only ever produces text standard Helvetica can encode', () => {
    const undrawable: string[] = [];
    for (let code = 0x20; code < 0x3000; code += 1) {
      const char = String.fromCodePoint(code);
      if (!helveticaCanDraw(toWinAnsi(char).replace(/\n/g, ''))) undrawable.push(char);
    }
    expect(undrawable).toEqual([]);
  });

  it('has fallbacks that are themselves WinAnsi and are only defined for characters that need them', () => {
    for (const [from, to] of Object.entries(WIN_ANSI_FALLBACKS)) {
      expect([from, [...to].every(isWinAnsi)]).toEqual([from, true]);
      expect([from, isWinAnsi(from)]).toEqual([from, false]);
    }
  });

  it('agrees with pdf-lib on which characters Helvetica can draw', () => {
    const disagreements: string[] = [];
    for (let code = 0x20; code < 0x3000; code += 1) {
      const char = String.fromCodePoint(code);
      if (isWinAnsi(char) !== helveticaCanDraw(char)) disagreements.push(char);
    }
    expect(disagreements).toEqual([]);
  });
});
