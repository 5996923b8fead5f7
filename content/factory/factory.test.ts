import { educationalPage } from '@/content/educational';
import { getVideo } from '@/content/media/videos';
import { manualInsertionPage, miShowcases } from './manual-insertion';
import { ofcFeatures, ofcPage, ofcShowcases } from './ofc';
import { smtEquipment, surfaceMountingPage } from './surface-mounting';

const text = (value: unknown) => JSON.stringify(value);

describe('factory figures (catalogue spec, section 9)', () => {
  it('are quoted on the surface-mounting page', () => {
    const page = text([surfaceMountingPage, smtEquipment]);
    for (const quoted of ['100,000', '400,000', '50 × 50 mm to 510 × 510 mm', '10 top and 10 bottom', '200 °C']) {
      expect(page).toContain(quoted);
    }
  });

  it('are quoted on the manual-insertion page', () => {
    const page = text([manualInsertionPage, miShowcases]);
    for (const quoted of ['300 °C', '4 preheat zones', '1,800 mm']) expect(page).toContain(quoted);
  });
});

describe('OFC page content', () => {
  it('states the catalogue’s cable facts: un-armoured, FRP, jelly-filled tubes, 2 to 24 fibres', () => {
    const page = text([ofcPage, ofcFeatures, ofcShowcases]);
    for (const fact of ['un-armoured', 'FRP', 'jelly', '24 fibres', 'G.652.D']) expect(page).toContain(fact);
  });

  it('has the nine feature cards in the spec’s order, rapid deployment hidden on mobile only', () => {
    expect(ofcFeatures.map((f) => f.title)).toEqual([
      'Rodent Resistant',
      'Standard Length',
      'External Use',
      'Rapid Deployment',
      'Fire Retardant',
      'Premium Quality',
      'Internal Use',
      'Water Resistant',
      'Telecommunications',
    ]);
    expect(ofcFeatures.filter((f) => 'hideOnMobile' in f && f.hideOnMobile).map((f) => f.title)).toEqual(['Rapid Deployment']);
  });

  it('has the seven showcases in the spec’s order', () => {
    expect(ofcShowcases.map((s) => s.title)).toEqual([
      'Colouring Lines',
      'Buffering Lines',
      'Fibre Testing',
      'Sheathing Lines',
      'FTTH Sheathing Line',
      'HDPE Testing',
      'Packaging',
    ]);
  });
});

describe('SMT and MI content', () => {
  it('has the eight SMT machines in the spec’s order', () => {
    expect(smtEquipment.map((s) => s.title)).toEqual([
      'Solder Paste Printer',
      'Solder Paste Inspection',
      'Chip Mounter',
      'Reflow Oven',
      '3D Optical Inspection',
      'X-Ray Inspection',
      'PCB Baking Oven',
      'Stencil Cleaning Machine',
    ]);
  });

  it('has the four MI showcases and links on to the cable factory', () => {
    expect(miShowcases.map((s) => s.title)).toEqual(['Wave Soldering', 'Touch-Up and Testing Line', 'ONU/ONT Testing Line', 'Utility']);
    expect(manualInsertionPage.next).toMatchObject({ page: 'ofc', label: 'View Fiber Optics Solutions' });
    expect(surfaceMountingPage.next.page).toBe('mi');
  });
});

describe('educational page', () => {
  it('features an ambient loop and lists the eight tutorials in the spec’s order', () => {
    expect(getVideo(educationalPage.featured.video).kind).toBe('ambient');
    expect(educationalPage.watchNext.videos.map((key) => getVideo(key).title)).toEqual([
      'How to turn on the splicer',
      'Pass and fail functions',
      'What NanoTune is',
      'Wireless LAN setup',
      'Changing the electrode',
      'Cleaning the V-groove',
      'General cleaning',
      'Stripping the fibre coating',
    ]);
    for (const key of educationalPage.watchNext.videos) expect(getVideo(key).kind).toBe('player');
  });
});
