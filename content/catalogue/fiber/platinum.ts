import type { Product } from '../types';
import { capitalise, FIBER_STANDARD, fiberFigures, orList, rodPhrase, yarnPhrase } from './series';
import { countSpan, platinum, seriesProduct } from './shared';

export const product: Product<'fiber'> = seriesProduct(
  'platinum',
  {
    title: `${platinum.name} ${platinum.titleNoun} (up to 24F)`,
    summary: `Dual-tube, un-armoured cable for up to 24 fibres, with ${rodPhrase(platinum.strength)}, ${yarnPhrase(platinum.yarn)} and a UV-stabilised HDPE jacket, rated ${platinum.tensileStrengthN} N.`,
    metaDescription: `${platinum.name} dual-tube fibre cable, ${countSpan(platinum)} fibres: ${FIBER_STANDARD}, ${platinum.tensileStrengthN} N tensile, ${platinum.crush.n} N/10 cm crush, HDPE UV black jacket.`,
    banner: 'Two tubes and up to 24 fibres for feeder and backbone links',
    features: [
      {
        title: 'Up to 24 fibres',
        text: 'From 2 to 24 fibres in two jelly-filled PBT tubes, so one cable can feed several splitters or carry spare capacity for growth.',
      },
      {
        title: 'Glass yarn and FRP',
        text: `${capitalise(rodPhrase(platinum.strength))} in the sheath and a layer of ${yarnPhrase(platinum.yarn)} give a ${platinum.tensileStrengthN} N short-term pull rating with no metal in the cable.`,
      },
      {
        title: 'UV-stabilised HDPE jacket',
        text: 'The black HDPE jacket is made for outdoor exposure and can carry an orange line, or come in orange with a black line.',
      },
      {
        title: 'Rated for rough routes',
        text: `Crush resistance of ${platinum.crush.n} N per 10 cm protects the tubes where the cable crosses or shares a duct, and it packs at about ${platinum.weightKgPerKm} kg/km in ${orList(platinum.packingLengthsKm)} km lengths.`,
      },
      {
        title: 'Same fibre as every series',
        text: `Attenuation of ${fiberFigures.attenuation1310} at 1310 nm and ${fiberFigures.attenuation1550} at 1550 nm with ${FIBER_STANDARD} fibre throughout.`,
      },
    ],
  },
  { routeSuffix: 'platinum', legacyWords: ['five'], similar: ['gold', 'neo', 'gold-12f', 'drop-cable'] },
);
