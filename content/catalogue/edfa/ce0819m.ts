import { site } from '@/content/site';
import { amplifier, type EdfaEntry, type EdfaModel } from './shared';

const model = { model: 'CE0819M', line: 'catv', form: '1u', outputPorts: 8, portDbm: 19.5, dualInput: false } as const satisfies EdfaModel;

export const product = {
  key: 'ce0819m',
  model,
  page: {
    word: 'three',
    similar: ['ce0419m', 'ce1619m', 'ce0416m', 'ce0416m-osw', 'pe1619m', 'pe3219m'],
    metaDescription: `${site.name} ${model.model} splits a 1550 nm CATV feed across eight amplified outputs of ${model.portDbm} dBm each, with ${amplifier.connectors} connectors.`,
  },
} as const satisfies EdfaEntry;
