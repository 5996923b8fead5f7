import { currentGazetteerInput, gazetteerProblems, type GazetteerInput } from './gazetteer';

const current = currentGazetteerInput();
const withChange = (change: Partial<GazetteerInput>): GazetteerInput => ({ ...current, ...change });
const lucknow = { name: 'Lucknow', aliases: ['Lakhnau'], state: 'Uttar Pradesh', lat: 26.85, lon: 80.95 } as const;

describe('the gazetteer', () => {
  it('passes as the records stand', () => {
    expect(gazetteerProblems(current)).toEqual([]);
  });

  it('refuses a place outside India, latitude and longitude swapped', () => {
    expect(gazetteerProblems(withChange({ places: [{ ...lucknow, lat: 80.95, lon: 26.85 }] }))).toEqual([
      'gazetteer › Lucknow › lat, lon: 80.95, 26.85 is outside India; copy the coordinates from the map (latitude first, e.g. 26.85, 80.95)',
    ]);
  });

  it('refuses a name given to two places, however it is spelt', () => {
    const aurangabad = { name: 'Aurangabad', state: 'Bihar', lat: 24.75, lon: 84.37 } as const;
    const sambhajinagar = { name: 'Chhatrapati Sambhajinagar', aliases: ['Aurangābād'], state: 'Maharashtra', lat: 19.88, lon: 75.34 } as const;
    expect(gazetteerProblems(withChange({ places: [aurangabad, sambhajinagar] }))).toEqual([
      'gazetteer › Chhatrapati Sambhajinagar › aliases[0]: “Aurangābād” is also a name of Aurangabad; a name leads to one place, so qualify one of them or leave it out',
    ]);
  });

  it('refuses a name search reads as something else: a catalogue word, a vocabulary phrase, an ignored word', () => {
    const places = [
      { ...lucknow, name: 'Ultra', aliases: [] },
      { ...lucknow, name: 'Red Light', aliases: [] },
      { ...lucknow, name: 'Price', aliases: [] },
      // A longer name only holds such a word: the whole name is what a visitor types.
      { ...lucknow, name: 'Ultra Nagar', aliases: [] },
    ];
    expect(gazetteerProblems(withChange({ places }))).toEqual([
      'gazetteer › Ultra › name: “Ultra” is a word of the catalogue’s names, so search reads it as that; leave the name out',
      'gazetteer › Red Light › name: “Red Light” is a phrase of the search vocabulary, so search reads it as that; leave the name out',
      'gazetteer › Price › name: “Price” is a word search ignores, so search reads it as that; leave the name out',
    ]);
  });

  it('refuses a note for the nearest office that leaves out the place or the distance', () => {
    expect(gazetteerProblems(withChange({ places: [], note: 'Nearest office: about {km} km' }))).toEqual([
      'content/search.ts › searchCopy.nearestOffice: has no {place}; write it where the place goes',
    ]);
  });
});
