import { useId } from 'react';
import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '@/lib/illustrations/canvas';
import { CableDrawing } from './fiber-cable';
import { CleaverDrawing } from './cleaver';
import { EdfaDrawing } from './edfa';
import { EndfaceInspectorDrawing } from './endface-inspector';
import { FaultLocatorDrawing } from './fault-locator';
import { LightSourceDrawing } from './light-source';
import { OltDrawing } from './olt';
import { OntDrawing } from './ont';
import { OtdrDrawing } from './otdr';
import { createIds, SharedDefs, type Ids } from './parts';
import { PowerMeterDrawing } from './power-meter';
import { SfpDrawing } from './sfp';
import { SplicerDrawing } from './splicer';

/**
 * A product's picture drawn from its illustration spec, used until a photo
 * arrives. Ids come from useId so any number can share a page.
 */
export function ProductIllustration({ spec, title, className }: { spec: IllustrationSpec; title: string; className?: string }) {
  const ids = createIds(useId());
  const width = ILLUSTRATION_WIDTH;
  const height = ILLUSTRATION_HEIGHT[spec.kind];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={ids.id('title')}
      className={className}
      data-kind={spec.kind}
    >
      <title id={ids.id('title')}>{title}</title>
      <SharedDefs ids={ids} />
      <Drawing spec={spec} ids={ids} />
    </svg>
  );
}

function Drawing({ spec, ids }: { spec: IllustrationSpec; ids: Ids }) {
  switch (spec.kind) {
    case 'fusion-splicer':
      return <SplicerDrawing spec={spec} ids={ids} />;
    case 'cleaver':
      return <CleaverDrawing spec={spec} ids={ids} />;
    case 'otdr':
      return <OtdrDrawing spec={spec} ids={ids} />;
    case 'power-meter':
      return <PowerMeterDrawing spec={spec} ids={ids} />;
    case 'light-source':
      return <LightSourceDrawing spec={spec} ids={ids} />;
    case 'fault-locator':
      return <FaultLocatorDrawing spec={spec} ids={ids} />;
    case 'endface-inspector':
      return <EndfaceInspectorDrawing ids={ids} />;
    case 'olt':
      return <OltDrawing spec={spec} ids={ids} />;
    case 'ont':
      return <OntDrawing spec={spec} ids={ids} />;
    case 'sfp':
      return <SfpDrawing spec={spec} ids={ids} />;
    case 'edfa':
      return <EdfaDrawing spec={spec} ids={ids} />;
    case 'fiber-cable':
      return <CableDrawing spec={spec} ids={ids} />;
    default:
      return unreachable(spec);
  }
}

function unreachable(spec: never): never {
  throw new Error(`no illustration for ${JSON.stringify(spec)}`);
}
