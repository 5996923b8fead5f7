import { site } from '@/content/site';
import type { Product } from '../types';
import { capitalise, FIBER_STANDARD, orList, rodPhrase, yarnPhrase } from './series';
import { diameterSpan, flat, seriesProduct } from './shared';

export const product: Product<'fiber'> = seriesProduct(
  'flat-cable',
  {
    title: `${flat.name} (2F)`,
    summary: `A two-fibre flat cable for the last span to a subscriber: G.652.D fibres in a jelly-filled tube, an FRP strength member and a light ${flat.weightKgPerKm} kg/km build.`,
    metaDescription: `${site.name} 2F flat fibre cable: ${FIBER_STANDARD} fibre, FRP strength member, ${flat.tensileStrengthN} N tensile, ${diameterSpan(flat)}, about ${flat.weightKgPerKm} kg/km, ${orList(flat.packingLengthsKm)} km coils.`,
    banner: 'Two fibres in a slim flat profile, made for the final run into a home or office',
    features: [
      {
        title: 'Slim and light',
        text: `At ${orList(flat.diametersMm)} mm and around ${flat.weightKgPerKm} kg/km, the cable is easy to carry up a ladder, dress along a wall and coil in a small enclosure.`,
      },
      {
        title: 'Fibres kept loose and dry',
        text: 'Both fibres ride in a PBT tube filled with thixotropic jelly, which keeps moisture out and lets the fibres sit free of sheath strain.',
      },
      {
        title: 'All-dielectric strength',
        text: `${capitalise(rodPhrase(flat.strength))} and ${yarnPhrase(flat.yarn)} take up to ${flat.tensileStrengthN} N of short-term pull, with ${flat.crush.n} N per 10 cm of crush resistance.`,
      },
      {
        title: 'Marked for your network',
        text: 'The black PE jacket can carry an orange, blue, yellow or green line, so one operator’s drops are easy to tell from another’s.',
      },
      {
        title: 'Ready-to-lay coils',
        text: `Supplied in ${orList(flat.packingLengthsKm)} km coils, within ${flat.packingTolerancePercent}% of the stated length.`,
      },
    ],
  },
  { routeSuffix: 'flat-cable', legacyWords: [], similar: ['drop-cable', 'neo', 'gold', 'platinum'] },
);
