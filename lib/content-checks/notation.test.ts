import { notationRules } from '@/content/notation';
import { contentStrings, type ContentString } from './content-strings';
import { notationProblems } from './notation';

const at = (text: string, record = 's1v', field = 'summary'): ContentString => ({ record, field, text });

describe('notation', () => {
  it('passes the site’s content as it stands', () => {
    expect(notationProblems(contentStrings())).toEqual([]);
  });

  it('names the fibre standard written any other way, with the record and field', () => {
    expect(notationProblems([at('Every fibre meets ITU-T G.652 D.', 'gold', 'page.features[0].text')])).toEqual([
      'gold › page.features[0].text: "G.652 D" in "Every fibre meets ITU-T G.652 D.": write "G.652.D" (the fibre standard, one notation across the site)',
    ]);
    expect(notationProblems([at('G652D fibre'), at('SM G652 mode')]).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual(['G.652.D', 'G.652']);
  });

  it('asks for a space between a figure and its unit, and leaves part numbers and keys alone', () => {
    expect(notationProblems([at('Over 10mW at 650nm')]).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual(['10 mW', '650 nm']);
    expect(notationProblems([at('The PCH-12A holder'), at('fc-6s'), at('82m12'), at('-10 to +50 °C')])).toEqual([]);
    expect(notationProblems([at('content/catalogue/fiber-attenuation.ts'), at('A fiber of 10mW.ts')]).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual([
      'fibre',
      '10 mW',
    ]);
    expect(notationProblems([at('-40~+70°C')]).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual(['70 °C']);
    expect(notationProblems([at('15s'), at('20dB')]).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual(['15 s', '20 dB']);
  });

  it('asks for a unit in its own case, with the figure and a space, in prose and in table cells', () => {
    const cell = at('±2 db', 'ae3100', 'page.specTables[0] "OTDR Specifications" › "Linearity" › AE3100A');
    expect(notationProblems([at('With 41 db of dynamic range'), cell])).toEqual([
      's1v › summary: "41 db" in "With 41 db of dynamic range": write "41 dB" (a unit in its own case, one notation across the site)',
      'ae3100 › page.specTables[0] "OTDR Specifications" › "Linearity" › AE3100A: "2 db" in "±2 db": write "2 dB" (a unit in its own case, one notation across the site)',
    ]);
    const slips = ['20 DB', '20 Db', '-3 dbm', '-3 DBm', '10mw', '10 MW', '10 Mw', '1550 NM', '1310 Nm', '5 KM', '5 Km', '0.4 db/km', '2 KG', '6 Sec', '2.4 GHZ', '5300 MAH'];
    expect(notationProblems(slips.map((text) => at(text))).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual([
      '20 dB',
      '20 dB',
      '3 dBm',
      '3 dBm',
      '10 mW',
      '10 mW',
      '10 mW',
      '1550 nm',
      '1310 nm',
      '5 km',
      '5 km',
      '0.4 dB/km',
      '2 kg',
      '6 s',
      '2.4 GHz',
      '5300 mAh',
    ]);
  });

  it('reads a unit only straight after a number, so names, codes and words in capitals pass', () => {
    const names = [
      'Two DB9 and four RJ45 ports',
      'A serial port on 2 DB9 sockets',
      'The CE0416MW and the MW-40',
      'An OP-20KM module, or the 20KM-SFP',
      'A Dbx filter',
      'For 50/125 MM fibre',
      'The NM-B cable standard',
      'A 5G network over 100M Ethernet',
      'A 2.5 mm ferrule at 41 dB',
    ];
    expect(notationProblems(names.map((text) => at(text)))).toEqual([]);
  });

  it('writes seconds as s, dimensions with ×, and WiFi one way', () => {
    const writes = notationProblems([at('6 sec quick mode'), at('180x145x55 mm'), at('Wi-Fi 5')]).map((p) => /write "([^"]+)"/.exec(p)?.[1]);
    expect(writes).toEqual(['6 s', '180 × 145 × 55', 'WiFi']);
  });

  it('keeps the labels the specification fixes, and corrects fibre elsewhere', () => {
    expect(notationProblems([at('Optical Fiber Cable'), at('Contact Lumora: Fiber Optic Cable & Connectivity Experts')])).toEqual([]);
    expect(notationProblems([at('Single-mode fiber, 9/125 µm')]).map((p) => /write "([^"]+)"/.exec(p)?.[1])).toEqual(['fibre']);
  });

  it('names a shared text once, with how many more places it stands in', () => {
    const problems = notationProblems([at('ITU-T G.652 D', 'a'), at('ITU-T G.652 D', 'b'), at('ITU-T G.652 D', 'c')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('(and 2 more places)');
  });

  it('has a house notation that its own rules accept', () => {
    for (const rule of notationRules) {
      for (const match of 'G.652.D 650 nm 6 s 180 × 145 × 55 mm WiFi fibre'.matchAll(rule.find)) expect(rule.write(match)).toBe(match[0]);
    }
  });
});
