import { render, screen } from '@testing-library/react';
import { NATURAL, TIA_598_COLORS, type IllustrationSpec } from '@/content/catalogue/illustration';
import { FIBER_HEX } from '@/lib/illustrations/palette';
import { ILLUSTRATION_HEIGHT } from '@/lib/illustrations/canvas';
import { cableSpec, ILLUSTRATION_SAMPLES } from '@/lib/illustrations/samples';
import { ProductIllustration } from './product-illustration';

function draw(spec: IllustrationSpec, title = 'Product') {
  const { container } = render(<ProductIllustration spec={spec} title={title} />);
  return {
    svg: container.querySelector('svg')!,
    parts: (name: string) => container.querySelectorAll(`[data-part="${name}"]`),
  };
}

/** An 8-fibre central-tube cable, changed by `overrides`. */
const cable = (overrides: Parameters<typeof cableSpec>[0]) => cableSpec({ fiberCount: 8, fibersPerTube: 8, ...overrides });

describe('ProductIllustration', () => {
  it('is an image named by its title', () => {
    draw({ kind: 'sfp', label: 'GPON OLT C++' }, 'GPON OLT SFP module, class C++');
    expect(screen.getByRole('img', { name: 'GPON OLT SFP module, class C++' })).toBeInTheDocument();
  });

  it('has a fixed viewBox and matching size so it scales without layout shift', () => {
    const { svg } = draw({ kind: 'endface-inspector' });
    expect(svg).toHaveAttribute('viewBox', `0 0 480 ${ILLUSTRATION_HEIGHT['endface-inspector']}`);
    expect(svg).toHaveAttribute('width', '480');
    expect(svg).toHaveAttribute('height', String(ILLUSTRATION_HEIGHT['endface-inspector']));
  });

  it('passes the class name through', () => {
    const { svg } = draw({ kind: 'endface-inspector' });
    expect(svg.getAttribute('class')).toBeNull();
    const { container } = render(<ProductIllustration spec={{ kind: 'endface-inspector' }} title="x" className="media" />);
    expect(container.querySelector('svg')).toHaveClass('media');
  });

  it.each(Object.keys(ILLUSTRATION_HEIGHT))('has a sample of kind %s that renders', (kind) => {
    const samples = ILLUSTRATION_SAMPLES.filter((sample) => sample.spec.kind === kind);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(() => draw(sample.spec, sample.title)).not.toThrow();
    }
  });

  it('draws exactly the OLT ports the spec counts', () => {
    const { parts, svg } = draw({ kind: 'olt', ponType: 'GPON', ponPorts: 16, gePorts: 4, sfpUplinks: 2 });
    expect(parts('pon-port')).toHaveLength(16);
    expect(parts('ge-port')).toHaveLength(4);
    expect(parts('sfp-uplink')).toHaveLength(2);
    expect(svg).toHaveTextContent('GPON');
  });

  it('labels an EPON OLT as EPON and leaves out absent port groups', () => {
    const { parts, svg } = draw({ kind: 'olt', ponType: 'EPON', ponPorts: 8, gePorts: 0, sfpUplinks: 4 });
    expect(parts('pon-port')).toHaveLength(8);
    expect(parts('ge-port')).toHaveLength(0);
    expect(svg).toHaveTextContent('EPON');
    expect(svg).not.toHaveTextContent('GPON');
  });

  it('draws no antennas on an ONT without WiFi, even if the record counts some', () => {
    const { parts } = draw({ kind: 'ont', gePorts: 1, fePorts: 0, potsPorts: 0, wifi: null, antennas: 2 });
    expect(parts('antenna')).toHaveLength(0);
    expect(parts('wifi-label')).toHaveLength(0);
  });

  it('draws an ONT with its ports and one antenna per count, labelled with the WiFi generation', () => {
    const { parts } = draw({ kind: 'ont', gePorts: 4, fePorts: 2, potsPorts: 1, wifi: 5, antennas: 4 });
    expect(parts('antenna')).toHaveLength(4);
    expect(parts('ge-port')).toHaveLength(4);
    expect(parts('fe-port')).toHaveLength(2);
    expect(parts('pots-port')).toHaveLength(1);
    expect(parts('pon-port')).toHaveLength(1);
    expect(parts('wifi-label')[0]).toHaveTextContent('WiFi 5');
  });

  it('draws every fibre and tube of a cable in the colours its spec states', () => {
    const { parts } = draw(cable({ construction: 'multitube', fiberCount: 24, fibersPerTube: 12, rods: { placement: 'central', material: 'frp' }, diameterMm: 10 }));
    const colours = Array.from(parts('fiber'), (fiber) => fiber.getAttribute('data-color'));
    expect(colours).toEqual([...TIA_598_COLORS, ...TIA_598_COLORS]);
    expect(Array.from(parts('tube'), (tube) => tube.getAttribute('data-color'))).toEqual(['blue', 'orange']);
  });

  it('draws fibres of unpublished colour as empty rings, and natural fibres and tubes as natural', () => {
    const unpublished = draw(cable({ fiberColors: null, tubeColors: null }));
    const fibres = Array.from(unpublished.parts('fiber'));
    expect(fibres).toHaveLength(8);
    for (const fiber of fibres) {
      expect(fiber).toHaveAttribute('data-color', 'none');
      expect(fiber).toHaveAttribute('fill', 'none');
    }
    const natural = draw(cable({ fiberCount: 2, fibersPerTube: 2, fiberColors: ['blue', NATURAL], tubeColors: [NATURAL] }));
    expect(Array.from(natural.parts('fiber'), (fiber) => fiber.getAttribute('fill'))).toEqual([FIBER_HEX.blue, FIBER_HEX.natural]);
    expect(natural.parts('tube')[0]).toHaveAttribute('data-color', NATURAL);
  });

  it('draws the strength members, yarn and jacket a cable is built with', () => {
    const steel = draw(cable({ rods: { placement: 'sheath', material: 'steel', count: 2 } }));
    expect(Array.from(steel.parts('strength-member'), (rod) => rod.getAttribute('data-material'))).toEqual(['steel', 'steel']);
    const aramid = draw(cable({ fiberCount: 12, fibersPerTube: 12, rods: null, yarn: 'aramid' }));
    expect(aramid.parts('yarn')[0]).toHaveAttribute('data-material', 'aramid');
    expect(aramid.parts('strength-member')).toHaveLength(0);
    expect(aramid.parts('fiber')).toHaveLength(12);
    expect(aramid.parts('jacket')[0]).toHaveAttribute('data-color', 'black');
  });

  it('draws a drop cable round, with one gel-filled tube and the one rod its spec counts', () => {
    const { svg, parts } = draw(
      cable({ construction: 'drop', fiberCount: 2, fibersPerTube: 2, fiberColors: ['blue', NATURAL], tubeColors: [NATURAL], rods: { placement: 'sheath', material: 'frp', count: 1 }, diameterMm: 5 }),
    );
    expect(parts('tube')).toHaveLength(1);
    expect(parts('tube')[0]).toHaveAttribute('data-gel', 'filled');
    expect(parts('strength-member')).toHaveLength(1);
    expect(parts('sheath')[0]!.querySelectorAll('circle').length).toBeGreaterThan(0);
    expect(svg).toHaveTextContent('Ø 5 mm');
  });

  it('draws the EDFA outputs, inputs and optical switch from the spec', () => {
    const withSwitch = draw({ kind: 'edfa', form: '1u', outputPorts: 16, inputs: 2, opticalSwitch: true });
    expect(withSwitch.parts('output-port')).toHaveLength(16);
    expect(withSwitch.parts('input-port')).toHaveLength(2);
    expect(withSwitch.parts('optical-switch')).toHaveLength(1);
    const plain = draw({ kind: 'edfa', form: 'mini', outputPorts: 4, inputs: 1, opticalSwitch: false });
    expect(plain.parts('output-port')).toHaveLength(4);
    expect(plain.parts('optical-switch')).toHaveLength(0);
    expect(plain.parts('rack-ear')).toHaveLength(0);
  });

  it('shows three readings on a PON power meter and one on a plain one', () => {
    expect(draw({ kind: 'power-meter', pon: true, wavelengthsNm: [1310, 1490, 1550] }).parts('reading')).toHaveLength(3);
    expect(draw({ kind: 'power-meter', pon: false, wavelengthsNm: [1310, 1550] }).parts('reading')).toHaveLength(1);
  });

  it('labels each wavelength of a light source', () => {
    const { parts } = draw({ kind: 'light-source', wavelengthsNm: [1310, 1490, 1550] });
    expect(Array.from(parts('wavelength-label'), (label) => label.textContent)).toEqual(['1310', '1490', '1550']);
  });

  it('draws a longer OTDR trace for a higher dynamic range', () => {
    const reach = (dynamicRangeDb: number) =>
      Number(draw({ kind: 'otdr', dynamicRangeDb, wavelengthsNm: [1310, 1550], form: 'bench' }).parts('otdr-trace')[0]!.getAttribute('data-noise-start'));
    expect(reach(45)).toBeGreaterThan(reach(32));
  });

  it('gives a ribbon splicer one fibre line per ribbon fibre', () => {
    const { parts } = draw({ kind: 'fusion-splicer', alignment: 'ribbon', screenInches: 5, fiberCount: 12 });
    expect(parts('fiber')[0]!.querySelectorAll('line')).toHaveLength(24);
  });

  it('keeps ids unique and references local when two illustrations share a page', () => {
    const { container } = render(
      <>
        <ProductIllustration spec={{ kind: 'olt', ponType: 'GPON', ponPorts: 8, gePorts: 4, sfpUplinks: 2 }} title="OLT" />
        <ProductIllustration spec={{ kind: 'olt', ponType: 'GPON', ponPorts: 8, gePorts: 4, sfpUplinks: 2 }} title="OLT again" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);

    for (const svg of Array.from(container.querySelectorAll('svg'))) {
      const own = new Set(Array.from(svg.querySelectorAll('[id]'), (element) => element.id));
      const references = svg.outerHTML.match(/url\(#([^)]+)\)/g) ?? [];
      expect(references.length).toBeGreaterThan(0);
      for (const reference of references) expect(own.has(reference.slice(5, -1))).toBe(true);
    }
    expect(screen.getByRole('img', { name: 'OLT again' })).toBeInTheDocument();
  });
});
