import { site } from '@/content/site';
import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'CE0416M', line: 'catv', form: '1u', outputPorts: 4, portDbm: 16.5, dualInput: false } as const satisfies EdfaModel;

export const product = {
  key: 'ce0416m',
  model,
  page: {
    word: 'one',
    similar: ['ce0419m', 'ce0819m', 'ce1619m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `${site.name} ${model.model}: a 1U CATV amplifier with four ${model.portDbm} dBm outputs for a 1550 nm video overlay, dual power supplies and SNMP or web management.`,
  },
} as const satisfies EdfaEntry;
