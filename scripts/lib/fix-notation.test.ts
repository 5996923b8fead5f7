/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { contentStrings, type ContentString } from '@/lib/content-checks/content-strings';
import { checkReading, contentFiles, planFixes, type Reading } from './fix-notation';

const read = (text: string, record = 'vf10', field = 'summary'): ContentString => ({ record, field, text });
/** A reading in which the check reports every rewrite, to see what the tool itself refuses. */
const everythingWrong: Reading = () => 'wrong';

describe('fix:notation', () => {
  const reading = checkReading(contentStrings());

  it('leaves every content module that passes the notation check byte for byte as it is', () => {
    const changed = contentFiles('content').filter((file) => {
      const source = readFileSync(file, 'utf8');
      const plan = planFixes(file, source, reading);
      return plan.output !== source || plan.refused.length > 0;
    });
    expect(changed).toEqual([]);
  });

  it('keeps the search vocabulary’s buyers’ spellings, which the check does not read', () => {
    const file = 'content/search-vocabulary.ts';
    const source = readFileSync(file, 'utf8');
    expect(source).toContain("'fiber tester'");
    expect(planFixes(file, source, reading)).toEqual({ output: source, rewrites: [], refused: [] });

    const words = "export const say = ['fiber tester', 'wifi router'];\nexport const summary = 'Single-mode fiber at 650nm';\n";
    const plan = planFixes('x.ts', words, checkReading([read('Single-mode fiber at 650nm')]));
    expect(plan.output).toBe("export const say = ['fiber tester', 'wifi router'];\nexport const summary = 'Single-mode fibre at 650 nm';\n");
  });

  it('rewrites a wrong spelling the check reports, and no other byte', () => {
    const source = "export const vf10 = {\n  key: 'vf10',\n  summary: 'Output of over 10mW at 650nm, G652D fibre',\n  note: \"It\\u2019s 12V\\n6 sec\",\n};\n";
    const plan = planFixes('vf10.ts', source, checkReading([read('Output of over 10mW at 650nm, G652D fibre'), read('It’s 12V\n6 sec', 'vf10', 'note')]));
    expect(plan.output).toBe("export const vf10 = {\n  key: 'vf10',\n  summary: 'Output of over 10 mW at 650 nm, G.652.D fibre',\n  note: \"It\\u2019s 12 V\\n6 s\",\n};\n");
    expect(plan.rewrites.map((r) => [r.line, r.to])).toEqual([
      [3, 'Output of over 10 mW at 650 nm, G.652.D fibre'],
      [4, 'It’s 12 V\n6 s'],
    ]);
  });

  it('fixes the words of a template but not what touches a ${…}', () => {
    const source = 'const a = `${slug}fiber`;\nconst b = `${n} GE port, 120x78x30mm case`;\n';
    expect(planFixes('t.ts', source, everythingWrong).output).toBe('const a = `${slug}fiber`;\nconst b = `${n} GE port, 120 × 78 × 30 mm case`;\n');
  });

  it('leaves what the check accepts: a kept label, a key, an address', () => {
    const source = "export const tab = { key: 'fc-6s', label: 'Optical Fiber Cable', href: '/lumora-fiber' };\n";
    const plan = planFixes('t.ts', source, checkReading([read('fc-6s'), read('Optical Fiber Cable')]));
    expect(plan.output).toBe(source);
  });

  it('refuses a rewrite that would make two entries of a list equal, and names it', () => {
    const source = "export const say = ['fibre tester', 'fiber tester', 'WiFi router', 'Wi-Fi router'];\n";
    const plan = planFixes('v.ts', source, everythingWrong);
    expect(plan.output).toBe(source);
    expect(plan.refused).toEqual([
      { line: 1, from: 'fiber tester', to: 'fibre tester' },
      { line: 1, from: 'Wi-Fi router', to: 'WiFi router' },
    ]);
  });

  it('rewrites cells of a row that were equal before and stay equal', () => {
    const source = "const row = ['Weight', '1.7kg', '1.7kg'];\n";
    expect(planFixes('r.ts', source, everythingWrong)).toMatchObject({ output: "const row = ['Weight', '1.7 kg', '1.7 kg'];\n", refused: [] });
  });
});
