// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["play", [["path",{"d":"M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"}]]];

export function Play(props: IconProps) {
  return drawIcon(drawing, props);
}
