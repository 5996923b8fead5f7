import type { Unit } from '@/content/units';
import type { FamilyKey } from './types';

/**
 * What physics and the trade allow for the figures a buyer compares. The
 * content checks (lib/content-checks/figures.ts) read every spec-table row
 * a bound names and fail the build on a value outside it, naming the record,
 * the row and the bound. A bound is deliberately wide: it catches a
 * misplaced decimal point, a lost minus sign or a figure copied from the
 * wrong row, never a real product at the edge of its class.
 *
 * The key figures a buyer filters by (dynamic range, dead zones, splice
 * time and loss, output per port …) carry their bounds on their facets
 * (content/catalogue/facets/) and are checked as typed values; the bounds
 * here hold the figures that are still text in the tables.
 */
export interface FigureBound {
  /** What the figure is, as a buyer would say it. */
  figure: string;
  /** Families whose tables hold it. */
  families: readonly FamilyKey[];
  /** Row headers that state it, e.g. /^noise figure/i. */
  rows: RegExp;
  /** Rows matched by `rows` that are not this figure. */
  except?: RegExp;
  unit: Unit | 'split';
  min: number;
  max: number;
  /** Why a value outside is wrong, in one plain phrase. */
  why: string;
}

export const figureBounds: readonly FigureBound[] = [
  {
    figure: 'amplifier noise figure',
    families: ['edfa'],
    rows: /noise figure/i,
    unit: 'dB',
    min: 3,
    max: 10,
    why: 'no optical amplifier has a noise figure below the quantum limit of about 3 dB',
  },
  {
    figure: 'amplifier input power',
    families: ['edfa'],
    rows: /input power/i,
    unit: 'dBm',
    min: -15,
    max: 15,
    why: 'an amplifier takes an input between -15 and +15 dBm',
  },
  {
    figure: 'light-source output power',
    families: ['deviser'],
    rows: /(laser|source).*output power|output power/i,
    unit: 'dBm',
    min: -10,
    max: 10,
    why: 'a Fabry-Perot or DFB test source launches about -10 to +5 dBm; a level tens of dB lower is a receiver’s sensitivity, not a source’s output',
  },
  {
    figure: 'single-mode fibre attenuation',
    families: ['fiber'],
    rows: /attenuation/i,
    unit: 'dB/km',
    min: 0.15,
    max: 0.45,
    why: 'G.652 fibre loses between 0.15 and 0.45 dB per km',
  },
  {
    figure: 'fibre cladding diameter',
    families: ['fiber', 'sumitomo'],
    rows: /cladding/i,
    except: /concentricity|non-circularity|error/i,
    unit: 'µm',
    min: 80,
    max: 130,
    why: 'telecom fibre cladding is 80 to 125 µm across',
  },
  {
    figure: 'PON split ratio',
    families: ['pon'],
    rows: /split/i,
    unit: 'split',
    min: 2,
    max: 128,
    why: 'a GPON or EPON port splits at most 1:128',
  },
  {
    figure: 'PON optics transmit power',
    families: ['pon'],
    rows: /tx (optical )?power/i,
    unit: 'dBm',
    min: -10,
    max: 10,
    why: 'PON optics launch between -10 and +10 dBm',
  },
  {
    figure: 'PON receiver sensitivity',
    families: ['pon'],
    rows: /sensitivity/i,
    unit: 'dBm',
    min: -40,
    max: -10,
    why: 'a PON receiver is sensitive to between -40 and -10 dBm',
  },
  {
    figure: 'operating temperature',
    families: ['sumitomo', 'deviser', 'pon', 'edfa', 'fiber'],
    rows: /(operating|working|operation).*temperature|temperature.*(operat|working)/i,
    unit: '°C',
    min: -60,
    max: 90,
    why: 'equipment and cable are rated between -60 and +90 °C',
  },
];
