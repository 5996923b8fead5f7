/**
 * What a product illustration is drawn from. Until photos arrive every
 * product's picture is an SVG rendered from one of these specs
 * (components/media/illustrations/). Numbers come from the product's facts.
 */

export type SplicerAlignment = 'core' | 'clad' | 'ribbon';

export type IllustrationSpec =
  | {
      kind: 'fusion-splicer';
      alignment: SplicerAlignment;
      /** Screen diagonal in inches (4.3, 5.0 …). */
      screenInches: number;
      /** Fibre count of the holders: 1 for single fibre, up to 12 for ribbon. */
      fiberCount: number;
    }
  | {
      kind: 'cleaver';
      form: 'handheld' | 'tabletop';
      /** Has an off-cut collector box. */
      collector: boolean;
      /** Largest fibre count it cleaves: 1 draws a single fibre in its adapter, more a ribbon in a ribbon holder. */
      fiberCount: number;
    }
  | {
      kind: 'otdr';
      /** Highest dynamic range in dB, drives the length of the trace on screen. */
      dynamicRangeDb: number;
      wavelengthsNm: readonly number[];
      /** Compact handheld units (AE1001) draw smaller with fewer keys. */
      form: 'bench' | 'handheld';
    }
  | { kind: 'power-meter'; pon: boolean; wavelengthsNm: readonly number[] }
  | { kind: 'light-source'; wavelengthsNm: readonly number[] }
  | { kind: 'fault-locator'; outputMw: number }
  | { kind: 'endface-inspector' }
  | {
      kind: 'olt';
      ponType: 'GPON' | 'EPON';
      ponPorts: number;
      /** RJ45 GE uplinks. */
      gePorts: number;
      /** SFP / SFP+ uplink cages. */
      sfpUplinks: number;
    }
  | {
      kind: 'ont';
      gePorts: number;
      fePorts: number;
      potsPorts: number;
      /** null when the unit has no WiFi; 4 and 5 are the WiFi generations. */
      wifi: null | 4 | 5;
      /** Antennas drawn when the unit has WiFi. */
      antennas: number;
    }
  | { kind: 'sfp'; label: string }
  | {
      kind: 'edfa';
      form: '1u' | 'mini';
      outputPorts: number;
      inputs: 1 | 2;
      opticalSwitch: boolean;
    }
  | {
      kind: 'fiber-cable';
      /** Cross-section: 'flat' lays tubes and rods side by side; the others are round. */
      construction: 'flat' | 'drop' | 'unitube' | 'multitube';
      fiberCount: number;
      fibersPerTube: number;
      /**
       * Colours of the fibres in a tube, first to last, as the maker states
       * them; null when no colour order is published, and then none is drawn.
       */
      fiberColors: readonly CableColor[] | null;
      /** Colour of tube 1, 2 …, repeating; null when the maker names none. */
      tubeColors: readonly CableColor[] | null;
      /** Tubes filled with water-blocking jelly. */
      gelFilled: boolean;
      /**
       * Rods that carry the pull: embedded in the sheath (beside the tubes of
       * a flat cable), or one central member inside a stranded ring.
       */
      rods:
        | { placement: 'sheath'; material: 'frp' | 'steel'; count: number }
        | { placement: 'central'; material: 'frp' | 'steel' }
        | null;
      /** Yarn round the core; 'unnamed' when the maker gives a yarn count but not its material. */
      yarn: 'aramid' | 'glass' | 'unnamed' | null;
      jacket: JacketColor;
      /** Outer diameter in mm, or the larger side for flat cables. */
      diameterMm: number;
    };

export type IllustrationKind = IllustrationSpec['kind'];

/** TIA-598 fibre colour order; fibre n (1-based) takes entry (n - 1) % 12. */
export const TIA_598_COLORS = [
  'blue',
  'orange',
  'green',
  'brown',
  'slate',
  'white',
  'red',
  'black',
  'yellow',
  'violet',
  'rose',
  'aqua',
] as const;

export type FiberColor = (typeof TIA_598_COLORS)[number];

/** An uncoloured fibre or tube: the clear coating or the tube's own milky PBT. */
export const NATURAL = 'natural';

/** What a fibre or tube is identified by: a TIA-598 colour, or none (natural). */
export type CableColor = FiberColor | typeof NATURAL;

/** Jacket colours the cable datasheets give as standard. */
export const JACKET_COLORS = ['black'] as const;
export type JacketColor = (typeof JACKET_COLORS)[number];
