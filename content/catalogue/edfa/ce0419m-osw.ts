import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'CE0419M+OSW', line: 'catv', form: '1u', outputPorts: 4, portDbm: 19.5, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'ce0419m-osw', model, page: null } as const satisfies EdfaEntry;
