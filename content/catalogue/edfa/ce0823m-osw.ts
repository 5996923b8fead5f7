import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'CE0823M+OSW', line: 'catv', form: '1u', outputPorts: 8, portDbm: 23.5, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'ce0823m-osw', model, page: null } as const satisfies EdfaEntry;
