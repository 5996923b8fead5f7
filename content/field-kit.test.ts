import { countsOutOfAgreement } from '@/lib/format/count-agreement';
import { fieldKitGroupWords, fieldKitPage } from './field-kit';

describe('the field kit’s counts', () => {
  it('agree in number at one file, as a one-file update shows them', () => {
    const one = [
      fieldKitPage.groupSize('2 KB', 1),
      fieldKitPage.choiceTotal('2 KB', 1),
      fieldKitPage.progress('1 of 2 KB', 0, 1),
      fieldKitPage.saved('2 KB', 1),
      fieldKitPage.updated(1, 1),
      fieldKitPage.cancelled(true, 1),
      fieldKitPage.savedSize('2 KB', 1),
      fieldKitPage.savedMissing(1),
      fieldKitPage.outOfDate(1, 1, '2 KB'),
      fieldKitGroupWords.everything.summary(1),
      fieldKitGroupWords.family.summary('Optical amplifiers', 1),
    ];
    expect(one.flatMap(countsOutOfAgreement)).toEqual([]);
    expect(fieldKitPage.progress('1 of 2 KB', 0, 1)).toBe('1 of 2 KB · 0 of 1 file');
    expect(fieldKitPage.savedMissing(1)).toBe('The browser has cleared 1 saved file: Update brings it back.');
  });

  it('say what a family’s group counts: its product pages, each with its datasheet', () => {
    expect(fieldKitGroupWords.family.summary('Optical amplifiers', 8)).toBe('Optical amplifiers: 8 product pages with their datasheets');
  });
});
