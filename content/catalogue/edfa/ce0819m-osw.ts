import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'CE0819M+OSW', line: 'catv', form: '1u', outputPorts: 8, portDbm: 19.5, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'ce0819m-osw', model, page: null } as const satisfies EdfaEntry;
