import { currentCatalogue } from '@/lib/catalogue/checks';
import { withCell, withDrawing, withPage, withSummary } from './catalogue-fixture';
import * as instruments from './instruments';

const { handSizeProblems, instrumentDrawingProblems, laserClassProblems, liveTestingProblems, otdrRowProblems, quadWavelengthProblems, resolutionProblems } = instruments;


describe('instrument checks', () => {
  it('pass the catalogue as it stands', () => {
    expect(instruments.instrumentChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('refuse live testing tied to 1310 or 1550 nm in an OTDR’s words, and leave 1625 nm alone', () => {
    expect(liveTestingProblems(withSummary('ae3100', 'Test a live network at 1310 nm without taking it down.'))).toEqual([
      'ae3100 › summary: "Test a live network at 1310 nm without taking it down" ties testing a live network to 1310 or 1550 nm, where an OTDR pulse disturbs the service; name the out-of-band 1625 nm band for in-service testing, or keep the wavelengths out of that sentence',
    ]);
    expect(liveTestingProblems(withSummary('ae3100-live', 'Test a live network at 1625 nm without taking it down.'))).toEqual([]);
  });

  it('ask every OTDR’s tables for its dynamic range and both dead zones', () => {
    const renamed = withPage('ae3100-live', (page) => ({
      specTables: page.specTables.map((t) => ({ ...t, groups: t.groups.map((g) => ({ ...g, rows: g.rows.filter((r) => !/^event dead zone/i.test(r[0])) })) })),
    }));
    expect(otdrRowProblems(renamed)).toEqual(['ae3100-live › page.specTables: no "event dead zone" row; an OTDR\'s tables give its dynamic range and both dead zones, so add the row']);
  });

  it('refuse a quad-wavelength claim for models that test at fewer than four wavelengths', () => {
    expect(quadWavelengthProblems(withCell('ae1001', 'Display', 'Quad-wavelength testing'))).toEqual([
      expect.stringMatching(/^ae1001 › page\.specTables\[\d+\] "[^"]+" › "Display": claims quad-wavelength testing, but its models test at 1310 \/ 1550 nm; /),
    ]);
  });

  it('refuse a ± tolerance in a row labelled resolution', () => {
    expect(resolutionProblems(withCell('ae210', 'Resolution', '±0.01 dB'))).toEqual([
      expect.stringMatching(/^ae210 › page\.specTables\[0\] "Specifications" › "Resolution": "±0\.01 dB" is a ± tolerance, which is an accuracy, not a resolution/),
    ]);
  });

  it('refuse palm- or pocket-sized for an instrument wider than a palm, and allow it for a narrow one', () => {
    expect(handSizeProblems(withSummary('ae1001', 'A palm-sized OTDR.'))).toEqual([
      'ae1001 › summary: "palm" for an instrument 145 mm wide; a palm is about 90 mm across, so say how small it is in figures instead',
    ]);
    expect(handSizeProblems(withSummary('vf10', 'It fits a shirt pocket.'))).toEqual([]);
  });

  it('ask a fault locator’s record for its laser safety class, or for the words that the maker gives none', () => {
    const silent = withPage('ep310', (page) => ({ specTables: page.specTables.map((t) => ({ ...t, note: undefined })) }));
    expect(laserClassProblems(silent)).toEqual([
      'ep310 › models: EP90 has a visual fault locator, but no words name its laser safety class; give the class the maker states, or say that it states none',
    ]);
  });

  it('hold an instrument’s drawing to its models’ wavelengths and highest dynamic range', () => {
    expect(instrumentDrawingProblems(withDrawing('ae3100-live', { dynamicRangeDb: 45, wavelengthsNm: [1310, 1550] }))).toEqual([
      'ae3100-live › image.spec.wavelengthsNm: drawn at 1310 / 1550 nm, but its models test at 1310 / 1550 / 1625 nm; draw the models\' wavelengths',
      'ae3100-live › image.spec.dynamicRangeDb: 45 dB, but its models reach 40 dB; draw the trace at the highest',
    ]);
    expect(instrumentDrawingProblems(withDrawing('ep310', { pon: false }))).toEqual(['ep310 › image.spec.pon: false, but its models are PON power meters; draw it as its type']);
  });
});
