import { site } from './site';
import { UNIT_IN_ANY_CASE, UNITS, unitWritten } from './units';

/**
 * The site's one way of writing each unit, standard and name that the
 * sources write several ways. The content checks read every string in
 * content/ and name each other spelling with the record and field it stands
 * in (lib/content-checks/notation.ts). Labels the specification fixes word
 * for word (the fibre landing's 'Optical Fiber Cable' tab) are listed as
 * exceptions, with the reason.
 */
export interface NotationRule {
  /** What is written one way, e.g. 'the fibre standard'. */
  name: string;
  /** Every writing of it, the house one included (global). */
  find: RegExp;
  /** The house notation for one match. */
  write: (match: RegExpExecArray) => string;
  /** Phrases that keep another notation because the specification or a maker fixes them; a match inside one is left alone. */
  keep?: readonly string[];
}

const unitAlternatives = UNITS.map((u) => u.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');

export const notationRules: readonly NotationRule[] = [
  {
    name: 'the micro sign',
    // The Greek letter mu (U+03BC) looks the same but is another character: search and the datasheets' Helvetica miss it.
    find: /μ(?=[ms]\b)/g,
    write: () => 'µ',
  },
  {
    name: 'the fibre standard',
    find: /\bG\.?\s?652(?:\s?\.?\s?D\b)?/g,
    write: (m) => (m[0].endsWith('D') ? 'G.652.D' : 'G.652'),
  },
  {
    name: 'the dimensions of a thing',
    // '180x145x55 mm', '3.0 x 2.0 mm': the multiplication sign, spaced.
    find: /(?<![\p{L}\d.])(\d+(?:\.\d+)?)\s?[x×]\s?(\d+(?:\.\d+)?)(?:\s?[x×]\s?(\d+(?:\.\d+)?))?(?=\s?(?:mm|cm|m)\b)/gu,
    write: (m) => [m[1], m[2], m[3]].filter((n) => n !== undefined).join(' × '),
  },
  {
    name: 'WiFi',
    find: /\bWi-?Fi\b/gi,
    write: () => 'WiFi',
  },
  {
    name: 'fibre (the site writes British English)',
    find: /\b([Ff])iber\b/g,
    write: (m) => `${m[1] === 'F' ? 'F' : 'f'}ibre`,
    keep: [
      // Labels the specification fixes word for word.
      'Optical Fiber Cable',
      'Fiber Optics',
      'Fiber Optic Cable',
      'Fiber Coloring',
      'Fiber Sheathing',
      'Fiber Buffering',
      'Fiber Testing and Packing',
      // The maker's product name.
      'Auto Fiber Endface Inspector',
      // An organisation's name, cited as a source by the link planner.
      'The Fiber Optic Association',
    ],
  },
  {
    name: 'a unit in its own case',
    // '41 db', '±2 DB', '10mw', '5 KM': in another case a unit is another unit or none (content/units.ts). Only a unit
    // straight after a number is one: 'DB9', 'CE0416MW' and 'OP-20KM' are names.
    find: new RegExp(String.raw`(?<![\p{L}\d.,]|\p{L}-)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(${UNIT_IN_ANY_CASE})(?![\p{L}\d]|-[\p{L}\d])`, 'gu'),
    write: (m) => {
      const unit = unitWritten(m[2]!);
      // The right case is left as written: a missing space is the next rule's to name.
      return unit === undefined || unit === m[2] ? m[0] : `${m[1]} ${unit === 'sec' ? 's' : unit}`;
    },
  },
  {
    name: 'a figure and its unit',
    // A number written against its unit ('650nm', '10mW', '12V'): SI writes a space between them.
    // A hyphen after a letter makes a part number ('PCH-12A'); after a digit it closes a range ('200-400µm').
    find: new RegExp(String.raw`(?<![\p{L}\d.,]|\p{L}-)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(${unitAlternatives})(?![\p{L}\d])`, 'gu'),
    write: (m) => `${m[1]} ${m[2]}`,
  },
  {
    name: 'seconds',
    find: /(?<![\p{L}\d.])(\d+(?:\.\d+)?)\s?(?:sec|secs)\b/gu,
    write: (m) => `${m[1]} s`,
  },
  {
    name: 'the brand’s cable range',
    find: new RegExp(String.raw`\b${site.name} Fib(?:er|re)\b`, 'g'),
    write: () => `${site.name} Fibre`,
  },
];
