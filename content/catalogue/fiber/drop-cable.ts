import { site } from '@/content/site';
import type { Product } from '../types';
import { capitalise, FIBER_STANDARD, fiberFigures, rodPhrase, tubePhrase, yarnPhrase } from './series';
import { diameterSpan, drop, seriesProduct } from './shared';

export const product: Product<'fiber'> = seriesProduct(
  'drop-cable',
  {
    title: `${drop.name} (2F)`,
    summary: `Two-fibre drop cable that carries service from the distribution point to the subscriber, with G.652.D fibre, FRP reinforcement and a ${drop.tensileStrengthN} N pull rating.`,
    metaDescription: `${site.name} 2F drop cable: ${FIBER_STANDARD} fibre in a jelly-filled tube, FRP strength member, ${drop.tensileStrengthN} N tensile, ${diameterSpan(drop)}, about ${drop.weightKgPerKm} kg/km.`,
    banner: 'The last link of an FTTH network: two fibres, one tube, ready for the subscriber drop',
    features: [
      {
        title: 'Built for the drop',
        text: `Two G.652.D fibres are enough for a working circuit and a spare on each subscriber connection, in a cable ${diameterSpan(drop)} across.`,
      },
      {
        title: 'Gel-filled loose tube',
        text: `The fibres lie in ${tubePhrase(drop.tubes)}, which blocks water along the cable.`,
      },
      {
        title: 'FRP, not steel',
        text: `${capitalise(rodPhrase(drop.strength))} and ${yarnPhrase(drop.yarn)} carry ${drop.tensileStrengthN} N of short-term load without adding metal to the route.`,
      },
      {
        title: 'Tolerant of handling',
        text: `It resists ${drop.crush.n} N per 10 cm of crush and ${drop.impactResistance} of impact, and bends safely down to ${drop.bendingRadiusD} times its diameter.`,
      },
      {
        title: 'Low loss',
        text: `Attenuation stays at ${fiberFigures.attenuation1310} at 1310 nm and ${fiberFigures.attenuation1550} at 1550 nm across the ${fiberFigures.operatingTemperature} operating range.`,
      },
    ],
  },
  { routeSuffix: 'drop-cable', legacyWords: ['two'], similar: ['flat-cable', 'drop-2f', 'neo', 'gold'] },
);
