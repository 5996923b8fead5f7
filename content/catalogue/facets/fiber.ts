import { defineFacets } from '../facets';

/** What a buyer chooses a cable by. */
export const fiberFacets = defineFacets({
  facets: [
    {
      id: 'fibreCount',
      label: 'Fibres',
      kind: 'number',
      unit: 'fibres',
      count: true,
      bounds: { min: 1, max: 288 },
      rows: ['Fibre Count'],
      explain: 'How many fibres the cable carries: count the links or subscribers the route must serve and add spares, which cost little when the cable goes in.',
    },
    {
      id: 'construction',
      label: 'Construction',
      kind: 'choice',
      options: [
        { value: 'flat', label: 'Flat' },
        { value: 'drop', label: 'Round drop' },
        { value: 'unitube', label: 'Central tube' },
        { value: 'multitube', label: 'Dual tube' },
      ],
      explain: 'A flat or drop cable makes the last metres to a home; a tube cable pulls through ducts and spans poles, and more tubes carry more fibres.',
    },
    {
      id: 'diameter',
      label: 'Outer diameter',
      kind: 'number',
      unit: 'mm',
      bounds: { min: 2, max: 30 },
      rows: ['Cable Diameter'],
      explain: 'Sets what fits a duct or a clamp; the bending radius grows with it.',
    },
    {
      id: 'crush',
      label: 'Crush resistance',
      kind: 'number',
      unit: 'N',
      better: 'higher',
      bounds: { min: 100, max: 10_000 },
      rows: ['Crush Resistance'],
      explain: 'The load over 10 cm of cable it takes without harm, where it crosses another cable or is trodden on in a duct.',
    },
    {
      id: 'tensileStrength',
      label: 'Tensile strength',
      kind: 'number',
      unit: 'N',
      better: 'higher',
      bounds: { min: 50, max: 5000 },
      rows: ['Max. Tensile Strength'],
      explain: 'The short-term pull the cable takes during installation without harm to its fibres.',
    },
  ],
  cardFigures: ['fibreCount', 'tensileStrength'],
});
