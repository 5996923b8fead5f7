/**
 * html-validate over the exported pages: tests/e2e/html-validate.spec.ts runs
 * it on every HTML file in out/ (by hand: `npx html-validate "out/**\/*.html"`).
 * The recommended preset, with the rules below set to what React writes. No
 * rule is turned off; each one configured here says why.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta />, <img />); HTML allows both forms. Hold every page to React's.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes some attribute names in camelCase (charSet, srcSet, colSpan, fetchPriority); HTML attribute names
    // are case-insensitive. Still rejects UPPERCASE and PascalCase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean and empty attributes as name="" (async="", hidden="", crossorigin="").
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId makes ids like _R_6lb_: valid HTML ids that do not start with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Values computed per record or per page that no stylesheet can hold: a clip's aspect ratio and a picture's blurred
    // placeholder (from the media records), a banner's heights, a timeline row index, the hero scrim measured against its
    // poster at build time (components/home/hero-scrim.ts) and the marquee's duration from its length. Anything else inline is an error.
    'no-inline-style': [
      'error',
      {
        allowedProperties: [
          'display',
          'aspect-ratio',
          'background-image',
          '--banner-height',
          '--banner-height-mobile',
          '--row',
          '--hero-scrim-alpha',
          '--hero-scrim-solid',
          '--marquee-duration',
        ],
      },
    ],
    // The branch pickers are listboxes on purpose: each option shows the office's name and kind on two lines, and the
    // list opens with the same look in every browser, which a native <select> cannot do. Other roles still prefer
    // their native element.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
};

export default config;
