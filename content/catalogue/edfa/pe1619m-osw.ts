import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'PE1619M+OSW', line: 'wdm', form: '1u', ponPorts: 16, dualInput: true } as const satisfies EdfaModel;

export const product = {
  key: 'pe1619m-osw',
  model,
  page: {
    word: 'seven',
    similar: ['pe1619m', 'pe3219m', 'ce0416m-osw', 'ce1619m', 'ce0819m', 'ce0419m'],
    metaTitle: `${model.model} Dual-Input WDM EDFA, ${model.ponPorts} PON Ports`,
    metaDescription: `The ${model.model} WDM EDFA joins CATV to sixteen OLT PON ports and protects the video feed with a second input behind a built-in optical switch.`,
  },
} as const satisfies EdfaEntry;
