/** @jest-environment node */
import { hit3Floor } from './floor';
import { places, runSearchQuality } from './run';

// Both engines built from the content, as the export builds them, and the whole judged set run through each.
const reports = runSearchQuality();

describe('the judged query set', () => {
  it.each(places)('keeps hit@3 on %s at or above its committed floor (npm run bench:search-quality lists the misses)', (place) => {
    expect(reports[place].overall.hit3).toBeGreaterThanOrEqual(hit3Floor[place]);
  });
});
