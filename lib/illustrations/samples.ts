import { NATURAL, TIA_598_COLORS, type IllustrationSpec } from '@/content/catalogue/illustration';

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

/**
 * A generic cable, changed by `overrides`: twelve fibres in one gel-filled
 * tube, fibres and tubes in TIA-598 colours, two FRP rods in the sheath, a
 * black jacket. The samples and the drawing tests start from it.
 */
export function cableSpec(overrides: Partial<CableSpec> = {}): CableSpec {
  return {
    kind: 'fiber-cable',
    construction: 'unitube',
    fiberCount: 12,
    fibersPerTube: 12,
    diameterMm: 6,
    fiberColors: TIA_598_COLORS,
    tubeColors: TIA_598_COLORS,
    gelFilled: true,
    rods: { placement: 'sheath', material: 'frp', count: 2 },
    yarn: null,
    jacket: 'black',
    ...overrides,
  };
}

/**
 * One or more specs per illustration kind, covering the variants a drawing
 * switches on. The preview script renders them for a visual check and the
 * component tests render every one, so a new kind without a sample fails.
 */
export interface IllustrationSample {
  name: string;
  title: string;
  spec: IllustrationSpec;
}

export const ILLUSTRATION_SAMPLES: readonly IllustrationSample[] = [
  { name: 'splicer-core', title: 'Core alignment splicer, 5 in', spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5, fiberCount: 1 } },
  { name: 'splicer-clad', title: 'Clad alignment splicer, 4.3 in', spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 } },
  { name: 'splicer-ribbon', title: 'Ribbon splicer, 12 fibres', spec: { kind: 'fusion-splicer', alignment: 'ribbon', screenInches: 5, fiberCount: 12 } },
  { name: 'cleaver-handheld', title: 'Handheld cleaver with collector', spec: { kind: 'cleaver', form: 'handheld', collector: true, fiberCount: 12 } },
  { name: 'cleaver-handheld-plain', title: 'Handheld cleaver', spec: { kind: 'cleaver', form: 'handheld', collector: false, fiberCount: 1 } },
  { name: 'cleaver-tabletop', title: 'Tabletop cleaver', spec: { kind: 'cleaver', form: 'tabletop', collector: true, fiberCount: 1 } },
  { name: 'cleaver-tabletop-ribbon', title: 'Tabletop ribbon cleaver', spec: { kind: 'cleaver', form: 'tabletop', collector: false, fiberCount: 12 } },
  { name: 'otdr-bench-45', title: 'Bench OTDR, 45 dB', spec: { kind: 'otdr', dynamicRangeDb: 45, wavelengthsNm: [1310, 1550], form: 'bench' } },
  { name: 'otdr-bench-32', title: 'Bench OTDR, 32 dB', spec: { kind: 'otdr', dynamicRangeDb: 32, wavelengthsNm: [1310, 1550, 1625], form: 'bench' } },
  { name: 'otdr-handheld', title: 'Handheld OTDR, 26 dB', spec: { kind: 'otdr', dynamicRangeDb: 26, wavelengthsNm: [1310, 1550], form: 'handheld' } },
  { name: 'power-meter', title: 'Optical power meter', spec: { kind: 'power-meter', pon: false, wavelengthsNm: [850, 1300, 1310, 1490, 1550, 1625] } },
  { name: 'power-meter-pon', title: 'PON power meter', spec: { kind: 'power-meter', pon: true, wavelengthsNm: [1310, 1490, 1550] } },
  { name: 'light-source', title: 'Laser source', spec: { kind: 'light-source', wavelengthsNm: [1310, 1550] } },
  { name: 'light-source-3', title: 'Laser source, three wavelengths', spec: { kind: 'light-source', wavelengthsNm: [1310, 1490, 1550] } },
  { name: 'fault-locator', title: 'Visual fault locator 10 mW', spec: { kind: 'fault-locator', outputMw: 10 } },
  { name: 'endface-inspector', title: 'Endface inspector', spec: { kind: 'endface-inspector' } },
  { name: 'olt-gpon-16', title: 'GPON OLT, 16 PON', spec: { kind: 'olt', ponType: 'GPON', ponPorts: 16, gePorts: 8, sfpUplinks: 4 } },
  { name: 'olt-epon-4', title: 'EPON OLT, 4 PON', spec: { kind: 'olt', ponType: 'EPON', ponPorts: 4, gePorts: 4, sfpUplinks: 2 } },
  { name: 'olt-gpon-8', title: 'GPON OLT, 8 PON', spec: { kind: 'olt', ponType: 'GPON', ponPorts: 8, gePorts: 0, sfpUplinks: 4 } },
  { name: 'ont-wifi5', title: 'ONT with WiFi 5', spec: { kind: 'ont', gePorts: 4, fePorts: 0, potsPorts: 1, wifi: 5, antennas: 4 } },
  { name: 'ont-wifi4', title: 'ONT with WiFi 4', spec: { kind: 'ont', gePorts: 1, fePorts: 3, potsPorts: 1, wifi: 4, antennas: 2 } },
  { name: 'ont-bridge', title: 'Bridge ONT', spec: { kind: 'ont', gePorts: 1, fePorts: 0, potsPorts: 0, wifi: null, antennas: 0 } },
  { name: 'sfp', title: 'GPON OLT SFP', spec: { kind: 'sfp', label: 'GPON OLT C++' } },
  { name: 'edfa-1u', title: 'EDFA 1U, 16 outputs, dual input', spec: { kind: 'edfa', form: '1u', outputPorts: 16, inputs: 2, opticalSwitch: true } },
  { name: 'edfa-1u-32', title: 'EDFA 1U, 32 outputs', spec: { kind: 'edfa', form: '1u', outputPorts: 32, inputs: 1, opticalSwitch: false } },
  { name: 'edfa-mini', title: 'Mini EDFA', spec: { kind: 'edfa', form: 'mini', outputPorts: 4, inputs: 1, opticalSwitch: false } },
  { name: 'cable-multitube', title: '24F stranded, central FRP', spec: cableSpec({ construction: 'multitube', fiberCount: 24, fibersPerTube: 12, rods: { placement: 'central', material: 'frp' }, diameterMm: 10 }) },
  { name: 'cable-multitube-96', title: '96F stranded, aramid', spec: cableSpec({ construction: 'multitube', fiberCount: 96, fibersPerTube: 12, rods: { placement: 'central', material: 'frp' }, yarn: 'aramid', diameterMm: 13 }) },
  { name: 'cable-dual-tube', title: '24F dual tube, rods in the sheath, glass yarn, colours unpublished', spec: cableSpec({ construction: 'multitube', fiberCount: 24, fibersPerTube: 12, fiberColors: null, tubeColors: null, yarn: 'glass', diameterMm: 7 }) },
  { name: 'cable-unitube', title: '12F central tube, steel', spec: cableSpec({ construction: 'unitube', fiberCount: 12, fibersPerTube: 12, rods: { placement: 'sheath', material: 'steel', count: 2 }, diameterMm: 8 }) },
  { name: 'cable-unitube-aramid', title: '24F central tube, aramid', spec: cableSpec({ construction: 'unitube', fiberCount: 24, fibersPerTube: 24, fiberColors: [...TIA_598_COLORS, ...TIA_598_COLORS], rods: null, yarn: 'aramid', diameterMm: 7 }) },
  { name: 'cable-unitube-uncoloured', title: '8F central tube, colours unpublished', spec: cableSpec({ construction: 'unitube', fiberCount: 8, fibersPerTube: 8, fiberColors: null, tubeColors: [NATURAL], yarn: 'unnamed', diameterMm: 6 }) },
  { name: 'cable-flat', title: '12F flat, two rods', spec: cableSpec({ construction: 'flat', fiberCount: 12, fibersPerTube: 12, diameterMm: 8 }) },
  { name: 'cable-flat-single-rod', title: '2F flat, one rod', spec: cableSpec({ construction: 'flat', fiberCount: 2, fibersPerTube: 2, fiberColors: ['blue', NATURAL], tubeColors: [NATURAL], rods: { placement: 'sheath', material: 'frp', count: 1 }, yarn: 'unnamed', diameterMm: 5 }) },
  { name: 'cable-drop', title: '2F round drop, one rod', spec: cableSpec({ construction: 'drop', fiberCount: 2, fibersPerTube: 2, fiberColors: ['blue', NATURAL], tubeColors: [NATURAL], rods: { placement: 'sheath', material: 'frp', count: 1 }, yarn: 'unnamed', diameterMm: 5 }) },
];
