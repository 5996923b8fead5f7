import { catvFigures, type EdfaEntry, type EdfaModel } from './shared';

const model = { model: 'CE1619M', line: 'catv', form: '1u', outputPorts: 16, portDbm: 19.5, dualInput: false } as const satisfies EdfaModel;

export const product = {
  key: 'ce1619m',
  model,
  page: {
    word: 'four',
    similar: ['ce0819m', 'ce0419m', 'ce0416m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `Sixteen ${model.portDbm} dBm outputs in a 1U unit: the ${model.model} CATV EDFA feeds a headend's video routes and runs on ${catvFigures.power}.`,
  },
} as const satisfies EdfaEntry;
