import type { ClientDevice, Product } from '@/content/catalogue/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import { withCell, withDrawing, withPage, withProduct, withSummary } from './catalogue-fixture';
import * as pon from './pon';

const {
  modelSpellingProblems,
  oltHighlightProblems,
  oltOpticsProblems,
  ontApplicationProblems,
  ponDrawingProblems,
  ponMountingProblems,
  ponOpticsProblems,
  ponRouteProblems,
  sfpClaimProblems,
  splitAndReachProblems,
  twinProblems,
} = pon;

const charted = (key: string, devices: readonly ClientDevice[]) => withPage(key, () => ({ applicationChart: { devices } }));
const withOpticsNote = (key: string, note: string | undefined) =>
  withPage(key, (page) => ({ specTables: page.specTables.map((t) => (t.title === 'PON Optics' ? { ...t, note } : t)) }));

describe('PON checks', () => {
  it('pass the catalogue as it stands', () => {
    expect(pon.ponChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('put a PON page at /<brand>-pon/ and its model, hyphens aside', () => {
    expect(ponRouteProblems(withPage('op-101x', () => ({ route: '/lumora-pon/OP-102X' })))).toEqual([
      "op-101x › page.route: '/lumora-pon/OP-102X' is not /lumora-pon/OP-101X; put a PON page at /lumora-pon/ and its model as printed",
    ]);
    expect(ponRouteProblems(withPage('op-101x', () => ({ route: '/lumora-pon/OP101X' })))).toEqual([]);
  });

  it('give each device its own direction of light, and an ONT its launch power and sensitivity', () => {
    expect(ponOpticsProblems(withCell('op-100p16g', 'Wavelength', 'TX 1310 nm, RX 1490 nm'))).toEqual([
      'op-100p16g › page.specTables[2] "PON Optics" › "Wavelength": "TX 1310 nm, RX 1490 nm"; an OLT sends at 1490 nm and receives at 1310 nm, so write "TX 1490 nm, RX 1310 nm"',
    ]);
    expect(ponOpticsProblems(withCell('op-100p16g', 'Reach', 'Up to 20 km to the ONT'))).toEqual([
      "op-100p16g › page.specTables[2] \"PON Optics\": names the ONT; an OLT's page shows the OLT's own optics, so take the ONT's figures out",
    ]);
    const noSensitivity = withPage('op-101x', (page) => ({
      specTables: page.specTables.map((t) => ({ ...t, groups: t.groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r[0] !== 'RX sensitivity') })) })),
    }));
    expect(ponOpticsProblems(noSensitivity)).toEqual([
      `op-101x › page.specTables[2] "PON Optics": no "RX sensitivity" row; an ONT's page gives its launch power and sensitivity, so add it from the maker's sheet`,
    ]);
  });

  it('ask an OLT page to account for wavelength, launch power and reach, and to tie split and reach to the power budget', () => {
    expect(oltOpticsProblems(withOpticsNote('op-100p4g', undefined))).toEqual(
      ['wavelength', 'launch power', 'reach'].map((figure) => `op-100p4g › page.specTables[2] "PON Optics": no ${figure}, and no note saying why; add the row, or say in the note that the maker gives none`),
    );
    expect(oltOpticsProblems(withOpticsNote('op-100p16g', 'Each is a maximum.'))).toEqual([
      'op-100p16g › page.specTables[2] "PON Optics" › note: gives a split ratio and a reach but does not say they hold together only within the power budget; say so in the note',
    ]);
  });

  it('refuse a split ratio and a reach given as one claim, unless the sentence ties them to the power budget', () => {
    expect(splitAndReachProblems(withSummary('op-100p16g', 'It splits 1:128 over 20 km.'))).toEqual([
      'op-100p16g › summary: "It splits 1:128 over 20 km." gives a split ratio and a reach as one claim; each is a maximum, so say they hold together only within the power budget, or give them apart',
    ]);
    expect(splitAndReachProblems(withSummary('op-100p16g', 'It splits 1:128 over 20 km where the power budget allows.'))).toEqual([]);
  });

  it('refuse a wall mount no table gives, and an OLT in a street cabinet', () => {
    expect(ponMountingProblems(withSummary('op-101x', 'Wall-mount it by the door.'))).toEqual([
      'op-101x › summary: "Wall-mount": its tables give no wall mounting; take it out, or put the maker’s mounting in its table first',
    ]);
    expect(ponMountingProblems(withSummary('op-100p8g', 'It fits a street cabinet.'))).toEqual([
      'op-100p8g › summary: "street": an OLT rated from 0 °C does not go in a street or outdoor cabinet; name the sites the maker gives (exchanges, remote and industrial-park sites, racks)',
    ]);
    expect(ponMountingProblems(withCell('op-100p8g', 'Working temperature', '-40 to +65 °C')).filter((p) => p.startsWith('op-100p8g'))).toEqual([]);
  });

  it('give every OLT page four highlights', () => {
    expect(oltHighlightProblems(withPage('op-100p8', (page) => ({ highlights: page.highlights.slice(0, 3) })))).toEqual([
      'op-100p8 › page.highlights: 3; an OLT page shows 4 key highlights, so give it 4',
    ]);
  });

  it('draw each device as what its key figures say, and keep an SFP module to a card under its tab', () => {
    expect(ponDrawingProblems(withDrawing('op-100p8', { ponPorts: 16 }))).toEqual([
      'op-100p8 › image.spec: drawn as a 16-port EPON OLT, but its models have 8 EPON ports; draw what its key figures give',
    ]);
    expect(ponDrawingProblems(withDrawing('op801gw', { wifi: null }))).toEqual([
      'op801gw › image.spec: drawn with 1 LAN, 0 phone ports and WiFi none, but its models have 1, 0 and wifi4; draw what its key figures give',
    ]);
    expect(ponDrawingProblems(withDrawing('op801gw', { kind: 'olt' }))).toEqual(['op801gw › image.spec.kind: drawn as olt, but its models are ONTs; draw it as one']);
    const paged = currentCatalogue().products.find((p) => p.key === 'op-101x')!.page;
    expect(ponDrawingProblems(withProduct('c-plus4', (p) => ({ ...p, page: paged, tabs: ['all'] as Product['tabs'] })))).toEqual([
      'c-plus4 › page: an SFP module is a card only, with no page or datasheet of its own; set page to null',
      "c-plus4 › tabs: an SFP module stands under 'pon-sfp'; add the tab",
    ]);
  });

  it('hold an ONT’s drawing to its ordering row and its chart to its ports, and give an OLT no chart', () => {
    expect(ontApplicationProblems(withCell('op801gw', 'OP801GW', '2GE+WiFi 4'))).toEqual([
      'op801gw › image.spec: drawn with 1 LAN and 0 phone ports and WiFi, but the ordering row lists "2GE+WiFi 4"; draw the ports it lists',
    ]);
    expect(ontApplicationProblems(charted('op821gwv-d', ['phone', 'pc', 'iptv', 'laptop']))).toEqual([
      'op821gwv-d › page.applicationChart: a phone on a LAN port; put the wired devices first, one per LAN port',
      'op821gwv-d › page.applicationChart: the POTS port serves no phone; put a phone after the LAN devices',
      'op821gwv-d › page.applicationChart: its WiFi serves no smartphone; add one after the wired devices',
    ]);
    expect(ontApplicationProblems(charted('op-101x', ['pc', 'smartphone']))).toEqual(['op-101x › page.applicationChart: WiFi clients on an ONT without WiFi; take them out']);
    expect(ontApplicationProblems(charted('op-100p16g', ['pc']))).toEqual(["op-100p16g › page.applicationChart: an OLT serves ONTs, not a subscriber's devices; take the chart out"]);
  });

  it('ask two pages with the same tables to say so on both, with titles that claim no difference', () => {
    const silent = withPage('op-100p4', (page) => ({ specTables: page.specTables.map((t) => ({ ...t, note: t.title === 'PON Optics' ? t.note : undefined })) }));
    expect(twinProblems(silent)).toEqual([
      "op-100p4 › page.specTables: the same tables as the OP-100P4G, but no note says so; say in a note that the maker's tables show no difference from the OP-100P4G",
    ]);
    expect(twinProblems(withProduct('op-100p4', (p) => ({ ...p, title: `${p.title} Pro` })))).toEqual([
      expect.stringMatching(/^op-100p4g › title: .* claims a difference the tables do not show/),
      expect.stringMatching(/^op-100p4 › title: .* Pro" claims a difference the tables do not show/),
    ]);
  });

  it('let an SFP card claim OLT ports only when an OLT lists its class', () => {
    expect(sfpClaimProblems(withProduct('c-plus4', (p) => ({ ...p, summary: 'A C++++ module for the OLT ports.' })))).toEqual([
      'c-plus4 › summary: says it is for the OLT ports, but no OLT lists its class; say what it is without the OLT, or list the class on the OLT that takes it',
    ]);
  });

  it('name a model one way in its record', () => {
    expect(modelSpellingProblems(withSummary('op-841gwv-dgb', 'The OP-841GWV-DGB serves four rooms.'))).toEqual([
      'op-841gwv-dgb: "OP-841GWV-DGB" names the OP841GWV-DGB another way; write it "OP841GWV-DGB", as its maker\'s ordering row does',
    ]);
  });
});
