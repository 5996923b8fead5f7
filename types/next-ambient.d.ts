// Next's ambient types (CSS modules, static images) without the generated
// next-env.d.ts, so `tsc` passes on a fresh clone before the first build.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
