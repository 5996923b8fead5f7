import { site } from '@/content/site';
import type { ShowcaseBlock } from '../types';
import { product as pe1619mOsw } from './pe1619m-osw';
import { edfaImage, wdmFigures, wdmOutputsSentence, type EdfaEntry, type EdfaModel } from './shared';

const model = { model: 'PE1619M', line: 'wdm', form: '1u', cardRating: { outputs: 16, dbm: 19.5 }, dualInput: false } as const satisfies EdfaModel;

const showcase = [
  {
    title: 'Video and data on the same fibre',
    text: 'The PE1619M takes the 1550 nm CATV feed from your headend, amplifies it and merges it with the 1310/1490 nm signals of your OLT. Subscribers get television and broadband over the PON they already have.',
    image: edfaImage(model, 'PE1619M amplifier front panel with sixteen combined outputs'),
  },
  {
    title: 'A CWDM behind every output',
    text: `Each OLT PON port meets the amplified CATV signal in the built-in CWDM of its output, so one unit serves them all without separate combiners or patch-panel clutter. ${wdmOutputsSentence(model)}`,
    image: edfaImage(model, 'Output ports of the PE1619M, each with its own CWDM'),
  },
  {
    title: 'Watch it from the NOC',
    text: 'A plug-in SNMP module, web access and RS232 bring the amplifier into your network management, while the LCD and status lights show parameters and alarms to the technician at the rack.',
    image: edfaImage(model, 'PE1619M front panel LCD and status lights'),
  },
  {
    title: 'Add a protected input',
    text: 'Need a standby feed? The PE1619M+OSW adds a second input behind a built-in optical switch, and the PE3219M is the larger PE model for bigger PON sites.',
    image: edfaImage(pe1619mOsw.model, 'PE1619M+OSW with two inputs and a built-in optical switch'),
  },
] as const satisfies readonly ShowcaseBlock[];

export const product = {
  key: 'pe1619m',
  model,
  page: {
    word: 'five',
    similar: ['pe3219m', 'pe1619m-osw', 'ce1619m', 'ce0819m', 'ce0419m', 'ce0416m-osw'],
    showcase,
    metaDescription: `${site.name} ${model.model} brings 1550 nm CATV onto your PON: video at ${wdmFigures.catvOutput} joined to your OLT's traffic on every output, each with a built-in CWDM.`,
  },
} as const satisfies EdfaEntry;
