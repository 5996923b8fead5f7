import { getProducts } from './catalogue';
import type { FamilyKey } from './catalogue/types';
import { sentencesOf, stringsOf } from '@/lib/catalogue/checks';
import type { PartnerKey } from './media/imagery';
import { catvPartner, partners, specCatvPage } from './partners';

/**
 * The spec gives each partner a kind only (catalogue 2.10: a connectivity and
 * splicing maker, an instruments maker, a CATV product maker, a telecom
 * solutions provider). What the site says a partner makes must come from
 * the catalogue records of that partner's products; a partner the catalogue
 * carries nothing from is named by its kind alone.
 */
const catalogueFamilyOf: Record<PartnerKey, FamilyKey | null> = {
  'sumitomo-electric': 'sumitomo',
  deviser: 'deviser',
  'spec-technology': null,
  'invas-technologies': null,
};

/** Kinds of equipment a partner might be said to make. */
const equipment = [
  'splicer',
  'cleaver',
  'OTDR',
  'power meter',
  'light source',
  'fault locator',
  'multimeter',
  'transmitter',
  'receiver',
  'node',
  'headend',
  'amplifier',
  'EDFA',
  'modulator',
  'ONT',
  'ONU',
  'OLT',
  'fibre cable',
  'fiber cable',
];

const mentions = (text: string, kind: string) => new RegExp(`\\b${kind}s?\\b`, 'i').test(text);

/** Everything said of a partner: its tagline and kind, and each sentence that names it (on /spec-catv too, for SPEC). */
function ownText(key: PartnerKey): string {
  const partner = partners.find((p) => p.key === key)!;
  const prose = key === catvPartner.key ? [partner.description, ...stringsOf(specCatvPage)] : [partner.description];
  const naming = sentencesOf(prose.join(' ')).filter((sentence) => sentence.includes(partner.name.split(' ')[0]!));
  return [partner.tagline, partner.kind, ...naming].join('\n');
}

describe('partner records', () => {
  it('name only kinds of equipment the catalogue carries from that partner', () => {
    const problems = partners.flatMap(({ key }) => {
      const family = catalogueFamilyOf[key];
      const catalogueText = family ? stringsOf(getProducts(family)).join('\n') : '';
      return equipment
        .filter((kind) => mentions(ownText(key), kind) && !mentions(catalogueText, kind))
        .map((kind) => `${key}: says it makes ${kind}s, which the catalogue carries none of from it`);
    });
    expect(problems).toEqual([]);
  });

  it('claim no country of manufacture, which no source gives', () => {
    const origin = /made in|manufactured in|\b(?:Japan|Japanese|China|Chinese|Korea|Korean|Taiwan|German|Germany|USA|American)\b/i;
    const problems = partners.filter(({ key }) => origin.test(ownText(key))).map(({ key }) => `${key}: ${ownText(key).match(origin)![0]}`);
    expect(problems).toEqual([]);
  });

  it('keep the /spec-catv page headed as the spec names it', () => {
    // Catalogue 2.1: /spec-catv shows the text "SpecCATV".
    expect(specCatvPage.title).toBe('SpecCATV');
  });
});
