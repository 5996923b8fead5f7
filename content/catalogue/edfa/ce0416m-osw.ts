import { rating, type EdfaEntry, type EdfaModel } from './shared';

const model = { model: 'CE0416M+OSW', line: 'catv', form: '1u', outputPorts: 4, portDbm: 16.5, dualInput: true } as const satisfies EdfaModel;

export const product = {
  key: 'ce0416m-osw',
  model,
  page: {
    word: 'six',
    similar: ['ce0416m', 'ce0419m', 'ce0819m', 'ce1619m', 'pe1619m-osw', 'pe1619m'],
    metaTitle: `${model.model} Dual-Input CATV EDFA, ${rating(model)}`,
    metaDescription: `${model.model}: four ${model.portDbm} dBm CATV outputs and a standby input behind a built-in optical switch that changes feed in 10 ms or less.`,
  },
} as const satisfies EdfaEntry;
