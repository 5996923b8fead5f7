/**
 * The most a kilometre of the company's cable attenuates, by wavelength (nm),
 * in dB/km (spec section 9, the cable datasheets). The spec tables, the prose
 * and the link planner all read these numbers; a module of its own so the
 * planner's browser code takes the figures without the cable records.
 */
export const fiberAttenuation = { 1310: 0.4, 1550: 0.2 } as const satisfies Readonly<Record<number, number>>;
