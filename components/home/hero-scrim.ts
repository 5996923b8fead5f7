/**
 * Opacity of the navy scrim laid over the hero video wherever the hero's
 * text sits. Chosen so white text keeps WCAG AA contrast even over a pure
 * white frame: blending is monotonic per channel, so no frame of any video
 * (or its poster) can bring the text below 4.5:1. hero-scrim.test.ts proves
 * the bound against the navy in app/tokens.css.
 */
export const HERO_SCRIM_ALPHA = 0.64;

/**
 * Where the solid scrim ends on wide screens, as a share of the hero's width;
 * beyond it the scrim thins so the video shows. The hero text column (36rem
 * inside the 1240 px container) ends left of this at every width from 1024 px.
 */
export const HERO_SCRIM_SOLID_UNTIL = 0.62;
