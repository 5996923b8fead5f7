import type { Product } from '../types';
import { capitalise, FIBER_STANDARD, orList, rodPhrase, yarnPhrase } from './series';
import { countSpan, diameterSpan, gold, madeToOrderSentence, seriesProduct } from './shared';

export const product: Product<'fiber'> = seriesProduct(
  'gold',
  {
    title: `${gold.name} ${gold.titleNoun}`,
    summary: `Heavier single-tube cable in ${orList(gold.fiberCounts)}-fibre counts: coated FRP rods in a super HDPE sheath give a ${gold.tensileStrengthN} N pull rating for tougher routes.`,
    metaDescription: `${gold.name} single-tube fibre cable, ${countSpan(gold)} fibres: ${FIBER_STANDARD}, ${gold.tensileStrengthN} N tensile, coated FRP, super HDPE sheath, ${diameterSpan(gold)}.`,
    banner: `More strength per metre: coated FRP rods and a super HDPE sheath, rated ${gold.tensileStrengthN} N`,
    features: [
      {
        title: `${gold.tensileStrengthN} N pull rating`,
        text: `${capitalise(rodPhrase(gold.strength))}, UV-cured and coated, sit in the sheath with ${yarnPhrase(gold.yarn)}, for longer pulls and wider spans.`,
      },
      {
        title: 'Super HDPE sheath',
        text: `A super or super double HDPE coating adds protection where cable is exposed, in diameters of ${orList(gold.diametersMm)} mm.`,
      },
      {
        title: 'Four standard counts',
        text: `The same design carries ${orList(gold.fiberCounts)} fibres in one jelly-filled PBT tube with a fixed colour order.${madeToOrderSentence('gold')}`,
      },
      {
        title: 'Crush and impact rated',
        text: `It withstands ${gold.crush.n} N per 10 cm of crush and ${gold.impactResistance} of impact, and bends down to ${gold.bendingRadiusD} times its diameter.`,
      },
      {
        title: 'Coil lengths that suit the job',
        text: `Supplied in ${orList(gold.packingLengthsKm)} km coils within ${gold.packingTolerancePercent}%, at about ${gold.weightKgPerKm} kg/km.`,
      },
    ],
  },
  { routeSuffix: 'gold', legacyWords: ['four'], similar: ['platinum', 'neo', 'gold-12f', 'gold-8f'] },
);
