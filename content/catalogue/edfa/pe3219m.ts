import { site } from '@/content/site';
import { wdmFigures, type EdfaEntry, type EdfaModel } from './shared';

const model = { model: 'PE3219M', line: 'wdm', form: '1u', ponPorts: 32, dualInput: false } as const satisfies EdfaModel;

export const product = {
  key: 'pe3219m',
  model,
  page: {
    word: 'eight',
    similar: ['pe1619m', 'pe1619m-osw', 'ce1619m', 'ce0819m', 'ce0419m', 'ce0416m'],
    metaDescription: `${site.name} ${model.model}: 1550 nm video at ${wdmFigures.catvOutput} merged with the 1310/1490 nm traffic of 32 OLT PON ports, for large FTTH sites.`,
  },
} as const satisfies EdfaEntry;
