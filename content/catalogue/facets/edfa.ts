import { defineFacets } from '../facets';

/** What a buyer chooses an amplifier by. */
export const edfaFacets = defineFacets({
  facets: [
    {
      id: 'line',
      label: 'Line',
      kind: 'choice',
      options: [
        { value: 'catv', label: 'CATV' },
        { value: 'wdm', label: 'WDM (CATV + PON)' },
      ],
      explain: 'A CATV amplifier feeds video on its own fibres; a WDM amplifier joins the video to the PON traffic of an OLT on every output.',
    },
    {
      id: 'outputs',
      label: 'Outputs',
      kind: 'number',
      unit: 'ports',
      count: true,
      bounds: { min: 1, max: 64 },
      rows: ['Output Ports', 'CATV Output Ports'],
      explain: 'How many fibres one amplifier feeds: count the routes or splitter inputs the headend serves, since more outputs at the same total power leave less on each; a model offered with 4 or 8 meets a need of 6 with its 8-output version.',
    },
    {
      id: 'outputPower',
      label: 'Output per port',
      kind: 'number',
      unit: 'dBm',
      better: 'higher',
      bounds: { min: 0, max: 27 },
      rows: ['Output Power per Port', 'CATV Output Power'],
      explain: 'The optical power on each output: every 3 dB more feeds twice the split, or a longer fibre, at the same level; a model offered at several levels meets a figure when one of them does.',
    },
    {
      id: 'dualInput',
      label: 'Dual input',
      kind: 'flag',
      explain: 'A second input behind a built-in optical switch carries the service within 10 ms when the main feed fails.',
    },
    {
      id: 'housing',
      label: 'Housing',
      kind: 'choice',
      options: [
        { value: '1u', label: '1U rack' },
        { value: 'mini', label: 'Mini' },
      ],
      explain: 'A 1U unit mounts in a 19-inch headend rack; a mini unit suits a small node with no rack.',
    },
  ],
  cardFigures: ['outputs', 'outputPower'],
});
