import { branches } from '@/content/branches';
import { getPublications } from '@/content/publications';
import { site } from '@/content/site';
import { branchCountProblems, branchProblems, phoneProblems, publicationProblems, vitalsEndpointProblems } from './site';

describe('company record checks', () => {
  it('pass the records as they stand', () => {
    expect([...phoneProblems(), ...branchProblems(), ...branchCountProblems(), ...publicationProblems()]).toEqual([]);
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

describe('the branch-office count check', () => {
  const at = (text: string) => [{ record: 'content/thank-you.ts › thankYouPage', field: 'steps[2]', text }];

  it('names words that count the offices otherwise than the list does, in words or digits', () => {
    expect(branchCountProblems(at('the nearest of our eleven branch offices will call'), 12)).toEqual([
      'content/thank-you.ts › thankYouPage › steps[2]: says "eleven branch offices" where content/branches.ts lists 12; write ${branchOfficeCount} (content/company.ts) for the count',
    ]);
    expect(branchCountProblems(at('visit one of 13 Branch Offices'), 12)).toHaveLength(1);
  });

  it('passes the list’s own count and phrases that count nothing', () => {
    expect(branchCountProblems(at('one of twelve branch offices; 12 branch offices; our branch offices; one branch office; no branch office'), 12)).toEqual([]);
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
