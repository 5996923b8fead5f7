import { branches, type Branch } from '@/content/branches';
import { branchOfficeNoun } from '@/content/company';
import { fromWords } from '@/content/count';
import { DISPLAY_NUMBER } from '@/content/phone';
import { getPublications, type Publication } from '@/content/publications';
import { site } from '@/content/site';
import { INDIA_BOUNDS } from '@/lib/contact/geo';
import { parseIsoDate } from '@/lib/format/dates';
import { vitalsEndpointProblem } from '@/lib/vitals/endpoint';
import { contentStrings, type ContentString } from './content-strings';

/**
 * Checks over the company's own records: the phone number, the branch
 * offices and the publications. Each names the record and the field.
 */

export function phoneProblems(phone: string = site.phone.display): string[] {
  return DISPLAY_NUMBER.test(phone)
    ? []
    : [`content/site.ts › phone: "${phone}" is not written as an international number; write it as '+91 98100 00000' (plus, country code, then the number in groups)`];
}

const domainOf = (email: string) => email.split('@')[1] ?? '';

export function branchProblems(list: readonly Branch[] = branches, email: string = site.email): string[] {
  const domain = domainOf(email);
  return list.flatMap((b) => {
    const found: string[] = [];
    const field = (name: string, ok: boolean, what: string) => {
      if (!ok) found.push(`${b.key} › ${name}: ${what}`);
    };
    field('address', b.address.trim().length > 10, `"${b.address}" is too short to find the office; give street, area and city`);
    field('contactRole', b.contactRole.trim() !== '', 'empty; say who answers, e.g. Branch Manager');
    field('designation', b.designation.trim() !== '', 'empty; give the region the office serves');
    field('mobiles', b.mobiles.length > 0, 'no number; give the office at least one mobile number');
    b.mobiles.forEach((m, i) =>
      field(`mobiles[${i}]`, DISPLAY_NUMBER.test(m), `"${m}" is not written as an international number; write it as '+91 98300 00003'`),
    );
    field('email', /^[^@\s]+@[^@\s]+$/.test(b.email) && b.email.endsWith(`@${domain}`), `"${b.email}" is not an address at ${domain} (site.email)`);
    field('lat', b.lat > INDIA_BOUNDS.south && b.lat < INDIA_BOUNDS.north, `${b.lat} is outside India; copy the latitude from the map, e.g. 28.6139`);
    field('lon', b.lon > INDIA_BOUNDS.west && b.lon < INDIA_BOUNDS.east, `${b.lon} is outside India; copy the longitude from the map, e.g. 77.2090`);
    return found;
  });
}

export function publicationProblems(list: readonly Publication[] = getPublications()): string[] {
  return list.flatMap((p) => {
    const found: string[] = [];
    try {
      parseIsoDate(p.date);
    } catch {
      found.push(`${p.id} › date: "${p.date}" is not a day of the calendar; write it as YYYY-MM-DD`);
    }
    if (p.title.trim() === '') found.push(`${p.id} › title: empty`);
    if (p.content.some((paragraph) => paragraph.trim() === '')) found.push(`${p.id} › content: an empty paragraph; remove it or write it`);
    if (p.images.length === 0) found.push(`${p.id} › images: no picture; add at least one to publicationImages in content/media/imagery.ts`);
    p.images.forEach((image, i) => {
      if (image.alt.trim() === '') found.push(`${p.id} › images[${i}].alt: empty; say what the picture shows`);
    });
    if (p.link !== undefined && !/^https:\/\//.test(p.link)) found.push(`${p.id} › link: "${p.link}" is not an https:// address`);
    return found;
  });
}

/** The web-vitals endpoint the build will write into every page: an https URL or a site path, or none. */
export function vitalsEndpointProblems(endpoint: string | null = site.vitalsEndpoint, fromEnv: boolean = Boolean(process.env.VITALS_ENDPOINT?.trim())): string[] {
  const problem = endpoint === null ? null : vitalsEndpointProblem(endpoint);
  if (problem === null) return [];
  return [`${fromEnv ? 'VITALS_ENDPOINT' : 'content/site.ts › vitalsEndpoint'}: ${problem}`];
}

/**
 * Words that count the branch offices agree with the list: 'twelve branch
 * offices' while content/branches.ts holds twelve. A number written by hand
 * goes stale when an office opens; `branchOfficeCount` never does.
 */
export function branchCountProblems(strings: readonly ContentString[] = contentStrings(), count: number = branches.length): string[] {
  const counted = new RegExp(`\\b(\\w+) (?:${branchOfficeNoun.other}|${branchOfficeNoun.one})\\b`, 'gi');
  return strings.flatMap(({ record, field, text }) =>
    [...text.matchAll(counted)]
      .filter((m) => {
        const n = fromWords(m[1]!);
        // 'one branch office' or 'no branch office' is a phrase, not a count of the list.
        return n !== null && n > 1 && n !== count;
      })
      .map((m) => `${record} › ${field}: says "${m[0]}" where content/branches.ts lists ${count}; write \${branchOfficeCount} (content/company.ts) for the count`),
  );
}
