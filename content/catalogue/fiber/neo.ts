import type { Product } from '../types';
import { capitalise, FIBER_STANDARD, orList, rodCountWords, rodPhrase, yarnPhrase } from './series';
import { countSpan, madeToOrderSentence, neo, seriesProduct } from './shared';

export const product: Product<'fiber'> = seriesProduct(
  'neo',
  {
    title: `${neo.name} Series ${neo.titleNoun}`,
    summary: `Single-tube cable in ${orList(neo.fiberCounts)}-fibre counts with ${rodCountWords(neo.strength)} FRP rods in the sheath, rated ${neo.tensileStrengthN} N, for access and distribution routes.`,
    metaDescription: `${neo.name} single-tube fibre cable, ${countSpan(neo)} fibres: ${FIBER_STANDARD}, ${neo.tensileStrengthN} N tensile, ${neo.crush.n} N/10 cm crush, ${orList(neo.diametersMm)} mm, ${orList(neo.packingLengthsKm)} km coils.`,
    banner: `One tube, up to twelve fibres and ${rodCountWords(neo.strength)} FRP rods in the sheath for everyday access routes`,
    features: [
      {
        title: 'Choose the count',
        text: `Order ${orList(neo.fiberCounts)} fibres in the same single-tube design, each colour-coded within the tube for quick identification at the splice.${madeToOrderSentence('neo')}`,
      },
      {
        title: 'Strength in the sheath',
        text: `${capitalise(rodPhrase(neo.strength))}, UV-cured and embedded in the jacket, with ${yarnPhrase(neo.yarn)}, give a ${neo.tensileStrengthN} N short-term pull rating.`,
      },
      {
        title: 'Made to take knocks',
        text: `Crush resistance of ${neo.crush.n} N per 10 cm and ${neo.impactResistance} of impact protect the fibres on busy poles and in shared ducts.`,
      },
      {
        title: 'Single or double HDPE coating',
        text: `Pick the sheath to suit the route; the cable stays ${orList(neo.diametersMm)} mm across at about ${neo.weightKgPerKm} kg/km.`,
      },
      {
        title: 'Gentle on the fibres',
        text: `Keep bends at ${neo.bendingRadiusD} times the cable diameter or wider and the G.652.D fibres hold their low attenuation.`,
      },
    ],
  },
  { routeSuffix: 'neo', legacyWords: ['three'], similar: ['gold', 'platinum', 'neo-12f', 'drop-cable'] },
);
