/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLORS, PALETTE, camelName, paletteCss, withPaletteBlock } from './palette';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('palette', () => {
  it('names each colour for code in camelCase', () => {
    expect(camelName('navy-950')).toBe('navy950');
    expect(camelName('on-dark-muted')).toBe('onDarkMuted');
    expect(PALETTE.onDarkMuted).toBe(COLORS['on-dark-muted']);
  });

  it('is written into app/tokens.css as it stands in palette.json (run `npm run media:tokens` after a change)', () => {
    const css = read('app/tokens.css');
    expect(withPaletteBlock(css)).toBe(css);
    expect(css).toContain(paletteCss());
  });

  it('is the only place app/tokens.css gives a colour a literal value', () => {
    const css = read('app/tokens.css');
    const outside = css.slice(0, css.indexOf('palette:begin')) + css.slice(css.indexOf('palette:end'));
    expect(outside.match(/--color-[a-z0-9-]+:\s*#[0-9a-f]{3,8}/gi) ?? []).toEqual([]);
  });

  it('is not copied into the drawings, the datasheets, the mark, the application chart, the theme colour or the media scripts', () => {
    const copies = [
      'lib/illustrations/palette.ts',
      'lib/datasheet/style.ts',
      'lib/brand/mark.ts',
      'components/catalogue/application-chart.tsx',
      'app/layout.tsx',
      'tools/media/video/lib/svg.mts',
      'scripts/lib/art-kit.mts',
    ];
    const brandHexes = new Set(Object.values(COLORS).filter((hex) => hex !== '#ffffff'));
    const found = copies.flatMap((file) =>
      (read(file).toLowerCase().match(/#[0-9a-f]{6}\b/g) ?? []).filter((hex) => brandHexes.has(hex)).map((hex) => `${file}: ${hex}`),
    );
    expect(found).toEqual([]);
  });

  it('rewrites only the block between the markers', () => {
    const stale = 'a {}\n:root {\n  /* palette:begin old */\n  --color-x: #000000;\n  /* palette:end */\n  --gap: 1px;\n}\n';
    const fresh = withPaletteBlock(stale.replace('/* palette:begin old */', paletteCss('').split('\n')[0]!));
    expect(fresh.startsWith('a {}\n:root {\n')).toBe(true);
    expect(fresh).toContain(`  --color-navy-950: ${COLORS['navy-950']};`);
    expect(fresh).not.toContain('--color-x');
    expect(fresh.endsWith('  --gap: 1px;\n}\n')).toBe(true);
  });
});
