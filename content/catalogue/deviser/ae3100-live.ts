import { sameForEach } from '../spec-rows';
import type { Product, SpecTable } from '../types';
import { ae3100WeightKg, afei400Table, andList, dynamicRangesOf, figureCell, quantityWords, type Otdr, otdrFunctionsTable, otdrGeneralTable, otdrImage, otdrMeterAndVflTable, otdrModels, routes, topDynamicRange, wavelengthsOf } from './shared';

/**
 * The maker's summary for the Live model, which gives its figures bare (no
 * '≥' or '≤'); it tests in service at 1625 nm. No table lists its distance
 * ranges.
 */
const ae3100Live = {
  name: 'AE3100 Live',
  dynamicRangeDb: { 1310: 40, 1550: 38, 1625: 38 },
  eventDeadZoneM: 0.8,
  attenuationDeadZoneM: 3,
  inService: true,
  faultLocator: true,
  weightKg: ae3100WeightKg,
  rangesKm: null,
} as const satisfies Otdr;

/* ---------- AE3100 Live ---------- */

const ae3100LiveWavelengths = wavelengthsOf(ae3100Live).map((nm) => `${nm} nm`);
const everyLiveWavelength = sameForEach(ae3100LiveWavelengths);

/** The maker's per-wavelength summary for the Live model: the only OTDR figures it publishes for it. */
const ae3100LiveOtdrTable = {
  title: 'OTDR Parameters',
  columns: ['Test wavelength', ...ae3100LiveWavelengths],
  groups: [
    {
      rows: [
        ['Dynamic range', ...dynamicRangesOf(ae3100Live).map((db) => figureCell(db, 'dB'))],
        everyLiveWavelength('Event dead zone', figureCell(ae3100Live.eventDeadZoneM, 'm')),
        everyLiveWavelength('Attenuation dead zone', figureCell(ae3100Live.attenuationDeadZoneM, 'm')),
      ],
    },
  ],
  note: 'Figures from the maker’s summary for this model. Use 1625 nm on a fibre that carries PON traffic: it lies outside the GPON and EPON bands. 1310 nm is the PON upstream and 1550 nm its video band, so test at those only on fibre out of service.',
} as const satisfies SpecTable;

export const product = {
  key: 'ae3100-live',
  family: 'deviser',
  model: 'AE3100 Live',
  title: 'Deviser AE3100 Live Series OTDR',
  cardTitle: 'AE3100 Live Series',
  summary:
    'An OTDR for FTTx and RFoG networks with a 7-inch touch screen and three test wavelengths. Its 1625 nm wavelength tests fibre that is already carrying service.',
  tabs: ['all', 'live-otdr'],
  image: otdrImage(
    topDynamicRange(ae3100Live),
    wavelengthsOf(ae3100Live),
    'bench',
    `Drawing of the Deviser AE3100 Live OTDR with traces at ${andList(wavelengthsOf(ae3100Live))} nm`,
  ),
  models: otdrModels([ae3100Live]),
  page: {
    ...routes.model('AE3100Live'),
    metaDescription: `Deviser AE3100 Live OTDR for FTTx and RFoG networks: in-service testing at 1625 nm with ${quantityWords(ae3100Live.dynamicRangeDb[1625], 'dB')} dynamic range, ${quantityWords(ae3100Live.eventDeadZoneM, 'm')} event dead zone, power meter and VFL.`,
    banner: 'Troubleshoot working FTTx and RFoG networks without a second instrument.',
    features: [
      {
        title: 'Three wavelengths',
        text: `The unit tests at ${andList(wavelengthsOf(ae3100Live))} nm, with dynamic range of ${andList(dynamicRangesOf(ae3100Live).map((db) => quantityWords(db)))} dB respectively. On a PON that is serving subscribers, 1625 nm is the wavelength to use: it lies outside the GPON and EPON bands, so the test pulse does not share a wavelength with the traffic. Keep 1310 and 1550 nm for fibre that is out of service.`,
      },
      {
        title: 'Short dead zones',
        text: `A ${quantityWords(ae3100Live.eventDeadZoneM, 'm')} event dead zone and a ${quantityWords(ae3100Live.attenuationDeadZoneM, 'm')} attenuation dead zone keep neighbouring connectors apart on the trace, so a patch panel reads as separate events.`,
      },
      {
        title: 'Everything a field kit needs',
        text: 'A power meter with a selectable -70 to +10 dBm or -50 to +26 dBm range, a 1 mW visual fault locator and the optional AFEI400 USB endface inspector all run from the same unit.',
      },
      {
        title: 'Remote and cloud options',
        text: 'With SYNCOR software configured, tests can be run remotely and instruments tracked as assets in the cloud; FiberPath link mapping and USB FiberSpot mode are available as options.',
      },
      {
        title: 'Long battery life',
        text: 'The 7.4 V, 5300 mAh Li-ion battery runs for over 11 hours on a full charge, and the unit works from -10 to +50 °C.',
      },
      {
        title: 'Easy to move results',
        text: 'Two USB 2.0 ports, an RJ45 LAN port and an SD card slot for cards up to 64GB take traces off the unit and onto your reporting system.',
      },
    ],
    highlights: [
      'In-service testing at 1625 nm',
      `Test wavelengths ${andList(wavelengthsOf(ae3100Live))} nm`,
      `${quantityWords(ae3100Live.eventDeadZoneM, 'm')} event and ${quantityWords(ae3100Live.attenuationDeadZoneM, 'm')} attenuation dead zones`,
      'Over 11 hours on a full charge',
    ],
    specTables: [
      ae3100LiveOtdrTable,
      otdrFunctionsTable(['Dual wavelength test', 'Yes']),
      otdrGeneralTable,
      otdrMeterAndVflTable,
      afei400Table,
    ],
    similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
