import type { EdfaEntry, EdfaModel } from './shared';

const model = { model: 'CE1619M+OSW', line: 'catv', form: '1u', outputPorts: 16, portDbm: 19.5, dualInput: true } as const satisfies EdfaModel;

export const product = { key: 'ce1619m-osw', model, page: null } as const satisfies EdfaEntry;
