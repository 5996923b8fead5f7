import { branches } from '@/content/branches';
import { getPublications } from '@/content/publications';
import { site } from '@/content/site';
import { branchProblems, phoneProblems, publicationProblems, vitalsEndpointProblems } from './site';

describe('company record checks', () => {
  it('pass the records as they stand', () => {
    expect([...phoneProblems(), ...branchProblems(), ...publicationProblems()]).toEqual([]);
  });

  it('name a phone number not written in the international form', () => {
    expect(phoneProblems('098100 00000')).toEqual([
      `content/site.ts › phone: "098100 00000" is not written as an international number; write it as '+91 98100 00000' (plus, country code, then the number in groups)`,
    ]);
  });

  it('name a branch’s e-mail at another domain and a number without its country code', () => {
    const kochi = branches.find((b) => b.key === 'kochi')!;
    const broken = { ...kochi, email: 'kochi@example.com', mobiles: ['98470 00012'] as const };
    expect(branchProblems([broken], site.email)).toEqual([
      `kochi › mobiles[0]: "98470 00012" is not written as an international number; write it as '+91 98300 00003'`,
      `kochi › email: "kochi@example.com" is not an address at lumora.example (site.email)`,
    ]);
  });

  it('name a branch with no mobile number', () => {
    const kochi = branches.find((b) => b.key === 'kochi')!;
    expect(branchProblems([{ ...kochi, mobiles: [] as never }], site.email)).toEqual(['kochi › mobiles: no number; give the office at least one mobile number']);
  });

  it('name a publication date that does not exist and an entry with no picture', () => {
    const entry = getPublications()[0]!;
    expect(publicationProblems([{ ...entry, date: '2025-02-30', images: [] }])).toEqual([
      `${entry.id} › date: "2025-02-30" is not a day of the calendar; write it as YYYY-MM-DD`,
      `${entry.id} › images: no picture; add at least one to publicationImages in content/media/imagery.ts`,
    ]);
  });
});

describe('the web-vitals endpoint check', () => {
  it('passes no endpoint, an https URL and a site path', () => {
    expect(vitalsEndpointProblems(null, false)).toEqual([]);
    expect(vitalsEndpointProblems('https://rum.example.org/v1', true)).toEqual([]);
    expect(vitalsEndpointProblems('/vitals', false)).toEqual([]);
  });

  it('names where a bad endpoint came from, in one line', () => {
    expect(vitalsEndpointProblems('http://rum.example.org', true)).toEqual([
      'VITALS_ENDPOINT: "http://rum.example.org" is neither an https URL nor a path on this site; write it like https://rum.example.com/vitals or /vitals, or leave it unset to send nothing',
    ]);
    expect(vitalsEndpointProblems('vitals', false)[0]).toMatch(/^content\/site\.ts › vitalsEndpoint: "vitals" is neither/);
  });
});
